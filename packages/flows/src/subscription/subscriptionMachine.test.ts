import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SubscriptionData } from '../pricing/pricing.js';
import { selectSession, sessionMachine, type SessionEvent } from '../session/index.js';
import { accountSession, none, professional } from '../testing/accounts.js';
import {
  selectDashboard,
  subscriptionMachine,
  type ChangePlanOutput,
  type CheckoutItem,
  type SubscriptionEvent,
  type SubscriptionInput,
} from './index.js';
import { settled } from '../testing/settled.js';

const session = accountSession();

const catalogue = {
  plans: [{ id: 'starter' }, { id: 'professional' }, { id: 'enterprise' }] as const,
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
  /** Successive check-subscription answers (the last one repeats). */
  checks?: Array<Answer<SubscriptionData>>;
  checkout?: Answer<{ url: string }>;
  portal?: Answer<{ url: string }>;
  change?: Answer<ChangePlanOutput>;
}

/**
 * The dashboard as the site runs it: the session machine (the owner of the subscription, checked
 * after sign-in) and the dashboard's machine acting on it, read together by selectDashboard.
 */
const start = (backend: Backend = {}, input: Omit<SubscriptionInput, 'session'> = {}) => {
  const checks = [...(backend.checks ?? [none])];
  const calls: Array<{ name: string; input: unknown }> = [];
  const openUrl = vi.fn();
  const logError = vi.fn();
  const sessionActor = createActor(
    sessionMachine.provide({
      actors: {
        authEvents: fromCallback<SessionEvent>(() => () => {}),
        checkSubscription: fromPromise(async ({ input }) => {
          calls.push({ name: 'checkSubscription', input });
          return answer(checks.length > 1 ? checks.shift()! : checks[0]!);
        }),
        signOut: fromPromise(async () => {}),
      },
      actions: { logError },
    }),
  ).start();
  sessionActor.send({ type: 'INITIAL_SESSION', session });
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        createCheckout: fromPromise(async ({ input }) => {
          calls.push({ name: 'createCheckout', input });
          return answer(backend.checkout ?? { url: 'https://checkout.stripe.test/c/cs_1' });
        }),
        changePlan: fromPromise(async ({ input }) => {
          calls.push({ name: 'changePlan', input });
          return answer(
            backend.change ?? {
              scheduled_change: {
                tier: 'enterprise',
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
    { input: { session: sessionActor, ...input } },
  ).start();
  const view = () =>
    selectDashboard(actor.getSnapshot(), selectSession(sessionActor.getSnapshot()), catalogue);
  /** Sends `event` and waits for the calls it starts to answer. */
  const act = async (event: SubscriptionEvent) => {
    actor.send(event);
    await settled();
  };
  return { actor, act, sessionActor, calls, openUrl, logError, view };
};

/** The dashboard once the session's first check has answered, as most tests begin. */
const checked = async (...args: Parameters<typeof start>) => {
  const dashboard = start(...args);
  await settled();
  return dashboard;
};

describe('subscriptionMachine: the subscription card', () => {
  it('is loading at first, while the one check runs (it answers the add-ons too)', () => {
    const { calls, view } = start();
    expect(view()).toMatchObject({
      status: 'loading',
      refreshing: false,
      addonsLoading: true,
    });
    expect(calls).toEqual([{ name: 'checkSubscription', input: { session } }]);
  });

  it('is not subscribed and offers every plan to subscribe to', async () => {
    const { view } = await checked({ checks: [none] });
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
    const { view } = await checked({ checks: [professional] });
    expect(view()).toMatchObject({
      status: 'subscribed',
    });
    expect(view().plans).toEqual([
      { id: 'starter', action: 'upgrade' },
      { id: 'professional', action: 'current' },
      { id: 'enterprise', action: 'upgrade' },
    ]);
  });

  it('keeps showing the last data while refreshing, then shows the new data', async () => {
    const { actor, view } = await checked({ checks: [none, professional] });
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
    const { act, logError, view } = await checked({ checks: [professional, failure] });
    await act({ type: 'REFRESH' });
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
    const { view } = await checked({ checks: [new Error('offline')] });
    expect(view().status).toBe('notSubscribed');
  });

  it('reads the data the session already holds, checking nothing more', async () => {
    const { actor, calls, view } = await checked({ checks: [professional] });
    // A dashboard started after the check reads the same data: no copy, no second call.
    const later = createActor(subscriptionMachine, { input: { session: start().sessionActor } });
    expect(later.getSnapshot().context).not.toHaveProperty('subscription');
    expect(view().status).toBe('subscribed');
    expect(actor.getSnapshot().context).not.toHaveProperty('subscription');
    expect(calls.filter((call) => call.name === 'checkSubscription')).toHaveLength(1);
  });
});

describe('subscriptionMachine: add-ons', () => {
  it('marks the active add-ons the check answers and offers the rest', async () => {
    const { view } = await checked({ checks: [{ ...professional, addons: ['E-commerce SEO'] }] });
    expect(view().addonsLoading).toBe(false);
    expect(view().addons.map((addon) => [addon.name, addon.action])).toEqual([
      ['Additional city targeting', 'add'],
      ['Bilingual SEO (French/English)', 'add'],
      ['E-commerce SEO', 'active'],
    ]);
  });

  it('shows an add-on bought in the checkout tab after Refresh, keeping the last list meanwhile', async () => {
    const { actor, calls, view } = await checked({
      checks: [professional, { ...professional, addons: ['E-commerce SEO'] }],
    });
    expect(view().addons.find((addon) => addon.name === 'E-commerce SEO')?.action).toBe('add');
    actor.send({ type: 'REFRESH' });
    expect(view()).toMatchObject({ refreshing: true, addonsLoading: false });
    expect(view().addons.map((addon) => addon.action)).toEqual(['add', 'add', 'add']);
    await settled();
    expect(calls.filter((call) => call.name === 'checkSubscription')).toHaveLength(2);
    expect(view().addons.map((addon) => [addon.name, addon.action])).toEqual([
      ['Additional city targeting', 'add'],
      ['Bilingual SEO (French/English)', 'add'],
      ['E-commerce SEO', 'active'],
    ]);
  });

  it('keeps the last add-ons when a check on Refresh fails, and only logs it', async () => {
    const failure = new Error('check-subscription timed out');
    const { act, logError, view } = await checked({
      checks: [{ ...professional, addons: ['E-commerce SEO'] }, failure],
    });
    await act({ type: 'REFRESH' });
    expect(view().notice).toBeNull();
    expect(view().addons.find((addon) => addon.name === 'E-commerce SEO')?.action).toBe('active');
    expect(logError.mock.calls.map((call) => call[1])).toEqual([
      { message: 'Error checking subscription:', error: failure },
    ]);
  });
});

describe('subscriptionMachine: checkout and portal', () => {
  it.each<CheckoutItem>([
    { kind: 'plan', tier: 'enterprise' },
    { kind: 'addon', name: 'E-commerce SEO' },
  ])('creates a premium checkout for %o and opens the returned url', async (item) => {
    const { actor, calls, openUrl, view } = await checked();
    actor.send({ type: 'CHECKOUT', item });
    expect(view().checkingOut).toEqual(item);
    await settled();
    expect(calls.at(-1)).toEqual({ name: 'createCheckout', input: { tier: 'premium', item } });
    expect(openUrl).toHaveBeenCalledTimes(1);
    expect(openUrl.mock.calls[0]?.[1]).toEqual({ url: 'https://checkout.stripe.test/c/cs_1' });
    expect(view().checkingOut).toBeNull();
  });

  it("shows 'Failed to create checkout session' when the checkout fails", async () => {
    const { actor, act, openUrl, view } = await checked({ checkout: new Error('non-2xx') });
    await act({ type: 'CHECKOUT', item: { kind: 'plan', tier: 'starter' } });
    expect(view().notice).toEqual({
      tone: 'destructive',
      title: 'Failed to create checkout session',
    });
    expect(openUrl).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS_NOTICE' });
    expect(view().notice).toBeNull();
  });

  it('opens the customer portal url', async () => {
    const { actor, openUrl, view } = await checked({ checks: [professional] });
    actor.send({ type: 'OPEN_PORTAL' });
    expect(view().openingPortal).toBe(true);
    await settled();
    expect(openUrl.mock.calls[0]?.[1]).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
  });

  it("shows 'Failed to open customer portal' when the portal fails", async () => {
    const { act, view } = await checked({ portal: new Error('no customer') });
    await act({ type: 'OPEN_PORTAL' });
    expect(view().notice).toEqual({ tone: 'destructive', title: 'Failed to open customer portal' });
  });

  it('starts one billing action at a time', async () => {
    const { actor, act, calls } = await checked();
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', tier: 'starter' } });
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', tier: 'enterprise' } });
    await act({ type: 'OPEN_PORTAL' });
    expect(calls.filter((call) => call.name !== 'checkSubscription')).toEqual([
      {
        name: 'createCheckout',
        input: { tier: 'premium', item: { kind: 'plan', tier: 'starter' } },
      },
    ]);
  });

  it('checks out and refreshes side by side', async () => {
    const { actor, view } = await checked();
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'CHECKOUT', item: { kind: 'plan', tier: 'starter' } });
    expect(view().refreshing).toBe(true);
    expect(view().checkingOut).toEqual({ kind: 'plan', tier: 'starter' });
  });
});

describe('subscriptionMachine: plan changes apply from the next billing cycle', () => {
  it('schedules the change, opens no tab, and gives the card the change to show', async () => {
    const { actor, calls, openUrl, view } = await checked({ checks: [professional] });
    expect(view().scheduledChange).toBeNull();
    const item = { kind: 'plan', tier: 'enterprise', period: 'annual' } as const;
    actor.send({ type: 'CHANGE_PLAN', item });
    expect(view().checkingOut).toEqual(item);
    await settled();
    expect(calls.at(-1)).toEqual({ name: 'changePlan', input: { item } });
    expect(openUrl).not.toHaveBeenCalled();
    expect(view()).toMatchObject({
      checkingOut: null,
      status: 'subscribed',
      scheduledChange: { tier: 'enterprise', interval: 'year', date: '2026-12-01T00:00:00.000Z' },
      notice: {
        tone: 'default',
        title: 'Plan change scheduled',
        description: 'Your plan changes to Enterprise at the start of your next billing cycle.',
      },
    });
  });

  it("names the plan in the notice as the page does (tier ids in, the page's names out)", async () => {
    const planNames = {
      starter: 'Essentiel',
      professional: 'Professionnel',
      enterprise: 'Entreprise',
    };
    const { act, view } = await checked({ checks: [professional] }, { locale: 'fr-CA', planNames });
    await act({ type: 'CHANGE_PLAN', item: { kind: 'plan', tier: 'enterprise' } });
    expect(view().notice).toEqual({
      tone: 'default',
      title: 'Changement de forfait prévu',
      description:
        'Votre forfait passera à Entreprise au début de votre prochaine période de facturation.',
    });
  });

  it('shows a pending change the check reports', async () => {
    const { view } = await checked({
      checks: [
        {
          ...professional,
          scheduled_change: {
            tier: 'starter',
            interval: 'month',
            date: professional.subscription_end!,
          },
        },
      ],
    });
    expect(view().scheduledChange).toEqual({
      tier: 'starter',
      interval: 'month',
      date: professional.subscription_end,
    });
  });

  it("shows 'Failed to change plan' and keeps the card when the change fails", async () => {
    const { act, view, logError } = await checked({
      checks: [professional],
      change: new Error('non-2xx'),
    });
    await act({ type: 'CHANGE_PLAN', item: { kind: 'plan', tier: 'starter' } });
    expect(view()).toMatchObject({
      scheduledChange: null,
      status: 'subscribed',
      notice: { tone: 'destructive', title: 'Failed to change plan' },
    });
    expect(logError).toHaveBeenCalled();
  });
});
