import { PLANS } from '@northbeam/flows';

/*
 * The plans' names as the backend and the cards say them, without the dashboard's catalogue
 * (catalogue.ts, with the add-ons' content): /auth and the backend calls need only these.
 */

/** Dashboard plans (spec section 9, "Dashboard plans"): name, dollars per month, features. */
export const dashboardPlans = [
  {
    name: PLANS.starter.name,
    price: PLANS.starter.monthly,
    features: ['5 Keywords', 'Monthly Reports', 'Basic SEO'],
  },
  {
    name: PLANS.professional.name,
    price: PLANS.professional.monthly,
    features: ['15 Keywords', 'Bi-weekly Reports', 'Advanced SEO', 'Content Creation'],
  },
  {
    name: PLANS.enterprise.name,
    price: PLANS.enterprise.monthly,
    features: ['50+ Keywords', 'Complete SEO', 'Dedicated Manager', '24/7 Support'],
  },
] as const;

/**
 * check-subscription answers the tier key ('professional'); the product shows and compares the
 * plan name ('Professional').
 */
export function planNameForTier(tier: string | null | undefined): string | null {
  if (!tier) return null;
  const plan = dashboardPlans.find(
    (candidate) => candidate.name.toLowerCase() === tier.toLowerCase(),
  );
  return plan ? plan.name : tier.charAt(0).toUpperCase() + tier.slice(1);
}
