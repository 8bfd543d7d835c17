import { Grid, IntroSection, type HeadingLevel } from '../../primitives';
import { InfoCard } from '../InfoCard/InfoCard';

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

/** The 'why this city' section of a city page: its reasons as numbered cards. */
export function ReasonCards({ heading, intro, reasons, headingLevel = 2, lang }: ReasonCardsProps) {
  const cardLevel = (headingLevel + 1) as Exclude<HeadingLevel, 1>;
  return (
    <IntroSection heading={heading} intro={intro} headingLevel={headingLevel} lang={lang}>
      <Grid as="ul" columns={[1, null, 3]} space={['md', null, 'lg']}>
        {reasons.map((reason, index) => (
          <li key={reason.title}>
            <InfoCard variant="reason" number={index + 1} headingLevel={cardLevel} {...reason} />
          </li>
        ))}
      </Grid>
    </IntroSection>
  );
}
