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

function transport(): Transport {
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
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
}

/** Sends mails from the outbox and records each outcome; returns how many were sent. */
export async function deliver(db: SupabaseClient, mails: OutboxMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const smtp = transport();
  let sent = 0;
  try {
    for (const mail of mails) {
      let failure: string | null = null;
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
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        console.warn(`mail ${mail.id} not sent: ${failure}`);
      }
      await rpc(db, 'mark_mail_result', {
        p_id: mail.id,
        p_error: failure,
        p_retry_base_seconds: retryBaseSeconds(),
      });
    }
  } finally {
    smtp.close();
  }
  return sent;
}

function retryBaseSeconds(): number {
  const value = Number(env('MAIL_RETRY_BASE_SECONDS') ?? '30');
  return Number.isFinite(value) && value > 0 ? value : 30;
}
