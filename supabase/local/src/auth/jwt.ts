import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { JWT_SECRET } from '../keys.ts';

const secret = new TextEncoder().encode(JWT_SECRET);

export type Claims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secret);
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; detail: string };

export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Claims };
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      return { ok: false, reason: 'expired', detail: 'token is expired' };
    return {
      ok: false,
      reason: 'invalid',
      detail: err instanceof Error ? err.message : 'invalid token',
    };
  }
}

/**
 * A correctly signed access token whose `exp` is already past, for tests that need the backend's
 * answer to an expired session without waiting an hour.
 */
export async function mintExpiredAccessToken(
  userId: string,
  email: string,
  secondsAgo = 60,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({
    aud: 'authenticated',
    sub: userId,
    email,
    role: 'authenticated',
    iat: now - 3600 - secondsAgo,
    exp: now - secondsAgo,
  });
}
