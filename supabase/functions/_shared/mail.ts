import nodemailer from 'npm:nodemailer@7.0.6';
import { rpc, type SupabaseClient } from './db.ts';
import { env } from './env.ts';

export interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string | null;
  /** Extra headers stored with the mail (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string> | null;
}

interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text?: string;
    headers?: Record<string, string>;
  }): Promise<{ messageId?: string }>;
  close(): void;
}

function mailFrom(): string {
  return env('MAIL_FROM') ?? 'Northbeam SEO <no-reply@northbeam.local>';
}

export function agencyInbox(): string {
  return env('AGENCY_INBOX') ?? 'hello@northbeam.local';
}

/**
 * SMTP connections kept open at once (SMTP_CONNECTIONS, 10 by default; the provider's limit on
 * concurrent connections bounds it). A mail server answers each message after its own delay, so
 * the rate grows with the connections: MailDev took 77 mails/s over 4 and 415 over 30.
 */
function connections(): number {
  const value = Number(env('SMTP_CONNECTIONS') ?? '10');
  return Number.isInteger(value) && value >= 1 && value <= 50 ? value : 10;
}

/**
 * A pooled SMTP transport for one worker run: its connections stay open from batch to batch and
 * carry several mails at once (a new connection per mail, or per batch, is what held delivery to
 * about 21 mails a second).
 */
export function openTransport(): Transport {
  const port = Number(env('SMTP_PORT') ?? '54325');
  const user = env('SMTP_USER');
  const pass = env('SMTP_PASS');
  // Short timeouts: a dead or silent mail server costs the outbox worker seconds, not minutes, and a
  // failed attempt is retried with backoff.
  return (nodemailer as unknown as { createTransport(o: unknown): Transport }).createTransport({
    host: env('SMTP_HOST') ?? '127.0.0.1',
    port,
    secure: port === 465,
    ...(user ? { auth: { user, pass } } : {}),
    pool: true,
    maxConnections: connections(),
    maxMessages: 1_000,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
}

/** Results recorded in one call as soon as this many have come in (and at the batch's end). */
const RECORD_EVERY = 25;

/**
 * Sends a batch of outbox mails over the pooled transport, several at once, and records each
 * outcome: sent, or failed with backoff. Outcomes are recorded a few at a time as they come in,
 * so when the mail server fails halfway through a batch, what it accepted is marked sent and is
 * never sent again, and the rest waits for its retry. (A worker killed between the server's
 * acceptance and the record can send those few mails again when their lease ends: SMTP has no
 * idempotency key. The window is what is in flight, at most one record's worth.) Returns how many
 * were sent.
 */
export async function deliver(
  db: SupabaseClient,
  mails: OutboxMail[],
  smtp: Transport,
): Promise<number> {
  if (mails.length === 0) return 0;
  let sent = 0;
  let pending: { id: string; error: string | null }[] = [];
  let recording = Promise.resolve();
  const record = () => {
    if (pending.length === 0) return recording;
    const results = pending;
    pending = [];
    // One record call at a time, in order: a failed call fails the run (the mails stay leased
    // and are retried when the lease ends), as a failed mark_mail_result did.
    recording = recording.then(async () => {
      await rpc(db, 'mark_mail_results', {
        p_results: results,
        p_retry_base_seconds: retryBaseSeconds(),
      });
    });
    return recording;
  };
  await Promise.all(
    mails.map(async (mail) => {
      let error: string | null = null;
      try {
        await smtp.sendMail({
          from: mailFrom(),
          to: mail.to_address,
          subject: mail.subject,
          html: mail.html,
          ...(mail.text_body ? { text: mail.text_body } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        sent += 1;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        console.warn(`mail ${mail.id} not sent: ${error}`);
      }
      pending.push({ id: mail.id, error });
      if (pending.length >= RECORD_EVERY) await record();
    }),
  );
  await record();
  return sent;
}

function retryBaseSeconds(): number {
  const value = Number(env('MAIL_RETRY_BASE_SECONDS') ?? '30');
  return Number.isFinite(value) && value > 0 ? value : 30;
}
