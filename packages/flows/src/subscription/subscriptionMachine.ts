import { assign, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { PLAN_IDS, PLANS, type PlanId } from '../catalogue.js';
import { notice } from '../notice.js';
import { logToConsole, notProvided, warnNotProvided } from '../provided.js';
import { textsFor } from '../locale.js';
import {
  CHECKOUT_TIER,
  type ChangePlanInput,
  type ChangePlanOutput,
  type CheckoutItem,
  type CreateCheckoutInput,
  type SubscriptionContext,
  type SubscriptionEvent,
  type SubscriptionInput,
  type UrlOutput,
} from './types.js';

/** The catalogue's names, for a page that passes none of its own. */
const CATALOGUE_NAMES = Object.fromEntries(PLAN_IDS.map((id) => [id, PLANS[id].name])) as Record<
  PlanId,
  string
>;

/** The machine's types, backend calls, actions and guards; its states read their types from here. */
const subscriptionSetup = setup({
  types: {
    input: {} as SubscriptionInput,
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
  },
  actors: {
    createCheckout: notProvided<UrlOutput, CreateCheckoutInput>('createCheckout'),
    openCustomerPortal: notProvided<UrlOutput, void>('openCustomerPortal'),
    changePlan: notProvided<ChangePlanOutput, ChangePlanInput>('changePlan'),
  },
  actions: {
    openUrl: warnNotProvided('openUrl') as (_: unknown, params: { url: string }) => void,
    // A site that opens the tab in the click itself (pop-up blockers allow nothing later) closes
    // it here when no URL comes; nothing to do otherwise.
    discardPendingWindow: () => {},
    logError: logToConsole,
    // The session machine owns the subscription: a refresh is its check, a scheduled change goes
    // into its data, and the dashboard reads both from there (selectDashboard).
    refreshSession: ({ context }) => context.session.send({ type: 'REFRESH_SUBSCRIPTION' }),
    reportScheduledChange: ({ context }, params: ChangePlanOutput) =>
      context.session.send({
        type: 'PLAN_CHANGE_SCHEDULED',
        scheduled_change: params.scheduled_change,
      }),
    rememberCheckout: assign({
      checkout: ({ event }) =>
        event.type === 'CHECKOUT' || event.type === 'CHANGE_PLAN' ? event.item : null,
    }),
    showPlanChangeScheduled: assign({
      notice: ({ context }, params: ChangePlanOutput) =>
        params.scheduled_change
          ? notice(
              'default',
              textsFor(context.locale).dashboard.planChangeScheduledTitle,
              textsFor(context.locale).dashboard.planChangeScheduled(
                context.planNames[params.scheduled_change.tier],
              ),
            )
          : null,
    }),
    showPlanChangeFailed: assign({
      notice: ({ context }) =>
        notice('destructive', textsFor(context.locale).dashboard.planChangeFailed),
    }),
    forgetCheckout: assign({ checkout: null }),
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
    subscribed: ({ context }) => context.session.getSnapshot().context.subscription.subscribed,
  },
});

/**
 * A state whose call answers a Stripe page's URL (the checkout of the remembered item, or the
 * billing portal): the page opens in the tab the click opened, or the site closes that tab
 * (discardPendingWindow), `failed` tells why and `message` heads the console line.
 */
const openingStripePage = (
  page: 'checkout' | 'portal',
  failed: 'showCheckoutFailed' | 'showPortalFailed',
  message: string,
) =>
  subscriptionSetup.createStateConfig({
    entry: 'clearNotice',
    invoke: {
      ...(page === 'checkout'
        ? {
            id: 'createCheckout',
            src: 'createCheckout',
            input: ({ context }) => ({ tier: CHECKOUT_TIER, item: context.checkout! }),
          }
        : { id: 'openCustomerPortal', src: 'openCustomerPortal' }),
      onDone: {
        target: 'idle',
        // Either call's answer (the spread above leaves TypeScript the two actors' done events).
        actions: {
          type: 'openUrl',
          params: ({ event }: { event: DoneActorEvent<UrlOutput> }) => ({ url: event.output.url }),
        },
      },
      onError: {
        target: 'idle',
        actions: [
          'discardPendingWindow',
          failed,
          { type: 'logError', params: ({ event }) => ({ message, error: event.error }) },
        ],
      },
    },
  });

/**
 * The dashboard's actions: the plan and add-on checkouts, plan changes, the billing portal and
 * their notices, one at a time. The subscription they act on is the session machine's (input
 * `session`): this machine keeps no copy of it, and Refresh asks the session for a new check.
 */
export const subscriptionMachine = subscriptionSetup.createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    session: input.session,
    checkout: null,
    notice: null,
    planNames: input.planNames ?? CATALOGUE_NAMES,
    ...(input.locale ? { locale: input.locale } : {}),
  }),
  initial: 'idle',
  on: {
    DISMISS_NOTICE: { actions: 'clearNotice' },
    // A refresh runs beside any billing action (the session's check).
    REFRESH: { actions: 'refreshSession' },
  },
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
      ...openingStripePage('checkout', 'showCheckoutFailed', 'Error creating checkout:'),
      exit: 'forgetCheckout',
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
            { type: 'reportScheduledChange', params: ({ event }) => event.output },
            { type: 'showPlanChangeScheduled', params: ({ event }) => event.output },
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
    openingPortal: openingStripePage('portal', 'showPortalFailed', 'Error opening portal:'),
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;
