import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalStripe } from '../../src/stripe/index.ts';
import { MONTREAL_ADDRESS, PAYING_CARD, postForm, TORONTO_ADDRESS } from '../support/stripe.ts';
import { localStripeForFile } from './local-stripe.ts';

// Stripe Tax in the local Stripe: the rates by province, on the session, the invoice and its
// pages, and the outcome of each kind of bad input.

let emulator: LocalStripe;
let stripe: Stripe;
let monthly: Stripe.Price;
let annual: Stripe.Price;

localStripeForFile((started) => ({ emulator, stripe } = started), {
  secretKey: 'sk_test_tax',
  accountTaxIds: { gstHst: '123456789RT0001', qst: '1234567890TQ0001' },
});

beforeAll(async () => {
  const product = await stripe.products.create({ name: 'Professional Plan' });
  monthly = await stripe.prices.create({
    product: product.id,
    currency: 'cad',
    unit_amount: 199_700,
    recurring: { interval: 'month' },
  });
  annual = await stripe.prices.create({
    product: product.id,
    currency: 'cad',
    unit_amount: 1_917_100,
    recurring: { interval: 'year' },
  });
});

/** What create-checkout sends (supabase/functions/create-checkout). */
async function session(price: Stripe.Price, locale?: 'fr-CA') {
  const customer = await stripe.customers.create({ email: 'buyer@example.com' });
  return await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'https://example.com/dashboard?checkout=success',
    automatic_tax: { enabled: true },
    billing_address_collection: 'required',
    tax_id_collection: { enabled: true },
    customer_update: { address: 'auto', name: 'auto' },
    ...(locale ? { locale } : {}),
  });
}

async function pay(s: Stripe.Checkout.Session, fields: Record<string, string>) {
  return await postForm(s.url!, { ...PAYING_CARD, ...fields });
}

async function taxesOf(s: Stripe.Checkout.Session) {
  const done = await stripe.checkout.sessions.retrieve(s.id, {
    expand: ['total_details.breakdown'],
  });
  const invoice = await stripe.invoices.retrieve(done.invoice as string);
  const names = await Promise.all(
    invoice.total_taxes!.map(async (t) => {
      const rate = await stripe.taxRates.retrieve(t.tax_rate_details!.tax_rate);
      return `${rate.display_name} ${rate.percentage}% ${t.amount}`;
    }),
  );
  return { done, invoice, names };
}

