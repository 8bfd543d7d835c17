import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY, type Backend } from '../../src/backend.ts';
import { confirmedUser, visitedBackendForSuite, type VisitedBackend } from '../support/backend.ts';
import { client, uniqueEmail } from '../support/clients.ts';
import { mailsTo, waitForMail } from '../support/inbox.ts';
import {
  DECLINED_CARD,
  localStripeSdk,
  PAYING_CARD,
  postForm,
  TORONTO_ADDRESS,
} from '../support/stripe.ts';

let backend: Backend;
let admin: SupabaseClient;
let visitor: VisitedBackend['visitor'];

function enquiry(email: string, extra: Record<string, string> = {}) {
  return {
    firstName: 'Zoë',
    lastName: 'Tremblay',
    email,
    city: 'toronto',
    budget: '2000-5000',
    message: 'We need local SEO.',
    ...extra,
  };
}

async function submit(
  ip: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await visitor(ip).functions.invoke('send-contact-email', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function stored(table: string, column: string, value: string): Promise<number> {
  const { count, error } = await admin
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq(column, value);
  if (error) throw error;
  return count ?? 0;
}

visitedBackendForSuite(
  {
    // Contact mail goes out through the backend's outbox timer, as in production.
    outboxIntervalMs: 250,
    formLimits: {
      contactPerIpPerHour: 3,
      contactPerEmailPerHour: 2,
      newsletterPerIpPerHour: 3,
      newsletterMailsPerEmailPerHour: 2,
      billingCallsPerUserPerHour: 3,
    },
  },
  (started) => ({ backend, admin, visitor } = started),
);

describe('contact form and newsletter abuse', () => {
  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const email = uniqueEmail('bot');
    const contact = await submit('203.0.113.50', enquiry(email, { fax: 'http://spam.example' }));
    expect(contact).toMatchObject({ status: 200, body: { received: true } });
    const news = await visitor('203.0.113.50').functions.invoke('newsletter-subscribe', {
      body: { email, fax: '1' },
    });
    expect(news.error).toBeNull();
    expect(news.data).toMatchObject({
      ok: true,
      message: 'Check your inbox: we sent a link to confirm your subscription.',
    });
    expect(await stored('contact_enquiries', 'email', email)).toBe(0);
    expect(await stored('newsletter_subscribers', 'email', email)).toBe(0);
    expect(await stored('mail_outbox', 'to_address', email)).toBe(0);
    expect(await mailsTo(backend.inboxUrl, email)).toHaveLength(0);
  });

  it('limits enquiries per network with a clear 429, refusing before anything is stored', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(ip, enquiry(uniqueEmail('ok')))).status).toBe(200);
    }
    const refused = uniqueEmail('refused');
    expect(await submit(ip, enquiry(refused))).toEqual({
      status: 429,
      body: {
        error: 'Too many enquiries from your network. Please try again later.',
        code: 'rate_limited',
      },
    });
    expect(await stored('contact_enquiries', 'email', refused)).toBe(0);
    expect(await stored('mail_outbox', 'to_address', refused)).toBe(0);
    expect((await submit('203.0.113.61', enquiry(uniqueEmail('other')))).status).toBe(200);
  });

  it('limits enquiries per e-mail address across networks', async () => {
    const email = uniqueEmail('repeat');
    expect((await submit('198.51.100.70', enquiry(email))).status).toBe(200);
    expect((await submit('198.51.100.71', enquiry(email.toUpperCase()))).status).toBe(200);
    expect(await submit('198.51.100.72', enquiry(email, { message: 'third' }))).toEqual({
      status: 429,
      body: {
        error: 'Too many enquiries from this email address. Please try again later.',
        code: 'rate_limited',
      },
    });
    const { data } = await admin.from('contact_enquiries').select('message').ilike('email', email);
    expect(data?.map((r) => r.message)).toEqual(['We need local SEO.', 'We need local SEO.']);
  });

  it('lets exactly the limit through when a burst arrives at once, and stores exactly those', async () => {
    const ip = '192.0.2.80';
    const emails = Array.from({ length: 10 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(emails.map((e) => submit(ip, enquiry(e))));
    const accepted = emails.filter((_, i) => answers[i]!.status === 200);
    expect(answers.map((a) => a.status).sort()).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    for (const e of emails)
      expect(await stored('contact_enquiries', 'email', e)).toBe(accepted.includes(e) ? 1 : 0);
  });

  it('limits newsletter sign-ups per network; the refused address is not stored', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < 3; i += 1) {
      const { error } = await visitor(ip).functions.invoke('newsletter-subscribe', {
        body: { email: uniqueEmail('news') },
      });
      expect(error).toBeNull();
    }
    const refused = uniqueEmail('news-refused');
    const { error } = await visitor(ip).functions.invoke('newsletter-subscribe', {
      body: { email: refused },
    });
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: 'Too many sign-up attempts from your network. Please try again later.',
      code: 'rate_limited',
    });
    expect(await stored('newsletter_subscribers', 'email', refused)).toBe(0);
  });

  it('caps the confirmation mails one address gets, however many networks ask, answering alike', async () => {
    const email = uniqueEmail('mailbomb-news');
    const answers: unknown[] = [];
    const ask = async (ip: string) => {
      const { data, error } = await visitor(ip).functions.invoke('newsletter-subscribe', {
        body: { email },
      });
      expect(error).toBeNull();
      answers.push(data);
    };
    // Pretends the address's last link went out over a minute ago (one a minute at most).
    const ageLinks = () =>
      backend.db.query(
        `update public.mail_outbox set created_at = created_at - interval '2 minutes'
         where to_address = $1`,
        [email],
      );
    const mailed = async (count: number) => {
      expect(await stored('mail_outbox', 'to_address', email)).toBe(count);
      await expect
        .poll(async () => (await mailsTo(backend.inboxUrl, email)).length, { timeout: 15_000 })
        .toBe(count);
    };

    await ask('198.51.100.110');
    await mailed(1);
    await ask('198.51.100.111');
    await mailed(1);
    await ageLinks();
    await ask('198.51.100.112');
    await mailed(2);
    // At the per-address cap (2 here): more requests, from anywhere, send nothing more.
    for (const ip of ['198.51.100.113', '198.51.100.114', '198.51.100.115']) {
      await ageLinks();
      await ask(ip);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await mailed(2);
    expect(answers).toEqual(
      Array.from({ length: 6 }, () => ({
        ok: true,
        message: 'Check your inbox: we sent a link to confirm your subscription.',
      })),
    );
    const { data } = await admin.from('newsletter_subscribers').select('status').eq('email', email);
    expect(data).toEqual([{ status: 'pending' }]);
  });

  it('never puts enquiry text unescaped into the agency mail, whichever field carries it', async () => {
    const email = uniqueEmail('xss');
    const payload = (n: number) => `<script>alert(${n})</script><img src=x onerror=alert(${n})>`;
    const body = enquiry(email, {
      firstName: payload(1),
      lastName: payload(2),
      phone: `"><svg onload=alert(3)>`,
      company: payload(4),
      website: `javascript:alert(5)"><a href="x`,
      message: `${payload(6)}\n<iframe src="https://evil.example"></iframe>`,
    });
    expect((await submit('192.0.2.99', body)).status).toBe(200);
    // Sent by the outbox worker after the answer; the subject carries both name fields.
    const agency = await waitForMail(
      backend.inboxUrl,
      'hello@northbeam.local',
      /alert\(1\).*alert\(2\)/,
      20_000,
    );
    expect(agency.html).toContain(email);
    for (const raw of ['<script', '<img', '<svg', '<iframe', 'href="javascript:', 'href="x']) {
      expect(agency.html).not.toContain(raw);
    }
    expect(agency.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(agency.html).toContain('&lt;iframe');
  });
});

