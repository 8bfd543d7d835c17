import type { IncomingMessage } from 'node:http';

/**
 * The caller's address as the gateway sees it. The gateway is the edge, so by default a client's own
 * X-Forwarded-For is ignored (it would let anyone pick a fresh address per request and escape every
 * per-IP limit). Behind a trusted reverse proxy, `trustForwardedFor` takes the proxy's left-most entry.
 */
export function clientIp(req: IncomingMessage, trustForwardedFor = false): string {
  if (trustForwardedFor) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** The X-Forwarded-For the gateway hands to the functions: what hosted Supabase's gateway sends. */
export function forwardedFor(req: IncomingMessage, trustForwardedFor = false): string {
  const own = req.socket.remoteAddress ?? 'unknown';
  if (!trustForwardedFor) return own;
  const header = req.headers['x-forwarded-for'];
  const incoming = (Array.isArray(header) ? header.join(',') : header)?.trim();
  return incoming ? `${incoming}, ${own}` : own;
}
