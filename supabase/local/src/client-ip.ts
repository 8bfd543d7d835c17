import type { IncomingMessage } from 'node:http';

/**
 * The caller's address as the gateway sees it. Each proxy in front of the gateway appends the
 * address it received the request from to X-Forwarded-For; everything to the left of those entries
 * was written by the client and proves nothing. So with `trustedProxies` proxies of our own in front,
 * the client is the entry that many hops from the right of the chain (the header's entries followed
 * by the socket's peer); with none (the default: the gateway is the edge) it is the socket's peer,
 * and a client's own X-Forwarded-For is ignored. Taking the left-most entry instead would let anyone
 * pick a fresh address per request and escape every per-IP limit.
 */
export function clientIp(req: IncomingMessage, trustedProxies = 0): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = [
    ...(Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ];
  return chain[Math.max(0, chain.length - 1 - Math.floor(trustedProxies))]!;
}

/**
 * The X-Forwarded-For the gateway hands to the functions: the one client address it resolved, so
 * the functions (which trust exactly one hop, the gateway) throttle the same client the gateway does.
 */
export function forwardedFor(req: IncomingMessage, trustedProxies = 0): string {
  return clientIp(req, trustedProxies);
}
