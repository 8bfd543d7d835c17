/**
 * The client's address in an X-Forwarded-For chain: every proxy appends the address it received the
 * request from, and whatever stands left of those entries was written by the client itself. So
 * the client is the entry `trustedHops` from the right (1: the platform's gateway appended it). The
 * left-most entry would let a client pick its own rate-limit bucket with every request.
 */
export function clientAddress(forwardedFor: string | null, trustedHops: number): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  return chain[Math.max(0, chain.length - Math.max(1, Math.floor(trustedHops)))] ?? null;
}
