import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { notice, type Notice } from '../notice.js';
import {
  NOT_SUBSCRIBED,
  subscriptionDataFrom,
  addonAction,
  planAction,
  type AddonAction,
  type BillingPeriod,
  type PlanAction,
  type ScheduledPlanChange,
  type SubscriptionData,
} from '../pricing/pricing.js';
import { logToConsole, notProvided, warnNotProvided } from '../provided.js';
import type { AuthSession, CheckSubscriptionInput } from '../session/sessionMachine.js';
import { texts } from '../texts.js';

/**
 * What a checkout is for: the plan or add-on whose button was pressed. The actor's input also
 * carries the spec's `tier: 'premium'` (section 9) for an app that copies the original call; the
 * site sends the chosen plan or add-on instead (site/DECISIONS.md, 'Checkout sends the chosen plan').
 */
export type CheckoutItem =
  { kind: 'plan'; name: string; period?: BillingPeriod } | { kind: 'addon'; name: string };

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
export interface LoadAddonsInput {
  userId: string;
}
/** Names of the user's active add-ons (user_addons where active is true). */
export type LoadAddonsOutput = string[];

export interface SubscriptionInput {
  session: AuthSession;
  /** Data already known (from the session machine); skips the first check when given. */
  subscription?: SubscriptionData | null;
}

export interface SubscriptionContext {
  session: AuthSession;
  subscription: SubscriptionData;
  activeAddons: string[];
  checkout: CheckoutItem | null;
  notice: Notice | null;
  knownAtStart: boolean;
}

export type SubscriptionEvent =
  | { type: 'REFRESH' }
  | { type: 'CHECKOUT'; item: CheckoutItem }
  | { type: 'CHANGE_PLAN'; item: Extract<CheckoutItem, { kind: 'plan' }> }
  | { type: 'OPEN_PORTAL' }
  | { type: 'DISMISS_NOTICE' };

export type SubscriptionEmitted = { type: 'subscriptionChecked'; subscription: SubscriptionData };

const checkResult = {
  onDone: {
    target: 'settling',
    actions: [
      {
        type: 'storeSubscription',
        params: ({ event }: { event: { output: SubscriptionData } }) => ({
          subscription: event.output,
        }),
      },
      'announceSubscription',
    ],
  },
  onError: {
    // The spec leaves the data as it was when a check fails.
    target: 'settling',
    actions: {
      type: 'logError',
      params: ({ event }: { event: { error: unknown } }) => ({
        message: 'Error checking subscription:',
        error: event.error,
      }),
    },
  },
} as const;

const loadAddonsInvoke = {
  id: 'loadAddons',
  src: 'loadAddons',
  input: ({ context }: { context: SubscriptionContext }) => ({ userId: context.session.user.id }),
  onDone: {
    target: 'ready',
    actions: {
      type: 'storeAddons',
      params: ({ event }: { event: { output: LoadAddonsOutput } }) => ({ names: event.output }),
    },
  },
  onError: {
    // Spec: an add-on fetch failure is logged to the console only.
    target: 'ready',
    actions: {
      type: 'logError',
      params: ({ event }: { event: { error: unknown } }) => ({
        message: 'Error fetching add-ons:',
        error: event.error,
      }),
    },
  },
} as const;

/**
 * The dashboard: the subscription card (loading, not subscribed, subscribed, refreshing), the
 * plan and add-on actions, checkout and the billing portal. Three regions run side by side so a
 * refresh, a checkout and the add-on lookup never wait for each other.
 */
