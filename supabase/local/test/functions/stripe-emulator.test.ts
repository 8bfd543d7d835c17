import { request } from 'node:http';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalStripe } from '../../src/stripe/index.ts';
import { localStripeForFile, type FileStripe } from './local-stripe.ts';
import {
  DECLINED_CARD,
  expectInvalidRequest,
  localStripeSdk,
  monthlyPrice,
  PAYING_CARD,
  postForm,
} from '../support/stripe.ts';

const SECRET = 'whsec_emulator_test_secret';
let emulator: LocalStripe;
let receiver: FileStripe['receiver'];
let stripe: Stripe;

localStripeForFile((started) => ({ emulator, receiver, stripe } = started), {
  webhooks: true,
  webhookSecret: SECRET,
  secretKey: 'sk_test_emulator',
  // On here to test the switch itself; the backend's portal has it off (billing.test.ts).
  portalPlanChanges: true,
});

async function planPrice(lookupKey: string, amount: number, tier: string): Promise<Stripe.Price> {
  const product = { name: `${tier} Plan`, metadata: { kind: 'plan', tier } };
  return await monthlyPrice(stripe, amount, product, {
    lookup_key: lookupKey,
    transfer_lookup_key: true,
  });
}

describe('local Stripe API through the official SDK', () => {
  it('creates, retrieves and finds customers by metadata', async () => {
    const created = await stripe.customers.create({
      email: 'ada@example.com',
      metadata: { user_id: 'u-1' },
    });
    expect(created.id).toMatch(/^cus_/);
    expect(created.object).toBe('customer');
    const fetched = await stripe.customers.retrieve(created.id);
    expect((fetched as Stripe.Customer).metadata.user_id).toBe('u-1');
    const found = await stripe.customers.search({ query: "metadata['user_id']:'u-1'" });
    expect(found.data.map((c) => c.id)).toEqual([created.id]);
    const none = await stripe.customers.search({ query: "metadata['user_id']:'nobody'" });
    expect(none.data).toEqual([]);
  });

  it("answers unknown ids with Stripe's 404 error shape", async () => {
    await expectInvalidRequest(stripe.customers.retrieve('cus_missing'), {
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });

  it('rejects a request without a test secret key', async () => {
    const live = localStripeSdk(emulator.port, 'pk_live_nope');
    await expect(live.customers.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('replays idempotent requests and refuses a reused key with other parameters', async () => {
    const a = await stripe.customers.create(
      { metadata: { user_id: 'u-2' } },
      { idempotencyKey: 'key-u-2' },
    );
    const b = await stripe.customers.create(
      { metadata: { user_id: 'u-2' } },
      { idempotencyKey: 'key-u-2' },
    );
    expect(b.id).toBe(a.id);
    await expect(
      stripe.customers.create({ metadata: { user_id: 'u-3' } }, { idempotencyKey: 'key-u-2' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('finds prices by lookup key and moves a key only when asked', async () => {
    const first = await planPrice('emu_starter_month', 99700, 'Starter');
    const listed = await stripe.prices.list({ lookup_keys: ['emu_starter_month'], active: true });
    expect(listed.data.map((p) => p.id)).toEqual([first.id]);
    expect(listed.data[0]).toMatchObject({
      unit_amount: 99700,
      currency: 'cad',
      recurring: { interval: 'month' },
    });
    await expect(
      stripe.prices.create({
        currency: 'cad',
        unit_amount: 1,
        product: first.product as string,
        lookup_key: 'emu_starter_month',
      }),
    ).rejects.toMatchObject({ param: 'lookup_key', statusCode: 400 });
    const second = await planPrice('emu_starter_month', 99700, 'Starter');
    const relisted = await stripe.prices.list({ lookup_keys: ['emu_starter_month'] });
    expect(relisted.data.map((p) => p.id)).toEqual([second.id]);
  });

  it('reports a missing required parameter by name', async () => {
    const incomplete = { mode: 'subscription' as const, success_url: 'http://localhost/ok' };
    await expectInvalidRequest(stripe.checkout.sessions.create(incomplete), {
      param: 'line_items',
      message: 'Missing required param: line_items.',
    });
  });

  it("refuses a string parameter over Stripe's 5,000 characters by name, and stores nothing", async () => {
    const before = emulator.state.customers.size;
    const tooLong = { email: 'long@example.com', name: 'n'.repeat(5001) };
    await expectInvalidRequest(stripe.customers.create(tooLong), {
      statusCode: 400,
      code: 'parameter_invalid_string_too_long',
      param: 'name',
    });
    expect(emulator.state.customers.size).toBe(before);
    const atLimit = await stripe.customers.create({ name: 'n'.repeat(5000) });
    expect(atLimit.name).toHaveLength(5000);
  });

  it("answers an API body over 256 KB, or a page form over 64 KB, with Stripe's 413 (it used to be a 500)", async () => {
    const headers = {
      authorization: 'Bearer sk_test_emulator',
      'content-type': 'application/x-www-form-urlencoded',
    };
    for (const [path, size] of [
      ['/v1/customers', 256 * 1024 + 1],
      ['/v1/customers', 4 * 1024 * 1024],
      ['/pay/cs_none', 64 * 1024 + 1],
    ] as const) {
      const answer = await fetch(`${emulator.url}${path}`, {
        method: 'POST',
        headers,
        body: `name=${'a'.repeat(size - 5)}`,
      });
      expect(answer.status, `${path} ${size}`).toBe(413);
      const body = (await answer.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toMatch(/^Request body too large/);
    }
    const still = await stripe.customers.list({ limit: 1 });
    expect(still.object).toBe('list');
  });
});

/**
 * A client sending a body over the limit at its own pace (a slow or busy one): the 413 comes at
 * once and the client can finish sending. The connection is not closed under it; a close while
 * bytes are still arriving resets it, and the client then sees no answer at all ("fetch failed"
 * in the megabyte property test on a loaded machine).
 */
function sendSlowly(url: string, declared: number, chunk: number, pauseMs: number) {
  return new Promise<{ status: number; error: string | null }>((resolve) => {
    let status = 0;
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_emulator',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(declared),
      },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
    });
    req.on('error', (error) => resolve({ status, error: error.message }));
    // Closed under a sender that had more to send: the connection was cut, not finished.
    req.on('close', () =>
      resolve({
        status,
        error: sent < declared ? `closed after ${sent} of ${declared} bytes` : null,
      }),
    );
    let sent = 0;
    const next = () => {
      if (sent >= declared) return req.end();
      const size = Math.min(chunk, declared - sent);
      sent += size;
      req.write('a'.repeat(size));
      setTimeout(next, pauseMs);
    };
    req.write('name=');
    sent = 5;
    next();
  });
}

describe('a body over the limit, sent slowly', () => {
  it('gets its 413 and is not reset while the client is still sending', async () => {
    const answer = await sendSlowly(`${emulator.url}/v1/customers`, 1024 * 1024, 64 * 1024, 20);
    expect(answer).toEqual({ status: 413, error: null });
    const still = await stripe.customers.list({ limit: 1 });
    expect(still.object).toBe('list');
  });
});

describe('hosted checkout and portal', () => {
  let customer: Stripe.Customer;
  let starter: Stripe.Price;
  let professional: Stripe.Price;
  let session: Stripe.Checkout.Session;

  beforeAll(async () => {
    customer = await stripe.customers.create({
      email: 'grace@example.com',
      metadata: { user_id: 'u-9' },
    });
    starter = await planPrice('emu_plan_starter', 99700, 'Starter');
    professional = await planPrice('emu_plan_professional', 199700, 'Professional');
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: professional.id, quantity: 1 }],
      success_url:
        'http://localhost:5173/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/dashboard?checkout=cancelled',
      subscription_data: { metadata: { user_id: 'u-9' } },
    });
  });

  it('shows an accessible checkout page with the plan, price and a way back', async () => {
    expect(session.url).toBe(`${emulator.url}/pay/${session.id}`);
    const res = await fetch(session.url!);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Subscribe to Professional Plan');
    expect(html).toContain('CA$1,997.00');
    expect(html).toMatch(/<label for="cardNumber">Card number<\/label>\s*<input id="cardNumber"/);
    expect(html).toContain('href="http://localhost:5173/dashboard?checkout=cancelled"');
  });

  it("lists a customer's Checkout Sessions by status, newest first, as Stripe does", async () => {
    const other = await stripe.customers.create({ email: 'other@example.com' });
    const open = await stripe.checkout.sessions.list({ customer: customer.id, status: 'open' });
    expect(open).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });
    expect(open.data.map((s) => [s.id, s.url, s.status])).toEqual([
      [session.id, session.url, 'open'],
    ]);
    expect(open.data[0]).not.toHaveProperty('_line_items');
    expect((await stripe.checkout.sessions.list({ customer: other.id })).data).toEqual([]);
    expect(
      (await stripe.checkout.sessions.list({ customer: customer.id, status: 'expired' })).data,
    ).toEqual([]);
    // Stripe refuses a status outside open, complete and expired.
    await expectInvalidRequest(
      stripe.checkout.sessions.list({ customer: customer.id, status: 'paid' as 'open' }),
      { statusCode: 400, param: 'status' },
    );
  });

  it('declines the decline test card with a visible message and charges nothing', async () => {
    const before = receiver.received.length;
    const res = await postForm(session.url!, DECLINED_CARD);
    const html = await res.text();
    expect(res.status).toBe(402);
    expect(html).toContain('role="alert">Your card was declined.</div>');
    expect(html).toContain('aria-invalid="true"');
    expect(receiver.received.length).toBe(before);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it('pays with 4242, sends signed webhooks, then redirects to the success URL', async () => {
    const res = await postForm(session.url!, PAYING_CARD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/dashboard?checkout=success&session_id=${session.id}`,
    );
    const types = receiver.received.map((w) => w.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
      ]),
    );
    for (const hook of receiver.received) {
      const event = stripe.webhooks.constructEvent(hook.payload, hook.signature, SECRET);
      expect(event.type).toBe(hook.type);
    }
    const created = receiver.received.find((w) => w.type === 'customer.subscription.created')!;
    const event = stripe.webhooks.constructEvent(created.payload, created.signature, SECRET);
    const sub = event.data.object as Stripe.Subscription;
    expect(sub).toMatchObject({
      customer: customer.id,
      status: 'active',
      metadata: { user_id: 'u-9' },
    });
    expect(sub.items.data[0]?.price.lookup_key).toBe('emu_plan_professional');

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      subscription: sub.id,
    });
    const listed = await stripe.subscriptions.list({ customer: customer.id, status: 'active' });
    expect(listed.data.map((s) => s.id)).toEqual([sub.id]);
  });

  it('rejects a webhook checked with the wrong secret or a tampered payload', () => {
    const hook = receiver.received[0]!;
    expect(() =>
      stripe.webhooks.constructEvent(hook.payload, hook.signature, 'whsec_wrong'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      stripe.webhooks.constructEvent(
        hook.payload.replace('"livemode": false', '"livemode": true'),
        hook.signature,
        SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('lets the customer change plan and cancel in the portal, sending the matching webhooks', async () => {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5173/dashboard',
    });
    expect(portal.url).toBe(`${emulator.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Professional Plan');
    expect(page).toContain('Change plan</label>');
    expect(page).toContain('href="http://localhost:5173/dashboard"');
    const sub = (await stripe.subscriptions.list({ customer: customer.id })).data[0]!;

    receiver.received.length = 0;
    const change = await postForm(`${portal.url}/update`, {
      subscription: sub.id,
      price: starter.id,
    });
    expect(change.status).toBe(303);
    const after = await fetch(new URL(change.headers.get('location')!, emulator.url));
    expect(await after.text()).toContain('Your plan has been updated.');
    const updated = stripe.webhooks.constructEvent(
      receiver.received[0]!.payload,
      receiver.received[0]!.signature,
      SECRET,
    );
    expect(updated.type).toBe('customer.subscription.updated');
    expect((updated.data.object as Stripe.Subscription).items.data[0]?.price.id).toBe(starter.id);

    const cancel = await postForm(`${portal.url}/cancel`, { subscription: sub.id, when: 'now' });
    expect(cancel.status).toBe(303);
    expect(receiver.received.map((w) => w.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
    const final = await (await fetch(portal.url)).text();
    expect(final).toContain('You have no active subscriptions.');
  });

  it("does not let one customer's portal touch another customer's subscription", async () => {
    const other = await stripe.customers.create({ metadata: { user_id: 'u-10' } });
    const portal = await stripe.billingPortal.sessions.create({ customer: other.id });
    const sub = (await stripe.subscriptions.list({ customer: customer.id, status: 'all' }))
      .data[0]!;
    const res = await postForm(`${portal.url}/update`, {
      subscription: sub.id,
      price: professional.id,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('That subscription was not found.');
  });
});

describe('subscription schedules (plan changes at the period end)', () => {
  async function paidSubscription(): Promise<Stripe.Subscription> {
    const customer = await stripe.customers.create({ email: 'ines@example.com' });
    const price = await planPrice('emu_sched_starter', 99700, 'Starter');
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost:5173/dashboard',
    });
    expect((await postForm(session.url!, PAYING_CARD)).status).toBe(303);
    return (await stripe.subscriptions.list({ customer: customer.id })).data[0]!;
  }

  const advance = (id: string, key = 'sk_test_emulator') =>
    fetch(`${emulator.url}/local/subscriptions/${id}/advance_to_period_end`, {
      method: 'POST',
      headers: key ? { Authorization: `Bearer ${key}` } : {},
    });

  it("refuses what Stripe refuses and changes nothing before the period's end", async () => {
    const sub = await paidSubscription();
    const item = sub.items.data[0]!;
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
    expect(schedule).toMatchObject({
      subscription: sub.id,
      status: 'active',
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
    });
    expect((await stripe.subscriptions.retrieve(sub.id)).schedule).toBe(schedule.id);
    await expect(
      stripe.subscriptionSchedules.create({ from_subscription: sub.id }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'from_subscription' });

    const yearly = await stripe.prices.create({
      currency: 'cad',
      unit_amount: 1_016_400,
      recurring: { interval: 'year' },
      product_data: { name: 'Starter Plan' },
    });
    const current = { items: [{ price: item.price.id }], end_date: item.current_period_end };
    await expect(
      stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          { ...current, start_date: item.current_period_start + 60 },
          { items: [{ price: yearly.id }] },
        ],
      }),
    ).rejects.toMatchObject({
      message: 'You can not modify the start date of the current phase.',
      param: 'phases[0][start_date]',
    });
    const updated = await stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        current,
        { items: [{ price: yearly.id }], duration: { interval: 'year', interval_count: 1 } },
      ],
    });
    expect(updated.phases.map((p) => [p.start_date, p.end_date])).toEqual([
      [item.current_period_start, item.current_period_end],
      [item.current_period_end, expect.any(Number)],
    ]);
    expect(updated.phases[1]!.end_date - updated.phases[1]!.start_date).toBeGreaterThan(
      364 * 86400,
    );
    expect((await stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(
      item.price.id,
    );

    // Only with a secret key; then the yearly price takes over at the old period end.
    expect((await advance(sub.id, '')).status).toBe(401);
    expect((await advance(sub.id)).status).toBe(200);
    const rolled = await stripe.subscriptions.retrieve(sub.id);
    expect(rolled.items.data[0]).toMatchObject({
      price: { id: yearly.id },
      current_period_start: item.current_period_end,
    });
    expect(receiver.received.map((w) => w.type)).toEqual(
      expect.arrayContaining(['subscription_schedule.created', 'subscription_schedule.updated']),
    );
  });

  it('releases a schedule, leaving the subscription as it is', async () => {
    const sub = await paidSubscription();
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
    const released = await stripe.subscriptionSchedules.release(schedule.id);
    expect(released).toMatchObject({ status: 'released', released_subscription: sub.id });
    expect((await stripe.subscriptions.retrieve(sub.id)).schedule).toBeNull();
    await expect(
      stripe.subscriptionSchedules.update(schedule.id, { end_behavior: 'release' }),
    ).rejects.toMatchObject({ code: 'subscription_schedule_invalid_status' });
    await stripe.subscriptions.cancel(sub.id);
    expect((await advance(sub.id)).status).toBe(400);
  });
});
