import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import { callFunction, harnessForFile, type Harness } from './harness.ts';

/*
 * The outbox worker's batches (process-mail-outbox with the real function under Deno): pooled
 * SMTP connections carrying several mails at once, transactional mail claimed ahead of a newsletter
 * issue, and a mail server that fails halfway through a batch: what it accepted is never sent
 * again, the rest goes out on the retry. The mail server here is smtp-server (the SMTP library
 * MailDev is built on), so the test decides when it refuses.
 */

let h: Harness;
harnessForFile((started) => (h = started));
let server: SMTPServer | undefined;
/** Recipients in the order the server accepted their mail. */
let received: string[] = [];

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  received = [];
  await h.backend.db.query('delete from public.mail_outbox');
});

/** An SMTP server on the functions' SMTP port; `accept(n)` says whether the n-th mail is taken. */
async function mailServer(accept: (n: number) => boolean): Promise<void> {
  let count = 0;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        count += 1;
        if (!accept(count)) {
          const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(refusal);
          return;
        }
        received.push(session.envelope.rcptTo[0]!.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(h.smtpPort, '127.0.0.1', resolve));
}

async function queue(kind: string, count: number, prefix: string): Promise<void> {
  await h.backend.db.query(
    `insert into public.mail_outbox (kind, to_address, subject, html)
     select $1, $2 || g || '@example.com', 'Subject ' || g, '<p>Mail ' || g || '</p>'
     from generate_series(1, $3::int) g`,
    [kind, prefix, String(count)],
  );
}

async function runOutbox(body: Record<string, unknown> = {}) {
  const run = await callFunction(h, 'process-mail-outbox', {
    token: h.backend.serviceRoleKey,
    body,
  });
  expect(run.status).toBe(200);
  return run.body as { attempted: number; sent: number };
}

async function statuses(): Promise<Record<string, number>> {
  const rows = await h.backend.db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from public.mail_outbox group by status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

it('claims a confirmation queued behind a newsletter issue in the first batch', async () => {
  await mailServer(() => true);
  await queue('newsletter_issue', 250, 'reader-');
  await queue('newsletter_confirm', 1, 'new-subscriber-');
  expect(await runOutbox()).toEqual({ attempted: 251, sent: 251 });
  // Claimed first, in the first batch (200, sent several at a time); queued last, it came last.
  expect(received.indexOf('new-subscriber-1@example.com')).toBeLessThan(200);
  expect(new Set(received).size).toBe(251);
  expect(await statuses()).toEqual({ sent: 251 });
}, 120_000);

it('a mail server failing halfway: what it accepted is sent once, the rest on the retry', async () => {
  await mailServer((n) => n <= 30);
  await queue('contact_confirmation', 60, 'visitor-');
  expect(await runOutbox()).toEqual({ attempted: 60, sent: 30 });
  expect(await statuses()).toEqual({ sent: 30, queued: 30 });
  const rows = await h.backend.db.query<{ attempts: number; last_error: string }>(
    "select attempts, last_error from public.mail_outbox where status = 'queued'",
  );
  expect(rows.every((row) => row.attempts === 1 && /451/.test(row.last_error))).toBe(true);

  // The server takes everything now; the operator's retry ignores the backoff.
  await new Promise<void>((resolve) => server!.close(() => resolve()));
  await mailServer(() => true);
  const before = [...received];
  received = [];
  expect(await runOutbox({ ignore_backoff: true })).toEqual({ attempted: 30, sent: 30 });
  expect(await statuses()).toEqual({ sent: 60 });
  const all = [...before, ...received];
  expect(all).toHaveLength(60);
  expect(new Set(all).size).toBe(60);
}, 120_000);
