import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SubscriptionData } from '../pricing/pricing.js';
import { selectSession, sessionMachine, type SessionEvent } from '../session/index.js';
import { accountSession, professional } from '../testing/accounts.js';
import { selectDashboard, subscriptionMachine } from './index.js';
import { settled } from '../testing/settled.js';

// The card's state for each state Stripe can leave a plan in, through the machines the dashboard
// runs: the session's check, read with the dashboard's own machine.

const catalogue = { plans: [{ id: 'starter' }, { id: 'professional' }] as const, addons: [] };

const viewAfterCheck = async (answer: SubscriptionData) => {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        authEvents: fromCallback<SessionEvent>(() => () => {}),
        checkSubscription: fromPromise(async () => answer),
      },
    }),
  ).start();
  session.send({ type: 'INITIAL_SESSION', session: accountSession() });
  const dashboard = createActor(subscriptionMachine, { input: { session } }).start();
  await settled();
  return selectDashboard(dashboard.getSnapshot(), selectSession(session.getSnapshot()), catalogue);
};

const live = { ...professional, cancel_at_period_end: false, plan_tier: 'professional' as const };
const lapsed = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  cancel_at_period_end: false,
  plan_tier: 'professional' as const,
};

describe('selectDashboard: every subscription state', () => {
  it.each([
    [{ ...live, status: 'active' }, 'subscribed'],
    [{ ...live, status: 'trialing' }, 'trialing'],
    [{ ...live, status: 'active', cancel_at_period_end: true }, 'ending'],
    [{ ...live, status: 'trialing', cancel_at_period_end: true }, 'ending'],
    [{ ...lapsed, status: 'past_due' }, 'pastDue'],
    [{ ...lapsed, status: 'unpaid' }, 'unpaid'],
    [{ ...lapsed, status: 'incomplete' }, 'incomplete'],
    [{ ...lapsed, status: 'incomplete_expired' }, 'incompleteExpired'],
    [{ ...lapsed, status: 'canceled' }, 'canceled'],
    [{ ...lapsed, status: 'paused' }, 'paused'],
    [{ ...lapsed, status: null, plan_tier: null }, 'notSubscribed'],
  ] as Array<[SubscriptionData, string]>)(
    'shows %o as %s, naming the plan',
    async (answer, status) => {
      const view = await viewAfterCheck(answer);
      expect(view.status).toBe(status);
      expect(view.tier).toBe(answer.plan_tier);
    },
  );

  it("keeps the spec's two displays for a backend that gives no status", async () => {
    expect(await viewAfterCheck(professional)).toMatchObject({
      status: 'subscribed',
      tier: 'professional',
    });
    expect(
      await viewAfterCheck({ subscribed: false, subscription_tier: null, subscription_end: null }),
    ).toMatchObject({ status: 'notSubscribed', tier: null });
  });

  it('announces no plan change for a plan that ends at the period end', async () => {
    const scheduled_change = {
      tier: 'starter' as const,
      interval: 'month' as const,
      date: '2026-12-01T00:00:00.000Z',
    };
    expect(
      (await viewAfterCheck({ ...live, status: 'active', scheduled_change })).scheduledChange,
    ).toEqual(scheduled_change);
    expect(
      (
        await viewAfterCheck({
          ...live,
          status: 'active',
          cancel_at_period_end: true,
          scheduled_change,
        })
      ).scheduledChange,
    ).toBeNull();
  });
});
