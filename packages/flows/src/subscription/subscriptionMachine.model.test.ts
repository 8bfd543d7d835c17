import { expect, vi } from 'vitest';
import { accountSession, none, professional } from '../testing/accounts.js';
import type { ControlledActors } from '../testing/controlledActors.js';
import { describeModel } from '../testing/modelHarness.js';
import {
  selectDashboard,
  subscriptionMachine,
  type CreateCheckoutInput,
  type SubscriptionSnapshot,
} from './index.js';

const session = accountSession();

const catalogue = {
  plans: [{ name: 'Starter' }, { name: 'Professional' }, { name: 'Enterprise' }],
  addons: [{ name: 'Additional city targeting' }, { name: 'E-commerce SEO' }],
};

const SCHEDULED = { tier: 'Starter', interval: 'month', date: '2026-12-01T00:00:00.000Z' } as const;
const CHECKOUT_URL = 'https://checkout.stripe.test/c/cs_1';
const PORTAL_URL = 'https://billing.stripe.test/p/session_1';

const spies = () => ({
  openUrl: vi.fn<(_: unknown, params: { url: string }) => void>(),
  logError: vi.fn<(_: unknown, params: { message: string; error: unknown }) => void>(),
});
type Effects = ReturnType<typeof spies> & { actors: ControlledActors };

const view = (snapshot: SubscriptionSnapshot) => selectDashboard(snapshot, catalogue);

/** The card as a customer reads it for the data held. */
const card = (snapshot: SubscriptionSnapshot) => {
  const { status, plans } = view(snapshot);
  return { status, plans: plans.map((plan) => plan.action) };
};

const subscribedCard = {
  status: 'subscribed',
  plans: ['upgrade', 'current', 'upgrade'],
};
const notSubscribedCard = {
  status: 'notSubscribed',
  plans: ['subscribe', 'subscribe', 'subscribe'],
};

