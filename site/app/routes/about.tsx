import {
  Container,
  Grid,
  Heading,
  Hero,
  LogoCarousel,
  ReasonCards,
  Section,
  Stack,
  StatGrid,
  TeamProfile,
  Text,
  ValueCard,
} from '@northbeam/ui';
import type { Route } from './+types/about';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { about, impactStats } from '../content/about';
import { clientLogos } from '../content/home';
import { staticPages } from '../content/pages';
import { staticPageMeta } from '../lib/seo';
import { personJsonLd } from '../lib/people';

const page = staticPages.about;

export const meta: Route.MetaFunction = () =>
  staticPageMeta(page, { jsonLd: about.team.map(personJsonLd) });

export default function About() {
  return (
    <>
      <Hero {...about.hero} headingLevel={1} tone="inverse" />
      <Section labelledBy="story-heading">
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
        <StatGrid items={impactStats} label="Our impact in numbers" />
      </PageSection>
      <PageSection id="clients" heading={about.logosHeading}>
        <LogoCarousel logos={clientLogos.map((name) => ({ name }))} label="Client organisations" />
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
              <ValueCard {...value} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <ReasonCards heading={about.reasonsHeading} reasons={about.reasons} />
      <CtaBanner {...about.cta} />
    </>
  );
}
