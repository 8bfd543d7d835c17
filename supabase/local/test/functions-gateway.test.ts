import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintExpiredAccessToken } from '../src/auth/jwt.ts';
import type { Backend } from '../src/backend.ts';
import { confirmedUser, SITE, startTestBackend } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { linkIn, waitForMail } from './support/inbox.ts';

let backend: Backend;
let user: SupabaseClient;
let userId: string;
let userEmail: string;

beforeAll(async () => {
  // The backend's outbox timer delivers contact mail (as pg_cron does when hosted).
  backend = await startTestBackend({ outboxIntervalMs: 200 });
  const signedIn = await confirmedUser(backend, 'fn');
  userId = signedIn.id;
  userEmail = signedIn.email;
  user = client(backend.url, backend.anonKey, signedIn.token);
});

afterAll(async () => {
  await backend?.stop();
});

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('/functions/v1 runs supabase/functions in Deno behind the gateway', () => {
  it('send-contact-email stores the enquiry; the outbox timer mails the agency inbox and the visitor', async () => {
    const anon = client(backend.url, backend.anonKey);
    const { data, error } = await anon.functions.invoke('send-contact-email', {
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '',
        company: 'Navy',
        website: '',
        city: 'toronto',
        budget: '2000-5000',
        message: 'We need local SEO.',
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ received: true, id: expect.any(String) });
    const stored = await client(backend.url, backend.serviceRoleKey)
      .from('contact_enquiries')
      .select('first_name, city, message')
      .eq('id', data.id)
      .single();
    expect(stored.data).toEqual({
      first_name: 'Grace',
      city: 'toronto',
      message: 'We need local SEO.',
    });
    const mail = await waitForMail(backend.inboxUrl, 'hello@northbeam.local', /Grace/);
    expect(mail.html).toContain('We need local SEO.');
    const visitor = await waitForMail(backend.inboxUrl, 'grace@example.com', /./);
    expect(visitor.subject).toBe('We received your message');
    await expect
      .poll(
        async () =>
          (
            await client(backend.url, backend.serviceRoleKey)
              .from('mail_outbox')
              .select('status, attempts')
              .eq('enquiry_id', data.id)
          ).data,
      )
      .toEqual([
        { status: 'sent', attempts: 1 },
        { status: 'sent', attempts: 1 },
      ]);
  });

  it('send-contact-email answers missing required fields with FunctionsHttpError', async () => {
    const { data, error } = await client(backend.url, backend.anonKey).functions.invoke(
      'send-contact-email',
      {
        body: { firstName: '', lastName: '', email: '', message: '' },
      },
    );
    expect(data).toBeNull();
    expect(error?.message).toBe('Edge Function returned a non-2xx status code');
    expect((await errorBody(error)).status).toBe(400);
  });

  it('newsletter-subscribe mails a link to the site; newsletter-confirm (no JWT needed) confirms on POST', async () => {
    const email = uniqueEmail('news');
    const anon = client(backend.url, backend.anonKey);
    const { data, error } = await anon.functions.invoke('newsletter-subscribe', {
      body: { email },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true });
    // Sent by the backend's outbox timer, as pg_cron's job does on hosted Supabase.
    const link = linkIn(await waitForMail(backend.inboxUrl, email, /./), 'newsletter=confirm');
    expect(link.startsWith(`${SITE}/blog?newsletter=confirm&token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const confirmed = await anon.functions.invoke('newsletter-confirm', { body: { token } });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual({ confirmed: true });
    const row = await client(backend.url, backend.serviceRoleKey)
      .from('newsletter_subscribers')
      .select('status')
      .eq('email', email.toLowerCase())
      .single();
    expect(row.data).toEqual({ status: 'confirmed' });
  });

  it('check-subscription answers a signed-in user without a plan as not subscribed', async () => {
    const { data, error } = await user.functions.invoke('check-subscription');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });

  it('create-checkout returns a local checkout URL, then customer-portal a local portal URL', async () => {
    const checkout = await user.functions.invoke('create-checkout', { body: { tier: 'premium' } });
    expect(checkout.error).toBeNull();
    expect(checkout.data.url).toMatch(new RegExp(`^${backend.stripeUrl}/`));
    const portal = await user.functions.invoke('customer-portal');
    expect(portal.error).toBeNull();
    expect(portal.data.url).toMatch(new RegExp(`^${backend.stripeUrl}/`));
  });

  it('process-mail-outbox runs for the service role only', async () => {
    const ok = await client(backend.url, backend.serviceRoleKey).functions.invoke(
      'process-mail-outbox',
      { body: {} },
    );
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ attempted: expect.any(Number), sent: expect.any(Number) });
    const denied = await user.functions.invoke('process-mail-outbox', { body: {} });
    expect([401, 403]).toContain((await errorBody(denied.error)).status);
  });

  it('stripe-webhook (no JWT needed) rejects an unsigned event', async () => {
    const res = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
  });

  it('refuses a function call with an expired token or without any token at the gateway', async () => {
    const expired = client(backend.url, backend.anonKey, mintExpiredAccessToken(userId, userEmail));
    const { error } = await expired.functions.invoke('check-subscription');
    expect(await errorBody(error)).toEqual({
      status: 401,
      body: expect.objectContaining({ message: 'Invalid JWT' }),
    });
    const bare = await fetch(`${backend.url}/functions/v1/check-subscription`, { method: 'POST' });
    expect(bare.status).toBe(401);
    const missing = await client(backend.url, backend.anonKey).functions.invoke('no-such-function');
    expect((await errorBody(missing.error)).status).toBe(404);
  });

  it('answers REST calls with an expired token with 401 PGRST303 "JWT expired"', async () => {
    const expired = client(backend.url, backend.anonKey, mintExpiredAccessToken(userId, userEmail));
    const { data, error, status } = await expired
      .from('user_addons')
      .select('*')
      .eq('user_id', userId)
      .eq('active', true);
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});
