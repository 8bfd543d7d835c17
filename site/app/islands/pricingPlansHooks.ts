// The attributes /pricing's plans carry for their island (pricingPlans.ts), named once for the
// component that writes them (components/PricingPlans.tsx) and the island that reads them.
export const pricingPlansHooks = {
  module: 'pricing-plans',
  /** On the plans' container: the contact page, /auth, /dashboard and /pricing in its language. */
  paths: 'data-pricing-paths',
  /** On a plan sold by subscription (its list item): the tier it is sold under. */
  tier: 'data-plan-tier',
  /** Set on the container once its island runs (the e2e tests and the bench wait for it). */
  started: 'data-pricing-started',
} as const;
