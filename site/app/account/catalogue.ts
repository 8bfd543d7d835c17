import { PLANS } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { addons, pricingPage } from '../content/pricing';
import { addons as frenchAddons, pricingPage as frenchPricingPage } from '../content/fr/pricing';
import { plans as frenchPlans } from '../content/fr/plans';
import { frContent } from '../lib/frText';

/** Dashboard plans (spec section 9, "Dashboard plans"): name, dollars per month, features. */
const dashboardPlans = [
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

/** The add-ons the dashboard sells: every one but those sold on the pricing page only. */
export const dashboardAddons = addons.filter((addon) => !addon.pricingPageOnly);

/**
 * The dashboard's features in Quebec French, in the order of dashboardPlans (the pricing page's
 * longer lists are other texts). The plans' French names are the pricing page's (content/fr/plans).
 */
const frenchFeatures: readonly (readonly string[])[] = frContent([
  ['5 mots-clés', 'Rapports mensuels', 'SEO de base'],
  ['15 mots-clés', 'Rapports aux deux semaines', 'SEO avancé', 'Création de contenu'],
  [
    'Plus de 50 mots-clés',
    'SEO complet',
    'Gestionnaire dédié',
    'Soutien 24 heures sur 24, 7 jours sur 7',
  ],
]);

/**
 * The plans and add-ons as the dashboard shows them in `lang`. Their `name` stays the English one
 * the backend sells (subscription_tier, user_addons.addon_name); only the shown texts change.
 */
export function dashboardCatalogue(lang: Lang) {
  if (lang !== 'fr-CA') {
    return {
      plans: dashboardPlans.map((plan) => ({ ...plan, label: plan.name })),
      addons: dashboardAddons.map((addon) => ({ ...addon, label: addon.name })),
      addonPeriod: pricingPage.addonPeriod,
    };
  }
  return {
    plans: dashboardPlans.map((plan, index) => ({
      ...plan,
      label: planLabel(plan.name, lang),
      features: frenchFeatures[index]!,
    })),
    addons: dashboardAddons.map((addon) => {
      const french = frenchAddons.find((candidate) => candidate.productName === addon.name)!;
      return { ...addon, label: french.name, description: french.description };
    }),
    addonPeriod: frenchPricingPage.addonPeriod,
  };
}

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
