import type { ReactNode } from 'react';
import { Container, Heading, Section, Stack, Text, type SectionProps } from '@northbeam/ui';

interface PageSectionProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: SectionProps['tone'];
  lang?: string;
  /** Hide the visible heading's intro alignment: centred by default, like the marketing bands. */
  children: ReactNode;
}

/** A page band with a level-2 heading that names the region. */
export function PageSection({ id, heading, intro, tone, lang, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section tone={tone} aria-labelledby={headingId} lang={lang}>
      <Container>
        <Stack space="xl">
          <Stack space="sm">
            <Heading level={2} id={headingId} align="center">
              {heading}
            </Heading>
            {intro && (
              <Text align="center" tone="muted">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
