import { clientIpHash, isBot, limitFromEnv } from '../_shared/abuse.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { withoutTrailing } from '../_shared/text.ts';
import { newsletterPages, unsubscribeLink } from '../_shared/newsletter.ts';
import { newsletterMail } from '../_shared/templates.ts';
import { email, localeInput } from '../_shared/validate.ts';

const ANSWER = {
  ok: true,
  message: 'Check your inbox: we sent a link to confirm your subscription.',
};

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const encoded = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return withoutTrailing(encoded, '=');
}

/**
 * Double opt-in: stores a pending subscriber and queues a confirmation mail (its link opens the
 * blog's confirm panel, whose button confirms). The answer is the same whether the
 * address is new, pending, confirmed or unsubscribed, and so is the work done before it: the mail
 * goes out through the outbox (process-mail-outbox), never inside the request, so neither the
 * answer nor its timing reveals who is subscribed.
 */
export const handler = endpoint(['POST'], async (req) => {
  const body = await readJsonObject(req);
  const address = email(body, 'email').toLowerCase();
  const locale = localeInput(body);
  if (isBot(body)) return json(req, 200, ANSWER);
  const db = adminClient();
  const token = randomToken();
  const confirmUrl = newsletterPages.confirm(token, locale);
  const unsubscribe = await unsubscribeLink(address, locale);
  const result = await rpc<{ rate_limited: boolean }>(db, 'newsletter_subscribe', {
    p_email: address,
    p_token: token,
    p_mail: {
      ...newsletterMail(address, confirmUrl, unsubscribe.url, locale),
      headers: unsubscribe.headers,
    },
    p_ip_hash: await clientIpHash(req),
    p_max_per_ip: limitFromEnv('NEWSLETTER_RATE_LIMIT_PER_IP', 20),
    p_max_mails_per_email: limitFromEnv('NEWSLETTER_MAILS_PER_EMAIL', 3),
    p_locale: locale,
  });
  if (result.rate_limited) {
    throw new HttpError(
      429,
      'Too many sign-up attempts from your network. Please try again later.',
      'rate_limited',
    );
  }
  return json(req, 200, ANSWER);
});

if (import.meta.main) Deno.serve(handler);
