import { expect, vi } from 'vitest';
import type { SessionActorLike, SessionEvent } from '../session/types.js';
import { professional } from '../testing/accounts.js';
import { callEnds } from '../testing/formModel.js';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import {
  selectDashboard,
  subscriptionMachine,
  type CreateCheckoutInput,
  type SubscriptionSnapshot,
} from './index.js';

/**
 * The session the dashboard acts on, standing still: a customer on Professional (the session
 * machine's own model walks its checks). What the dashboard sends it is recorded.
 */
const sent: SessionEvent[] = [];
const session: SessionActorLike = {
  send: (event) => sent.push(event),
  getSnapshot: () => ({ context: { subscription: professional } }),
};
const sessionView = {
  subscription: professional,
  checkingSubscription: false,
  subscriptionKnown: true,
};

const catalogue = {
  plans: [{ id: 'starter' }, { id: 'professional' }, { id: 'enterprise' }] as const,
  addons: [{ name: 'Additional city targeting' }, { name: 'E-commerce SEO' }],
};

const SCHEDULED = { tier: 'starter', interval: 'month', date: '2026-12-01T00:00:00.000Z' } as const;
const CHECKOUT_URL = 'https://checkout.stripe.test/c/cs_1';
const PORTAL_URL = 'https://billing.stripe.test/p/session_1';

const spies = () => ({
  openUrl: vi.fn<(_: unknown, params: { url: string }) => void>(),
  logError: vi.fn<(_: unknown, params: { message: string; error: unknown }) => void>(),
});

const view = (snapshot: SubscriptionSnapshot) => selectDashboard(snapshot, sessionView, catalogue);

describeModel('subscription', {
  subject: (actors) =>
    spiedSubject({ ...spies(), actors }, (effects) =>
      subscriptionMachine.provide({
        actors: {
          createCheckout: actors.actor(),
          openCustomerPortal: actors.actor(),
          changePlan: actors.actor(),
        },
        actions: { openUrl: effects.openUrl, logError: effects.logError },
      }),
    ),
  input: { session },
  events: [
    { type: 'REFRESH' },
    { type: 'CHECKOUT', item: { kind: 'plan', tier: 'enterprise' } },
    { type: 'CHECKOUT', item: { kind: 'addon', name: 'E-commerce SEO' } },
    { type: 'OPEN_PORTAL' },
    { type: 'CHANGE_PLAN', item: { kind: 'plan', tier: 'starter', period: 'monthly' } },
    { type: 'DISMISS_NOTICE' },
    ...callEnds('createCheckout', [{ url: CHECKOUT_URL }], new Error('checkout failed')),
    ...callEnds('openCustomerPortal', [{ url: PORTAL_URL }], new Error('portal failed')),
    ...callEnds('changePlan', [{ scheduled_change: SCHEDULED }], new Error('change failed')),
  ],
  // The state value alone decides: the subscription is the session's, not this machine's.
  vertexFacts: () => null,
  steps: {
    'xstate.done.actor.createCheckout': (_before, _after, { openUrl }) => {
      expect(openUrl.mock.lastCall?.[1]).toEqual({ url: CHECKOUT_URL });
    },
    'xstate.error.actor.createCheckout': (_before, after, { logError }) => {
      expect(view(after).notice).toEqual({
        tone: 'destructive',
        title: 'Failed to create checkout session',
      });
      expect(logError.mock.lastCall?.[1]).toEqual({
        message: 'Error creating checkout:',
        error: new Error('checkout failed'),
      });
    },
    'xstate.done.actor.changePlan': (_before, after) => {
      // The change goes to the session, the one holder of the subscription.
      expect(sent.at(-1)).toEqual({ type: 'PLAN_CHANGE_SCHEDULED', scheduled_change: SCHEDULED });
      expect(view(after).notice).toMatchObject({
        title: 'Plan change scheduled',
        description: 'Your plan changes to Starter at the start of your next billing cycle.',
      });
    },
    REFRESH: (before, after) => {
      // A refresh is the session's check; the dashboard's own state does not move.
      expect(sent.at(-1)).toEqual({ type: 'REFRESH_SUBSCRIPTION' });
      expect(after.value).toEqual(before.value);
    },
    'xstate.error.actor.changePlan': (_before, after) => {
      expect(view(after).notice).toEqual({ tone: 'destructive', title: 'Failed to change plan' });
    },
    'xstate.done.actor.openCustomerPortal': (_before, _after, { openUrl }) => {
      expect(openUrl.mock.lastCall?.[1]).toEqual({ url: PORTAL_URL });
    },
    'xstate.error.actor.openCustomerPortal': (_before, after) => {
      expect(view(after).notice).toEqual({
        tone: 'destructive',
        title: 'Failed to open customer portal',
      });
    },
    DISMISS_NOTICE: (_before, after) => {
      expect(view(after).notice).toBeNull();
    },
  },
  states: {
    idle: (snapshot, { actors }) => {
      expect(view(snapshot)).toMatchObject({ checkingOut: null, openingPortal: false });
      expect(
        actors.running('createCheckout') +
          actors.running('openCustomerPortal') +
          actors.running('changePlan'),
      ).toBe(0);
    },
    creatingCheckout: (snapshot, { actors }) => {
      const input = actors.inputOf('createCheckout') as CreateCheckoutInput;
      expect(actors.running('createCheckout')).toBe(1);
      expect(input.tier).toBe('premium');
      expect(view(snapshot)).toMatchObject({
        checkingOut: input.item,
        openingPortal: false,
        notice: null,
      });
    },
    changingPlan: (snapshot, { actors }) => {
      expect(actors.running('changePlan')).toBe(1);
      expect(actors.inputOf('changePlan')).toEqual({
        item: { kind: 'plan', tier: 'starter', period: 'monthly' },
      });
      expect(view(snapshot)).toMatchObject({
        checkingOut: { kind: 'plan', tier: 'starter' },
        openingPortal: false,
        notice: null,
      });
    },
    openingPortal: (snapshot, { actors }) => {
      expect(actors.running('openCustomerPortal')).toBe(1);
      expect(view(snapshot)).toMatchObject({
        checkingOut: null,
        openingPortal: true,
        notice: null,
      });
    },
  },
});
