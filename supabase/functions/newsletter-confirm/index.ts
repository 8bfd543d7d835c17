import { adminClient, rpc } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { endpoint } from '../_shared/http.ts';

/** The link in the confirmation mail: confirms, then sends the reader back to the blog. */
export const handler = endpoint(['GET'], async (req) => {
  const token = new URL(req.url).searchParams.get('token') ?? '';
  let outcome = 'invalid';
  if (/^[A-Za-z0-9_-]{16,100}$/.test(token)) {
    const confirmed = await rpc<boolean>(adminClient(), 'newsletter_confirm', { p_token: token });
    if (confirmed) outcome = 'confirmed';
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `${siteUrl()}/blog?newsletter=${outcome}`, 'Cache-Control': 'no-store' },
  });
});

if (import.meta.main) Deno.serve(handler);
