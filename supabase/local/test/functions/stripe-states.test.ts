import type Stripe from 'stripe';
import { beforeAll, expect, it } from 'vitest';
import type { LocalStripe } from '../../src/stripe/index.ts';
import { monthlyPrice, PAYING_CARD, postForm } from '../support/stripe.ts';
import { localStripeForFile, type FileStripe } from './local-stripe.ts';

// The emulator's admin endpoint puts a subscription in each state Stripe can, with its event.

let emulator: LocalStripe;
let stripe: Stripe;
let receiver: FileStripe['receiver'];
let price: Stripe.Price;

localStripeForFile((started) => ({ emulator, stripe, receiver } = started), {
  webhooks: true,
  secretKey: 'sk_test_states',
});

beforeAll(async () => {
  price = await monthlyPrice(stripe, 99_700, { name: 'Starter Plan' });
});

async function subscription(): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'https://example.com/',
  });
  expect((await postForm(session.url!, PAYING_CARD)).status).toBe(303);
  return (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
}

const setFields = async (id: string, fields: Record<string, string>) =>
  await fetch(`${emulator.url}/local/subscriptions/${id}/status`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_states',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
const setStatus = async (id: string, status: string) => await setFields(id, { status });

it('moves a subscription through trialing, past_due, unpaid and back to active, each announced', async () => {
  const id = await subscription();
  for (const status of ['trialing', 'past_due', 'unpaid', 'active']) {
    expect((await setStatus(id, status)).status).toBe(200);
    expect((await stripe.subscriptions.retrieve(id)).status).toBe(status);
  }
  const updates = receiver.received.filter((r) => r.type === 'customer.subscription.updated');
  expect(
    updates.map((r) => (JSON.parse(r.payload) as Stripe.Event).data.previous_attributes),
  ).toEqual([
    { status: 'active', trial_start: null, trial_end: null },
    { status: 'trialing' },
    { status: 'past_due' },
    { status: 'unpaid' },
  ]);
});

it('ends incomplete_expired and canceled subscriptions for good, as Stripe does', async () => {
  const expired = await subscription();
  expect((await setStatus(expired, 'incomplete')).status).toBe(200);
  expect((await setStatus(expired, 'incomplete_expired')).status).toBe(200);
  expect((await stripe.subscriptions.retrieve(expired)).ended_at).not.toBeNull();
  expect((await setStatus(expired, 'active')).status).toBe(400);

  const canceled = await subscription();
  expect((await setStatus(canceled, 'canceled')).status).toBe(200);
  expect((await stripe.subscriptions.retrieve(canceled)).status).toBe('canceled');
  expect((await setStatus(canceled, 'active')).status).toBe(400);
});

it('refuses a status Stripe does not have, and an unknown subscription', async () => {
  const id = await subscription();
  const bad = await setStatus(id, 'frozen');
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: { param: string } }).error.param).toBe('status');
  expect((await setStatus('sub_unknown', 'active')).status).toBe(404);
});

it('runs a trial to the period end, with trial_start and trial_end as Stripe sets them', async () => {
  const id = await subscription();
  expect((await stripe.subscriptions.retrieve(id)).trial_end).toBeNull();
  expect((await setStatus(id, 'trialing')).status).toBe(200);
  const trialing = await stripe.subscriptions.retrieve(id);
  const item = trialing.items.data[0]!;
  expect(trialing).toMatchObject({
    status: 'trialing',
    trial_start: item.current_period_start,
    trial_end: item.current_period_end,
  });
});

it('sets cancel_at_period_end alone or with a status, announced like the API update', async () => {
  const id = await subscription();
  const before = receiver.received.length;
  expect((await setFields(id, { cancel_at_period_end: 'true' })).status).toBe(200);
  const ending = await stripe.subscriptions.retrieve(id);
  expect(ending).toMatchObject({
    status: 'active',
    cancel_at_period_end: true,
    cancel_at: ending.items.data[0]!.current_period_end,
  });
  const event = JSON.parse(receiver.received.at(-1)!.payload) as Stripe.Event;
  expect(receiver.received.length).toBe(before + 1);
  expect(event.type).toBe('customer.subscription.updated');
  expect(event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

  expect((await setFields(id, { status: 'past_due', cancel_at_period_end: 'false' })).status).toBe(
    200,
  );
  expect(await stripe.subscriptions.retrieve(id)).toMatchObject({
    status: 'past_due',
    cancel_at_period_end: false,
    cancel_at: null,
  });
  expect((await setFields(id, { cancel_at_period_end: 'maybe' })).status).toBe(400);
  expect((await setFields(id, {})).status).toBe(400);
});
