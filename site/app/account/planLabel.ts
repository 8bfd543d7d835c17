import type { Lang } from '../content/cities/types';
import { plans as frenchPlans } from '../content/fr/plans';

// Apart from planTiers.ts: the backend calls need the plans' names alone, not the French plans'
// content, so /auth's first script goes without it.

/** A plan's name as `lang` shows it ('Professional' → 'Professionnel'); unknown names as given. */
export function planLabel(name: string, lang: Lang): string {
  if (lang !== 'fr-CA') return name;
  return frenchPlans.find((plan) => plan.productName === name)?.name ?? name;
}
