import { useId } from 'react';
import { Heading, Stack, Text, type HeadingLevel } from '../../primitives';
import { IconTile, type IconName } from '../Icon/Icon';
import * as css from './ProblemCard.css';
import { useUiTexts } from '../../i18n/context';

export interface ProblemCardProps {
  title: string;
  description: string;
  /** The hard fact behind the problem, shown under the reality label. */
  reality: string;
  realityLabel?: string;
  icon?: IconName;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** A problem businesses face without AI SEO, with 'The Reality' that backs it up. */
export function ProblemCard({
  title,
  description,
  reality,
  realityLabel: realityLabelProp,
  icon = 'alert',
  headingLevel = 3,
  lang,
}: ProblemCardProps) {
  const t = useUiTexts('ProblemCard');
  const realityLabel = realityLabelProp ?? t.reality;
  const titleId = useId();
  return (
    <article className={css.card} aria-labelledby={titleId} lang={lang}>
      <div className={css.titleRow}>
        <IconTile name={icon} size="sm" tone="critical" />
        <Heading level={headingLevel} size="3" id={titleId}>
          {title}
        </Heading>
      </div>
      <Text tone="muted">{description}</Text>
      <Stack space="xxs" className={css.reality}>
        <p className={css.realityLabel}>{realityLabel}</p>
        <Text weight="medium">{reality}</Text>
      </Stack>
    </article>
  );
}
