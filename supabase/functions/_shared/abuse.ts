import { clientAddress } from './client-ip.ts';
import { env } from './env.ts';

/**
 * The form field bots fill in and people never see: the site renders it visually hidden,
 * aria-hidden, tabindex=-1 and autocomplete=off. A filled honeypot gets the normal success answer
 * (so a bot learns nothing) but nothing is stored or mailed.
 */
const HONEYPOT_FIELD = 'fax';

export function isBot(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** A positive integer limit from the environment (the local backend passes small ones to tests). */
export function limitFromEnv(name: string, fallback: number): number {
  const value = Number(env(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The client address, kept only as a salted hash: enough to throttle floods, not a stored address.
 * TRUSTED_PROXY_HOPS (default 1, the platform's gateway) says how many proxies in front of the
 * function append to X-Forwarded-For. Null when there is no address.
 */
export async function clientIpHash(req: Request): Promise<string | null> {
  const forwarded =
    clientAddress(req.headers.get('x-forwarded-for'), limitFromEnv('TRUSTED_PROXY_HOPS', 1)) ??
    req.headers.get('x-real-ip');
  if (!forwarded) return null;
  const salt = env('IP_HASH_SALT') ?? 'northbeam-enquiries';
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}:${forwarded}`),
  );
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
