import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './NotFound.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface NotFoundProps {
  heading?: string;
  text?: string;
  homeLabel?: string;
  homeHref?: string;
  lang?: string;
}

/** The 404 screen; the big number is decoration, the heading carries the message. */
export function NotFound({ heading, text, homeLabel, homeHref = '/', lang }: NotFoundProps) {
  const t = useUiTextsOr('NotFound', english.NotFound, { heading, home: homeLabel });
  return (
    <div className={css.root} lang={lang}>
      <span className={css.code} aria-hidden="true">
        404
      </span>
      <h1 className={css.heading}>{t.heading}</h1>
      {text && <p className={css.text}>{text}</p>}
      <Button href={homeHref} size="lg">
        <Glyph d={glyph.arrowLeft} size={18} />
        {t.home}
      </Button>
    </div>
  );
}
