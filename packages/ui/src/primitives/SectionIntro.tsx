import type { ReactNode } from 'react';
import { Heading, Text, type HeadingLevel } from './typography';
import { intro as introClass } from './SectionIntro.css';

export interface SectionIntroProps {
  heading: ReactNode;
  intro?: ReactNode;
  headingLevel: HeadingLevel;
  /** Id the enclosing section's aria-labelledby points at. */
  headingId: string;
}

/** The heading and optional lead paragraph that open a page section. */
export function SectionIntro({ heading, intro, headingLevel, headingId }: SectionIntroProps) {
  return (
    <div className={introClass}>
      <Heading level={headingLevel} size="2" id={headingId}>
        {heading}
      </Heading>
      {intro && (
        <Text size="lg" tone="muted">
          {intro}
        </Text>
      )}
    </div>
  );
}
