import type { Lang } from '../content/cities/types';
import { addons, pricingPage } from '../content/pricing';
import { addons as frenchAddons, pricingPage as frenchPricingPage } from '../content/fr/pricing';
import { frContent } from '../lib/frText';
import { planNames } from '../content/planNames';
import { planNames as frenchPlanNames } from '../content/fr/planNames';
import { dashboardPlans } from './planTiers';

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
 * The plans and add-ons as the dashboard shows them in `lang`. Plans are keyed by tier id and named
 * from the content (`planNames`, which also names them to the flows' notices); an add-on's `name`
 * stays the English one the backend sells (user_addons.addon_name); only the shown texts change.
 */
export function dashboardCatalogue(lang: Lang) {
  if (lang !== 'fr-CA') {
    return {
      planNames,
      plans: dashboardPlans.map((plan) => ({ ...plan, label: planNames[plan.id] })),
      addons: dashboardAddons.map((addon) => ({ ...addon, label: addon.name })),
      addonPeriod: pricingPage.addonPeriod,
    };
  }
  return {
    planNames: frenchPlanNames,
    plans: dashboardPlans.map((plan, index) => ({
      ...plan,
      label: frenchPlanNames[plan.id],
      features: frenchFeatures[index]!,
    })),
    addons: dashboardAddons.map((addon) => {
      const french = frenchAddons.find((candidate) => candidate.productName === addon.name)!;
      return { ...addon, label: french.name, description: french.description };
    }),
    addonPeriod: frenchPricingPage.addonPeriod,
  };
}
