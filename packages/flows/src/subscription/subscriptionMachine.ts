import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { notice } from '../notice.js';
import { NOT_SUBSCRIBED, subscriptionDataFrom, type SubscriptionData } from '../pricing/pricing.js';
import { logToConsole, notProvided, warnNotProvided } from '../provided.js';
import type { CheckSubscriptionInput } from '../session/types.js';
import { textsFor } from '../locale.js';
import {
  CHECKOUT_TIER,
  type ChangePlanInput,
  type ChangePlanOutput,
  type CheckoutItem,
  type CreateCheckoutInput,
  type LoadAddonsInput,
  type LoadAddonsOutput,
  type SubscriptionContext,
  type SubscriptionEmitted,
  type SubscriptionEvent,
  type SubscriptionInput,
  type UrlOutput,
} from './types.js';

/** The machine's types, backend calls, actions and guards; its states read their types from here. */
const subscriptionSetup = setup({
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
      notice: ({ context }, params: ChangePlanOutput) =>
        params.scheduled_change
          ? notice(
              'default',
              textsFor(context.locale).dashboard.planChangeScheduledTitle,
              textsFor(context.locale).dashboard.planChangeScheduled(params.scheduled_change.tier),
            )
          : null,
    }),
    showPlanChangeFailed: assign({
      notice: ({ context }) =>
        notice('destructive', textsFor(context.locale).dashboard.planChangeFailed),
    }),
    forgetCheckout: assign({ checkout: null }),
    storeAddons: assign({
      activeAddons: (_, params: { names: string[] }) => [...params.names],
    }),
    clearNotice: assign({ notice: null }),
    showCheckoutFailed: assign({
      notice: ({ context }) =>
        notice('destructive', textsFor(context.locale).dashboard.checkoutFailed),
    }),
    showPortalFailed: assign({
      notice: ({ context }) =>
        notice('destructive', textsFor(context.locale).dashboard.portalFailed),
    }),
  },
  guards: {
    subscribed: ({ context }) => context.subscription.subscribed,
    knownAtStart: ({ context }) => context.knownAtStart,
  },
});

/** The console line for a failure (the spec only logs some failures). */
const logFailure = (message: string) =>
  ({
    type: 'logError',
    params: ({ event }: { event: { error?: unknown } }) => ({ message, error: event.error }),
  }) as const;

/** `loading` and `refreshing`: the check, then on to `settling` whether it answered or not. */
const checkingSubscription = subscriptionSetup.createStateConfig({
  invoke: {
    id: 'checkSubscription',
    src: 'checkSubscription',
    input: ({ context }) => ({ session: context.session }),
    onDone: {
      target: 'settling',
      actions: [
        { type: 'storeSubscription', params: ({ event }) => ({ subscription: event.output }) },
        'announceSubscription',
      ],
    },
    // The spec leaves the data as it was when a check fails.
    onError: { target: 'settling', actions: logFailure('Error checking subscription:') },
  },
});

/** The add-ons' `loading` and `reloading`; an add-on fetch failure is only logged (spec). */
const loadingAddons = subscriptionSetup.createStateConfig({
  invoke: {
    id: 'loadAddons',
    src: 'loadAddons',
    input: ({ context }) => ({ userId: context.session.user.id }),
    onDone: {
      target: 'ready',
      actions: { type: 'storeAddons', params: ({ event }) => ({ names: event.output }) },
    },
    onError: { target: 'ready', actions: logFailure('Error fetching add-ons:') },
  },
});

/**
 * The dashboard: the subscription card (loading, not subscribed, subscribed, refreshing), the
 * plan and add-on actions, checkout and the billing portal. Three regions run side by side so a
 * refresh, a checkout and the add-on lookup never wait for each other.
 */
export const subscriptionMachine = subscriptionSetup.createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    session: input.session,
    subscription: input.subscription ? { ...input.subscription } : { ...NOT_SUBSCRIBED },
    activeAddons: [],
    checkout: null,
    notice: null,
    knownAtStart: Boolean(input.subscription),
    ...(input.locale ? { locale: input.locale } : {}),
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
        loading: checkingSubscription,
        settling: {
          always: [{ guard: 'subscribed', target: 'subscribed' }, { target: 'notSubscribed' }],
        },
        notSubscribed: { on: { REFRESH: 'refreshing' } },
        subscribed: { on: { REFRESH: 'refreshing' } },
        // The card keeps showing the last data while the check runs.
        refreshing: checkingSubscription,
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
            // The site closes the tab it opened in the click (discardPendingWindow).
            onError: {
              target: 'idle',
              actions: [
                'discardPendingWindow',
                'showCheckoutFailed',
                logFailure('Error creating checkout:'),
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
              actions: ['showPlanChangeFailed', logFailure('Error changing plan:')],
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
                logFailure('Error opening portal:'),
              ],
            },
          },
        },
      },
    },
    addons: {
      initial: 'loading',
      states: {
        loading: loadingAddons,
        // REFRESH also runs after a paid checkout returns: an add-on bought there must turn
        // 'Active' without a page reload. The last list stays on screen meanwhile.
        ready: { on: { REFRESH: 'reloading' } },
        reloading: loadingAddons,
      },
    },
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;
