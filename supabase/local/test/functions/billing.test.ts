import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../src/stripe/index.ts';
import {
  activePlanAnswer,
  buy,
  callFunction,
  checkoutUrl,
  checkSubscription,
  signedInUser,
  SITE_URL,
  harnessForFile,
  payCheckout,
  stripeCustomerOf,
  subscribedUser,
  subscriptionAnswer,
  WEBHOOK_SECRET,
  type Harness,
  type User,
} from './harness.ts';
import { postForm } from '../support/stripe.ts';

let h: Harness;
harnessForFile((started) => (h = started));

async function storedRow(user: User) {
  const { data, error } = await user.client
    .from('subscriptions')
    .select('*')
    .eq('user_id', user.id);
  if (error) throw error;
  return data[0] as
    | {
        tier: string | null;
        status: string;
        stripe_subscription_id: string | null;
        billing_interval: string | null;
        scheduled_tier: string | null;
        scheduled_interval: string | null;
      }
    | undefined;
}

function eventsFor(subscriptionOrCustomer: string, type: string): Stripe.Event[] {
  return h.stripe.state.events.filter((e) => {
    const o = e.data.object as { id?: string; customer?: string };
    return (
      e.type === type && (o.id === subscriptionOrCustomer || o.customer === subscriptionOrCustomer)
    );
  }) as unknown as Stripe.Event[];
}

/** Delivers an event the emulator recorded, signed, exactly as Stripe would (again). */
async function deliver(event: Stripe.Event) {
  const payload = JSON.stringify(event);
  return await callFunction(h, 'stripe-webhook', {
    body: payload,
    headers: { 'stripe-signature': signPayload(payload, WEBHOOK_SECRET) },
  });
}

/** create-checkout's and customer-portal's raw answers, for their statuses and errors. */
const checkoutAnswer = (user: User, body: object) =>
  callFunction(h, 'create-checkout', { token: user.token, body });
const portalOf = (user: User) => callFunction(h, 'customer-portal', { token: user.token });

/** customer-portal's answer to a user Stripe holds no customer for. */
const NO_BILLING_ACCOUNT = {
  status: 404,
  body: { error: 'No billing account yet: subscribe to a plan first.' },
};

async function withoutWebhooks<T>(run: () => Promise<T>): Promise<T> {
  h.stripe.setWebhookUrl(undefined);
  try {
    return await run();
  } finally {
    h.stripe.setWebhookUrl(`${h.backend.url}/functions/v1/stripe-webhook`);
  }
}

