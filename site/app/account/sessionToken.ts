import type { AuthSession } from '@northbeam/flows';
import { sessionStorageKey } from '../lib/backendAddress';

/*
 * The session auth-js keeps, read without auth-js (~25 KB gzipped), so the dashboard can show the
 * account and call its functions before auth-js is loaded. auth-js's own getSession() does no
 * more while a session is fresh: it reads the JSON kept under the storage key and hands it out
 * as it is (GoTrueClient.__loadSession in @supabase/auth-js 2.119: no check of the token; the
 * server verifies the JWT on every call). So this reader takes a session only where auth-js would
 * hand it out without any request or change of its own:
 * - kept under the client's key (lib/backendAddress.ts) as the JSON auth-js writes, with the fields
 *   auth-js requires (_isValidSession: access_token, refresh_token, expires_at) and the user
 *   itself (without it, _recoverAndRefresh asks the server for the user);
 * - not within EXPIRY_MARGIN_MS of its expiry, auth-js's own constant (90 s): inside it
 *   getSession() and auth-js's start refresh the token;
 * - an access token shaped as a JWT whose subject is the stored user; the earlier of its own
 *   expiry and the stored one counts, so a stored expiry edited by hand buys no time here.
 * Anything else (no value, a broken or edited one, near expiry) is left to auth-js, which then
 * loads and decides as it always has (refreshes, or removes the value: signed out).
 */

/**
 * auth-js's EXPIRY_MARGIN_MS (@supabase/auth-js src/lib/constants.ts: 3 ticks of 30 s), written
 * here because its module brings auth-js's other constants along; sessionToken.check.tsx holds
 * the two equal.
 */
export const EXPIRY_MARGIN_MS = 90_000;

/** What a JWT's payload says, or null when the token is not a JWT with a JSON payload. */
function jwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored session as auth-js would hand it out now without acting, else null. */
export function freshStoredSession(now = Date.now()): AuthSession | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(sessionStorageKey) ?? 'null');
  } catch {
    // Blocked storage or a value that is not JSON: auth-js decides.
    return null;
  }
  if (!isObject(stored) || !isObject(stored.user)) return null;
  const { access_token: token, refresh_token: refresh, expires_at: expiresAt, user } = stored;
  if (typeof token !== 'string' || typeof refresh !== 'string' || !refresh) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (typeof user.id !== 'string' || !user.id) return null;
  const claims = jwtClaims(token);
  if (!claims || claims.sub !== user.id || typeof claims.exp !== 'number') return null;
  const session = stored as unknown as AuthSession;
  return now < refreshDueAt(session, claims.exp) ? session : null;
}

/**
 * When a session enters auth-js's refresh margin (ms since the epoch): EXPIRY_MARGIN_MS before
 * the earlier of its stored expiry and its token's.
 */
export function refreshDueAt(session: AuthSession, tokenExpiry?: number): number {
  const exp = tokenExpiry ?? jwtClaims(session.access_token)?.exp;
  const expiry = Math.min(session.expires_at ?? 0, typeof exp === 'number' ? exp : 0);
  return expiry * 1000 - EXPIRY_MARGIN_MS;
}

export { sessionStorageKey };
