import { setup, type SnapshotFrom } from 'xstate';
import {
  FIRST_BILLING_PERIOD,
  pricingFor,
  type BillingPeriod,
  type PricedPlan,
  type PricingOptions,
} from '../pricing/pricing.js';

export type BillingPeriodEvent = { type: 'TOGGLE' } | { type: 'SELECT'; period: BillingPeriod };

/** The pricing page's monthly / annual switch. */
export const billingPeriodMachine = setup({
  types: {
    events: {} as BillingPeriodEvent,
  },
  guards: {
    choseMonthly: ({ event }) => event.type === 'SELECT' && event.period === 'monthly',
    choseAnnual: ({ event }) => event.type === 'SELECT' && event.period === 'annual',
  },
}).createMachine({
  id: 'billingPeriod',
  initial: FIRST_BILLING_PERIOD,
  states: {
    monthly: {
      on: {
        TOGGLE: 'annual',
        SELECT: { guard: 'choseAnnual', target: 'annual' },
      },
    },
    annual: {
      on: {
        TOGGLE: 'monthly',
        SELECT: { guard: 'choseMonthly', target: 'monthly' },
      },
    },
  },
});

export type BillingPeriodSnapshot = SnapshotFrom<typeof billingPeriodMachine>;

export const selectBillingPeriod = (snapshot: BillingPeriodSnapshot): BillingPeriod =>
  snapshot.matches('annual') ? 'annual' : 'monthly';

/**
 * What the pricing page shows for the current period: banner and each plan's price. `options`
 * carries another agency's annual discount and texts (see `PricingOptions`).
 */
export const selectPricing = (
  snapshot: BillingPeriodSnapshot,
  plans: readonly PricedPlan[],
  options: PricingOptions = {},
) => pricingFor(selectBillingPeriod(snapshot), plans, options);
