import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SubscriptionData } from '../pricing/pricing.js';
import { accountSession, none, professional } from '../testing/accounts.js';
import {
  selectDashboard,
  subscriptionMachine,
  type ChangePlanOutput,
  type CheckoutItem,
  type SubscriptionInput,
} from './index.js';

const session = accountSession();

const catalogue = {
  plans: [{ name: 'Starter' }, { name: 'Professional' }, { name: 'Enterprise' }],
  addons: [
    { name: 'Additional city targeting' },
    { name: 'Bilingual SEO (French/English)' },
    { name: 'E-commerce SEO' },
  ],
};

type Answer<T> = T | Error;
const answer = async <T>(value: Answer<T>) => {
  if (value instanceof Error) throw value;
  return value;
};

interface Backend {
  checks?: Array<Answer<SubscriptionData>>;
  addons?: Answer<string[]>;
  /** Successive add-on lookups' answers (the last one repeats); overrides `addons`. */
  addonLookups?: Array<Answer<string[]>>;
  checkout?: Answer<{ url: string }>;
  portal?: Answer<{ url: string }>;
  change?: Answer<ChangePlanOutput>;
}

const start = (backend: Backend = {}, input: Partial<SubscriptionInput> = {}) => {
  const checks = [...(backend.checks ?? [none])];
  const addonLookups = [...(backend.addonLookups ?? [backend.addons ?? []])];
  const calls: Array<{ name: string; input: unknown }> = [];
  const openUrl = vi.fn();
  const logError = vi.fn();
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        checkSubscription: fromPromise(async ({ input }) => {
          calls.push({ name: 'checkSubscription', input });
          return answer(checks.length > 1 ? checks.shift()! : checks[0]!);
        }),
        loadAddons: fromPromise(async ({ input }) => {
          calls.push({ name: 'loadAddons', input });
          return answer(addonLookups.length > 1 ? addonLookups.shift()! : addonLookups[0]!);
        }),
        createCheckout: fromPromise(async ({ input }) => {
          calls.push({ name: 'createCheckout', input });
          return answer(backend.checkout ?? { url: 'https://checkout.stripe.test/c/cs_1' });
        }),
        changePlan: fromPromise(async ({ input }) => {
          calls.push({ name: 'changePlan', input });
          return answer(
            backend.change ?? {
              scheduled_change: {
                tier: 'Enterprise',
                interval: 'year',
                date: '2026-12-01T00:00:00.000Z',
              },
            },
          );
        }),
        openCustomerPortal: fromPromise(async () => {
          calls.push({ name: 'openCustomerPortal', input: undefined });
          return answer(backend.portal ?? { url: 'https://billing.stripe.test/p/session_1' });
        }),
      },
      actions: { openUrl, logError },
    }),
    { input: { session, ...input } },
  ).start();
  const view = () => selectDashboard(actor.getSnapshot(), catalogue);
  return { actor, calls, openUrl, logError, view };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscriptionMachine: the subscription card', () => {
  it('is loading at first, while the check and the add-on lookup run', () => {
    const { calls, view } = start();
    expect(view()).toMatchObject({
      status: 'loading',
      refreshing: false,
      addonsLoading: true,
    });
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        { name: 'checkSubscription', input: { session } },
        { name: 'loadAddons', input: { userId: 'user-1' } },
      ]),
    );
  });

  it('is not subscribed and offers every plan to subscribe to', async () => {
    const { view } = start({ checks: [none] });
    await settled();
    expect(view()).toMatchObject({
      status: 'notSubscribed',
    });
    expect(view().plans.map((plan) => plan.action)).toEqual([
      'subscribe',
      'subscribe',
      'subscribe',
    ]);
  });

  it('marks the tier held current and offers an upgrade on the rest', async () => {
    const { view } = start({ checks: [professional] });
    await settled();
    expect(view()).toMatchObject({
      status: 'subscribed',
    });
    expect(view().plans).toEqual([
      { name: 'Starter', action: 'upgrade' },
      { name: 'Professional', action: 'current' },
      { name: 'Enterprise', action: 'upgrade' },
    ]);
  });

  it('keeps showing the last data while refreshing, then shows the new data', async () => {
    const { actor, view } = start({ checks: [none, professional] });
    await settled();
    actor.send({ type: 'REFRESH' });
    expect(view()).toMatchObject({ status: 'notSubscribed', refreshing: true });
    await settled();
    expect(view()).toMatchObject({
      status: 'subscribed',
      refreshing: false,
    });
  });

  it('logs a failed check and keeps the data', async () => {
    const failure = new Error('check-subscription failed');
    const { actor, logError, view } = start({ checks: [professional, failure] });
    await settled();
    actor.send({ type: 'REFRESH' });
    await settled();
    expect(view()).toMatchObject({
      status: 'subscribed',
      refreshing: false,
    });
    expect(logError.mock.calls[0]?.[1]).toEqual({
      message: 'Error checking subscription:',
      error: failure,
    });
  });

  it('treats a failed first check as not subscribed', async () => {
    const { view } = start({ checks: [new Error('offline')] });
    await settled();
    expect(view().status).toBe('notSubscribed');
  });

  it('starts from known data without checking again', () => {
    const { calls, view } = start({}, { subscription: professional });
    expect(view().status).toBe('subscribed');
    expect(calls.map((call) => call.name)).toEqual(['loadAddons']);
  });

  it('announces each check result so the site can share it', async () => {
    const { actor } = start({ checks: [professional] });
    const heard = vi.fn();
    actor.on('subscriptionChecked', heard);
    await settled();
    expect(heard).toHaveBeenCalledWith({ type: 'subscriptionChecked', subscription: professional });
  });
});

