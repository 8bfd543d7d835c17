import type { HeadingLevel } from '../../primitives/typography';
import { langPropDef, type PropDef } from '../../propDef';

// SubscriptionCard's props declared once, as PlanCard's: the component takes its defaults from
// `subscriptionCardDefaults`, and Storybook's docs table reads `subscriptionCardPropDefs`. Its
// texts are a type of their own, which the ui's locale packs (i18n/types.ts) read; the component
// reads the packs, so neither imports the other.

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

/**
 * The spec's 'loading', 'notSubscribed' and 'subscribed' (a plan that renews), then each state
 * Stripe can leave a plan in: a trial, a plan cancelled at the period end ('ending'), a failed
 * renewal ('pastDue', then 'unpaid'), a trial ended without a card ('paused'), a checkout whose
 * first payment did not finish ('incomplete', then 'incompleteExpired'), an ended plan.
 */
export type SubscriptionCardStatus =
  'loading' | 'notSubscribed' | 'subscribed' | 'trialing' | 'ending' | LapsedStatus;

/** A plan change that waits for the end of the period (flows' `scheduled_change`). */
export interface SubscriptionCardScheduledChange {
  tier: string;
  interval: SubscriptionCardInterval;
  /** ISO date the change applies from. */
  date: string;
}

/** The states in which the customer holds no live plan but Stripe still has one to tell about. */
export type LapsedStatus =
  'pastDue' | 'unpaid' | 'paused' | 'incomplete' | 'incompleteExpired' | 'canceled';

export interface SubscriptionCardProps {
  status: SubscriptionCardStatus;
  /** The plan held, e.g. 'Professional' (or the one whose payment failed, or that ended). */
  tier?: string | null;
  /** ISO date or ready text; null shows 'N/A'. */
  endDate?: string | null;
  /** How the plan is billed: 'Billed annually · Renews on {endDate}'. */
  interval?: SubscriptionCardInterval | null;
  /** A plan change waiting for the period end: 'Changes to Enterprise on May 3, 2027'. */
  scheduledChange?: SubscriptionCardScheduledChange | null;
  onRefresh?: () => void;
  /** A subscription check is running: the Refresh button is busy and the body marked busy. */
  refreshing?: boolean;
  /** 'Subscribe Now', and 'Restart checkout' for a checkout whose payment did not finish. */
  onSubscribe?: () => void;
  /** A checkout is starting. */
  subscribing?: boolean;
  /** Opens the billing portal: 'Manage Subscription', and 'Update payment method' after a failure. */
  onManage?: () => void;
  /** The billing portal is opening. */
  managing?: boolean;
  contactHref?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<SubscriptionCardLabels>;
  locale?: string;
  lang?: string;
}

/** The defaults SubscriptionCard applies. */
export const subscriptionCardDefaults = {
  refreshing: false,
  subscribing: false,
  managing: false,
  contactHref: '/contact',
  headingLevel: 2,
} as const satisfies Partial<SubscriptionCardProps>;

const busyFlag = (what: string) => ({ type: 'boolean', description: what });

/** Every SubscriptionCard prop for the docs table (Storybook's argTypes), its defaults from above. */
export const subscriptionCardPropDefs = {
  status: {
    type: "'loading' | 'notSubscribed' | 'subscribed' | 'trialing' | 'ending' | 'pastDue' | 'unpaid' | 'paused' | 'incomplete' | 'incompleteExpired' | 'canceled'",
    required: true,
    description: 'The plan as Stripe left it; each state has its own lines and action.',
  },
  tier: {
    type: 'string | null',
    description: "The plan held, as its badge: 'Professional Plan'.",
  },
  endDate: {
    type: 'string | null',
    description: "ISO date (or ready text) of the period's end; null shows 'N/A'.",
  },
  interval: {
    type: "'month' | 'year' | null",
    description: "How the plan is billed: 'Billed annually · Renews on {endDate}'.",
  },
  scheduledChange: {
    type: "{ tier: string; interval: 'month' | 'year'; date: string } | null",
    description: "A plan change waiting for the period's end.",
  },
  onRefresh: { type: '() => void', description: 'Shows the Refresh button.' },
  refreshing: {
    ...busyFlag('A subscription check runs: Refresh is busy, the body marked busy.'),
    default: subscriptionCardDefaults.refreshing,
  },
  onSubscribe: {
    type: '() => void',
    description: "'Subscribe Now', or 'Restart checkout' after an unfinished payment.",
  },
  subscribing: {
    ...busyFlag('A checkout is starting.'),
    default: subscriptionCardDefaults.subscribing,
  },
  onManage: {
    type: '() => void',
    description: "Opens the billing portal: 'Manage Subscription' or 'Update payment method'.",
  },
  managing: {
    ...busyFlag('The billing portal is opening.'),
    default: subscriptionCardDefaults.managing,
  },
  contactHref: {
    type: 'string',
    default: subscriptionCardDefaults.contactHref,
    description: "Where 'Contact Support' leads.",
  },
  headingLevel: {
    type: '1 | 2 | 3 | 4',
    default: subscriptionCardDefaults.headingLevel,
    description: "The title's level.",
  },
  labels: {
    type: 'Partial<SubscriptionCardLabels>',
    default: "the LocaleProvider pack's SubscriptionCard (en-CA, fr-CA)",
    description: 'Overrides the built-in texts.',
  },
  locale: {
    type: 'string',
    default: "the LocaleProvider's locale",
    description: "Locale of the dates, e.g. 'fr-CA' gives '15 janvier 2027'.",
  },
  lang: langPropDef,
} as const satisfies Record<keyof SubscriptionCardProps, PropDef>;
