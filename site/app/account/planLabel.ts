import type { Lang } from '../content/cities/types';
import { plans as frenchPlans } from '../content/fr/plans';

// /auth's plan chosen on /pricing arrives by its sold name (?plan=Professional); the dashboard
// names plans by tier id from content/planNames instead. Loaded with chosenPlan.tsx only.

/** A plan's name as `lang` shows it ('Professional' → 'Professionnel'); unknown names as given. */
export function planLabel(name: string, lang: Lang): string {
  if (lang !== 'fr-CA') return name;
  return frenchPlans.find((plan) => plan.productName === name)?.name ?? name;
}
