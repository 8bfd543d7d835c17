import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { requireEnv } from './env.ts';
import { HttpError } from './http.ts';
import { isMissingCustomer } from './billing.ts';
import type { Stripe } from './stripe.ts';

export type CancelMode = 'now' | 'period_end';

/** Invoice metadata for an export: what was billed, when, and where Stripe keeps the document. */
export async function invoiceMetadata(
  stripe: Stripe,
  customerId: string | null,
): Promise<Record<string, unknown>[]> {
  if (!customerId) return [];
  try {
    const list = await stripe.invoices.list({ customer: customerId, limit: 100 });
    return list.data.map((invoice) => ({
      number: invoice.number,
      created: new Date(invoice.created * 1000).toISOString(),
      status: invoice.status,
      currency: invoice.currency,
      subtotal: invoice.subtotal / 100,
      total: invoice.total / 100,
      period_start: new Date(invoice.period_start * 1000).toISOString(),
      period_end: new Date(invoice.period_end * 1000).toISOString(),
      hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    }));
  } catch (error) {
    // Stripe no longer has the customer: there is nothing of theirs to export there.
    if (isMissingCustomer(error)) return [];
    throw error;
  }
}

/**
 * Re-authentication for closing an account: the account's own password, checked by the auth server
 * (hosted Auth or the embedded one) exactly as a sign-in, so a stolen access token alone cannot
 * close it. The session this makes is ended at once.
 */
export async function verifyPassword(email: string | null, password: unknown): Promise<void> {
  if (typeof password !== 'string' || password === '' || password.length > 200) {
    throw new HttpError(400, 'Enter your password to confirm it is you.', 'password_required');
  }
  if (!email) throw new HttpError(400, 'This account has no e-mail address.', 'no_email');
  const auth = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await auth.auth.signInWithPassword({ email, password });
  if (error) {
    const status = (error as { status?: number }).status ?? 400;
    if (status === 429) {
      throw new HttpError(429, 'Too many attempts. Please wait a moment.', 'rate_limited');
    }
    if (status >= 500 || status === 0) {
      throw new HttpError(503, 'The sign-in service is unavailable.', 'auth_unavailable');
    }
    throw new HttpError(403, 'That password is not correct.', 'reauthentication_failed');
  }
  await auth.auth.signOut({ scope: 'local' });
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe's part of closing an account, safe to run again after any failure: every step reads the
 * present state first and does only what is left. Open Checkout Sessions are expired first, so a
 * payment still in progress cannot start a subscription after the account is gone; a payment that
 * completed before that is a live subscription like the others. Unpaid (incomplete) subscriptions
 * are cancelled at once whatever the mode: there is no paid period to keep. The customer and its
 * invoices stay in Stripe (tax law: six years); only the link to the user is removed, so later
 * events for the customer belong to nobody instead of to a deleted user.
 */
export async function closeStripeSide(
  stripe: Stripe,
  customerId: string,
  mode: CancelMode,
): Promise<void> {
  try {
    const open = await stripe.checkout.sessions.list({ customer: customerId, status: 'open' });
    for (const session of open.data) await stripe.checkout.sessions.expire(session.id);
    const subs = await stripe.subscriptions.list({ customer: customerId, status: 'all' });
    for (const sub of subs.data) {
      if (ENDED.has(sub.status)) continue;
      if (mode === 'now' || sub.status === 'incomplete') {
        await stripe.subscriptions.cancel(sub.id);
        continue;
      }
      if (sub.cancel_at_period_end) continue;
      // A pending plan change (a schedule) would renew the subscription into its next phase.
      const schedule = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
      if (schedule) await stripe.subscriptionSchedules.release(schedule);
      await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    }
    await stripe.customers.update(customerId, {
      metadata: { user_id: '', account_closed: 'true' },
    });
  } catch (error) {
    if (isMissingCustomer(error)) return;
    throw error;
  }
}
