// BillingToggle without React: a page prerenders the toggle (`bannerTemplate`) and every block that
// differs by period for both periods (PlanCard's `annual`), and this shows the chosen period's.
// No React and no stylesheet module here (the `@northbeam/ui/enhance` entry).
import { billingToggleHooks as hooks, type BillingPeriodValue } from './BillingToggle.props';

const isPeriod = (value: string): value is BillingPeriodValue =>
  value === 'monthly' || value === 'annual';

/**
 * Shows `period` in `scope`: each `data-billing-period` block of the other period is hidden, and
 * the annual banner is written into the toggle's live region (a screen reader hears a text
 * written there; one merely un-hidden is not announced reliably). Only what differs is written, so
 * a press restyles the blocks that change and nothing else.
 */
export function showBillingPeriod(
  toggle: HTMLElement,
  period: BillingPeriodValue,
  scope: ParentNode = toggle,
): void {
  for (const block of scope.querySelectorAll<HTMLElement>(`[${hooks.period}]`)) {
    const hidden = block.getAttribute(hooks.period) !== period;
    if (block.hidden !== hidden) block.hidden = hidden;
  }
  const live = toggle.querySelector<HTMLElement>('[aria-live]');
  const banner = toggle.querySelector<HTMLTemplateElement>(`template[${hooks.banner}]`);
  if (!live || !banner) return;
  if (period === 'annual') {
    if (live.childElementCount === 0) live.replaceChildren(banner.content.cloneNode(true));
  } else if (live.childElementCount > 0) live.replaceChildren();
}

/** The period whose radio is checked in the toggle, or null (none checked). */
export function checkedBillingPeriod(toggle: HTMLElement): BillingPeriodValue | null {
  const value = toggle.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
  return value !== undefined && isPeriod(value) ? value : null;
}

/**
 * Runs a prerendered BillingToggle: a change of its radios shows that period in `scope` (the
 * toggle and the cards it prices) and tells `onChange`. The period a browser restored in the radios
 * (back navigation) is shown at once. Returns a function that stops it.
 */
export function enhanceBillingToggle(
  toggle: HTMLElement,
  {
    scope = toggle,
    onChange,
  }: { scope?: ParentNode; onChange?: (period: BillingPeriodValue) => void } = {},
): () => void {
  const restored = checkedBillingPeriod(toggle);
  if (restored !== null && restored !== 'monthly') showBillingPeriod(toggle, restored, scope);
  const changed = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio' || !isPeriod(input.value))
      return;
    showBillingPeriod(toggle, input.value, scope);
    onChange?.(input.value);
  };
  toggle.addEventListener('change', changed);
  return () => toggle.removeEventListener('change', changed);
}