describe('subscriptionMachine: add-ons', () => {
  it('marks the active add-ons and offers the rest', async () => {
    const { view } = start({ addons: ['E-commerce SEO'] });
    await settled();
    expect(view().addonsLoading).toBe(false);
    expect(view().addons.map((addon) => [addon.name, addon.action])).toEqual([
      ['Additional city targeting', 'add'],
      ['Bilingual SEO (French/English)', 'add'],
      ['E-commerce SEO', 'active'],
    ]);
  });

  it('only logs a failed add-on lookup: no notice, every add-on offers Add', async () => {
    const failure = new Error('permission denied for table user_addons');
    const { logError, view } = start({ addons: failure });
    await settled();
    expect(view().notice).toBeNull();
    expect(view().addons.every((addon) => addon.action === 'add')).toBe(true);
    expect(logError.mock.calls[0]?.[1]).toEqual({
      message: 'Error fetching add-ons:',
      error: failure,
    });
  });

  it('looks the add-ons up again on Refresh, keeping the last list on screen meanwhile', async () => {
    // An add-on bought in the checkout tab: Refresh Status (or the checkout's return) shows it.
    const { actor, calls, view } = start({
      checks: [professional],
      addonLookups: [[], ['E-commerce SEO']],
    });
    await settled();
    expect(view().addons.find((addon) => addon.name === 'E-commerce SEO')?.action).toBe('add');
    actor.send({ type: 'REFRESH' });
    expect(view()).toMatchObject({ refreshing: true, addonsLoading: false });
    expect(view().addons.map((addon) => addon.action)).toEqual(['add', 'add', 'add']);
    await settled();
    expect(calls.filter((call) => call.name === 'loadAddons')).toEqual([
      { name: 'loadAddons', input: { userId: 'user-1' } },
      { name: 'loadAddons', input: { userId: 'user-1' } },
    ]);
    expect(view().addons.map((addon) => [addon.name, addon.action])).toEqual([
      ['Additional city targeting', 'add'],
      ['Bilingual SEO (French/English)', 'add'],
      ['E-commerce SEO', 'active'],
    ]);
  });

  it('keeps the last add-ons when a lookup on Refresh fails, and only logs it', async () => {
    const failure = new Error('user_addons timed out');
    const { actor, logError, view } = start({
      checks: [professional],
      addonLookups: [['E-commerce SEO'], failure],
    });
    await settled();
    actor.send({ type: 'REFRESH' });
    await settled();
    expect(view().notice).toBeNull();
    expect(view().addons.find((addon) => addon.name === 'E-commerce SEO')?.action).toBe('active');
    expect(logError.mock.calls.map((call) => call[1])).toEqual([
      { message: 'Error fetching add-ons:', error: failure },
    ]);
  });
});

