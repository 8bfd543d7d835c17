import { Button, Container, Heading, Inline, Section, Stack, Text } from '@northbeam/ui';

interface Action {
  label: string;
  href: string;
}

export interface CtaBannerProps {
  id: string;
  heading: string;
  text: string;
  primary: Action;
  secondary?: Action;
  lang?: string;
}

/** Closing call to action (stand-in until ui's CtaBanner lands). */
export function CtaBanner({ id, heading, text, primary, secondary, lang }: CtaBannerProps) {
  const headingId = `${id}-heading`;
  return (
    <Section tone="inverse" labelledBy={headingId} lang={lang}>
      <Container measure="prose">
        <Stack space="lg" alignItems="center">
          <Heading level={2} id={headingId} align="center" tone="inverse">
            {heading}
          </Heading>
          <Text align="center" tone="inverse">
            {text}
          </Text>
          <Inline space="md" justifyContent="center" flexWrap="wrap">
            <Button href={primary.href} variant="inverse" size="lg">
              {primary.label}
            </Button>
            {secondary && (
              <Button href={secondary.href} variant="ghost" size="lg">
                {secondary.label}
              </Button>
            )}
          </Inline>
        </Stack>
      </Container>
    </Section>
  );
}
