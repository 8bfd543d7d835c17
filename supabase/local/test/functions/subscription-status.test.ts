import { expect, it } from 'vitest';
import {
  activePlanAnswer,
  buy,
  checkSubscription as check,
  signedInUser,
  harnessForFile,
  subscriptionAnswer,
  type Harness,
  type User,
} from './harness.ts';

// check-subscription tells every state Stripe can leave a plan in (the local Stripe's admin
// endpoint puts it there, with the webhook Stripe sends), keeping the spec's three fields for a
// live plan only, and picks the subscription that matters when Stripe lists several.

let h: Harness;
harnessForFile((started) => (h = started));

/** Subscribes the user and answers the new subscription's id (not the newest by `created`: two
 * made within the same second tie there, and ids are random). */
async function subscribe(user: User, tier: string): Promise<string> {
  const before = new Set(h.stripe.state.subscriptions.keys());
  await buy(user, { tier });
  const made = [...h.stripe.state.subscriptions.keys()].filter((id) => !before.has(id));
  expect(made).toHaveLength(1);
  return made[0]!;
}

async function setState(id: string, fields: Record<string, string>) {
  const res = await fetch(`${h.stripe.url}/local/subscriptions/${id}/status`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_functions_test',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  expect(res.status).toBe(200);
}

const periodEnd = (id: string) =>
  new Date(
    h.stripe.state.subscriptions.get(id)!.items.data[0]!.current_period_end * 1000,
  ).toISOString();

it('answers status null and not subscribed for a user who never bought', async () => {
  expect(await check(await signedInUser(h))).toEqual(subscriptionAnswer());
});

it('answers 401 to a signed-out session or a deleted user, and the database call to no anonymous caller', async () => {
  const user = await signedInUser(h);
  const bearer = { authorization: `Bearer ${user.token}`, apikey: h.backend.anonKey };
  const call = () =>
    fetch(`${h.backend.url}/functions/v1/check-subscription`, { method: 'POST', headers: bearer });
  expect((await call()).status).toBe(200);
  // Signed out: the token still verifies until it expires, but its session is gone (as Auth's
  // GET /user answers session_not_found).
  await user.client.auth.signOut();
  const out = await call();
  expect(out.status).toBe(401);
  expect(await out.json()).toEqual({
    error: 'Your session is invalid or has expired. Please sign in again.',
    code: 'invalid_session',
  });
  const other = await signedInUser(h);
  await h.admin.auth.admin.deleteUser(other.id);
  const gone = await fetch(`${h.backend.url}/functions/v1/check-subscription`, {
    method: 'POST',
    headers: { authorization: `Bearer ${other.token}`, apikey: h.backend.anonKey },
  });
  expect(gone.status).toBe(401);
  const anon = await fetch(`${h.backend.url}/rest/v1/rpc/caller_subscription`, {
    method: 'POST',
    headers: { apikey: h.backend.anonKey, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(anon.status).toBe(401);
});

it('tells a trial and a cancellation at the period end apart from a plain renewal', async () => {
  const user = await signedInUser(h);
  const id = await subscribe(user, 'professional');
  const live = activePlanAnswer('professional', periodEnd(id));
  expect(await check(user)).toEqual(live);
  await setState(id, { status: 'trialing' });
  expect(await check(user)).toEqual({ ...live, status: 'trialing' });
  await setState(id, { status: 'active', cancel_at_period_end: 'true' });
  expect(await check(user)).toEqual({ ...live, cancel_at_period_end: true });
});

it.each(['past_due', 'unpaid', 'incomplete', 'paused'])(
  'names the plan of a %s subscription without calling it subscribed',
  async (status) => {
    const user = await signedInUser(h);
    const id = await subscribe(user, 'starter');
    await setState(id, { status });
    expect(await check(user)).toEqual(subscriptionAnswer({ status, plan_tier: 'starter' }));
    // The webhook Stripe sent has already stored the same state (the answer when Stripe is down).
    const { data } = await user.client.from('subscriptions').select('status, tier');
    expect(data).toEqual([{ status, tier: 'starter' }]);
  },
);

it('shows the subscription that matters: live, then a failed renewal, then the newest of the rest', async () => {
  const user = await signedInUser(h);
  const expired = await subscribe(user, 'starter');
  await setState(expired, { status: 'incomplete' });
  await setState(expired, { status: 'incomplete_expired' });
  expect(await check(user)).toMatchObject({ status: 'incomplete_expired', plan_tier: 'starter' });

  const live = await subscribe(user, 'enterprise');
  expect(await check(user)).toMatchObject({
    subscribed: true,
    status: 'active',
    plan_tier: 'enterprise',
  });
  await setState(live, { status: 'past_due' });
  expect(await check(user)).toMatchObject({ status: 'past_due', plan_tier: 'enterprise' });

  await setState(live, { status: 'canceled' });
  expect(await check(user)).toMatchObject({
    subscribed: false,
    status: 'canceled',
    plan_tier: 'enterprise',
  });

  // A new checkout whose payment has not finished is news to the customer; the old plan is not.
  const unfinished = await subscribe(user, 'professional');
  await setState(unfinished, { status: 'incomplete' });
  expect(await check(user)).toMatchObject({ status: 'incomplete', plan_tier: 'professional' });
});

it.each(['past_due', 'unpaid', 'paused'])(
  'refuses a second plan while a %s plan still stands: the portal fixes the card, no double billing',
  async (status) => {
    const user = await signedInUser(h);
    const id = await subscribe(user, 'starter');
    await setState(id, { status });
    const { error } = await user.client.functions.invoke('create-checkout', {
      body: { tier: 'professional' },
    });
    expect(error).toBeTruthy();
    const res = (error as { context: Response }).context;
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error:
        'Your plan’s renewal payment failed: update your payment method in the billing portal.',
      code: 'payment_due',
    });
    // Once the plan has ended, a new checkout opens.
    await setState(id, { status: 'canceled' });
    expect(
      (await user.client.functions.invoke('create-checkout', { body: { tier: 'professional' } }))
        .error,
    ).toBeNull();
  },
);
