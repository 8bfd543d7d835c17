import type { PlanId } from '../catalogue.js';
import type { Notice } from '../notice.js';
import type { BillingPeriod, ScheduledPlanChange } from '../pricing/pricing.js';
import type { SessionActorLike } from '../session/types.js';

/**
 * What a checkout is for: the plan (by tier id) or add-on whose button was pressed. The actor's
 * input also carries the spec's `tier: 'premium'` (section 9) for an app that copies the original
 * call; the site sends the chosen plan or add-on instead (site/DECISIONS.md, 'Checkout sends the
 * chosen plan').
 */
export type CheckoutItem =
  { kind: 'plan'; tier: PlanId; period?: BillingPeriod } | { kind: 'addon'; name: string };

export const CHECKOUT_TIER = 'premium' as const;

export interface CreateCheckoutInput {
  tier: typeof CHECKOUT_TIER;
  item: CheckoutItem;
}
/** create-checkout and customer-portal both answer with a url to open in a new tab. */
export interface UrlOutput {
  url: string;
}
/** A plan change for a customer who already has a plan: it applies from the next billing cycle. */
export interface ChangePlanInput {
  item: Extract<CheckoutItem, { kind: 'plan' }>;
}
/** The change now waiting for the period end (null when the plan chosen is the one held). */
export interface ChangePlanOutput {
  scheduled_change: ScheduledPlanChange | null;
}

export interface SubscriptionInput {
  /** The session actor: the owner of the subscription the dashboard shows. */
  session: SessionActorLike;
  /** The page's language, e.g. 'fr-CA'; English by default. */
  locale?: string;
  /** The plans' names as the page shows them (the site's content); the catalogue's by default. */
  planNames?: Readonly<Record<PlanId, string>>;
}

export interface SubscriptionContext {
  session: SessionActorLike;
  checkout: CheckoutItem | null;
  notice: Notice | null;
  /** From the input; absent means English. */
  locale?: string;
  planNames: Readonly<Record<PlanId, string>>;
}

export type SubscriptionEvent =
  | { type: 'REFRESH' }
  | { type: 'CHECKOUT'; item: CheckoutItem }
  | { type: 'CHANGE_PLAN'; item: Extract<CheckoutItem, { kind: 'plan' }> }
  | { type: 'OPEN_PORTAL' }
  | { type: 'DISMISS_NOTICE' };
