import { adminClient, rpc } from '../_shared/db.ts';
import { requireEnv } from '../_shared/env.ts';
import { endpoint, json, readJsonObject } from '../_shared/http.ts';
import { deliver, type OutboxMail } from '../_shared/mail.ts';
import { newsletterMail } from '../_shared/templates.ts';
import { email } from '../_shared/validate.ts';

const ANSWER = {
  ok: true,
  message: 'Check your inbox: we sent a link to confirm your subscription.',
};

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Double opt-in: stores a pending subscriber and mails a confirmation link. The answer is the same
 * whether the address is new, pending or already confirmed, so it reveals nothing about who is
 * subscribed.
 */
export const handler = endpoint(['POST'], async (req) => {
  const address = email(await readJsonObject(req), 'email').toLowerCase();
  const db = adminClient();
  const token = randomToken();
  const confirmUrl = `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/newsletter-confirm?token=${encodeURIComponent(token)}`;
  const mails = await rpc<OutboxMail[]>(db, 'newsletter_subscribe', {
    p_email: address,
    p_token: token,
    p_mail: newsletterMail(address, confirmUrl),
  });
  try {
    await deliver(db, mails ?? []);
  } catch (error) {
    console.warn('newsletter mail left queued:', error instanceof Error ? error.message : error);
  }
  return json(req, 200, ANSWER);
});

if (import.meta.main) Deno.serve(handler);
