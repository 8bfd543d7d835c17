import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as css from './NotFound.css';
import { useUiTexts } from '../../i18n/context';

export interface NotFoundProps {
  heading?: string;
  text?: string;
  homeLabel?: string;
  homeHref?: string;
  lang?: string;
}

/** The 404 screen; the big number is decoration, the heading carries the message. */
export function NotFound({
  heading: headingProp,
  text,
  homeLabel: homeLabelProp,
  homeHref = '/',
  lang,
}: NotFoundProps) {
  const t = useUiTexts('NotFound');
  const heading = headingProp ?? t.heading;
  const homeLabel = homeLabelProp ?? t.home;
  return (
    <div className={css.root} lang={lang}>
      <span className={css.code} aria-hidden="true">
        404
      </span>
      <h1 className={css.heading}>{heading}</h1>
      {text && <p className={css.text}>{text}</p>}
      <Button href={homeHref} size="lg">
        <Icon name="arrowLeft" size={18} />
        {homeLabel}
      </Button>
    </div>
  );
}
