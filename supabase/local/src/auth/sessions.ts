import type { Queryable } from '../db/types.ts';
import type { AuthContext } from './context.ts';
import { AUTH_ERRORS } from './errors.ts';
import { signProjectJwt, type Claims } from './jwt.ts';
import { findUserById, hashToken, isBanned, newToken } from './user-store.ts';
import { userJson, type UserRow } from './users.ts';

/** A session stored in the database whose access token is still to be signed. */
export interface SessionGrant {
  user: UserRow;
  sessionId: string;
  method: string;
  refreshToken: string;
}

/** Stores a new refresh token for the session (rotating `parentHash`'s) and returns the grant. */
async function grantTokens(
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  method: string,
  parentHash: string | null,
): Promise<SessionGrant> {
  const refreshToken = newToken(24);
  await tx.query(
    'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash) values ($1, $2, $3, $4)',
    [hashToken(refreshToken), user.id, sessionId, parentHash],
  );
  return { user, sessionId, method, refreshToken };
}

/**
 * Starts a session for `user` inside `tx` (session row, last sign-in, first refresh token). The
 * access token is signed from the returned grant after the transaction commits (signedSession), so
 * the transaction holds the database for its SQL only.
 */
export async function issueSession(
  tx: Queryable,
  user: UserRow,
  method: string,
): Promise<SessionGrant> {
  const [session] = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id::text as id',
    [user.id],
  );
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1::uuid`, [user.id]);
  const fresh = (await findUserById(tx, user.id))!;
  return grantTokens(tx, fresh, session!.id, method, null);
}

/** GoTrue's session answer with a freshly signed access token; called once the grant is committed. */
export function signedSession(
  { apiUrl, settings }: AuthContext,
  { user, sessionId, method, refreshToken }: SessionGrant,
) {
  const now = Math.floor(Date.now() / 1000);
  // [auth] jwt_expiry, as GoTrue's JWT.Exp.
  const expiresAt = now + settings.jwtExpirySeconds;
  const json = userJson(user);
  const claims: Claims = {
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: `${apiUrl}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: json.app_metadata,
    user_metadata: json.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return {
    access_token: signProjectJwt(claims, settings.jwtKeys),
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: json,
  };
}

/**
 * Rotates a refresh token: the old one is revoked and a new one granted in the same session. A
 * revoked token used again (it may be stolen), an expired session or a banned user ends the session.
 */
export async function refreshSession(
  { db, sessionLimits }: AuthContext,
  token: string,
): Promise<SessionGrant> {
  const hash = hashToken(token);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.query<{
      user_id: string;
      session_id: string;
      revoked: boolean;
      age_ms: number;
      idle_ms: number;
    }>(
      `select t.user_id::text as user_id, t.session_id::text as session_id, t.revoked,
          extract(epoch from now() - s.created_at) * 1000 as age_ms,
          extract(epoch from now() - coalesce(s.refreshed_at, s.created_at)) * 1000 as idle_ms
         from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
        where t.token_hash = $1 for update of t`,
      [hash],
    );
    if (!row) return { error: AUTH_ERRORS.refreshTokenNotFound() };
    const endSession = () =>
      tx.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
    if (row.revoked) {
      // Reuse of a rotated token means it may be stolen: end the whole session (token family).
      await endSession();
      return { error: AUTH_ERRORS.refreshTokenAlreadyUsed() };
    }
    const { inactivityMs, timeboxMs } = sessionLimits;
    if (
      (timeboxMs > 0 && Number(row.age_ms) > timeboxMs) ||
      (inactivityMs > 0 && Number(row.idle_ms) > inactivityMs)
    ) {
      await endSession();
      return { error: AUTH_ERRORS.sessionExpired() };
    }
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1',
      [hash],
    );
    await tx.query('update auth.sessions set refreshed_at = now() where id = $1::uuid', [
      row.session_id,
    ]);
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: AUTH_ERRORS.refreshTokenNotFound() };
    if (isBanned(user)) {
      await endSession();
      return { error: AUTH_ERRORS.userBanned() };
    }
    return { grant: await grantTokens(tx, user, row.session_id, 'token_refresh', hash) };
  });
  if (outcome.error) throw outcome.error;
  return outcome.grant;
}

/**
 * The fragment of /verify's redirect: the signed session's tokens and the link's `type`, or
 * GoTrue's access_denied / otp_expired when the link gave no session (internal/api/verify.go).
 */
export function verifyFragment(
  session: ReturnType<typeof signedSession> | null | undefined | false,
  type: string,
): URLSearchParams {
  return session
    ? new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type,
      })
    : new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
}
