import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/clients.ts';
import {
  buy,
  callFunction,
  checkoutUrl,
  harnessForFile,
  payCheckout,
  signedInUser,
  type Harness,
  type User,
} from './harness.ts';

const PASSWORD = 'correct-horse-battery';
/** Fails every subscription cancel after the first while `failing` is set: a Stripe call halfway. */
const outage = { failing: false, cancels: 0 };
async function failingProxy(target: number): Promise<number> {
  const server = createServer((req, res) => {
    const cancel = req.method === 'DELETE' && (req.url ?? '').startsWith('/v1/subscriptions/');
    if (cancel && outage.failing && outage.cancels++ >= 1) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
      req.resume();
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxyStop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return (server.address() as AddressInfo).port;
}
let proxyStop: () => Promise<void> = async () => undefined;

let h: Harness;
harnessForFile((started) => (h = started), { stripeInFront: failingProxy });
// The proxy in front of the emulator goes when the file's tests are done, with the harness.
afterAll(async () => {
  await proxyStop();
});

async function subscribe(user: User, body: object): Promise<void> {
  await buy(user, body);
  await user.client.functions.invoke('check-subscription');
}

async function personalRows(user: User) {
  const enquiry = await h.admin.from('contact_enquiries').insert({
    first_name: 'Ann',
    last_name: `Person ${user.id.slice(0, 8)}`,
    email: user.email.toUpperCase(),
    phone: '514 555 0101',
    message: `Hello from ${user.email}`,
  });
  if (enquiry.error) throw new Error(enquiry.error.message);
  const sub = await h.admin
    .from('newsletter_subscribers')
    .insert({ email: user.email, status: 'confirmed', confirmed_at: '2026-01-02T03:04:05Z' });
  if (sub.error) throw new Error(sub.error.message);
}

const exportOf = (user: User, body: object = {}) =>
  callFunction(h, 'export-my-data', { token: user.token, body });
const close = (user: User, body: object) =>
  callFunction(h, 'close-account', { token: user.token, body });

describe('export-my-data', () => {
  let alice: User;
  let bob: User;
  beforeAll(async () => {
    alice = await signedInUser(h);
    bob = await signedInUser(h);
    await personalRows(alice);
    await personalRows(bob);
    await subscribe(alice, { tier: 'professional' });
    await subscribe(alice, { addon: 'Bilingual SEO (French/English)' });
  }, 60_000);

  it("answers exactly the caller's rows, whatever the body names", async () => {
    const { status, body } = await exportOf(alice, { user_id: bob.id, email: bob.email });
    expect(status).toBe(200);
    expect(body.format).toBe('northbeam-personal-data/1');
    expect(body.profile).toMatchObject({ id: alice.id, email: alice.email });
    expect((body.sign_ins as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect(body.subscription).toMatchObject({ tier: 'professional', status: 'active' });
    expect(body.addons).toEqual([
      expect.objectContaining({ name: 'Bilingual SEO (French/English)', active: true }),
    ]);
    expect(body.newsletter).toMatchObject({
      email: alice.email,
      status: 'confirmed',
      confirmed_at: expect.stringMatching(/^2026-01-02T03:04:05/),
    });
    const enquiries = body.enquiries as { message: string }[];
    expect(enquiries.map((e) => e.message)).toEqual([`Hello from ${alice.email}`]);
    const invoices = body.invoices as { total: number; status: string }[];
    // The add-on's and the plan's invoices, with Ontario's 13 % HST (the billing address).
    expect(invoices.map((i) => i.total).sort((a, b) => a - b)).toEqual([900.61, 2256.61]);
    expect(JSON.stringify(body)).not.toContain(bob.email);
    expect(JSON.stringify(body)).not.toContain(bob.id);
  });

  it('answers two exports requested at once with the same complete data', async () => {
    const [a, b] = await Promise.all([exportOf(alice), exportOf(alice)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { exported_at: _a, ...first } = a.body;
    const { exported_at: _b, ...second } = b.body;
    expect(first).toEqual(second);
    expect((first.enquiries as unknown[]).length).toBe(1);
  });

  it('refuses a caller without a session', async () => {
    const { status, body } = await callFunction(h, 'export-my-data', {});
    expect(status).toBe(401);
    expect(body.code).toBe('invalid_session');
  });
});

describe('close-account', () => {
  it('refuses without confirmation, a mode or the right password, and changes nothing', async () => {
    const carol = await signedInUser(h);
    expect((await close(carol, { cancel: 'now', password: PASSWORD })).body.code).toBe(
      'confirm_required',
    );
    expect(
      (await close(carol, { cancel: 'later', confirm: true, password: PASSWORD })).status,
    ).toBe(400);
    const wrong = await close(carol, { cancel: 'now', confirm: true, password: 'not-it' });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'reauthentication_failed' } });
    expect((await exportOf(carol)).status).toBe(200);
  });

  it('cancels at the period end, erases the person, keeps the invoices in Stripe, and the account can no longer sign in', async () => {
    const dan = await signedInUser(h);
    await personalRows(dan);
    await subscribe(dan, { tier: 'starter' });
    const customer = (await exportOf(dan)).body.stripe_customer_id as string;
    const closed = await close(dan, { cancel: 'period_end', confirm: true, password: PASSWORD });
    expect(closed).toMatchObject({
      status: 200,
      body: { closed: true, cancel: 'period_end', invoices_kept_until_years: 6 },
    });
    const subs = await h.sdk.subscriptions.list({ customer, status: 'all' });
    expect(subs.data.map((s) => [s.status, s.cancel_at_period_end])).toEqual([['active', true]]);
    // Starter, 997.00 + 13 % HST (Toronto), in cents.
    expect((await h.sdk.invoices.list({ customer })).data.map((i) => i.total)).toEqual([112661]);
    const signIn = await client(h.backend.url, h.backend.anonKey).auth.signInWithPassword({
      email: dan.email,
      password: PASSWORD,
    });
    expect(signIn.error?.code).toBe('invalid_credentials');
    expect((await h.admin.from('subscriptions').select('*').eq('user_id', dan.id)).data).toEqual(
      [],
    );
    const news = await h.admin.from('newsletter_subscribers').select('*').eq('email', dan.email);
    expect(news.data).toEqual([]);
    const left = await h.admin
      .from('contact_enquiries')
      .select('*')
      .ilike('message', `%${dan.email}%`);
    expect(left.data).toEqual([]);
    // A later webhook for the kept customer belongs to nobody and is acknowledged.
    await h.sdk.subscriptions.cancel(subs.data[0]!.id);
    expect(h.logs.join('\n')).not.toMatch(/link_stripe_customer failed/);
  });

  it('completes on the next attempt when Stripe fails halfway, and expires a checkout still being paid', async () => {
    const erin = await signedInUser(h);
    await personalRows(erin);
    await subscribe(erin, { tier: 'professional' });
    await subscribe(erin, { addon: 'E-commerce SEO' });
    const customer = (await exportOf(erin)).body.stripe_customer_id as string;
    const inFlight = await checkoutUrl(erin, { addon: 'PPC management' });
    outage.failing = true;
    outage.cancels = 0;
    const failed = await close(erin, { cancel: 'now', confirm: true, password: PASSWORD });
    outage.failing = false;
    expect(failed.status).toBe(503);
    const live = await h.sdk.subscriptions.list({ customer });
    expect(live.data).toHaveLength(1);
    expect((await exportOf(erin)).body.profile).toMatchObject({ email: erin.email });
    expect((await payCheckout(inFlight)).status).not.toBe(303);

    const done = await close(erin, { cancel: 'now', confirm: true, password: PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { closed: true, cancel: 'now' } });
    const all = await h.sdk.subscriptions.list({ customer, status: 'all' });
    expect(all.data.map((s) => s.status)).toEqual(['canceled', 'canceled']);
    expect((await h.sdk.invoices.list({ customer })).data).toHaveLength(2);
    expect((await exportOf(erin)).status).toBe(401);
  });

  it('answers a second closing running at the same time with 409 and closes once', async () => {
    const fay = await signedInUser(h);
    const [a, b] = await Promise.all([
      close(fay, { cancel: 'now', confirm: true, password: PASSWORD }),
      close(fay, { cancel: 'now', confirm: true, password: PASSWORD }),
    ]);
    const answers = [a, b].map((r) => `${r.status} ${String(r.body.code ?? r.body.closed)}`);
    expect(answers.sort()).toEqual(['200 true', '409 closure_in_progress']);
    expect((await exportOf(fay)).status).toBe(401);
  });
});
