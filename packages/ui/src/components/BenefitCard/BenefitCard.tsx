import { useId } from 'react';
import { Heading, Stack, Text, type HeadingLevel } from '../../primitives';
import { Icon, IconTile, type IconName } from '../Icon/Icon';
import * as css from './BenefitCard.css';
import { useUiTexts } from '../../i18n/context';

export interface BenefitCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** The measurable outcome, shown under the result label when given. */
  result?: string;
  resultLabel?: string;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** A benefit of AEO or AI SEO, optionally with 'The Result' it delivers. */
export function BenefitCard({
  icon,
  title,
  description,
  result,
  resultLabel: resultLabelProp,
  headingLevel = 3,
  lang,
}: BenefitCardProps) {
  const t = useUiTexts('BenefitCard');
  const resultLabel = resultLabelProp ?? t.result;
  const titleId = useId();
  return (
    <article className={css.card} aria-labelledby={titleId} lang={lang}>
      <IconTile name={icon} tone="primary" />
      <Heading level={headingLevel} size="3" id={titleId}>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      {result && (
        <Stack space="xxs" className={css.result}>
          <p className={css.resultLabel}>
            <Icon name="trendingUp" size={16} />
            {resultLabel}
          </p>
          <Text weight="medium">{result}</Text>
        </Stack>
      )}
    </article>
  );
}
