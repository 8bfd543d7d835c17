import { adminClient, rpc } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { endpoint, json, readLimitedText } from '../_shared/http.ts';
import { validUnsubscribeToken } from '../_shared/newsletter.ts';
import { isEmail } from '../_shared/validate.ts';

/**
 * The unsubscribe link of every newsletter mail (`verify_jwt = false`).
 * - GET (the reader clicks the link): unsubscribes, then 303 to SITE_URL/blog?newsletter=unsubscribed
 *   (or `=invalid`), where the page says what happened.
 * - POST (RFC 8058 one-click from the mail client's own button, body `List-Unsubscribe=One-Click`):
 *   unsubscribes and answers 200 `{ unsubscribed: true }` (400 for a bad link).
 * Unsubscribing is idempotent: a second click says the same.
 */
export const handler = endpoint(['GET', 'POST'], async (req) => {
  const params = new URL(req.url).searchParams;
  const email = (params.get('email') ?? '').trim().toLowerCase();
  const token = params.get('token') ?? '';
  // The one-click body carries nothing we need; read it (bounded) so the connection stays clean.
  if (req.method === 'POST') await readLimitedText(req, 1024);
  const valid = isEmail(email) && (await validUnsubscribeToken(email, token));
  if (valid) await rpc(adminClient(), 'newsletter_unsubscribe', { p_email: email });
  if (req.method === 'POST') {
    return valid
      ? json(req, 200, { unsubscribed: true })
      : json(req, 400, { error: 'This unsubscribe link is not valid.', code: 'invalid_link' });
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${siteUrl()}/blog?newsletter=${valid ? 'unsubscribed' : 'invalid'}#newsletter-heading`,
      'Cache-Control': 'no-store',
    },
  });
});

if (import.meta.main) Deno.serve(handler);