describe('taxes by province', () => {
  it('Montréal: 1,997.00 + 99.85 GST + 199.20 QST = 2,296.05, on the invoice page in French', async () => {
    const s = await session(monthly, 'fr-CA');
    expect(s.automatic_tax).toMatchObject({ enabled: true, status: 'requires_location_inputs' });
    const page = await (await fetch(s.url!)).text();
    expect(page).toContain('taxes en sus');
    expect(page).toContain('Province ou territoire');
    expect((await pay(s, { ...MONTREAL_ADDRESS, taxId: '1234567890 TQ 0001' })).status).toBe(303);
    const { done, invoice, names } = await taxesOf(s);
    expect(done.amount_total).toBe(229_605);
    expect(done.total_details?.amount_tax).toBe(29_905);
    expect(
      done.total_details?.breakdown?.taxes.map((t) => [t.rate.display_name, t.amount]),
    ).toEqual([
      ['GST', 9_985],
      ['QST', 19_920],
    ]);
    expect(done.customer_details?.address).toMatchObject({ state: 'QC', country: 'CA' });
    expect(done.customer_details?.tax_ids).toEqual([{ type: 'ca_qst', value: '1234567890TQ0001' }]);
    expect(names).toEqual(['GST 5% 9985', 'QST 9.975% 19920']);
    expect([invoice.subtotal, invoice.total, invoice.amount_paid]).toEqual([
      199_700, 229_605, 229_605,
    ]);
    expect(invoice.lines.data[0]!.taxes!.map((t) => t.amount)).toEqual([9_985, 19_920]);

    await stripe.customers.update(done.customer as string, { preferred_locales: ['fr-CA'] });
    const html = await (await fetch(invoice.hosted_invoice_url!)).text();
    for (const text of ['TPS (5 %)', 'TVQ (9,975 %)', '99,85 $', '199,20 $', '2 296,05 $']) {
      expect(html.replace(/\u00a0|\u202f/g, ' ')).toContain(text);
    }
    expect(html).toContain('Numéro d’inscription TVQ: 1234567890TQ0001');
    const customer = await stripe.customers.retrieve(done.customer as string);
    expect((customer as Stripe.Customer).address?.city).toBe('Montréal');
  });

  it('Toronto: 1,997.00 + 259.61 HST = 2,256.61; the renewal is taxed the same way', async () => {
    const s = await session(monthly);
    expect((await pay(s, TORONTO_ADDRESS)).status).toBe(303);
    const { done, invoice, names } = await taxesOf(s);
    expect(done.amount_total).toBe(225_661);
    expect(names).toEqual(['HST 13% 25961']);
    const html = await (await fetch(invoice.hosted_invoice_url!)).text();
    for (const text of [
      'HST (13%)',
      '$259.61',
      '$2,256.61',
      'GST/HST registration: 123456789RT0001',
    ]) {
      expect(html).toContain(text);
    }
    const res = await fetch(
      `${emulator.url}/local/subscriptions/${done.subscription as string}/advance_to_period_end`,
      { method: 'POST', headers: { authorization: 'Bearer sk_test_tax' } },
    );
    expect(res.status).toBe(200);
    const renewal = (await stripe.invoices.list({ subscription: done.subscription as string }))
      .data[0]!;
    expect([renewal.billing_reason, renewal.total]).toEqual(['subscription_cycle', 225_661]);
  });

  it('the annual plan is taxed on the annual amount', async () => {
    const s = await session(annual);
    expect((await pay(s, MONTREAL_ADDRESS)).status).toBe(303);
    const { done } = await taxesOf(s);
    // 19,171.00 + 958.55 GST + 1,912.31 QST (1,912.3073 rounded).
    expect(done.total_details?.breakdown?.taxes.map((t) => t.amount)).toEqual([95_855, 191_231]);
    expect(done.amount_total).toBe(1_917_100 + 95_855 + 191_231);
  });
});

describe('bad input', () => {
  it('an address outside Canada is charged no Canadian tax (an exported service)', async () => {
    const s = await session(monthly);
    const res = await pay(s, { country: 'US', line1: '1 Main St', city: 'Buffalo', state: 'NY' });
    expect(res.status).toBe(303);
    const { done, invoice } = await taxesOf(s);
    expect([done.amount_total, done.total_details?.amount_tax]).toEqual([199_700, 0]);
    expect(invoice.total_taxes).toEqual([]);
    expect(await (await fetch(invoice.hosted_invoice_url!)).text()).toContain(
      'Tax (not collected outside Canada)',
    );
  });

  it('a province that does not exist is refused on the page and nothing is charged', async () => {
    const s = await session(monthly);
    const res = await pay(s, { ...TORONTO_ADDRESS, state: 'ZZ' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Choose a Canadian province or territory.');
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe('open');
  });

  it('a malformed postal code or business number is refused, in the page language', async () => {
    const s = await session(monthly, 'fr-CA');
    const bad = await pay(s, { ...MONTREAL_ADDRESS, postal_code: '12345' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Entrez un code postal canadien');
    const badId = await pay(s, { ...MONTREAL_ADDRESS, taxId: '12345' });
    expect(badId.status).toBe(400);
    expect(await badId.text()).toContain(
      'Ce numéro d’entreprise n’est pas dans un format reconnu.',
    );
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe('open');
  });

  it('automatic tax for a customer without an address needs customer_update[address]=auto, as in Stripe', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' });
    const attempt = stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: monthly.id, quantity: 1 }],
      success_url: 'https://example.com/',
      automatic_tax: { enabled: true },
    });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      param: 'automatic_tax[enabled]',
    });
  });
});
