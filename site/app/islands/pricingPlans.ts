// /pricing's plans without React: the ui's billing toggle behaviour shows the period chosen, and
// each plan's link, which the prerender wrote for a visitor choosing the monthly period, is
// rewritten to where the flows' choosePlan says for the period shown and a stored session (/auth
// with the plan, or /dashboard), in the page's language; a press follows it once it has painted.
// Loaded by modules.ts on the pages that have the plans.
import { FIRST_BILLING_PERIOD, PLAN_IDS, type PlanId } from '@northbeam/flows';
import { checkedBillingPeriod, enhanceBillingToggle } from '@northbeam/ui/enhance';
import { hasStoredSession } from '../account/storedSession';
import { planChoicePath } from './planChoicePath';
import { pricingPlansHooks as hooks } from './pricingPlansHooks';

const isPlanId = (value: string | null): value is PlanId =>
  (PLAN_IDS as readonly (string | null)[]).includes(value);

/** Runs the plans' container: its billing toggle and every plan's link. */
export function enhancePricingPlans(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLElement>('fieldset')?.parentElement;
  if (!toggle) throw new Error('pricing plans: no billing toggle in the plans');
  enhanceBillingToggle(toggle, { scope: root });
  const paths = JSON.parse(root.getAttribute(hooks.paths) ?? '{}') as Record<string, string>;
  // Each plan's own link: the one whose address is the prerendered one (the card's other link,
  // 'Talk to us', goes to the contact form).
  const links = [...root.querySelectorAll(`[${hooks.tier}]`)].flatMap((item) => {
    const tier = item.getAttribute(hooks.tier);
    if (!isPlanId(tier)) return [];
    const link = item.querySelector(
      `a[href="${planChoicePath(tier, FIRST_BILLING_PERIOD, false, paths)}"]`,
    );
    if (!link) throw new Error(`pricing plans: no link for the plan ${tier}`);
    return [{ tier, link }];
  });
  const signedIn = hasStoredSession();
  const write = () => {
    const period = checkedBillingPeriod(toggle) ?? FIRST_BILLING_PERIOD;
    for (const { tier, link } of links)
      link.setAttribute('href', planChoicePath(tier, period, signedIn, paths));
  };
  write();
  toggle.addEventListener('change', write);
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('a');
    if (!links.some((plan) => plan.link === link) || !link) return;
    // A press that opens a new tab or window stays the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    // Leaves once the press has painted: starting a navigation makes Chromium set up the next
    // page on this page's main thread at once (about 30 ms of CPU unslowed, 120 ms at 4x), which
    // held back the frame that shows the press (site/BENCH.md). A task queued from the next
    // animation frame runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(() => window.location.assign(link.href)));
  });
  root.setAttribute(hooks.started, '');
}
