// What the backend says about a customer's subscription, and the empty answer: shared by the
// session, the subscription flow and the pricing helpers (re-exported from pricing.ts).
import { PLAN_IDS, type PlanId } from '../catalogue.js';

/** Stripe's word for a billing period. */
export type BillingInterval = 'month' | 'year';

export interface SubscriptionData {
  subscribed: boolean;
  /** The plan the customer pays for, by tier id ('professional'); the site names it. */
  subscription_tier: PlanId | null;
  /** ISO date (or date text) the current period ends. */
  subscription_end: string | null;
  /** How the plan is billed, when known ('month' or 'year'): the card shows it with the renewal. */
  subscription_interval?: BillingInterval | null;
  /** A plan change waiting for the period end (plan changes apply from the next billing cycle). */
  scheduled_change?: ScheduledPlanChange | null;
  /**
   * Stripe's status of the plan subscription that matters, null when there is none; absent from
   * a backend that does not say (then `subscribed` alone decides, as in the spec).
   */
  status?: PlanStatus | null;
  /** The live plan ends at `subscription_end` instead of renewing. */
  cancel_at_period_end?: boolean;
  /** The plan of that subscription whatever its status, e.g. the plan whose renewal failed. */
  plan_tier?: PlanId | null;
  /** The names of the active add-ons (user_addons.addon_name), when the backend said. */
  addons?: readonly string[];
}

/** The states Stripe gives a subscription. */
export type PlanStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'canceled'
  | 'paused';

const PLAN_STATUSES: readonly string[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
] satisfies readonly PlanStatus[];

/** A status from the wire, or null for anything Stripe does not have. */
const planStatus = (value: unknown): PlanStatus | null =>
  typeof value === 'string' && PLAN_STATUSES.includes(value) ? (value as PlanStatus) : null;

export interface ScheduledPlanChange {
  /** The plan from the next period, by tier id ('enterprise'). */
  tier: PlanId;
  interval: BillingInterval;
  /** ISO date the change takes effect (the current period's end). */
  date: string;
}

/** A tier id from the wire, or null for a plan the catalogue does not sell. */
export const planId = (value: unknown): PlanId | null =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value)
    ? (value as PlanId)
    : null;

/**
 * The subscription data a flow keeps from an answer: the spec's three fields, plus the billing
 * period, a pending plan change, the Stripe status (with its cancellation and plan) and the
 * add-ons only when the backend said.
 */
export const subscriptionDataFrom = (answer: SubscriptionData): SubscriptionData => ({
  subscribed: answer.subscribed,
  subscription_tier: planId(answer.subscription_tier),
  subscription_end: answer.subscription_end ?? null,
  ...(answer.subscription_interval ? { subscription_interval: answer.subscription_interval } : {}),
  ...(answer.scheduled_change ? { scheduled_change: { ...answer.scheduled_change } } : {}),
  ...(answer.status !== undefined
    ? {
        status: planStatus(answer.status),
        cancel_at_period_end: answer.cancel_at_period_end === true,
        plan_tier: planId(answer.plan_tier),
      }
    : {}),
  ...(answer.addons ? { addons: [...answer.addons] } : {}),
});

export const NOT_SUBSCRIBED: SubscriptionData = Object.freeze({
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
}) as SubscriptionData;
