// SubscriptionCard's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

/** How the plan is billed, in Stripe's words (as @northbeam/flows' subscription data has it). */
export type SubscriptionCardInterval = 'month' | 'year';

export interface SubscriptionCardLabels {
  title: string;
  refresh: string;
  refreshing: string;
  loading: string;
  notSubscribed: string;
  subscribeNow: string;
  tierBadge: (tier: string) => string;
  activeUntil: (date: string) => string;
  /** Under 'Active until': how the plan is billed and, with an end date, when it renews. */
  renewal: (interval: SubscriptionCardInterval, date: string | null) => string;
  /** A scheduled plan change: the plan, its billing and the date it applies from. */
  planChange: (tier: string, interval: SubscriptionCardInterval, date: string) => string;
  notAvailable: string;
  manage: string;
  contactSupport: string;
  busy: string;
  /** A trial: when it ends (the plan is billed from then). */
  trialEnds: (date: string) => string;
  /** A plan cancelled at the period end: when it ends, in place of 'Active until'. */
  endsOn: (date: string) => string;
  endingNote: string;
  /** A failed renewal, and the button that opens the billing portal to fix the card. */
  pastDueTitle: string;
  pastDue: string;
  unpaidTitle: string;
  unpaid: string;
  pausedTitle: string;
  paused: string;
  fixPayment: string;
  /** A checkout whose first payment did not finish, and the button that starts it again. */
  incompleteTitle: string;
  incomplete: string;
  incompleteExpiredTitle: string;
  incompleteExpired: string;
  restartCheckout: string;
  canceled: string;
}
