import type { IncomingMessage } from 'node:http';
import { HttpError } from './http.ts';

/*
 * Who may talk to the embedded backend. Its service-role key is public by design (the Supabase
 * CLI's well-known one), so a web page a developer happens to visit must not be able to use it:
 * browsers are let in only from the site's own origins (CORS), and only requests addressed to this
 * machine by name (Host) are answered, which stops DNS rebinding (a foreign name that resolves to
 * 127.0.0.1 after the page has loaded). Hosted Supabase answers every origin with `*`; it can,
 * because its secret keys are secret.
 */

/** The names of this machine the gateway always answers to, whatever the port. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The site's development server and preview ports, on both loopback names. */
const DEV_ORIGINS = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** An origin and, for a loopback one, the same port under the other loopback name. */
function withLoopbackTwin(origin: string): string[] {
  const url = new URL(origin);
  const twin =
    url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
  if (!twin) return [url.origin];
  const other = new URL(url.origin);
  other.hostname = twin;
  return [url.origin, other.origin];
}

/** The origins allowed by default: the site's own (both loopback names) and its dev ports. */
export function siteOrigins(siteUrl: string): string[] {
  return [...new Set([...withLoopbackTwin(siteUrl), ...DEV_ORIGINS])];
}

/** The host name of a Host header value, lower-cased, without its port ('[::1]' keeps brackets). */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** Refuses a request addressed to a name that is not this machine's (or one configured). */
export function checkHost(req: IncomingMessage, extraHosts: readonly string[]): void {
  const name = hostName(req.headers.host ?? '');
  if (LOOPBACK_HOSTS.has(name) || extraHosts.some((extra) => extra.toLowerCase() === name)) return;
  throw new HttpError(403, {
    code: 'host_not_allowed',
    message:
      'This host is not allowed: the local backend answers only localhost, 127.0.0.1 and [::1] (add more with allowedHosts)',
  });
}

/** Whether a browser from `origin` may call auth and REST. */
export function originAllowed(origin: string, allowed: readonly string[] | '*'): boolean {
  return allowed === '*' || allowed.includes(origin);
}

/** A browser request from a foreign origin: refused before it reaches auth or REST. */
export function foreignOrigin(): HttpError {
  return new HttpError(403, {
    code: 'origin_not_allowed',
    message:
      "This origin is not allowed: the local backend answers the site's own origins (add more with corsOrigins)",
  });
}
