import { adminClient } from './db.ts';
import { env, requireEnv, siteUrl } from './env.ts';
import { SITE_PATHS, storedLocale, type Locale } from './locale.ts';
import { withoutTrailing } from './text.ts';

/*
 * Unsubscribe links carry the address and an HMAC of it, so every mail ever sent to an address keeps
 * a working link (no token to store, rotate or lose) and nobody can unsubscribe an address they did
 * not receive mail at. The key is NEWSLETTER_LINK_SECRET, or the service role key, which every
 * deployment has and which never leaves the server.
 */

const encoder = new TextEncoder();

function linkSecret(): string {
  return env('NEWSLETTER_LINK_SECRET') ?? requireEnv('SUPABASE_SERVICE_ROLE_KEY');
}

function base64Url(bytes: ArrayBuffer): string {
  const encoded = btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return withoutTrailing(encoded, '=');
}

async function hmacKey(): Promise<CryptoKey> {
  return await crypto.subtle.importKey(
    'raw',
    encoder.encode(linkSecret()),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

async function unsubscribeToken(email: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(),
    encoder.encode(`unsubscribe:${email.toLowerCase()}`),
  );
  return base64Url(signature);
}

/** Constant-time check of a token from a link. */
export async function validUnsubscribeToken(email: string, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = encoder.encode(await unsubscribeToken(email));
  const given = encoder.encode(token);
  let difference = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i += 1) difference |= expected[i]! ^ (given[i] ?? 0);
  return difference === 0;
}

/**
 * Where the mails' links land: the blog (the French blog for a French subscriber), whose newsletter section then shows a panel with a
 * button. A link in a mail is opened by people and by mail scanners alike, so opening one changes
 * nothing: the panel's button makes the POST that confirms or unsubscribes (the functions' GET
 * only sends an old link on to the same place).
 */
export const newsletterPages = {
  confirm: (token: string, locale: Locale = 'en') =>
    `${siteUrl()}${SITE_PATHS[locale].blog}?newsletter=confirm&token=${encodeURIComponent(token)}` +
    '#newsletter-heading',
  unsubscribe: (email: string, token: string, locale: Locale = 'en') =>
    `${siteUrl()}${SITE_PATHS[locale].blog}?newsletter=unsubscribe&email=${encodeURIComponent(email)}` +
    `&token=${encodeURIComponent(token)}#newsletter-heading`,
};

/**
 * The stored language of the subscriber a mailed link names (its confirm token, or its address),
 * for the functions' GET, which send an old link on to the blog in that language. The caller looks
 * up only what the link proves (a token, an address with its valid HMAC), so the answer tells
 * nothing about an address to someone who merely guesses one. Anything unknown is English.
 */
export async function subscriberLocale(
  by: { confirm_token: string } | { email: string },
): Promise<Locale> {
  const [column, value] = Object.entries(by)[0]!;
  const { data, error } = await adminClient()
    .from('newsletter_subscribers')
    .select('locale')
    .eq(column, value)
    .maybeSingle();
  if (error) throw error;
  return storedLocale((data as { locale?: unknown } | null)?.locale);
}

/**
 * The unsubscribe link of a mail (the blog's panel, whose button unsubscribes) and its RFC 8058
 * headers: `List-Unsubscribe` names the function itself, which a mail client's one-click POST
 * (body `List-Unsubscribe=One-Click`) unsubscribes at once.
 */
export async function unsubscribeLink(
  email: string,
  locale: Locale = 'en',
): Promise<{ url: string; headers: Record<string, string> }> {
  const base = withoutTrailing(requireEnv('SUPABASE_URL'), '/');
  const address = email.toLowerCase();
  const token = await unsubscribeToken(address);
  const oneClick =
    `${base}/functions/v1/newsletter-unsubscribe?email=${encodeURIComponent(address)}` +
    `&token=${token}`;
  return {
    url: newsletterPages.unsubscribe(address, token, locale),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
