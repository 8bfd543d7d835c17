import Ajv, { type ValidateFunction } from 'ajv';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionParams } from '../../../functions/_shared/checkoutSession.ts';
import { LOCAL_STRIPE_SECRET_KEY, type LocalStripe } from '../../src/stripe/index.ts';
import { startRecordingProxy, type Exchange } from '../support/recording-proxy.ts';
import { generateStripeSchemas } from '../support/stripe-schema.ts';
import { localStripeSdk, MONTREAL_ADDRESS, PAYING_CARD, postForm } from '../support/stripe.ts';
import { localStripeForFile, type FileStripe } from './local-stripe.ts';

/*
 * The local Stripe keeps Stripe's contract: every answer to the calls the product makes
 * (supabase/functions: prices, customers, Checkout, subscriptions, schedules, the portal,
 * invoices) and every event it sends is checked against JSON Schema generated from the installed
 * `stripe` package's declarations (support/stripe-schema.ts). A field the SDK types as always
 * present and the emulator leaves out is named here by its path.
 */

const SECRET = 'whsec_contract_test';

const OBJECTS: Record<string, string> = {
  customer: 'Stripe.Customer',
  product: 'Stripe.Product',
  price: 'Stripe.Price',
  'checkout.session': 'Stripe.Checkout.Session',
  subscription: 'Stripe.Subscription',
  subscription_schedule: 'Stripe.SubscriptionSchedule',
  invoice: 'Stripe.Invoice',
  'billing_portal.session': 'Stripe.BillingPortal.Session',
  tax_rate: 'Stripe.TaxRate',
};
const LISTS: Record<string, string> = {
  '/v1/customers': 'Stripe.Customer',
  '/v1/prices': 'Stripe.Price',
  '/v1/checkout/sessions': 'Stripe.Checkout.Session',
  '/v1/subscriptions': 'Stripe.Subscription',
  '/v1/invoices': 'Stripe.Invoice',
};
/** The events the product's stripe-webhook function acts on that the local Stripe sends. */
const EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
] as const;

const alias = (key: string) => key.replace(/[^A-Za-z0-9]/g, '_');

let emulator: LocalStripe;
let receiver: FileStripe['receiver'];
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let stripe: Stripe;
let validators: Record<string, ValidateFunction>;
let stripeVersion: string;

localStripeForFile((started) => ({ emulator, receiver } = started), {
  webhooks: true,
  webhookSecret: SECRET,
});

beforeAll(async () => {
  proxy = await startRecordingProxy(emulator.port);
  stripe = localStripeSdk(proxy.port, LOCAL_STRIPE_SECRET_KEY);

  const aliases: Record<string, string> = {};
  for (const [kind, type] of Object.entries(OBJECTS)) aliases[alias(kind)] = type;
  for (const [path, type] of Object.entries(LISTS))
    aliases[`List${alias(path)}`] = `Stripe.ApiList<${type}>`;
  aliases.CustomerSearch = 'Stripe.ApiSearchResult<Stripe.Customer>';
  for (const type of [...EVENTS, 'checkout.session.expired', 'customer.created'])
    aliases[`Event_${alias(type)}`] = `Extract<Stripe.Event, { type: '${type}' }>`;
  const generated = generateStripeSchemas(aliases);
  stripeVersion = generated.stripeVersion;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema(generated.document);
  validators = Object.fromEntries(
    Object.entries(generated.refs).map(([name, ref]) => [name, ajv.getSchema(ref)!]),
  );
  await productRun();
}, 240_000);

afterAll(async () => {
  await proxy?.stop();
});

/** The price the product's ensurePrice finds by lookup key or creates (functions/_shared/stripe.ts). */
async function ensurePrice(lookupKey: string, amount: number, interval: 'month' | 'year') {
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  if (found.data[0]) return found.data[0];
  return await stripe.prices.create({
    currency: 'cad',
    unit_amount: amount,
    recurring: { interval },
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    product_data: { name: lookupKey, metadata: { kind: 'plan' }, tax_code: 'txcd_20030000' },
    metadata: { kind: 'plan' },
  });
}

/**
 * What create-checkout does for a user, with its very session parameters, then the buyer paying on
 * the hosted page.
 */
