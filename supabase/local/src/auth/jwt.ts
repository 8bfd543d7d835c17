import { createPublicKey, createSecretKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JWT_SECRET } from '../keys.ts';

// HS256 signed and checked synchronously with node:crypto's HMAC (through `jsonwebtoken`), on the
// calling thread, in microseconds. WebCrypto (jose) would queue each of them on libuv's thread pool,
// where native bcrypt also runs: under a sign-in load every REST and functions request (each verifies
// its JWT) would wait for a pool thread, and a sign-in would hold the database across that wait.

// A KeyObject made once: given raw bytes, jsonwebtoken first tries (and fails) to parse them as a
// public or private key on every call, which cost more than the HMAC itself.
const secret = createSecretKey(Buffer.from(JWT_SECRET));

export type Claims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

export function signJwt(claims: Claims): string {
  // The claims' own iat is kept (noTimestamp would delete it); the header is GoTrue's
  // {"alg":"HS256","typ":"JWT"}.
  return jwt.sign(claims, secret, { algorithm: 'HS256' });
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; detail: string };

/**
 * The public halves of a project's asymmetric signing keys ([auth] signing_keys_path, JWKs as
 * GoTrue reads them), by key id: a token signed with one of them is the project's too.
 */
export function publicKeysOf(jwks: JsonWebKey[]): Map<string, KeyObject> {
  return new Map(
    jwks.map((jwk) => [
      String((jwk as { kid?: unknown }).kid ?? ''),
      createPublicKey({ key: jwk, format: 'jwk' }),
    ]),
  );
}

/** An HS256 token signed with the JWT secret, or an RS256/ES256 one signed with `signingKeys`. */
export function verifyJwt(token: string, signingKeys?: Map<string, KeyObject>): VerifyResult {
  try {
    const header = signingKeys?.size ? jwt.decode(token, { complete: true })?.header : undefined;
    const publicKey = header && header.alg !== 'HS256' ? signingKeys!.get(header.kid ?? '') : null;
    const payload = publicKey
      ? jwt.verify(token, publicKey, { algorithms: ['RS256', 'ES256'] })
      : jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload === null)
      return { ok: false, reason: 'invalid', detail: 'payload is not a JSON object' };
    return { ok: true, claims: payload as Claims };
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError)
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
export function mintExpiredAccessToken(userId: string, email: string, secondsAgo = 60): string {
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
