import type { Lang } from '../content/cities/types';
import { addons, pricingPage } from '../content/pricing';
import { addons as frenchAddons, pricingPage as frenchPricingPage } from '../content/fr/pricing';
import { frContent } from '../lib/frText';
import { dashboardPlans } from './planTiers';
import { planLabel } from './planLabel';

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
