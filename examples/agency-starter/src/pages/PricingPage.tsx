import { BillingToggle, Container, Grid, PlanCard, Section, Stack } from '@northbeam/ui';
import { useMachine } from '@xstate/react';
import { billingPeriodMachine, selectPricing } from '@northbeam/flows';
import { useLocation } from 'wouter';
import { agency, copy, plans, pricing } from '../content.js';
import { PageIntro } from './PageIntro.js';

export function PricingPage() {
  const [snapshot, send] = useMachine(billingPeriodMachine);
  const [, navigate] = useLocation();
  // Harbourline's own terms: 20% off yearly, its own words for periods, mark and banner.
  const view = selectPricing(snapshot, plans, pricing);

  return (
    <Section aria-labelledby="pricing-title">
      <Container>
        <Stack space="xl">
          <PageIntro id="pricing-title" title={copy.pricing.title} intro={copy.pricing.intro} />
          <BillingToggle
            value={view.period}
            onChange={(period) => send({ type: 'SELECT', period })}
            annualBanner={view.banner}
            labels={pricing.toggle}
          />
          <Grid columns={[1, 1, 3]}>
            {plans.map((plan, index) => {
              const price = view.plans[index];
              if (!price) return null;
              return (
                <PlanCard
                  key={plan.name}
                  name={plan.name}
                  headingLevel={2}
                  description={plan.description}
                  features={plan.features}
                  popular={plan.popular ?? false}
                  price={price}
                  currency={agency.currency}
                  locale={agency.locale}
                  labels={{ popular: copy.pricing.popular, quote: copy.pricing.quote }}
                  {...(price.amount === null
                    ? { href: '/contact', ctaLabel: copy.pricing.askQuote }
                    : {
                        ctaLabel: copy.pricing.start(plan.name),
                        onSelect: () => navigate('/contact'),
                      })}
                />
              );
            })}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}