describe('checkout through the hosted page', () => {
  let buyer: User;

  beforeAll(async () => {
    buyer = await signedInUser(h);
  });

  it("takes the spec's 'premium' call to a Professional checkout and shows the plan after paying", async () => {
    const url = await checkoutUrl(buyer, { tier: 'premium' });
    expect(url).toMatch(new RegExp(`^${h.stripe.url}/pay/cs_test_`));
    const page = await (await fetch(url)).text();
    expect(page).toContain('Subscribe to Professional Plan');
    expect(page).toContain('CA$1,997.00');

    const paid = await payCheckout(url);
    expect(paid.status).toBe(303);
    const sessionId = url.split('/').pop();
    expect(paid.headers.get('location')).toBe(
      `${SITE_URL}/dashboard?checkout=success&session_id=${sessionId}`,
    );

    // The webhooks were answered 200 and already stored the plan, before any subscription check.
    const customer = stripeCustomerOf(h, buyer)!;
    const hooks = h.stripe.state.deliveries.filter((d) =>
      h.stripe.state.events.some(
        (e) =>
          e.id === d.eventId && (e.data.object as { customer?: string }).customer === customer.id,
      ),
    );
    expect(hooks.map((d) => d.status)).toEqual(hooks.map(() => 200));
    expect(hooks.map((d) => d.type)).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
      ]),
    );
    expect(await storedRow(buyer)).toMatchObject({ tier: 'professional', status: 'active' });

    const sub = [...h.stripe.state.subscriptions.values()].find((s) => s.customer === customer.id)!;
    expect(await checkSubscription(buyer)).toEqual(
      activePlanAnswer(
        'professional',
        new Date(sub.items.data[0]!.current_period_end * 1000).toISOString(),
      ),
    );
  });

  it('reuses the one Stripe customer of the user and sells an add-on into user_addons', async () => {
    const url = await checkoutUrl(buyer, { addon: 'E-commerce SEO' });
    expect(await (await fetch(url)).text()).toContain('CA$1,297.00');
    expect((await payCheckout(url)).status).toBe(303);
    const customers = [...h.stripe.state.customers.values()].filter(
      (c) => c.metadata.user_id === buyer.id,
    );
    expect(customers).toHaveLength(1);

    const { data } = await buyer.client
      .from('user_addons')
      .select('*')
      .eq('user_id', buyer.id)
      .eq('active', true);
    expect(data?.map((a: { addon_name: string }) => a.addon_name)).toEqual(['E-commerce SEO']);
    // The dashboard reads its add-ons from check-subscription's one answer.
    expect((await checkSubscription(buyer)).addons).toEqual(['E-commerce SEO']);

    const again = await checkoutAnswer(buyer, { addon: 'e-commerce seo' });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'E-commerce SEO is already active on your account.' },
    });

    // Cancelling the add-on in Stripe turns it off for the dashboard.
    const addonSub = [...h.stripe.state.subscriptions.values()].find(
      (s) =>
        s.customer === customers[0]!.id &&
        s.items.data[0]!.price.lookup_key === 'northbeam_addon_ecommerce-seo',
    )!;
    await h.sdk.subscriptions.cancel(addonSub.id);
    const after = await buyer.client
      .from('user_addons')
      .select('*')
      .eq('user_id', buyer.id)
      .eq('active', true);
    expect(after.data).toEqual([]);
    expect((await checkSubscription(buyer)).addons).toEqual([]);
  });

  it('refuses a second plan subscription (a change goes through change-plan)', async () => {
    const res = await checkoutAnswer(buyer, { tier: 'enterprise' });
    expect(res).toMatchObject({
      status: 409,
      body: {
        error: 'You already have a plan: change it with change-plan, from your next billing cycle.',
        code: 'plan_active',
      },
    });
  });

  it('opens the portal for the user, where cancelling ends the plan for the site', async () => {
    const { data, error } = await buyer.client.functions.invoke<{ url: string }>('customer-portal');
    expect(error).toBeNull();
    const portalUrl = data!.url;
    expect(portalUrl).toMatch(new RegExp(`^${h.stripe.url}/portal/bps_`));
    const page = await (await fetch(portalUrl)).text();
    expect(page).toContain('Professional Plan');
    expect(page).toContain(`href="${SITE_URL}/dashboard"`);
    // No plan switch in the portal: it would apply at once, prorated (change-plan waits instead).
    expect(page).not.toContain('Change plan');
    const row0 = await storedRow(buyer);
    const swap = await postForm(`${portalUrl}/update`, {
      subscription: row0!.stripe_subscription_id!,
      price: 'price_anything',
    });
    expect(swap.status).toBe(404);

    const row = await storedRow(buyer);
    const cancelled = await postForm(`${portalUrl}/cancel`, {
      subscription: row!.stripe_subscription_id!,
      when: 'now',
    });
    expect(cancelled.status).toBe(303);
    expect(await storedRow(buyer)).toMatchObject({ status: 'canceled' });
    // The spec's fields say 'not subscribed'; the status says why, and which plan ended.
    expect(await checkSubscription(buyer)).toEqual(
      subscriptionAnswer({ status: 'canceled', plan_tier: 'professional' }),
    );
  });

  it('prices annual billing at 85% of monthly, billed yearly', async () => {
    const user = await signedInUser(h);
    const url = await checkoutUrl(user, { tier: 'enterprise', interval: 'year' });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Subscribe to Enterprise Plan');
    expect(page).toContain('CA$40,764.00'); // 12 × round(3997 × 0.85) = 12 × 3397
    expect(page).toContain('per year');
  });

  it('answers 404 for the portal when the user never had a billing account', async () => {
    const user = await signedInUser(h);
    expect(await portalOf(user)).toMatchObject(NO_BILLING_ACCOUNT);
  });
});

