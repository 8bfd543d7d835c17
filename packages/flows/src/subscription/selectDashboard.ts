import type { Notice } from '../notice.js';
import { addonAction, planAction, type AddonAction, type PlanAction } from '../pricing/pricing.js';
import { texts } from '../texts.js';
import { formatSubscriptionEnd } from './formatSubscriptionEnd.js';
import type { SubscriptionSnapshot } from './subscriptionMachine.js';
import type { CheckoutItem } from './types.js';

export type SubscriptionStatus = 'loading' | 'notSubscribed' | 'subscribed';

/**
 * What the dashboard's cards show for a snapshot: the ui's SubscriptionCard, PlanCard and
 * AddonCard own their words ('{tier} Plan', 'Active until …', 'Upgrade', 'Add'); the view says
 * which state each is in. Each catalogue entry comes back with its action, so the page renders
 * the list it passed in without matching indexes.
 */
export interface DashboardView<
  TPlan extends { name: string } = { name: string },
  TAddon extends { name: string } = { name: string },
> {
  status: SubscriptionStatus;
  refreshing: boolean;
  /** 'Changes to {plan} on {date}' while a plan change waits for the period end. */
  scheduledChange: string | null;
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
  /** How end dates read in the view's texts; the site passes the ui cards' formatter. */
  formatEnd: (end: string) => string = formatSubscriptionEnd,
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
    scheduledChange:
      status === 'subscribed' && subscription.scheduled_change
        ? texts.dashboard.planChange(
            subscription.scheduled_change.tier,
            subscription.scheduled_change.interval,
            formatEnd(subscription.scheduled_change.date),
          )
        : null,
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
