import { useId, type ReactNode } from 'react';
import { Container } from './layout';
import { Section } from './surface';
import type { SectionTone } from './surface.props';
import { Heading, Text } from './typography';
import * as css from './SectionIntro.css';
import { sectionIntroDefaults, type SectionIntroProps } from './SectionIntro.props';

export type { SectionIntroProps };

/** The heading and optional lead paragraph that open a page section. */
export function SectionIntro({
  heading,
  intro,
  headingLevel,
  headingId,
  align = sectionIntroDefaults.align,
}: SectionIntroProps) {
  return (
    <div className={`${css.intro} ${css.introAlign[align]}`}>
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

export interface IntroSectionProps extends Omit<SectionIntroProps, 'headingId'> {
  tone?: SectionTone;
  lang?: string;
  children: ReactNode;
}

/** A page band that its SectionIntro names, with the content below in the page container. */
export function IntroSection({ tone, lang, children, ...intro }: IntroSectionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId} lang={lang}>
      <Container>
        <SectionIntro {...intro} headingId={headingId} />
        {children}
      </Container>
    </Section>
  );
}
