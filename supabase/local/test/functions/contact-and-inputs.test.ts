import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startInbox, type Inbox } from '../../src/mail/maildev.ts';
import { allMails } from '../support/inbox.ts';
import { callFunction, harnessForFile, signedInUser, SITE_URL, type Harness } from './harness.ts';

let h: Harness;
harnessForFile((started) => (h = started));
// Started by the tests that need mail up (others check what happens while it is down).
let inbox: Inbox | null = null;
afterAll(async () => {
  await inbox?.stop();
});

const mails = () => allMails(inbox!.webUrl);

const VALID = {
  firstName: 'Zoë',
  lastName: 'Tremblay',
  email: 'zoe@example.com',
  phone: '+1 416 555 0100',
  company: 'Maple & Co',
  website: 'https://maple.example',
  city: 'toronto',
  budget: '2000-5000',
  message: 'We need local SEO.',
};

describe('input validation answers 4xx with a clear message, never 5xx', () => {
  const required = 'First name, last name, email, and message are required.';
  const cases: [string, string | object, number, string][] = [
    ['an empty body', {}, 400, required],
    ['a missing message', { ...VALID, message: '   ' }, 400, required],
    ['a missing email', { ...VALID, email: '' }, 400, required],
    [
      'a malformed email',
      { ...VALID, email: 'zoe@' },
      400,
      'Email must be a valid e-mail address.',
    ],
    [
      'an unknown city',
      { ...VALID, city: 'paris' },
      400,
      'City must be one of: toronto, vancouver, montreal, calgary, ottawa, edmonton, other.',
    ],
    [
      'an unknown budget',
      { ...VALID, budget: 'lots' },
      400,
      'Budget must be one of: under-1000, 1000-2000, 2000-5000, 5000-10000, over-10000.',
    ],
    [
      'a too long first name',
      { ...VALID, firstName: 'x'.repeat(201) },
      400,
      'First name must be at most 200 characters.',
    ],
    [
      'a too long message',
      { ...VALID, message: 'x'.repeat(5001) },
      400,
      'Message must be at most 5000 characters.',
    ],
    ['a non-text field', { ...VALID, lastName: 42 }, 400, 'Last name must be text.'],
    [
      'a line break in a name',
      { ...VALID, firstName: 'Zoë\nBcc: x@y.z' },
      400,
      'First name must be on a single line.',
    ],
    ['invalid JSON', '{"firstName":', 400, 'Request body must be valid JSON.'],
    ['a JSON array', '[1,2]', 400, 'Request body must be a JSON object.'],
    [
      'a body over 64 KB',
      { ...VALID, message: 'x'.repeat(70_000) },
      413,
      'Request body is too large.',
    ],
  ];
  it.each(cases)('send-contact-email rejects %s', async (_name, body, status, message) => {
    const res = await callFunction(h, 'send-contact-email', { body });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it('create-checkout needs a signed-in user', async () => {
    const res = await callFunction(h, 'create-checkout', { body: { tier: 'starter' } });
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'Your session is invalid or has expired. Please sign in again.' },
    });
    for (const name of ['check-subscription', 'customer-portal']) {
      expect((await callFunction(h, name)).status).toBe(401);
    }
  });

  it('create-checkout rejects unknown plans, intervals and add-ons', async () => {
    const user = await signedInUser(h);
    const bad: [object, string][] = [
      [{}, 'Choose a plan: tier is required.'],
      [{ tier: 'gold' }, 'Unknown plan. Choose one of: starter, professional, enterprise.'],
      [{ tier: 7 }, 'tier must be a plan name.'],
      [{ tier: 'starter', interval: 'week' }, "interval must be 'month' or 'year'."],
      [
        { tier: 'starter', addon: 'E-commerce SEO' },
        'Choose either a plan (tier) or an add-on (addon), not both.',
      ],
      [
        { addon: 'Free lunch' },
        expect.stringMatching(
          /^Unknown add-on\. Choose one of: Additional city targeting, /,
        ) as unknown as string,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await callFunction(h, 'create-checkout', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(message);
    }
  });

  it('rejects wrong methods and non-service callers of the outbox', async () => {
    expect((await callFunction(h, 'send-contact-email', { method: 'GET' })).status).toBe(405);
    const outbox = await callFunction(h, 'process-mail-outbox', { body: {} });
    expect(outbox).toMatchObject({
      status: 401,
      body: { error: 'This endpoint requires the service role key.' },
    });
  });

  it('answers CORS preflights for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${h.backend.functionsUrl}/send-contact-email`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const ok = await preflight(SITE_URL);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('contact enquiries and mail', () => {
  it('answers once the enquiry and its mails are stored, before any delivery, even with a mail server that hangs', async () => {
    // A mail server that accepts connections and never says a word: the worst network there is.
    const connections: Socket[] = [];
    const silent = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => silent.listen(h.smtpPort, '127.0.0.1', resolve));
    const hostile = {
      ...VALID,
      firstName: '<script>alert(1)</script>',
      company: 'Evil "Quotes" & Co',
      message: 'Hello <img src=x onerror=alert(2)>\nSecond line',
    };
    let id: string;
    try {
      const res = await callFunction(h, 'send-contact-email', { body: hostile });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, id: expect.any(String) });
      id = res.body.id as string;
      // The request never talked to the mail server: delivery is the outbox worker's job.
      expect(connections).toHaveLength(0);

      const stored = await h.admin.from('contact_enquiries').select('*').eq('id', id);
      expect(stored.data).toEqual([
        expect.objectContaining({
          first_name: hostile.firstName,
          company: hostile.company,
          city: 'toronto',
          budget: '2000-5000',
        }),
      ]);
      const queued = await h.admin
        .from('mail_outbox')
        .select('status, attempts, last_error, to_address')
        .eq('enquiry_id', id)
        .order('to_address');
      expect(queued.data).toEqual([
        { status: 'queued', attempts: 0, last_error: null, to_address: 'hello@northbeam.local' },
        { status: 'queued', attempts: 0, last_error: null, to_address: VALID.email },
      ]);

      // The worker meets the silent server: it gives up after its greeting timeout, keeps both
      // mails queued with the reason, and answers.
      const service = { token: h.backend.serviceRoleKey, body: {} };
      expect(await callFunction(h, 'process-mail-outbox', service)).toMatchObject({
        status: 200,
        body: { attempted: 2, sent: 0 },
      });
      expect(connections.length).toBeGreaterThan(0);
      const failed = await h.admin.from('mail_outbox').select('*').eq('enquiry_id', id);
      for (const row of failed.data as { status: string; attempts: number; last_error: string }[]) {
        expect(row).toMatchObject({ status: 'queued', attempts: 1 });
        expect(row.last_error).toMatch(/greeting/i);
      }
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }

    inbox = await startInbox({ smtpPort: h.smtpPort, webPort: h.webPort });
    const service = { token: h.backend.serviceRoleKey, body: {} };
    // Backoff holds the retry until it is due; an operator can retry at once.
    expect(await callFunction(h, 'process-mail-outbox', service)).toMatchObject({
      status: 200,
      body: { attempted: 0 },
    });
    const retried = await callFunction(h, 'process-mail-outbox', {
      ...service,
      body: { ignore_backoff: true },
    });
    expect(retried).toMatchObject({ status: 200, body: { attempted: 2, sent: 2 } });

    const received = await mails();
    const agency = received.find((m) => m.to[0]?.address === 'hello@northbeam.local')!;
    const visitor = received.find((m) => m.to[0]?.address === VALID.email)!;
    expect(agency.subject).toBe('New enquiry from <script>alert(1)</script> Tremblay');
    expect(agency.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(agency.html).toContain('Evil &quot;Quotes&quot; &amp; Co');
    expect(agency.html).toContain('Hello &lt;img src=x onerror=alert(2)&gt;<br>Second line');
    expect(agency.html).not.toContain('<script>');
    expect(agency.html).not.toContain('<img');
    expect(visitor.subject).toBe('We received your message');
    expect(visitor.html).toContain('Thank you, &lt;script&gt;alert(1)&lt;/script&gt;!');
    // The visitor copy is a fixed text: the form must not relay what a stranger typed.
    expect(visitor.html).not.toContain('onerror');
    expect(visitor.html).not.toContain('Second line');

    const sent = await h.admin.from('mail_outbox').select('status').eq('enquiry_id', id!);
    expect(sent.data).toEqual([{ status: 'sent' }, { status: 'sent' }]);
  });

  it('answers before delivery with mail up too; the outbox worker then sends both mails', async () => {
    const before = (await mails()).length;
    const { data, error } = await h.admin.functions.invoke('send-contact-email', {
      body: { ...VALID, email: 'second@example.com' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ received: true, id: expect.any(String) });
    // Nothing was sent while the visitor waited.
    expect((await mails()).length).toBe(before);
    const queued = await h.admin.from('mail_outbox').select('status').eq('enquiry_id', data.id);
    expect(queued.data).toEqual([{ status: 'queued' }, { status: 'queued' }]);

    const run = await callFunction(h, 'process-mail-outbox', {
      token: h.backend.serviceRoleKey,
      body: {},
    });
    expect(run).toMatchObject({ status: 200, body: { attempted: 2, sent: 2 } });
    const after = await mails();
    expect(after.length).toBe(before + 2);
    expect(after.some((m) => m.to[0]?.address === 'second@example.com')).toBe(true);
  });
});
