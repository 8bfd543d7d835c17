// /pricing's plans without React: the ui's billing toggle behaviour shows the period chosen, and a
// plan's button goes where the flows' choosePlan says (/auth with the plan, or /dashboard when a
// session is kept), in the page's language. Loaded by modules.ts on the pages that have the plans.
import { PLAN_IDS, choosePlan, planChoiceHref, type PlanId } from '@northbeam/flows';
import { checkedBillingPeriod, enhanceBillingToggle } from '@northbeam/ui/enhance';
import { hasStoredSession } from '../account/storedSession';
import { pricingPlansHooks as hooks } from './pricingPlansHooks';

/**
 * Where a plan's button leads: signed in (the session supabase-js keeps, as the header's Dashboard
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

const isPlanId = (value: string | undefined): value is PlanId =>
  (PLAN_IDS as readonly (string | undefined)[]).includes(value);

/** Runs the plans' container: its billing toggle and every plan's button. */
export function enhancePricingPlans(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLElement>('fieldset')?.parentElement;
  if (!toggle) throw new Error('pricing plans: no billing toggle in the plans');
  enhanceBillingToggle(toggle, { scope: root });
  const paths = JSON.parse(root.getAttribute(hooks.paths) ?? '{}') as Record<string, string>;
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('button');
    const tier = button?.closest('li')?.getAttribute(hooks.tier) ?? undefined;
    if (!button || !isPlanId(tier)) return;
    const href = planChoicePath(
      tier,
      checkedBillingPeriod(toggle) ?? 'monthly',
      hasStoredSession(),
      paths,
    );
    // Leaves once the press has painted: starting a navigation makes Chromium set up the next
    // page on this page's main thread at once (about 30 ms of CPU unslowed, 120 ms at 4x), which
    // held back the frame that shows the press. A task queued from the next animation frame
    // runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(() => window.location.assign(href)));
  });
  root.setAttribute(hooks.started, '');
}
