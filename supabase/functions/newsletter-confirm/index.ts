import { adminClient, rpc } from '../_shared/db.ts';
import { endpoint, json, readJsonObject } from '../_shared/http.ts';
import { newsletterPages, subscriberLocale } from '../_shared/newsletter.ts';

const tokenPattern = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * Confirms a newsletter subscription (`verify_jwt = false`).
 * - POST `{ token }` (the button of the blog's confirm panel, `/blog?newsletter=confirm`): confirms, 200
 *   `{ confirmed: true }`, or 400 `invalid_link` for a token that confirms nothing.
 * - GET (a link from a mail sent before the links opened the blog): changes nothing and
 *   sends the reader to the blog's confirm panel (the French blog's for a French subscriber), whose
 *   button confirms. Mail scanners open every link in a mail; a GET that confirmed would subscribe
 *   addresses nobody asked for (CASL double opt-in).
 */
export const handler = endpoint(['GET', 'POST'], async (req) => {
  if (req.method === 'GET') {
    const token = (new URL(req.url).searchParams.get('token') ?? '').slice(0, 100);
    const locale = tokenPattern.test(token)
      ? await subscriberLocale({ confirm_token: token })
      : 'en';
    return new Response(null, {
      status: 303,
      headers: {
        Location: newsletterPages.confirm(token, locale),
        'Cache-Control': 'no-store',
      },
    });
  }
  const { token } = await readJsonObject(req);
  const confirmed =
    typeof token === 'string' &&
    tokenPattern.test(token) &&
    (await rpc<boolean>(adminClient(), 'newsletter_confirm', { p_token: token }));
  return confirmed
    ? json(req, 200, { confirmed: true })
    : json(req, 400, { error: 'This confirmation link is not valid.', code: 'invalid_link' });
});

if (import.meta.main) Deno.serve(handler);
