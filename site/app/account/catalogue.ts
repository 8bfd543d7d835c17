/** Dashboard plans (spec section 9, "Dashboard plans"): name, dollars per month, features. */
export const dashboardPlans = [
  { name: 'Starter', price: 997, features: ['5 Keywords', 'Monthly Reports', 'Basic SEO'] },
  {
    name: 'Professional',
    price: 1997,
    features: ['15 Keywords', 'Bi-weekly Reports', 'Advanced SEO', 'Content Creation'],
  },
  {
    name: 'Enterprise',
    price: 3997,
    features: ['50+ Keywords', 'Complete SEO', 'Dedicated Manager', '24/7 Support'],
  },
] as const;

/**
 * Dashboard add-ons. Names are exactly what user_addons.addon_name stores and create-checkout
 * accepts (supabase/functions/_shared/plans.ts); PPC management is sold on the pricing page only.
 */
export const dashboardAddons = [
  {
    name: 'Additional city targeting',
    price: 497,
    description: 'Target one more Canadian city with its own landing page and local citations.',
  },
  {
    name: 'Bilingual SEO (French/English)',
    price: 797,
    description: 'French keyword research, translation and optimisation for Quebec and beyond.',
  },
  {
    name: 'E-commerce SEO',
    price: 1297,
    description: 'Product, category and feed optimisation for online stores.',
  },
  {
    name: 'Emergency SEO recovery',
    price: 2497,
    description: 'Fast diagnosis and recovery after a penalty, a hack or a traffic drop.',
  },
  {
    name: 'Social media management',
    price: 897,
    description: 'Content and community management on the networks your customers use.',
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
