import { PLANS } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { plans as frenchPlans } from '../content/fr/plans';

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

/** A plan's name as `lang` shows it ('Professional' → 'Professionnel'); unknown names as given. */
export function planLabel(name: string, lang: Lang): string {
  if (lang !== 'fr-CA') return name;
  return frenchPlans.find((plan) => plan.productName === name)?.name ?? name;
}

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
