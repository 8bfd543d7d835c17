import { requireUser } from '../_shared/auth.ts';
import { findCustomerId, isMissingCustomer } from '../_shared/billing.ts';
import { countBillingCall } from '../_shared/billingLimit.ts';
import { adminClient } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { SITE_PATHS, STRIPE_LOCALE } from '../_shared/locale.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { requestLocale } from '../_shared/validate.ts';

/**
 * Opens Stripe's billing portal for the caller's own customer and answers { url }, in the POST
 * body's `locale` (the dashboard's language; the stored one for a GET or when absent).
 */
export const handler = endpoint(['POST', 'GET'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const locale = requestLocale(req.method === 'POST' ? await readJsonObject(req) : {}, user);
  await countBillingCall(db, user.id);
  const customer = await findCustomerId(db, user.id);
  const noAccount = new HttpError(
    404,
    'No billing account yet: subscribe to a plan first.',
    'no_billing_account',
  );
  if (!customer) throw noAccount;
  try {
    const stripe = stripeClient();
    // The portal shows, and Stripe mails receipts to, the customer's e-mail, which Stripe keeps
    // apart from the account: it takes the address the account has now (after an e-mail change).
    if (user.email) await stripe.customers.update(customer, { email: user.email });
    const session = await stripe.billingPortal.sessions.create({
      customer,
      locale: STRIPE_LOCALE[locale],
      return_url: `${siteUrl()}${SITE_PATHS[locale].dashboard}`,
    });
    return json(req, 200, { url: session.url });
  } catch (error) {
    // Stripe no longer has the customer (deleted, or a restarted local emulator).
    if (isMissingCustomer(error)) throw noAccount;
    throw error;
  }
});

if (import.meta.main) Deno.serve(handler);
