import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../src/keys.ts';
import { startInbox, type Inbox } from '../../src/mail/maildev.ts';
import { freePort } from '../../src/ports.ts';
import { spawnChildBackend, type ChildBackend } from './child-process.ts';

export interface CrashLoadOptions {
  total: number;
  concurrency: number;
  /** The backend gets SIGKILL once this many submissions were acknowledged (with more in flight). */
  killAfterAcknowledged: number;
  /** Submissions sent before the mail server comes back; until then SMTP refuses connections. */
  mailBackAfter: number;
  log?: (line: string) => void;
  /** Upper bound for the whole run. */
  timeoutMs?: number;
}

export interface CrashLoadResult {
  sent: number;
  acknowledged: number;
  /** Acknowledged enquiries found in the database after the restart. */
  stored: number;
  /** Acknowledged enquiries whose agency and visitor mails are both in the inbox. */
  mailed: number;
  /** Requests that got no answer because the backend died under them. */
  unanswered: number;
  missing: string[];
  unmailed: string[];
  durationMs: number;
}

/**
 * Contact submissions, `concurrency` at a time, against a backend in a child process with a PGlite
 * data directory: the mail server is down at first, the backend is killed with SIGKILL part-way and
 * restarted on the same data, then the mail server comes back and the outbox is drained. Every
 * acknowledged enquiry must be stored and mailed.
 */
export async function runCrashLoad(options: CrashLoadOptions): Promise<CrashLoadResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 600_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-crash-'));
  const smtpPort = await freePort();
  const webPort = await freePort();
  const backendOptions = async () => ({
    port: 0,
    dataDir,
    mail: { start: false, smtpPort, webPort },
    functions: { port: await freePort() },
    stripe: false,
    // The outbox worker runs all along (as pg_cron does when hosted), so the kill can land between
    // storing and sending, and in the middle of a delivery.
    outboxIntervalMs: 1000,
    trustedProxies: 1,
    formLimits: { contactPerIpPerHour: 1_000_000, contactPerEmailPerHour: 1_000_000 },
  });
  const startChild = async () =>
    spawnChildBackend(await backendOptions(), {
      env: { MAIL_RETRY_BASE_SECONDS: '1' },
      stderr: (line) => {
        if (/error|fail/i.test(line)) log(`[child] ${line}`);
      },
    });
  let inbox: Inbox | null = null;
  let inboxStarting: Promise<Inbox> | null = null;
  let current: ChildBackend | null = null;
  const acknowledged = new Map<string, string>();
  let sent = 0;
  let unanswered = 0;
  try {
    current = await startChild();
    log(`backend up at ${current.url} (PGlite ${dataDir}); mail server down`);
    let killed = false;
    let restarting: Promise<void> | null = null;

    const submitOne = async (n: number) => {
      const target = current!;
      const email = `visitor-${n}@example.com`;
      try {
        const res = await fetch(`${target.url}/functions/v1/send-contact-email`, {
          method: 'POST',
          headers: {
            apikey: ANON_KEY,
            authorization: `Bearer ${ANON_KEY}`,
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            firstName: 'Load',
            lastName: `Visitor ${n}`,
            email,
            city: 'toronto',
            message: `Enquiry number ${n}`,
          }),
          signal: AbortSignal.timeout(60_000),
        });
        const body = (await res.json()) as { received?: boolean; id?: string };
        if (res.status === 200 && body.received && body.id) acknowledged.set(body.id, email);
        else throw new Error(`status ${res.status}`);
      } catch {
        unanswered += 1;
      }
    };

    const queue = Array.from({ length: options.total }, (_, i) => i + 1);
    const worker = async () => {
      for (;;) {
        if (Date.now() > deadline) throw new Error('crash load ran out of time');
        if (restarting) await restarting;
        if (!killed && acknowledged.size >= options.killAfterAcknowledged) {
          killed = true;
          log(
            `SIGKILL after ${sent} submissions sent, ${acknowledged.size} acknowledged, the rest in flight`,
          );
          current!.signal('SIGKILL');
          restarting = (async () => {
            await new Promise<void>((resolve) => {
              if (current!.process.exitCode !== null || current!.process.signalCode !== null)
                resolve();
              else current!.process.once('exit', () => resolve());
            });
            current = await startChild();
            log(`restarted at ${current.url} on the same data`);
          })();
          await restarting;
          restarting = null;
        }
        if (!inboxStarting && sent >= options.mailBackAfter) {
          // One worker starts it; the others go on submitting meanwhile.
          inboxStarting = startInbox({ smtpPort, webPort }).then((started) => {
            inbox = started;
            log(`mail server back after ${sent} submissions`);
            return started;
          });
        }
        const n = queue.shift();
        if (n === undefined) return;
        sent += 1;
        await submitOne(n);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    inbox = await (inboxStarting ?? startInbox({ smtpPort, webPort }));

    // The operator's "retry now" (or the scheduled runs, after their backoff) drains the outbox.
    const admin = createClient(current!.url, SERVICE_ROLE_KEY, {
      realtime: { transport: ws as unknown as typeof WebSocket },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    for (;;) {
      if (Date.now() > deadline) throw new Error('outbox did not drain in time');
      const res = await fetch(`${current!.url}/functions/v1/process-mail-outbox`, {
        method: 'POST',
        headers: {
          apikey: SERVICE_ROLE_KEY,
          authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ignore_backoff: true }),
      });
      const body = (await res.json()) as { attempted?: number };
      if (!res.ok) throw new Error(`process-mail-outbox answered ${res.status}`);
      if (!body.attempted) break;
    }

    const storedIds = new Set<string>();
    const sentMail = new Map<string, number>();
    for (let from = 0; ; from += 1000) {
      const page = await admin
        .from('contact_enquiries')
        .select('id')
        .range(from, from + 999);
      if (page.error) throw page.error;
      for (const row of page.data) storedIds.add(row.id as string);
      if (page.data.length < 1000) break;
    }
    for (let from = 0; ; from += 1000) {
      const page = await admin
        .from('mail_outbox')
        .select('enquiry_id')
        .eq('status', 'sent')
        .range(from, from + 999);
      if (page.error) throw page.error;
      for (const row of page.data)
        sentMail.set(row.enquiry_id as string, (sentMail.get(row.enquiry_id as string) ?? 0) + 1);
      if (page.data.length < 1000) break;
    }
    const inboxMails = (await (await fetch(`${inbox!.webUrl}/email`)).json()) as {
      to: { address: string }[];
    }[];
    const delivered = new Map<string, number>();
    for (const mail of inboxMails)
      for (const to of mail.to)
        delivered.set(to.address.toLowerCase(), (delivered.get(to.address.toLowerCase()) ?? 0) + 1);

    const missing = [...acknowledged.keys()].filter((id) => !storedIds.has(id));
    const unmailed = [...acknowledged.entries()]
      .filter(([id, email]) => (sentMail.get(id) ?? 0) < 2 || !delivered.get(email))
      .map(([id]) => id);
    return {
      sent,
      acknowledged: acknowledged.size,
      stored: acknowledged.size - missing.length,
      mailed: acknowledged.size - unmailed.length,
      unanswered,
      missing,
      unmailed,
      durationMs: Date.now() - started,
    };
  } finally {
    if (current) await current.stop({ graceMs: 15_000 });
    await (inbox as Inbox | null)?.stop();
    if (!inbox && inboxStarting)
      await (await (inboxStarting as Promise<Inbox>).catch(() => null))?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
