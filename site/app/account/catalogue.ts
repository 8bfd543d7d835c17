import { addons } from '../content/pricing';

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

/** The add-ons the dashboard sells: every one but those sold on the pricing page only. */
export const dashboardAddons = addons.filter((addon) => !addon.pricingPageOnly);

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
