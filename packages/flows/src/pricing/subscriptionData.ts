// What the backend says about a customer's subscription, and the empty answer: shared by the
// session, the subscription flow and the pricing helpers (re-exported from pricing.ts).

/** Stripe's word for a billing period. */
export type BillingInterval = 'month' | 'year';

export interface SubscriptionData {
  subscribed: boolean;
  /** The plan name the customer pays for, e.g. 'Professional'. */
  subscription_tier: string | null;
  /** ISO date (or date text) the current period ends. */
  subscription_end: string | null;
  /** How the plan is billed, when known ('month' or 'year'): the card shows it with the renewal. */
  subscription_interval?: BillingInterval | null;
  /** A plan change waiting for the period end (plan changes apply from the next billing cycle). */
  scheduled_change?: ScheduledPlanChange | null;
}

export interface ScheduledPlanChange {
  /** The plan name from the next period, e.g. 'Enterprise'. */
  tier: string;
  interval: BillingInterval;
  /** ISO date the change takes effect (the current period's end). */
  date: string;
}

/**
 * The subscription data a flow keeps from an answer: the spec's three fields, plus the billing
 * period and a pending plan change only when the backend said (one copy for every machine).
 */
export const subscriptionDataFrom = (answer: SubscriptionData): SubscriptionData => ({
  subscribed: answer.subscribed,
  subscription_tier: answer.subscription_tier ?? null,
  subscription_end: answer.subscription_end ?? null,
  ...(answer.subscription_interval ? { subscription_interval: answer.subscription_interval } : {}),
  ...(answer.scheduled_change ? { scheduled_change: { ...answer.scheduled_change } } : {}),
});

export const NOT_SUBSCRIBED: SubscriptionData = Object.freeze({
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
}) as SubscriptionData;