describe('billing: a checkout abandoned half-way', () => {
  it('leaves no subscription anywhere and lets the user start again', async () => {
    const { id: userId, email, token } = await confirmedUser(backend, 'abandon');
    const user = client(backend.url, backend.anonKey, token);

    const checkout = await user.functions.invoke('create-checkout', {
      body: { tier: 'starter', interval: 'month' },
    });
    expect(checkout.error).toBeNull();
    const url = (checkout.data as { url: string }).url;
    const sessionId = url.split('/').pop()!;

    // The visitor opens the page, tries a card that is declined, and walks away.
    expect((await fetch(url)).status).toBe(200);
    const declined = await postForm(url, {
      ...TORONTO_ADDRESS,
      ...DECLINED_CARD,
      email,
      cardName: 'Zoë',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    // Stripe expires the session later (and tells the webhook).
    const stripe = localStripeSdk(
      Number(new URL(backend.stripeUrl!).port),
      LOCAL_STRIPE_SECRET_KEY,
    );
    const expired = await stripe.checkout.sessions.expire(sessionId);
    expect(expired.status).toBe('expired');
    expect(expired.subscription).toBeNull();

    const subs = await stripe.subscriptions.list({
      customer: expired.customer as string,
      status: 'all',
    });
    expect(subs.data).toEqual([]);
    const state = await user.functions.invoke('check-subscription');
    expect(state.error).toBeNull();
    expect(state.data).toMatchObject({ subscribed: false });
    // A synced "nothing" row may exist; what must not exist is a subscription.
    const rows = await admin
      .from('subscriptions')
      .select('status, stripe_subscription_id, tier')
      .eq('user_id', userId);
    expect(rows.error).toBeNull();
    expect(
      rows.data!.filter(
        (r) =>
          r.stripe_subscription_id !== null ||
          ['active', 'trialing', 'past_due'].includes(r.status as string),
      ),
    ).toEqual([]);
    expect(await stored('user_addons', 'user_id', userId)).toBe(0);
    // Paying an expired session is impossible; a fresh checkout is offered instead of the portal.
    const late = await postForm(url, { ...TORONTO_ADDRESS, ...PAYING_CARD, email });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(
      (await stripe.subscriptions.list({ customer: expired.customer as string, status: 'all' }))
        .data,
    ).toEqual([]);
    const again = await user.functions.invoke('create-checkout', {
      body: { tier: 'starter', interval: 'month' },
    });
    expect(again.error).toBeNull();
    expect((again.data as { url: string }).url).toMatch(/\/pay\//);
    expect((again.data as { url: string }).url).not.toBe(url);
  });
});

describe('billing: one account cannot flood Stripe', () => {
  const stripe = () =>
    localStripeSdk(Number(new URL(backend.stripeUrl!).port), LOCAL_STRIPE_SECRET_KEY);
  const billingCall = async (user: SupabaseClient, name: string, body?: object) => {
    const { data, error } = await user.functions.invoke(name, { body });
    if (!error) return { status: 200, body: data as Record<string, unknown> };
    const response = (error as FunctionsHttpError).context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('reuses the open Checkout Session for the same plan instead of opening another', async () => {
    const { token } = await confirmedUser(backend, 'reuse');
    const user = client(backend.url, backend.anonKey, token);
    const annual = { tier: 'professional', interval: 'year' };
    const first = await billingCall(user, 'create-checkout', annual);
    const second = await billingCall(user, 'create-checkout', annual);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/\/pay\/cs_test_/);
    expect(second).toEqual(first);
    // Another interval is another purchase: its own session.
    const monthly = await billingCall(user, 'create-checkout', { ...annual, interval: 'month' });
    expect(monthly.status).toBe(200);
    expect(monthly.body.url).not.toBe(first.body.url);
    const sessionId = String(first.body.url).split('/').pop()!;
    const customer = (await stripe().checkout.sessions.retrieve(sessionId)).customer as string;
    const open = await stripe().checkout.sessions.list({ customer, status: 'open' });
    expect(open.data.map((session) => session.url).sort()).toEqual(
      [first.body.url, monthly.body.url].sort(),
    );
  });

  it("limits each user's billing calls: the one over the limit gets a clear 429, others go on", async () => {
    const { token } = await confirmedUser(backend, 'billing-flood');
    const user = client(backend.url, backend.anonKey, token);
    const first = await billingCall(user, 'create-checkout', { tier: 'starter' });
    expect(first.status).toBe(200);
    expect((await billingCall(user, 'create-checkout', { tier: 'enterprise' })).status).toBe(200);
    expect((await billingCall(user, 'customer-portal')).status).toBe(200);
    const refused = {
      status: 429,
      body: {
        error: 'Too many billing requests from your account. Please try again later.',
        code: 'rate_limited',
      },
    };
    const sessionId = String(first.body.url).split('/').pop()!;
    const customer = (await stripe().checkout.sessions.retrieve(sessionId)).customer as string;
    const sessions = async () => (await stripe().checkout.sessions.list({ customer })).data.length;
    const sessionsBefore = await sessions();
    expect(await billingCall(user, 'create-checkout', { tier: 'professional' })).toEqual(refused);
    expect(await billingCall(user, 'customer-portal')).toEqual(refused);
    // Refused before Stripe is asked for anything.
    expect(await sessions()).toBe(sessionsBefore);
    const other = await confirmedUser(backend, 'billing-other');
    const otherClient = client(backend.url, backend.anonKey, other.token);
    expect((await billingCall(otherClient, 'create-checkout', { tier: 'starter' })).status).toBe(
      200,
    );
  });
});
