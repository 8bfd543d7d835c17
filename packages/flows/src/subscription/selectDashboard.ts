import type { Notice } from '../notice.js';
import {
  addonAction,
  planAction,
  type AddonAction,
  type PlanAction,
  type ScheduledPlanChange,
} from '../pricing/pricing.js';
import type { SubscriptionSnapshot } from './subscriptionMachine.js';
import type { CheckoutItem } from './types.js';

export type SubscriptionStatus = 'loading' | 'notSubscribed' | 'subscribed';

/**
 * What the dashboard's cards show for a snapshot: the ui's SubscriptionCard, PlanCard and
 * AddonCard own their words ('{tier} Plan', 'Active until …', 'Changes to … on …', 'Upgrade',
 * 'Add') and format their dates; the view says which state each is in, in the same names. Each catalogue entry comes back with its action, so the page renders
 * the list it passed in without matching indexes.
 */
export interface DashboardView<
  TPlan extends { name: string } = { name: string },
  TAddon extends { name: string } = { name: string },
> {
  status: SubscriptionStatus;
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

export const selectDashboard = <TPlan extends { name: string }, TAddon extends { name: string }>(
  snapshot: SubscriptionSnapshot,
  catalogue: { plans: readonly TPlan[]; addons: readonly TAddon[] },
): DashboardView<TPlan, TAddon> => {
  const { subscription, activeAddons } = snapshot.context;
  const status: SubscriptionStatus =
    snapshot.matches({ status: 'loading' }) || snapshot.matches({ status: 'starting' })
      ? 'loading'
      : subscription.subscribed
        ? 'subscribed'
        : 'notSubscribed';
  return {
    status,
    refreshing: snapshot.matches({ status: 'refreshing' }),
    scheduledChange: (status === 'subscribed' && subscription.scheduled_change) || null,
    plans: catalogue.plans.map((plan) => ({
      ...plan,
      action: planAction(plan.name, subscription),
    })),
    addons: catalogue.addons.map((addon) => ({
      ...addon,
      action: addonAction(addon.name, activeAddons),
    })),
    addonsLoading: snapshot.matches({ addons: 'loading' }),
    checkingOut: snapshot.context.checkout,
    openingPortal: snapshot.matches({ billing: 'openingPortal' }),
    notice: snapshot.context.notice,
  };
};
