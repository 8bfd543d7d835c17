import {
  AnswerPanel,
  CityGrid,
  Container,
  FeatureGrid,
  Heading,
  Hero,
  LogoCarousel,
  PricingTeaser,
  SampleMark,
  Section,
  Stack,
  StatGrid,
} from '@northbeam/ui';
import type { Route } from './+types/home';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { ProofBand } from '../components/ProofBand';
import { homeCities } from '../content/cities';
import * as enHome from '../content/home';
import * as frHome from '../content/fr/home';
import * as enPages from '../content/pages';
import * as frPages from '../content/fr/pages';
import * as enPricing from '../content/pricing';
import * as frPricing from '../content/fr/pricing';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { agencyJsonLd, pageMeta } from '../lib/seo';

// Build time only: the nine city cards are prerendered data, not bundled content.
export function loader({ request }: Route.LoaderArgs) {
  return { cities: homeCities(localeOfPath(new URL(request.url).pathname)) };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    ...byLocale(localeOfPath(location.pathname), enPages, frPages).staticPages.home,
    jsonLd: [agencyJsonLd()],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLocale();
  const { clientLogos, clientLogosSample, home } = byLocale(lang, enHome, frHome);
  const { teaserPlans } = byLocale(lang, enPricing, frPricing);
  return (
    <>
      <Hero
        {...home.hero}
        headingLevel={1}
        tone="inverse"
        aside={<AnswerPanel {...home.answerPanel} sample={Boolean(home.answerPanel.sample)} />}
      />
      <Section aria-labelledby="home-stats-heading" tone="muted">
        <Container>
          <Stack space="lg">
            <Heading level={2} id="home-stats-heading" align="center">
              {home.statsHeading}
            </Heading>
            <StatGrid items={home.stats} label={home.statsLabel} />
          </Stack>
        </Container>
      </Section>
      <ProofBand lang={lang} testimonialId="toronto-dental" />
      <PageSection id="features" heading={home.featuresHeading}>
        <FeatureGrid items={home.features} headingLevel={3} />
      </PageSection>
      <PageSection id="clients" heading={home.logosHeading} tone="muted">
        {clientLogosSample && <SampleMark />}
        {/* The spec's two home carousels are the two rows: the first starts after 2,000 ms, the
            second after 4,000 ms (the about page's single carousel: both rows after 2,000 ms). */}
        <LogoCarousel
          logos={clientLogos.map((name) => ({ name }))}
          label={home.logosLabel}
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
              href: home.pricingLink.href,
            }))}
            locale={lang}
            viewAllLabel={home.pricingLink.label}
            viewAllHref={home.pricingLink.href}
          />
        </Container>
      </Section>
      <CtaBanner heading={home.cta.heading} text={home.cta.text} primary={home.cta.action} />
    </>
  );
}
