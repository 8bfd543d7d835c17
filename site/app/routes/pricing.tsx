import {
  AddonList,
  BillingToggle,
  Container,
  FaqList,
  Grid,
  Hero,
  PlanCard,
  RoiFigures,
  Stack,
  Text,
} from '@northbeam/ui';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { billingPeriodMachine, choosePlan, selectPricing } from '@northbeam/flows';
import type { Route } from './+types/pricing';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { addons, plans, pricingPage, roiFigures } from '../content/pricing';
import { absoluteUrl } from '../content/site';
import { useSignedInAccount } from '../account/AuthProvider';
import { agencyJsonLd, agencyRef, breadcrumbJsonLd, faqJsonLd, pageMeta } from '../lib/seo';

const page = staticPages.pricing;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...page,
    jsonLd: [
      agencyJsonLd(),
      {
        '@context': 'https://schema.org',
        '@type': 'OfferCatalog',
        name: 'SEO plans',
        url: absoluteUrl(page.path),
        itemListElement: plans
          .filter((plan) => plan.monthlyPrice !== null)
          .map((plan) => ({
            '@type': 'Offer',
            name: plan.name,
            description: plan.description,
            price: plan.monthlyPrice,
            priceCurrency: 'CAD',
            seller: agencyRef(),
          })),
      },
      faqJsonLd(pricingPage.faq),
      breadcrumbJsonLd([{ name: page.name, path: page.path }]),
    ],
  });

export default function Pricing() {
  const [snapshot, send] = useMachine(billingPeriodMachine);
  const pricing = selectPricing(snapshot, plans);
  // The account session's live state (AuthProvider in the root layout).
  const signedIn = useSignedInAccount();
  const navigate = useNavigate();

  const onSelect = (planName: string) => {
    // The period chosen here travels through /auth to the dashboard, which checks out at it.
    const choice = choosePlan(signedIn, planName, pricing.period);
    navigate(choice.to, { state: choice.state });
  };

  return (
    <>
      <Hero {...pricingPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="plans" heading={pricingPage.plansHeading}>
        <Stack space="xl" alignItems="center">
          <BillingToggle
            value={pricing.period}
            onChange={(period) => send({ type: 'SELECT', period })}
            annualBanner={pricing.banner}
          />
        </Stack>
        <Grid
          as="ul"
          columns={[1, 2, 4]}
          space="lg"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {plans.map((plan, index) => {
            const price = pricing.plans[index]!;
            const quote = plan.monthlyPrice === null;
            return (
              <li key={plan.name}>
                <PlanCard
                  name={plan.name}
                  description={plan.description}
                  features={plan.features}
                  price={price}
                  popular={plan.popular}
                  ctaLabel={plan.cta}
                  headingLevel={3}
                  {...(quote ? { href: '/contact' } : { onSelect })}
                />
              </li>
            );
          })}
        </Grid>
        <Text align="center" tone="muted">
          All prices in CAD per month. Month-to-month, no setup fees.
        </Text>
      </PageSection>
      <PageSection
        id="roi"
        heading={pricingPage.roiHeading}
        intro={pricingPage.roiIntro}
        tone="muted"
      >
        <RoiFigures figures={roiFigures} />
      </PageSection>
      <PageSection id="addons" heading={pricingPage.addonsHeading}>
        <AddonList addons={addons} headingLevel={3} />
      </PageSection>
      <PageSection id="pricing-faq" heading={pricingPage.faqHeading} tone="muted">
        <Container measure="prose">
          <FaqList items={pricingPage.faq} headingLevel={3} />
        </Container>
      </PageSection>
      <CtaBanner {...pricingPage.cta} />
    </>
  );
}