describeModel('subscription', {
  subject: (actors) => {
    const effects: Effects = { ...spies(), actors };
    return {
      machine: subscriptionMachine.provide({
        actors: {
          checkSubscription: actors.actor(),
          createCheckout: actors.actor(),
          openCustomerPortal: actors.actor(),
          changePlan: actors.actor(),
          loadAddons: actors.actor(),
        },
        actions: { openUrl: effects.openUrl, logError: effects.logError },
      }),
      effects,
    };
  },
  input: { session },
  events: [
    { type: 'REFRESH' },
    { type: 'CHECKOUT', item: { kind: 'plan', name: 'Enterprise' } },
    { type: 'CHECKOUT', item: { kind: 'addon', name: 'E-commerce SEO' } },
    { type: 'OPEN_PORTAL' },
    { type: 'CHANGE_PLAN', item: { kind: 'plan', name: 'Starter', period: 'monthly' } },
    { type: 'DISMISS_NOTICE' },
    { type: 'xstate.done.actor.checkSubscription', output: professional },
    { type: 'xstate.done.actor.checkSubscription', output: none },
    { type: 'xstate.error.actor.checkSubscription', error: new Error('check failed') },
    { type: 'xstate.done.actor.createCheckout', output: { url: CHECKOUT_URL } },
    { type: 'xstate.error.actor.createCheckout', error: new Error('checkout failed') },
    { type: 'xstate.done.actor.openCustomerPortal', output: { url: PORTAL_URL } },
    { type: 'xstate.error.actor.openCustomerPortal', error: new Error('portal failed') },
    { type: 'xstate.done.actor.changePlan', output: { scheduled_change: SCHEDULED } },
    { type: 'xstate.error.actor.changePlan', error: new Error('change failed') },
    { type: 'xstate.done.actor.loadAddons', output: ['E-commerce SEO'] },
    { type: 'xstate.error.actor.loadAddons', error: new Error('user_addons failed') },
  ],
  // Only whether the customer subscribes decides where a check lands; the rest is display.
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, subscribed: snapshot.context.subscription.subscribed }),
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
      expect(after.context.subscription.scheduled_change).toEqual(SCHEDULED);
      expect(view(after).notice).toMatchObject({ title: 'Plan change scheduled' });
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
    'xstate.error.actor.loadAddons': (before, after, { logError }) => {
      // Logged only: no notice, nothing else changes.
      expect(view(after).notice).toEqual(view(before).notice);
      expect(logError.mock.lastCall?.[1]).toEqual({
        message: 'Error fetching add-ons:',
        error: new Error('user_addons failed'),
      });
    },
    'xstate.error.actor.checkSubscription': (before, after) => {
      expect(after.context.subscription).toEqual(before.context.subscription);
    },
    DISMISS_NOTICE: (_before, after) => {
      expect(view(after).notice).toBeNull();
    },
  },
  states: {
    'status.loading': (snapshot, { actors }) => {
      expect(card(snapshot)).toEqual({
        status: 'loading',
        plans: ['subscribe', 'subscribe', 'subscribe'],
      });
      expect(actors.running('checkSubscription')).toBe(1);
    },
    'status.notSubscribed': (snapshot) => {
      expect(card(snapshot)).toEqual(notSubscribedCard);
      expect(view(snapshot).refreshing).toBe(false);
    },
    'status.subscribed': (snapshot) => {
      expect(card(snapshot)).toEqual(subscribedCard);
      expect(view(snapshot).refreshing).toBe(false);
    },
    'status.refreshing': (snapshot, { actors }) => {
      // The last data stays on the card while the check runs.
      expect(view(snapshot).refreshing).toBe(true);
      expect(card(snapshot)).toEqual(
        snapshot.context.subscription.subscribed ? subscribedCard : notSubscribedCard,
      );
      expect(actors.running('checkSubscription')).toBe(1);
      expect(actors.inputOf('checkSubscription')).toEqual({ session });
    },
    'billing.idle': (snapshot, { actors }) => {
      expect(view(snapshot)).toMatchObject({ checkingOut: null, openingPortal: false });
      expect(
        actors.running('createCheckout') +
          actors.running('openCustomerPortal') +
          actors.running('changePlan'),
      ).toBe(0);
    },
    'billing.creatingCheckout': (snapshot, { actors }) => {
      const input = actors.inputOf('createCheckout') as CreateCheckoutInput;
      expect(actors.running('createCheckout')).toBe(1);
      expect(input.tier).toBe('premium');
      expect(view(snapshot)).toMatchObject({
        checkingOut: input.item,
        openingPortal: false,
        notice: null,
      });
    },
    'billing.changingPlan': (snapshot, { actors }) => {
      expect(actors.running('changePlan')).toBe(1);
      expect(actors.inputOf('changePlan')).toEqual({
        item: { kind: 'plan', name: 'Starter', period: 'monthly' },
      });
      expect(view(snapshot)).toMatchObject({
        checkingOut: { kind: 'plan', name: 'Starter' },
        openingPortal: false,
        notice: null,
      });
    },
    'billing.openingPortal': (snapshot, { actors }) => {
      expect(actors.running('openCustomerPortal')).toBe(1);
      expect(view(snapshot)).toMatchObject({
        checkingOut: null,
        openingPortal: true,
        notice: null,
      });
    },
    'addons.loading': (snapshot) => {
      expect(view(snapshot).addonsLoading).toBe(true);
      expect(view(snapshot).addons.map((addon) => addon.action)).toEqual(['add', 'add']);
    },
    'addons.reloading': (snapshot, { actors }) => {
      // The last list stays while the lookup runs again.
      const active = snapshot.context.activeAddons.includes('E-commerce SEO');
      expect(view(snapshot).addonsLoading).toBe(false);
      expect(view(snapshot).addons.map((addon) => addon.action)).toEqual([
        'add',
        active ? 'active' : 'add',
      ]);
      expect(actors.running('loadAddons')).toBe(1);
      expect(actors.inputOf('loadAddons')).toEqual({ userId: 'user-1' });
    },
    'addons.ready': (snapshot) => {
      const active = snapshot.context.activeAddons.includes('E-commerce SEO');
      expect(view(snapshot).addonsLoading).toBe(false);
      expect(view(snapshot).addons.map((addon) => addon.action)).toEqual([
        'add',
        active ? 'active' : 'add',
      ]);
    },
  },
});
