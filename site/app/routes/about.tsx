import {
  Container,
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
import { CardList } from '../components/CardList';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import * as enAbout from '../content/about';
import * as frAbout from '../content/fr/about';
import { clientLogos, clientLogosSample } from '../content/home';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';
import { personJsonLd } from '../lib/people';

export const meta: Route.MetaFunction = staticRouteMeta('about', (lang) => ({
  jsonLd: byLocale(lang, enAbout, frAbout).about.team.map(personJsonLd),
}));

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
        <CardList items={about.team} columns={[1, 2, 4]} keyOf={(member) => member.name}>
          {(member) => <TeamProfile {...member} headingLevel={3} />}
        </CardList>
      </PageSection>
      <PageSection id="values" heading={about.valuesHeading}>
        <CardList items={about.values} columns={[1, 3]} keyOf={(value) => value.title}>
          {(value) => <InfoCard variant="value" {...value} headingLevel={3} />}
        </CardList>
      </PageSection>
      <ReasonCards heading={about.reasonsHeading} reasons={about.reasons} />
      <CtaBanner {...about.cta} />
    </>
  );
}
