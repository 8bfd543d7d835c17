// BillingToggle's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

export interface BillingToggleLabels {
  /** Names the radio group for screen readers. */
  legend: string;
  monthly: string;
  annual: string;
  /** The mark next to 'Annual'. */
  discount: string;
}

/**
 * The attributes BillingToggle's markup carries for a page that runs it without React
 * (billingToggleBehaviour.ts): the annual banner prerendered as a template, and each block shown
 * for one period only (PlanCard's price blocks, with `annual`).
 */
export const billingToggleHooks = {
  banner: 'data-billing-banner',
  period: 'data-billing-period',
} as const;

/** The two billing periods the toggle offers, for the component and its behaviour without React. */
export type BillingPeriodValue = 'monthly' | 'annual';
