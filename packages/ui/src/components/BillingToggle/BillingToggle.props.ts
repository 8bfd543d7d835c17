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
