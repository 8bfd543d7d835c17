import { Grid, IntroSection, Heading, Text, type HeadingLevel } from '../../primitives';
import * as css from './ReasonCards.css';

export interface Reason {
  title: string;
  description: string;
}

export interface ReasonCardsProps {
  /** e.g. 'Why Toronto Businesses Choose Us'. */
  heading: string;
  intro?: string;
  /** City pages always show three. */
  reasons: readonly Reason[];
  headingLevel?: 2 | 3;
  lang?: string;
}

/** The 'why this city' cards of a city page. */
export function ReasonCards({ heading, intro, reasons, headingLevel = 2, lang }: ReasonCardsProps) {
  const cardLevel = (headingLevel + 1) as HeadingLevel;
  return (
    <IntroSection heading={heading} intro={intro} headingLevel={headingLevel} lang={lang}>
      <Grid as="ul" columns={[1, null, 3]} space={['md', null, 'lg']}>
        {reasons.map((reason, index) => (
          <li key={reason.title} className={css.card}>
            <p className={css.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <Heading level={cardLevel} size="3">
              {reason.title}
            </Heading>
            <Text tone="muted">{reason.description}</Text>
          </li>
        ))}
      </Grid>
    </IntroSection>
  );
}