describe('sync converges whatever the webhooks do', () => {
  it('shows the new plan on return from checkout even before any webhook arrived', async () => {
    const user = await signedInUser(h);
    await withoutWebhooks(async () => {
      await buy(user, { tier: 'starter' });
      expect(await storedRow(user)).toBeUndefined();
      const state = await checkSubscription(user);
      expect(state).toMatchObject({ subscribed: true, subscription_tier: 'starter' });
      expect(Date.parse(state.subscription_end!)).toBeGreaterThan(
        Date.now() + 27 * 24 * 3600 * 1000,
      );
    });
    expect(await storedRow(user)).toMatchObject({ tier: 'starter', status: 'active' });
  });

  it('ignores duplicates and never lets a late, older event roll the plan back', async () => {
    const user = await signedInUser(h);
    const subId = await withoutWebhooks(async () => {
      await buy(user, { tier: 'professional' });
      const customer = stripeCustomerOf(h, user)!;
      const sub = (await h.sdk.subscriptions.list({ customer: customer.id })).data[0]!;
      const starter = (await h.sdk.prices.list({ lookup_keys: ['northbeam_starter_month'] }))
        .data[0]!;
      await h.sdk.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: starter.id }],
      });
      return sub.id;
    });
    const created = eventsFor(subId, 'customer.subscription.created')[0]!;
    const updated = eventsFor(subId, 'customer.subscription.updated')[0]!;
    expect((updated.data.object as Stripe.Subscription).items.data[0]!.price.lookup_key).toBe(
      'northbeam_starter_month',
    );

    expect(await deliver(updated)).toMatchObject({
      status: 200,
      body: { received: true, synced: true },
    });
    expect(await storedRow(user)).toMatchObject({ tier: 'starter', status: 'active' });
    // The older event still says professional; applying it must not regress the stored plan.
    expect(await deliver(created)).toMatchObject({ status: 200, body: { received: true } });
    expect(await deliver(updated)).toMatchObject({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await deliver(created)).toMatchObject({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await storedRow(user)).toMatchObject({ tier: 'starter', status: 'active' });

    await withoutWebhooks(() => h.sdk.subscriptions.cancel(subId));
    const deleted = eventsFor(subId, 'customer.subscription.deleted')[0]!;
    const customerId = stripeCustomerOf(h, user)!.id;
    const completed = eventsFor(customerId, 'checkout.session.completed')[0]!;
    expect(await deliver(deleted)).toMatchObject({ status: 200 });
    expect(await deliver(completed)).toMatchObject({ status: 200, body: { received: true } });
    expect(await storedRow(user)).toMatchObject({ status: 'canceled' });
    expect(await checkSubscription(user)).toEqual(
      subscriptionAnswer({ status: 'canceled', plan_tier: 'starter' }),
    );
  });

  it('rejects webhooks whose signature does not verify, changing nothing', async () => {
    const event = h.stripe.state.events.find((e) => e.type === 'customer.subscription.created')!;
    const payload = JSON.stringify(event);
    const cases: Record<string, string>[] = [
      {},
      { 'stripe-signature': 'garbage' },
      { 'stripe-signature': signPayload(payload, 'whsec_not_the_secret') },
      {
        'stripe-signature': signPayload(
          payload,
          WEBHOOK_SECRET,
          Math.floor(Date.now() / 1000) - 3600,
        ),
      },
    ];
    for (const headers of cases) {
      const res = await callFunction(h, 'stripe-webhook', { body: payload, headers });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(
        /^(Missing Stripe-Signature header|Webhook signature verification failed)\.$/,
      );
    }
    const tampered = payload.replace('"active"', '"canceled"');
    const res = await callFunction(h, 'stripe-webhook', {
      body: tampered,
      headers: { 'stripe-signature': signPayload(payload, WEBHOOK_SECRET) },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Webhook signature verification failed.' },
    });
  });
});

