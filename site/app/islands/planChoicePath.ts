// Where a plan's link on /pricing leads, for the prerender that writes it (components/
// PricingPlans.tsx) and the island that rewrites it (pricingPlans.ts): one owner, the flows'
// choosePlan, with the paths in the page's language.
import { choosePlan, planChoiceHref, type PlanId } from '@northbeam/flows';

/**
 * Where a plan's link leads: signed in (the session supabase-js keeps, as the header's Dashboard
 * link reads it), the dashboard, which sends a lapsed session on to /auth; otherwise /auth with the
 * plan by its tier id, which either page's /auth names in its own language. The period travels in
 * the query of a document navigation; on the French page, to the French twins (/fr/connexion, back
 * to /fr/forfaits).
 */
export function planChoicePath(
  tier: PlanId,
  period: 'monthly' | 'annual',
  signedIn: boolean,
  paths: Record<string, string>,
): string {
  const target = new URL(planChoiceHref(choosePlan(signedIn, tier, period)), 'https://x.invalid');
  target.pathname = paths[target.pathname] ?? target.pathname;
  if (target.searchParams.has('returnTo'))
    target.searchParams.set('returnTo', paths['/pricing'] ?? '/pricing');
  return `${target.pathname}${target.search}`;
}
