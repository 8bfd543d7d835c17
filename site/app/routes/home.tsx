import {
  CityGrid,
  Container,
  FeatureGrid,
  Heading,
  Hero,
  LogoCarousel,
  PricingTeaser,
  Section,
  Stack,
  StatGrid,
} from '@northbeam/ui';
import type { Route } from './+types/home';
import { CtaBanner } from '../components/CtaBanner';
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
      <Section aria-labelledby="home-stats-heading" tone="muted">
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
        {/* The spec's two home carousels are the two rows: the first starts after 2,000 ms, the
            second after 4,000 ms (the about page's single carousel: both rows after 2,000 ms). */}
        <LogoCarousel
          logos={clientLogos.map((name) => ({ name }))}
          label="Client organisations"
          delays={home.logoDelays}
        />
      </PageSection>
      <Section>
        <Container>
          <CityGrid
            title={home.citiesHeading}
            intro={home.citiesIntro}
            cities={loaderData.cities}
            fallbackTitle={home.moreCities.heading}
            fallbackText={home.moreCities.text}
            fallbackActionLabel={home.moreCities.action.label}
            fallbackHref={home.moreCities.action.href}
          />
        </Container>
      </Section>
      <Section tone="muted">
        <Container>
          <PricingTeaser
            title={home.pricingHeading}
            intro={home.pricingIntro}
            plans={teaserPlans.map((plan) => ({
              name: plan.name,
              price: plan.monthlyPrice!,
              features: plan.features,
              popular: plan.popular,
              href: '/pricing',
            }))}
            viewAllLabel={home.pricingLink.label}
            viewAllHref={home.pricingLink.href}
          />
        </Container>
      </Section>
      <CtaBanner heading={home.cta.heading} text={home.cta.text} primary={home.cta.action} />
    </>
  );
}