describe('subscriptionMachine: checkout and portal', () => {
  it.each<CheckoutItem>([
    { kind: 'plan', name: 'Enterprise' },
    { kind: 'addon', name: 'E-commerce SEO' },
  ])('creates a premium checkout for %o and opens the returned url', async (item) => {
    const { actor, calls, openUrl, view } = start();
    await settled();
    actor.send({ type: 'CHECKOUT', item });
    expect(view().checkingOut).toEqual(item);
    await settled();
    expect(calls.at(-1)).toEqual({ name: 'createCheckout', input: { tier: 'premium', item } });
    expect(openUrl).toHaveBeenCalledTimes(1);
    expect(openUrl.mock.calls[0]?.[1]).toEqual({ url: 'https://checkout.stripe.test/c/cs_1' });
    expect(view().checkingOut).toBeNull();
  });

  it("shows 'Failed to create checkout session' when the checkout fails", async () => {
    const { actor, openUrl, view } = start({ checkout: new Error('non-2xx') });
    await settled();
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', name: 'Starter' } });
    await settled();
    expect(view().notice).toEqual({
      tone: 'destructive',
      title: 'Failed to create checkout session',
    });
    expect(openUrl).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS_NOTICE' });
    expect(view().notice).toBeNull();
  });

  it('opens the customer portal url', async () => {
    const { actor, openUrl, view } = start({ checks: [professional] });
    await settled();
    actor.send({ type: 'OPEN_PORTAL' });
    expect(view().openingPortal).toBe(true);
    await settled();
    expect(openUrl.mock.calls[0]?.[1]).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
  });

  it("shows 'Failed to open customer portal' when the portal fails", async () => {
    const { actor, view } = start({ portal: new Error('no customer') });
    await settled();
    actor.send({ type: 'OPEN_PORTAL' });
    await settled();
    expect(view().notice).toEqual({ tone: 'destructive', title: 'Failed to open customer portal' });
  });

  it('starts one billing action at a time', async () => {
    const { actor, calls } = start();
    await settled();
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', name: 'Starter' } });
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', name: 'Enterprise' } });
    actor.send({ type: 'OPEN_PORTAL' });
    await settled();
    expect(
      calls.filter((call) => call.name !== 'checkSubscription' && call.name !== 'loadAddons'),
    ).toEqual([
      {
        name: 'createCheckout',
        input: { tier: 'premium', item: { kind: 'plan', name: 'Starter' } },
      },
    ]);
  });

  it('checks out and refreshes side by side', async () => {
    const { actor, view } = start();
    await settled();
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', name: 'Starter' } });
    expect(view().refreshing).toBe(true);
    expect(view().checkingOut).toEqual({ kind: 'plan', name: 'Starter' });
  });
});

describe('subscriptionMachine: plan changes apply from the next billing cycle', () => {
  it('schedules the change, opens no tab, and gives the card the change to show', async () => {
    const { actor, calls, openUrl, view } = start({ checks: [professional] });
    await settled();
    expect(view().scheduledChange).toBeNull();
    const item = { kind: 'plan', name: 'Enterprise', period: 'annual' } as const;
    actor.send({ type: 'CHANGE_PLAN', item });
    expect(view().checkingOut).toEqual(item);
    await settled();
    expect(calls.at(-1)).toEqual({ name: 'changePlan', input: { item } });
    expect(openUrl).not.toHaveBeenCalled();
    expect(view()).toMatchObject({
      checkingOut: null,
      status: 'subscribed',
      scheduledChange: { tier: 'Enterprise', interval: 'year', date: '2026-12-01T00:00:00.000Z' },
      notice: {
        tone: 'default',
        title: 'Plan change scheduled',
        description: 'Your plan changes to Enterprise at the start of your next billing cycle.',
      },
    });
  });

  it('shows a pending change the check reports', async () => {
    const { view } = start({
      checks: [
        {
          ...professional,
          scheduled_change: {
            tier: 'Starter',
            interval: 'month',
            date: professional.subscription_end!,
          },
        },
      ],
    });
    await settled();
    expect(view().scheduledChange).toEqual({
      tier: 'Starter',
      interval: 'month',
      date: professional.subscription_end,
    });
  });

  it("shows 'Failed to change plan' and keeps the card when the change fails", async () => {
    const { actor, view, logError } = start({
      checks: [professional],
      change: new Error('non-2xx'),
    });
    await settled();
    actor.send({ type: 'CHANGE_PLAN', item: { kind: 'plan', name: 'Starter' } });
    await settled();
    expect(view()).toMatchObject({
      scheduledChange: null,
      status: 'subscribed',
      notice: { tone: 'destructive', title: 'Failed to change plan' },
    });
    expect(logError).toHaveBeenCalled();
  });
});
