import {
  BillingToggle,
  Container,
  Grid,
  PlanCard,
  Section,
  Stack,
  Text,
  Heading,
} from '@northbeam/ui';
import { useMachine } from '@xstate/react';
import { billingPeriodMachine, selectPricing } from '@northbeam/flows';
import { useLocation } from 'wouter';
import { agency, copy, plans, pricing } from '../content.js';

export function PricingPage() {
  const [snapshot, send] = useMachine(billingPeriodMachine);
  const [, navigate] = useLocation();
  // Harbourline's own terms: 20% off yearly, its own words for periods, mark and banner.
  const view = selectPricing(snapshot, plans, pricing);

  return (
    <Section aria-labelledby="pricing-title">
      <Container>
        <Stack space="xl">
          <Stack space="sm">
            <Heading level={1} size="1" id="pricing-title">
              {copy.pricing.title}
            </Heading>
            <Text tone="muted">{copy.pricing.intro}</Text>
          </Stack>
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
