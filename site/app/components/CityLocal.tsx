import { Container, FaqList, Stack, TeamProfile, Text } from '@northbeam/ui';
import { Fragment } from 'react';
import type { CityLocalView } from '../content/cityLocal';
import { PageSection } from './PageSection';

/**
 * What a city page says of its city alone: the local economy and districts, the nearest office
 * with the person who leads its clients, and the city's own questions.
 */
export function CityLocal({
  lang,
  heading,
  economy,
  neighbourhoods,
  office,
  faqHeading,
  faq,
}: CityLocalView) {
  return (
    <>
      <PageSection id="local" heading={heading} lang={lang}>
        <Container measure="prose">
          <Stack space="md">
            <Text>{economy}</Text>
            <Text>{neighbourhoods}</Text>
          </Stack>
        </Container>
      </PageSection>
      <PageSection id="office" heading={office.heading} lang={lang} tone="muted">
        <Container measure="prose">
          <Stack space="lg">
            <Stack space="sm">
              <Text align="center">{office.text}</Text>
              <Text as="address" align="center" tone="muted" lang={office.addressLang}>
                {office.addressLines.map((line, index) => (
                  <Fragment key={`${index}-${line}`}>
                    {index > 0 && <br />}
                    {line}
                  </Fragment>
                ))}
              </Text>
            </Stack>
            <TeamProfile {...office.lead} description={office.lead.text} headingLevel={3} />
          </Stack>
        </Container>
      </PageSection>
      <PageSection id="faq" heading={faqHeading} lang={lang}>
        <Container measure="prose">
          <FaqList items={faq} headingLevel={3} lang={lang} />
        </Container>
      </PageSection>
    </>
  );
}
