import type { PlanId } from '../catalogue.js';
import type { Notice } from '../notice.js';
import {
  addonAction,
  planAction,
  type AddonAction,
  type PlanAction,
  type PlanStatus,
  type ScheduledPlanChange,
  type SubscriptionData,
} from '../pricing/pricing.js';
import type { SubscriptionSnapshot } from './subscriptionMachine.js';
import type { CheckoutItem } from './types.js';

/**
 * The subscription card's state: the spec's three, then each state Stripe can leave a plan in
 * ('ending': cancelled at the period end; 'subscribed' is a plan that renews).
 */
export type SubscriptionStatus =
  | 'loading'
  | 'notSubscribed'
  | 'subscribed'
  | 'trialing'
  | 'ending'
  | 'pastDue'
  | 'unpaid'
  | 'incomplete'
  | 'incompleteExpired'
  | 'canceled'
  | 'paused';

const NOT_LIVE: Partial<Record<PlanStatus, SubscriptionStatus>> = {
  past_due: 'pastDue',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'incompleteExpired',
  canceled: 'canceled',
  paused: 'paused',
};

/** The card's state for the data held (outside a check). */
const cardStatus = (subscription: SubscriptionData): SubscriptionStatus => {
  if (subscription.subscribed) {
    if (subscription.cancel_at_period_end) return 'ending';
    return subscription.status === 'trialing' ? 'trialing' : 'subscribed';
  }
  return (subscription.status && NOT_LIVE[subscription.status]) || 'notSubscribed';
};

/**
 * What the dashboard's cards show for a snapshot: the ui's SubscriptionCard, PlanCard and
 * AddonCard own their words ('{tier} Plan', 'Active until …', 'Changes to … on …', 'Upgrade',
 * 'Add') and format their dates; the view says which state each is in, in the same names. Each catalogue entry comes back with its action, so the page renders
 * the list it passed in without matching indexes.
 */
export interface DashboardView<
  TPlan extends { id: PlanId } = { id: PlanId },
  TAddon extends { name: string } = { name: string },
> {
  status: SubscriptionStatus;
  /** The plan (tier id) the card names, also for a failed renewal or an ended plan (null: none). */
  tier: PlanId | null;
  /** The data the card shows: the session's subscription, read where it is held. */
  subscription: SubscriptionData;
  refreshing: boolean;
  /** A plan change waiting for the period end (the card says 'Changes to {plan} on {date}'). */
  scheduledChange: ScheduledPlanChange | null;
  plans: Array<TPlan & { action: PlanAction }>;
  addons: Array<TAddon & { action: AddonAction }>;
  addonsLoading: boolean;
  /** The item whose checkout is being created, if any. */
  checkingOut: CheckoutItem | null;
  openingPortal: boolean;
  notice: Notice | null;
}

/** What the dashboard reads of the session (selectSession's view): the one subscription. */
export interface SessionSubscription {
  subscription: SubscriptionData;
  checkingSubscription: boolean;
  subscriptionKnown: boolean;
}

/**
 * The dashboard from the session (the owner of the subscription, checked after sign-in and on
 * Refresh) and the dashboard's own machine (checkouts, plan changes, the portal, notices).
 */
export const selectDashboard = <TPlan extends { id: PlanId }, TAddon extends { name: string }>(
  snapshot: SubscriptionSnapshot,
  session: SessionSubscription,
  catalogue: { plans: readonly TPlan[]; addons: readonly TAddon[] },
): DashboardView<TPlan, TAddon> => {
  const { subscription, checkingSubscription, subscriptionKnown } = session;
  const activeAddons = subscription.addons ?? [];
  const status: SubscriptionStatus = subscriptionKnown ? cardStatus(subscription) : 'loading';
  return {
    status,
    // The plan the card names: the one held, else the one whose payment failed or that ended.
    tier: subscription.subscription_tier ?? subscription.plan_tier ?? null,
    subscription,
    // The card keeps showing the last data while a check runs.
    refreshing: subscriptionKnown && checkingSubscription,
    // A plan that ends at the period end changes to nothing.
    scheduledChange:
      ((status === 'subscribed' || status === 'trialing') && subscription.scheduled_change) || null,
    plans: catalogue.plans.map((plan) => ({
      ...plan,
      action: planAction(plan.id, subscription),
    })),
    addons: catalogue.addons.map((addon) => ({
      ...addon,
      action: addonAction(addon.name, activeAddons),
    })),
    addonsLoading: !subscriptionKnown,
    checkingOut: snapshot.context.checkout,
    openingPortal: snapshot.matches('openingPortal'),
    notice: snapshot.context.notice,
  };
};