describe('when Stripe no longer has the stored customer', () => {
  it('reports no subscription, opens no portal, and checks out with a fresh customer', async () => {
    const user = await subscribedUser(h, { tier: 'starter' });
    const old = stripeCustomerOf(h, user)!;
    // What a restarted emulator (state in memory) or a customer deleted in Stripe's dashboard looks like.
    h.stripe.state.customers.delete(old.id);
    for (const [id, sub] of h.stripe.state.subscriptions)
      if (sub.customer === old.id) h.stripe.state.subscriptions.delete(id);

    expect(await checkSubscription(user)).toEqual(subscriptionAnswer());
    expect(await portalOf(user)).toMatchObject(NO_BILLING_ACCOUNT);

    await buy(user, { tier: 'professional' });
    const current = [...h.stripe.state.customers.values()].filter(
      (c) => c.metadata.user_id === user.id,
    );
    expect(current).toHaveLength(1);
    expect(current[0]!.id).not.toBe(old.id);
    expect(await checkSubscription(user)).toMatchObject({
      subscribed: true,
      subscription_tier: 'professional',
    });
  });
});

describe('plan changes apply from the next billing cycle (terms, pricing FAQ)', () => {
  /** The emulator's stand-in for a test clock: the subscription reaches its period end. */
  async function advanceToPeriodEnd(subscriptionId: string): Promise<Response> {
    return await fetch(
      `${h.stripe.url}/local/subscriptions/${subscriptionId}/advance_to_period_end`,
      { method: 'POST', headers: { Authorization: 'Bearer sk_test_functions_test' } },
    );
  }

  async function changePlan(user: User, body: object) {
    return await callFunction(h, 'change-plan', { token: user.token, body });
  }

  it('schedules the change at the period end, charges nothing now, and applies it when the period rolls over', async () => {
    const user = await subscribedUser(h, { tier: 'professional' });
    const customer = stripeCustomerOf(h, user)!;
    const sub = (await h.sdk.subscriptions.list({ customer: customer.id })).data[0]!;
    const end = sub.items.data[0]!.current_period_end;
    const invoicesBefore = [...h.stripe.state.invoices.values()].filter(
      (i) => i.customer === customer.id,
    ).length;

    const changed = await changePlan(user, { tier: 'enterprise', interval: 'year' });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        subscribed: true,
        subscription_tier: 'professional',
        subscription_end: new Date(end * 1000).toISOString(),
        scheduled_change: {
          tier: 'enterprise',
          interval: 'year',
          effective_at: new Date(end * 1000).toISOString(),
        },
      },
    });
    // Stripe's side: the price is unchanged until the period ends, nothing was invoiced or
    // prorated, and the schedule's next phase holds the annual Enterprise price.
    const now = await h.sdk.subscriptions.retrieve(sub.id);
    expect(now.items.data[0]!.price.lookup_key).toBe('northbeam_professional_month');
    expect(
      [...h.stripe.state.invoices.values()].filter((i) => i.customer === customer.id),
    ).toHaveLength(invoicesBefore);
    const schedule = await h.sdk.subscriptionSchedules.retrieve(now.schedule as string, {
      expand: ['phases.items.price'],
    });
    expect(
      schedule.phases.map((p) => ({
        start: p.start_date,
        end: p.end_date,
        price: (p.items[0]!.price as Stripe.Price).lookup_key,
        proration: p.proration_behavior,
      })),
    ).toEqual([
      {
        start: sub.items.data[0]!.current_period_start,
        end,
        price: 'northbeam_professional_month',
        proration: 'none',
      },
      {
        start: end,
        end: expect.any(Number),
        price: 'northbeam_enterprise_year',
        proration: 'none',
      },
    ]);
    expect(await storedRow(user)).toMatchObject({
      tier: 'professional',
      scheduled_tier: 'enterprise',
      scheduled_interval: 'year',
    });
    // check-subscription answers the same change with the plan's interval: the dashboard's one call.
    expect(await checkSubscription(user)).toMatchObject({
      subscription_tier: 'professional',
      subscription_interval: 'month',
      scheduled_change: {
        tier: 'enterprise',
        interval: 'year',
        effective_at: new Date(end * 1000).toISOString(),
      },
    });

    // Choosing again replaces the pending change on the same schedule; the held plan drops it.
    expect(await changePlan(user, { tier: 'starter' })).toMatchObject({
      status: 200,
      body: {
        subscription_tier: 'professional',
        scheduled_change: { tier: 'starter', interval: 'month' },
      },
    });
    expect(await changePlan(user, { tier: 'professional', interval: 'month' })).toMatchObject({
      status: 200,
      body: { subscription_tier: 'professional', scheduled_change: null },
    });
    expect((await h.sdk.subscriptions.retrieve(sub.id)).schedule).toBeNull();
    expect(await changePlan(user, { tier: 'enterprise' })).toMatchObject({
      status: 200,
      body: { scheduled_change: { tier: 'enterprise', interval: 'month' } },
    });

    // The period ends: Stripe swaps the price, its webhooks sync the new plan.
    expect((await advanceToPeriodEnd(sub.id)).status).toBe(200);
    expect(await storedRow(user)).toMatchObject({
      tier: 'enterprise',
      billing_interval: 'month',
      scheduled_tier: null,
    });
    const rolled = await h.sdk.subscriptions.retrieve(sub.id);
    expect(rolled.items.data[0]!.current_period_start).toBe(end);
    expect(await checkSubscription(user)).toEqual(
      activePlanAnswer(
        'enterprise',
        new Date(rolled.items.data[0]!.current_period_end * 1000).toISOString(),
      ),
    );
    const cycle = await h.sdk.invoices.retrieve(rolled.latest_invoice as string);
    // The new plan's price plus 13 % HST: the buyer's billing address is in Toronto.
    expect(cycle).toMatchObject({
      billing_reason: 'subscription_cycle',
      subtotal: 399_700,
      amount_paid: 451_661,
    });

    // After the new plan's first period the schedule lets go; the plan renews as it is.
    expect((await advanceToPeriodEnd(sub.id)).status).toBe(200);
    const released = await h.sdk.subscriptions.retrieve(sub.id);
    expect(released.schedule).toBeNull();
    expect(released.items.data[0]!.price.lookup_key).toBe('northbeam_enterprise_month');
    expect(await storedRow(user)).toMatchObject({ tier: 'enterprise', scheduled_tier: null });
  });

  it('answers 409 without a plan, 400 for a plan that does not exist', async () => {
    const user = await signedInUser(h);
    expect(await changePlan(user, { tier: 'enterprise' })).toMatchObject({
      status: 409,
      body: {
        error: 'You have no plan to change yet: subscribe to a plan first.',
        code: 'no_plan',
      },
    });
    expect(await changePlan(user, { tier: 'platinum' })).toMatchObject({
      status: 400,
      body: { error: 'Unknown plan. Choose one of: starter, professional, enterprise.' },
    });
    expect(await callFunction(h, 'change-plan', { body: { tier: 'starter' } })).toMatchObject({
      status: 401,
    });
  });
});

// Last in this file: it stops the Stripe emulator.
describe('when Stripe cannot be reached', () => {
  it('check-subscription answers from the last synced state', async () => {
    const user = await subscribedUser(h, { tier: 'enterprise' });
    const end = (await checkSubscription(user)).subscription_end;
    await h.stripe.stop();
    expect(await checkSubscription(user)).toEqual(activePlanAnswer('enterprise', end));
    const res = await checkoutAnswer(user, { addon: 'PPC management' });
    expect(res).toMatchObject({
      status: 503,
      body: { error: 'Billing is temporarily unavailable. Please try again shortly.' },
    });
  });
});
