import { useId } from 'react';
import { Container, SectionIntro, Heading, Text, type HeadingLevel } from '../../primitives';
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
  const headingId = useId();
  const cardLevel = (headingLevel + 1) as HeadingLevel;
  return (
    <section className={css.section} aria-labelledby={headingId} lang={lang}>
      <Container>
        <SectionIntro
          heading={heading}
          intro={intro}
          headingLevel={headingLevel}
          headingId={headingId}
        />
        <ul className={css.list}>
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
        </ul>
      </Container>
    </section>
  );
}