export const subscriptionMachine = setup({
  types: {
    input: {} as SubscriptionInput,
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    emitted: {} as SubscriptionEmitted,
  },
  actors: {
    checkSubscription: notProvided<SubscriptionData, CheckSubscriptionInput>('checkSubscription'),
    createCheckout: notProvided<UrlOutput, CreateCheckoutInput>('createCheckout'),
    openCustomerPortal: notProvided<UrlOutput, void>('openCustomerPortal'),
    changePlan: notProvided<ChangePlanOutput, ChangePlanInput>('changePlan'),
    loadAddons: notProvided<LoadAddonsOutput, LoadAddonsInput>('loadAddons'),
  },
  actions: {
    openUrl: warnNotProvided('openUrl') as (_: unknown, params: { url: string }) => void,
    // A site that opens the tab in the click itself (pop-up blockers allow nothing later) closes
    // it here when no URL comes; nothing to do otherwise.
    discardPendingWindow: () => {},
    logError: logToConsole,
    storeSubscription: assign({
      subscription: (_, params: { subscription: SubscriptionData }) =>
        subscriptionDataFrom(params.subscription),
    }),
    announceSubscription: emit(({ context }) => ({
      type: 'subscriptionChecked' as const,
      subscription: context.subscription,
    })),
    rememberCheckout: assign({
      checkout: ({ event }) =>
        event.type === 'CHECKOUT' || event.type === 'CHANGE_PLAN' ? event.item : null,
    }),
    storeScheduledChange: assign({
      subscription: ({ context }, params: ChangePlanOutput) =>
        subscriptionDataFrom({
          ...context.subscription,
          scheduled_change: params.scheduled_change,
        }),
    }),
    showPlanChangeScheduled: assign({
      notice: (_, params: ChangePlanOutput) =>
        params.scheduled_change
          ? notice(
              'default',
              texts.dashboard.planChangeScheduledTitle,
              texts.dashboard.planChangeScheduled(
                params.scheduled_change.tier,
                formatSubscriptionEnd(params.scheduled_change.date),
              ),
            )
          : null,
    }),
    showPlanChangeFailed: assign({
      notice: () => notice('destructive', texts.dashboard.planChangeFailed),
    }),
    forgetCheckout: assign({ checkout: null }),
    storeAddons: assign({
      activeAddons: (_, params: { names: string[] }) => [...params.names],
    }),
    clearNotice: assign({ notice: null }),
    showCheckoutFailed: assign({
      notice: () => notice('destructive', texts.dashboard.checkoutFailed),
    }),
    showPortalFailed: assign({
      notice: () => notice('destructive', texts.dashboard.portalFailed),
    }),
  },
  guards: {
    subscribed: ({ context }) => context.subscription.subscribed,
    knownAtStart: ({ context }) => context.knownAtStart,
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    session: input.session,
    subscription: input.subscription ? { ...input.subscription } : { ...NOT_SUBSCRIBED },
    activeAddons: [],
    checkout: null,
    notice: null,
    knownAtStart: Boolean(input.subscription),
  }),
  type: 'parallel',
  on: {
    DISMISS_NOTICE: { actions: 'clearNotice' },
  },
  states: {
    status: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'knownAtStart', target: 'settling' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            id: 'checkSubscription',
            src: 'checkSubscription',
            input: ({ context }) => ({ session: context.session }),
            ...checkResult,
          },
        },
        settling: {
          always: [{ guard: 'subscribed', target: 'subscribed' }, { target: 'notSubscribed' }],
        },
        notSubscribed: { on: { REFRESH: 'refreshing' } },
        subscribed: { on: { REFRESH: 'refreshing' } },
        refreshing: {
          // The card keeps showing the last data while the check runs.
          invoke: {
            id: 'checkSubscription',
            src: 'checkSubscription',
            input: ({ context }) => ({ session: context.session }),
            ...checkResult,
          },
        },
      },
    },
    billing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHECKOUT: { target: 'creatingCheckout', actions: 'rememberCheckout' },
            // Only a customer with a plan changes it; the others check out.
            CHANGE_PLAN: {
              guard: 'subscribed',
              target: 'changingPlan',
              actions: 'rememberCheckout',
            },
            OPEN_PORTAL: 'openingPortal',
          },
        },
        creatingCheckout: {
          entry: 'clearNotice',
          exit: 'forgetCheckout',
          invoke: {
            id: 'createCheckout',
            src: 'createCheckout',
            input: ({ context }) => ({ tier: CHECKOUT_TIER, item: context.checkout! }),
            onDone: {
              target: 'idle',
              actions: { type: 'openUrl', params: ({ event }) => ({ url: event.output.url }) },
            },
            onError: {
              target: 'idle',
              actions: [
                'discardPendingWindow',
                'showCheckoutFailed',
                {
                  type: 'logError',
                  params: ({ event }) => ({
                    message: 'Error creating checkout:',
                    error: event.error,
                  }),
                },
              ],
            },
          },
        },
        changingPlan: {
          // No tab: the change is scheduled at the period end and the card says so.
          entry: 'clearNotice',
          exit: 'forgetCheckout',
          invoke: {
            id: 'changePlan',
            src: 'changePlan',
            input: ({ context }) => ({
              item: context.checkout as Extract<CheckoutItem, { kind: 'plan' }>,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeScheduledChange', params: ({ event }) => event.output },
                { type: 'showPlanChangeScheduled', params: ({ event }) => event.output },
                'announceSubscription',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'showPlanChangeFailed',
                {
                  type: 'logError',
                  params: ({ event }) => ({ message: 'Error changing plan:', error: event.error }),
                },
              ],
            },
          },
        },
        openingPortal: {
          entry: 'clearNotice',
          invoke: {
            id: 'openCustomerPortal',
            src: 'openCustomerPortal',
            onDone: {
              target: 'idle',
              actions: { type: 'openUrl', params: ({ event }) => ({ url: event.output.url }) },
            },
            onError: {
              target: 'idle',
              actions: [
                'discardPendingWindow',
                'showPortalFailed',
                {
                  type: 'logError',
                  params: ({ event }) => ({ message: 'Error opening portal:', error: event.error }),
                },
              ],
            },
          },
        },
      },
    },
    addons: {
      initial: 'loading',
      states: {
        loading: { invoke: loadAddonsInvoke },
        // REFRESH also runs after a paid checkout returns: an add-on bought there must turn
        // 'Active' without a page reload. The last list stays on screen meanwhile.
        ready: { on: { REFRESH: 'reloading' } },
        reloading: { invoke: loadAddonsInvoke },
      },
    },
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

export type SubscriptionStatus = 'loading' | 'notSubscribed' | 'subscribed';

/**
 * End dates in the machine's own notices ('Changes to … on {date}'); the dashboard view takes the
 * site's formatter instead, so the card's dates all read alike.
 */
export const formatSubscriptionEnd = (end: string): string => {
  const date = new Date(end);
  return Number.isNaN(date.getTime())
    ? end
    : date.toLocaleDateString('en-CA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
};

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
