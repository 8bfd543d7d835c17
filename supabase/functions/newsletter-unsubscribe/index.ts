import { adminClient, rpc } from '../_shared/db.ts';
import { endpoint, json, readLimitedText } from '../_shared/http.ts';
import { newsletterPages, subscriberLocale, validUnsubscribeToken } from '../_shared/newsletter.ts';
import { isEmail } from '../_shared/validate.ts';

const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * Whether a POST is RFC 8058's one-click: the field `List-Unsubscribe=One-Click`, which mail
 * clients send as application/x-www-form-urlencoded or as multipart/form-data (section 3.1).
 */
function isOneClick(body: string, contentType: string): boolean {
  if (contentType.startsWith('multipart/form-data')) {
    return body.includes('name="List-Unsubscribe"') && /\r?\n\r?\nOne-Click\r?\n/.test(body);
  }
  return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
}

/** The address and token of a POST: the link's query (one-click), or the page's JSON body. */
function linkOf(url: URL, body: string, fromPage: boolean): { email: string; token: string } {
  let fields: Record<string, unknown> = {};
  if (fromPage) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: no address, an invalid link.
    }
  }
  const pick = (name: string) => {
    const value = fromPage ? fields[name] : url.searchParams.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { email: pick('email').trim().toLowerCase(), token: pick('token') };
}

/**
 * The unsubscribe link of every newsletter mail (`verify_jwt = false`).
 * - POST with body `List-Unsubscribe=One-Click` and the link's `?email=&token=` (RFC 8058: the
 *   mail client's own button), or with JSON `{ email, token }` (the button on the site's
 *   unsubscribe panel, `/blog?newsletter=unsubscribe`): unsubscribes, 200 `{ unsubscribed: true }`, 400 for a bad link.
 * - GET (a link opened from a mail, by a person or a mail scanner): changes nothing and sends the
 *   reader to the blog's unsubscribe panel (the French blog's for a French subscriber), whose
 *   button unsubscribes.
 * Unsubscribing is idempotent: a second click says the same.
 */
export const handler = endpoint(['GET', 'POST'], async (req) => {
  const url = new URL(req.url);
  if (req.method === 'GET') {
    const email = (url.searchParams.get('email') ?? '').slice(0, 320);
    const token = (url.searchParams.get('token') ?? '').slice(0, 100);
    // The subscriber's language only for a link that proves the address (see subscriberLocale).
    const address = email.trim().toLowerCase();
    const proven = isEmail(address) && (await validUnsubscribeToken(address, token));
    const locale = proven ? await subscriberLocale({ email: address }) : 'en';
    return new Response(null, {
      status: 303,
      headers: {
        Location: newsletterPages.unsubscribe(email, token, locale),
        'Cache-Control': 'no-store',
      },
    });
  }
  const body = await readLimitedText(req, 1024);
  const contentType = (req.headers.get('content-type') ?? '').toLowerCase();
  const fromPage = contentType.startsWith('application/json');
  // A one-click POST says so in its body (RFC 8058 section 3.1); anything else is not one.
  if (!fromPage && !isOneClick(body, contentType)) {
    return json(req, 400, {
      error: `A one-click unsubscribe is a POST with the body ${ONE_CLICK}.`,
      code: 'invalid_request',
    });
  }
  const { email, token } = linkOf(url, body, fromPage);
  const valid = isEmail(email) && (await validUnsubscribeToken(email, token));
  if (!valid) {
    return json(req, 400, { error: 'This unsubscribe link is not valid.', code: 'invalid_link' });
  }
  await rpc(adminClient(), 'newsletter_unsubscribe', { p_email: email });
  return json(req, 200, { unsubscribed: true });
});

if (import.meta.main) Deno.serve(handler);
