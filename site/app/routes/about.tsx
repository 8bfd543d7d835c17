import {
  Container,
  Grid,
  Heading,
  Hero,
  InfoCard,
  LogoCarousel,
  ReasonCards,
  SampleMark,
  Section,
  Stack,
  StatGrid,
  TeamProfile,
  Text,
} from '@northbeam/ui';
import type { Route } from './+types/about';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import * as enAbout from '../content/about';
import * as frAbout from '../content/fr/about';
import { clientLogos, clientLogosSample } from '../content/home';
import { staticPages } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPageMeta } from '../lib/seo';
import { personJsonLd } from '../lib/people';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = localeOfPath(location.pathname);
  return staticPageMeta(byLocale(lang, staticPages, frStaticPages).about, {
    jsonLd: byLocale(lang, enAbout, frAbout).about.team.map(personJsonLd),
  });
};

export default function About() {
  const { about, impactStats } = byLocale(useLocale(), enAbout, frAbout);
  return (
    <>
      <Hero {...about.hero} headingLevel={1} tone="inverse" />
      <Section aria-labelledby="story-heading">
        <Container measure="prose">
          <Stack space="md">
            <Heading level={2} id="story-heading">
              {about.storyHeading}
            </Heading>
            {about.story.map((paragraph) => (
              <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
            ))}
          </Stack>
        </Container>
      </Section>
      <PageSection id="impact" heading={about.impactHeading} tone="muted">
        <StatGrid items={impactStats} label={about.impactLabel} />
      </PageSection>
      <PageSection id="clients" heading={about.logosHeading}>
        {clientLogosSample && <SampleMark />}
        <LogoCarousel logos={clientLogos.map((name) => ({ name }))} label={about.logosLabel} />
      </PageSection>
      <PageSection id="team" heading={about.teamHeading} tone="muted">
        <Grid as="ul" columns={[1, 2, 4]} space="lg">
          {about.team.map((member) => (
            <li key={member.name}>
              <TeamProfile {...member} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="values" heading={about.valuesHeading}>
        <Grid as="ul" columns={[1, 3]} space="lg">
          {about.values.map((value) => (
            <li key={value.title}>
              <InfoCard variant="value" {...value} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <ReasonCards heading={about.reasonsHeading} reasons={about.reasons} />
      <CtaBanner {...about.cta} />
    </>
  );
}
