import { Button, Container, Grid, Heading, PlanCard, Section, Stack, Text } from '@northbeam/ui';
import { FeatureGrid, Hero, StatGrid } from '../ui-pending';
import { priceView } from '@northbeam/flows';
import type { Route } from './+types/home';
import { CityCards } from '../components/CityCards';
import { CtaBanner } from '../components/CtaBanner';
import { LogoStrip } from '../components/LogoStrip';
import { PageSection } from '../components/PageSection';
import { homeCities } from '../content/cities';
import { clientLogos, home } from '../content/home';
import { staticPages } from '../content/pages';
import { teaserPlans } from '../content/pricing';
import { agencyJsonLd, pageMeta } from '../lib/seo';

// Build time only: the nine city cards are prerendered data, not bundled content.
export function loader() {
  return { cities: homeCities() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...staticPages.home, jsonLd: [agencyJsonLd()] });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero {...home.hero} headingLevel={1} tone="inverse" />
      <Section labelledBy="home-stats-heading" tone="muted">
        <Container>
          <Stack space="lg">
            <Heading level={2} id="home-stats-heading" align="center">
              Results Canadian Businesses Count On
            </Heading>
            <StatGrid items={home.stats} label="Northbeam Search in numbers" />
          </Stack>
        </Container>
      </Section>
      <PageSection id="features" heading={home.featuresHeading}>
        <FeatureGrid items={home.features} headingLevel={3} />
      </PageSection>
      <PageSection id="clients" heading={home.logosHeading} tone="muted">
        <LogoStrip names={clientLogos} label="Client organisations" />
      </PageSection>
      <PageSection id="cities" heading={home.citiesHeading} intro={home.citiesIntro}>
        <CityCards cities={loaderData.cities} />
        <Stack space="sm" alignItems="center">
          <Heading level={3} align="center">
            {home.moreCities.heading}
          </Heading>
          <Text align="center" tone="muted">
            {home.moreCities.text}
          </Text>
          <Button href={home.moreCities.action.href} variant="secondary">
            {home.moreCities.action.label}
          </Button>
        </Stack>
      </PageSection>
      <PageSection
        id="pricing-teaser"
        heading={home.pricingHeading}
        intro={home.pricingIntro}
        tone="muted"
      >
        <Grid
          as="ul"
          columns={[1, 1, 3]}
          space="lg"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {teaserPlans.map((plan) => (
            <li key={plan.name}>
              <PlanCard
                name={plan.name}
                description={plan.description}
                features={plan.features}
                price={priceView(plan, 'monthly')}
                popular={plan.popular}
                ctaLabel="View Plan Details"
                href="/pricing"
                headingLevel={3}
              />
            </li>
          ))}
        </Grid>
        <Stack alignItems="center">
          <Button href={home.pricingLink.href}>{home.pricingLink.label}</Button>
        </Stack>
      </PageSection>
      <CtaBanner
        id="home-cta"
        heading={home.cta.heading}
        text={home.cta.text}
        primary={home.cta.action}
      />
    </>
  );
}
