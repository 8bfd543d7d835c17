import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { monthlyPrice } from '../support/stripe.ts';
import { localStripeForFile } from './local-stripe.ts';

// A Checkout or portal session created with locale fr-CA (or fr) shows the local pages in Quebec
// French, as Stripe's pages do; the session keeps that language however it is reopened.

let stripe: Stripe;
const SITE = 'http://127.0.0.1:4173';

localStripeForFile((started) => ({ stripe } = started), {
  secretKey: 'sk_test_french_pages',
});

async function price(): Promise<Stripe.Price> {
  return await monthlyPrice(stripe, 199700, {
    name: 'Professional Plan',
    metadata: { kind: 'plan' },
  });
}

async function checkout(locale?: Stripe.Checkout.SessionCreateParams.Locale) {
  const customer = await stripe.customers.create({
    email: 'zoe@example.com',
    preferred_locales: ['fr-CA'],
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    ...(locale ? { locale } : {}),
    line_items: [{ price: (await price()).id, quantity: 1 }],
    success_url: `${SITE}/fr/tableau-de-bord?checkout=success`,
    cancel_url: `${SITE}/fr/tableau-de-bord?checkout=cancelled`,
  });
  return { customer, session };
}

const pay = (url: string, cardNumber: string) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'zoe@example.com',
      cardNumber,
      expiry: '12 / 40',
      cvc: '123',
    }),
  });

describe('local Stripe pages in French', () => {
  it('a checkout session created with fr-CA shows its page, its errors and its amounts in Quebec French', async () => {
    const { customer, session } = await checkout('fr-CA');
    expect(session.locale).toBe('fr-CA');
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      preferred_locales: ['fr-CA'],
    });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('Abonnement à Professional Plan');
    expect(page).toContain('1\u00a0997,00\u00a0$');
    expect(page).toContain('par mois');
    expect(page).toContain('<label for="cardNumber">Numéro de carte</label>');
    expect(page).toContain('<button type="submit">S’abonner</button>');
    expect(page).not.toMatch(/Card number|Subscribe|Total due/);

    const declined = await pay(session.url!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Votre carte a été refusée.');

    const paid = await pay(session.url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE}/fr/tableau-de-bord?checkout=success`);
    const after = await (await fetch(session.url!)).text();
    expect(after).toContain('Ce paiement est déjà effectué');
  });

  it('a session with no locale, or another one, stays English', async () => {
    for (const locale of [undefined, 'en', 'de'] as const) {
      const { session } = await checkout(locale);
      const page = await (await fetch(session.url!)).text();
      expect(page, String(locale)).toContain('<html lang="en">');
      expect(page, String(locale)).toContain('Subscribe to Professional Plan');
    }
  });

  it('refuses a locale Stripe does not know, as Stripe does', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' });
    await expect(
      stripe.billingPortal.sessions.create({
        customer: customer.id,
        locale: 'fr-FR' as Stripe.BillingPortal.SessionCreateParams.Locale,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'locale' });
  });

  it('a portal session created with fr-CA shows the portal in Quebec French, dates included', async () => {
    const { customer, session } = await checkout('fr-CA');
    await pay(session.url!, '4242 4242 4242 4242');
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      locale: 'fr-CA',
      return_url: `${SITE}/fr/tableau-de-bord`,
    });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<h1>Gérer votre facturation</h1>');
    expect(page).toMatch(/Actif\. Se renouvelle le \d{1,2} [a-zéû]+ \d{4}\./);
    expect(page).toContain('Retourner à');
    expect(page).not.toMatch(/Manage your billing|Cancel subscription|Renews on/);
  });
});