async function subscribe(userId: string, price: Stripe.Price): Promise<Stripe.Subscription> {
  const found = await stripe.customers.search({ query: `metadata['user_id']:'${userId}'` });
  const customer =
    found.data[0] ??
    (await stripe.customers.create(
      { email: `${userId}@example.com`, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}` },
    ));
  await stripe.customers.retrieve(customer.id);
  await stripe.checkout.sessions.list({ customer: customer.id, status: 'open', limit: 100 });
  const metadata = { user_id: userId, lookup_key: price.lookup_key ?? '' };
  const session = await stripe.checkout.sessions.create(
    checkoutSessionParams({
      customer: customer.id,
      userId,
      priceId: price.id,
      dashboard: 'https://example.com/dashboard',
      metadata,
      locale: 'en',
    }),
  );
  // A buyer in Montréal with a QST number: GST and QST on every invoice.
  const buyer = { ...MONTREAL_ADDRESS, taxId: '1234567890TQ0001' };
  expect((await postForm(session.url!, { ...PAYING_CARD, ...buyer })).status).toBe(303);
  await stripe.checkout.sessions.retrieve(session.id);
  const expand = ['total_details.breakdown'];
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand });
  for (const tax of done.total_details!.breakdown!.taxes)
    await stripe.taxRates.retrieve(tax.rate.id);
  const subs = await stripe.subscriptions.list({
    customer: customer.id,
    status: 'all',
    limit: 100,
  });
  return subs.data.find((s) => s.items.data[0]?.price.id === price.id)!;
}

async function advance(subscription: string) {
  const res = await fetch(
    `http://127.0.0.1:${proxy.port}/local/subscriptions/${subscription}/advance_to_period_end`,
    { method: 'POST', headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` } },
  );
  expect(res.status).toBe(200);
}

let invoiceIds: string[] = [];
const previews: Record<'change' | 'annual', Stripe.Invoice | null> = { change: null, annual: null };
const ids = { sub: '', yearly: '', higher: 0 };

/** Subscribe monthly and annually, add an add-on, change plan at the period end, cancel each. */
async function productRun() {
  const monthly = await ensurePrice('contract_growth_month', 99_700, 'month');
  const annual = await ensurePrice('contract_growth_year', 958_800, 'year');
  const higher = await ensurePrice('contract_scale_month', 199_700, 'month');
  const addon = await ensurePrice('contract_addon_reviews', 29_700, 'month');
  await ensurePrice('contract_growth_month', 99_700, 'month'); // found by lookup key this time

  const sub = await subscribe('user-monthly', monthly);
  const yearly = await subscribe('user-annual', annual);
  Object.assign(ids, { sub: sub.id, yearly: yearly.id, higher: higher.unit_amount });
  const extra = await subscribe('user-monthly', addon);

  // change-plan (functions/_shared/planChange.ts): a schedule whose next phase has the new price.
  const created = await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
  const schedule = await stripe.subscriptionSchedules.retrieve(created.id);
  const current = schedule.current_phase!;
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: [{ price: monthly.id, quantity: 1 }],
        start_date: current.start_date,
        end_date: current.end_date,
        proration_behavior: 'none',
      },
      {
        items: [{ price: higher.id, quantity: 1 }],
        duration: { interval: 'month', interval_count: 1 },
        proration_behavior: 'none',
        metadata: { tier: 'scale' },
      },
    ],
  });
  await stripe.subscriptionSchedules.retrieve(schedule.id, { expand: ['phases.items.price'] });
  // The dashboard's next charge: the renewal at the new plan's price, and the annual one.
  previews.change = await stripe.invoices.createPreview({
    customer: sub.customer as string,
    subscription: sub.id,
  });
  previews.annual = await stripe.invoices.createPreview({ subscription: yearly.id });
  await advance(sub.id); // the new plan starts; the schedule holds its last phase
  await advance(sub.id); // the last phase ends: the schedule is released

  // A second change, taken back: the schedule is released by the product.
  const again = await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
  await stripe.subscriptionSchedules.release(again.id);

  // customer-portal: a portal session, then the customer cancels at the period end there.
  const portal = await stripe.billingPortal.sessions.create({
    customer: sub.customer as string,
    return_url: 'https://example.com/dashboard',
  });
  await postForm(`${portal.url}/cancel`, { subscription: sub.id, when: 'period_end' });
  await advance(sub.id);
  // A subscription ending with its schedule: at the period end (completed), or at once (canceled).
  await stripe.subscriptionSchedules.create({ from_subscription: extra.id });
  await postForm(`${portal.url}/cancel`, { subscription: extra.id, when: 'period_end' });
  await advance(extra.id);
  await stripe.subscriptionSchedules.create({ from_subscription: yearly.id });
  const annualPortal = await stripe.billingPortal.sessions.create({
    customer: yearly.customer as string,
  });
  await postForm(`${annualPortal.url}/cancel`, { subscription: yearly.id, when: 'now' });

  const invoices = await stripe.invoices.list({ customer: sub.customer as string, limit: 100 });
  await stripe.invoices.list({ subscription: sub.id });
  invoiceIds = invoices.data.map((i) => i.id);
  for (const id of invoiceIds) await stripe.invoices.retrieve(id);
}

function schemaFor(exchange: Exchange): string | undefined {
  const body = exchange.body as { object?: string };
  if (body.object === 'list') return `List${alias(exchange.path)}`;
  if (body.object === 'search_result') return 'CustomerSearch';
  return body.object ? alias(body.object) : undefined;
}

/** The fields the schema requires and the body lacks, by path, and any other violation. */
function violations(schema: string, body: unknown): { missing: string[]; other: string[] } {
  const validate = validators[schema];
  if (!validate) return { missing: [], other: [`no schema ${schema}`] };
  if (validate(body)) return { missing: [], other: [] };
  const errors = validate.errors ?? [];
  const missing = errors
    .filter((e) => e.keyword === 'required')
    .map((e) => `${e.instancePath}/${String(e.params.missingProperty)}`);
  const other = errors
    .filter((e) => e.keyword !== 'required' && e.keyword !== 'anyOf')
    .map((e) => `${e.instancePath} ${e.message ?? ''}`);
  return { missing: [...new Set(missing)], other: missing.length ? [] : [...new Set(other)] };
}

describe(`local Stripe against the stripe SDK's own types`, () => {
  it('answers every call the product makes with every field the SDK types', () => {
    const answers = proxy.exchanges.filter((e) => e.path.startsWith('/v1/'));
    expect(answers.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const exchange of answers) {
      expect(exchange.status, `${exchange.method} ${exchange.path}`).toBe(200);
      const schema = schemaFor(exchange);
      if (!schema) {
        failures.push(`${exchange.method} ${exchange.path}: no object type in the answer`);
        continue;
      }
      const { missing, other } = violations(schema, exchange.body);
      for (const path of [...missing.map((p) => `missing ${p}`), ...other])
        failures.push(`${exchange.method} ${exchange.path} (${schema}): ${path}`);
    }
    expect(failures, `against stripe ${stripeVersion}`).toEqual([]);
  });

  it('sends every event type the product handles, each complete and signed', () => {
    const types = new Set(receiver.received.map((r) => r.type));
    for (const type of EVENTS) expect(types, type).toContain(type);
    const failures: string[] = [];
    for (const { payload, signature, type } of receiver.received) {
      const event = Stripe.webhooks.constructEvent(payload, signature, SECRET);
      expect(() => Stripe.webhooks.constructEvent(payload, signature, 'whsec_wrong')).toThrow();
      const { missing, other } = violations(`Event_${alias(type)}`, event);
      for (const path of [...missing.map((p) => `missing ${p}`), ...other])
        failures.push(`${type} ${event.id}: ${path}`);
    }
    expect(failures, `against stripe ${stripeVersion}`).toEqual([]);
  });

  it('names the path of a field an object lacks (the check can fail)', () => {
    const answer = proxy.exchanges.find(
      (e) => (e.body as { object?: string }).object === 'subscription',
    )!;
    const body = structuredClone(answer.body) as Record<string, unknown>;
    delete body.automatic_tax;
    (body.items as { data: Record<string, unknown>[] }).data[0]!.price = { id: 'price_x' };
    const { missing } = violations('subscription', body);
    expect(missing).toContain('/automatic_tax');
    expect(missing).toContain('/items/data/0/price/billing_scheme');
  });
});

describe('invoices', () => {
  it('lists a customer’s paid invoices with lines, periods, totals and tax', async () => {
    const list = await stripe.invoices.list({ limit: 100 });
    expect(list.object).toBe('list');
    const byReason = new Map(list.data.map((i) => [i.billing_reason, i]));
    const first = byReason.get('subscription_create')!;
    expect(first).toMatchObject({ status: 'paid', currency: 'cad' });
    expect(first.period_start).toBe(first.period_end);
    const line = first.lines.data[0]!;
    expect(first.subtotal).toBe(line.amount);
    // Stripe Tax's shape: one entry per rate, exclusive, pointing at the tax rate Stripe made.
    const gst = Math.round(line.amount * 0.05);
    const qst = Math.round(line.amount * 0.09975);
    expect(first.automatic_tax).toMatchObject({ enabled: true, status: 'complete' });
    expect(first.total_taxes).toEqual([
      expect.objectContaining({ amount: gst, tax_behavior: 'exclusive', type: 'tax_rate_details' }),
      expect.objectContaining({ amount: qst, taxability_reason: 'standard_rated' }),
    ]);
    expect(line.taxes!.map((t) => t.taxable_amount)).toEqual([line.amount, line.amount]);
    const rate = await stripe.taxRates.retrieve(first.total_taxes![1]!.tax_rate_details!.tax_rate);
    expect(rate).toMatchObject({ display_name: 'QST', percentage: 9.975, state: 'QC' });
    expect(first.total_excluding_tax).toBe(first.subtotal);
    expect(first.total).toBe(first.subtotal + gst + qst);
    expect(first.amount_paid).toBe(first.total);
    expect(first.customer_tax_ids).toEqual([{ type: 'ca_qst', value: '1234567890TQ0001' }]);
    expect(line.period.end).toBeGreaterThan(line.period.start);
    const renewal = byReason.get('subscription_cycle')!;
    expect(renewal.period_end).toBeGreaterThan(renewal.period_start);
    expect(renewal.lines.data[0]!.period.start).toBe(renewal.period_end);

    const mine = await stripe.invoices.list({ customer: first.customer as string });
    expect(mine.data.every((i) => i.customer === first.customer)).toBe(true);
    expect(mine.data.map((i) => i.id)).toEqual(invoiceIds);
  });

  it('serves the hosted invoice page and a PDF at the URLs the invoice gives', async () => {
    const invoice = await stripe.invoices.retrieve(invoiceIds[0]!);
    const page = await fetch(invoice.hosted_invoice_url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Invoice ${invoice.number}`);
    expect(html).toContain('Total');
    const pdf = await fetch(invoice.invoice_pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`Invoice ${invoice.number}`);
    expect((await fetch(`${emulator.url}/invoice/in_unknown`)).status).toBe(404);
  });
});

describe('invoices.createPreview (POST /v1/invoices/create_preview): the next charge', () => {
  it("is the renewal's invoice at the plan that starts then, in the same shape as invoices", () => {
    const preview = previews.change!;
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview).toMatchObject({
      object: 'invoice',
      status: 'draft',
      billing_reason: 'subscription_cycle',
      number: null,
      amount_paid: 0,
      subtotal: ids.higher,
      hosted_invoice_url: null,
      invoice_pdf: null,
    });
    // Taxed from the customer's billing address, as the invoices are.
    const tax = (preview.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
    expect(tax).toBeGreaterThan(0);
    expect(preview).toMatchObject({
      total: ids.higher + tax,
      amount_due: ids.higher + tax,
      amount_remaining: ids.higher + tax,
    });
    const line = preview.lines.data[0]!;
    expect(line.amount).toBe(ids.higher);
    expect(line.period.start).toBe(preview.period_end);
    expect(preview.next_payment_attempt).toBe(preview.period_end);
    expect(line.period.end).toBeGreaterThan(line.period.start);
    // Totals and tax amounts in the fields a paid invoice has them.
    expect(preview.subtotal).toBe(line.amount);
    expect(Array.isArray(preview.total_taxes)).toBe(true);
    expect(preview.total_excluding_tax).toBe(preview.subtotal);
    expect(
      previews.annual!.lines.data[0]!.period.end - previews.annual!.period_end,
    ).toBeGreaterThan(360 * 86_400);
  });

  it('is never stored: the invoice list and retrieve do not know it', async () => {
    const list = await stripe.invoices.list({ limit: 100 });
    expect(list.data.some((i) => i.id.startsWith('upcoming_'))).toBe(false);
    const direct = localStripeSdk(emulator.port, LOCAL_STRIPE_SECRET_KEY);
    await expect(direct.invoices.retrieve(previews.change!.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("answers Stripe's errors: nothing upcoming, an unknown subscription, no parameters", async () => {
    const direct = localStripeSdk(emulator.port, LOCAL_STRIPE_SECRET_KEY);
    // Cancelled by the portal run (at once for the annual one, at the period end for the other).
    for (const subscription of [ids.yearly, ids.sub])
      await expect(direct.invoices.createPreview({ subscription })).rejects.toMatchObject({
        statusCode: 400,
        code: 'invoice_upcoming_none',
      });
    await expect(direct.invoices.createPreview({ subscription: 'sub_nope' })).rejects.toMatchObject(
      { statusCode: 400, code: 'resource_missing', param: 'subscription' },
    );
    await expect(direct.invoices.createPreview({})).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
    });
  });
});
