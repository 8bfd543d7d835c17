import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import jwt from 'jsonwebtoken';
import { sealClaims } from '../db/types.ts';
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
 * A project's asymmetric JWT keys ([auth] signing_keys_path, the JWKs the CLI hands GoTrue as
 * GOTRUE_JWT_KEYS): the one whose key_ops include "sign" signs the access tokens, with its alg and
 * kid in the header, as internal/tokens/service.go SignJWT; every key's public half verifies by kid
 * and is published at /.well-known/jwks.json. Without keys, tokens are HS256 with the JWT secret,
 * which stays accepted beside the keys (the legacy anon and service-role keys are HS256).
 */
export interface JwtKeys {
  signer: { alg: 'RS256' | 'ES256'; kid: string; key: KeyObject } | null;
  publicKeys: Map<string, KeyObject>;
  /** The public JWKs as internal/conf/jwk.go decodePublicKey writes them (use sig, key_ops verify). */
  jwks: Record<string, unknown>[];
}

export const NO_JWT_KEYS: JwtKeys = { signer: null, publicKeys: new Map(), jwks: [] };

/** The algorithms the Supabase CLI accepts in signing_keys_path (it refuses symmetric keys). */
const ALGORITHMS = new Set(['RS256', 'ES256']);

/**
 * Builds the keys, or throws a sentence naming what is wrong with them (project-config.ts adds
 * the setting's name): GoTrue refuses to start without exactly one signing key (JwtKeysDecoder.Validate).
 */
export function jwtKeysOf(jwks: JsonWebKey[]): JwtKeys {
  if (jwks.length === 0) return NO_JWT_KEYS;
  const keys: JwtKeys = { signer: null, publicKeys: new Map(), jwks: [] };
  jwks.forEach((jwk, i) => {
    const { kid, alg, key_ops: ops } = jwk as { kid?: unknown; alg?: unknown; key_ops?: unknown };
    if (typeof kid !== 'string' || !kid) throw new Error(`key ${i + 1} has no kid`);
    if (typeof alg !== 'string' || !ALGORITHMS.has(alg))
      throw new Error(`key ${kid}: alg must be one of RS256, ES256`);
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey({ key: jwk, format: 'jwk' });
    } catch (err) {
      throw new Error(`key ${kid} is not a valid JWK: ${(err as Error).message}`);
    }
    keys.publicKeys.set(kid, publicKey);
    keys.jwks.push({
      ...publicKey.export({ format: 'jwk' }),
      kid,
      alg,
      use: 'sig',
      key_ops: ['verify'],
    });
    if (!Array.isArray(ops) || !ops.includes('sign')) return;
    if (keys.signer)
      throw new Error('has more than one key with key_ops "sign"; GoTrue supports one');
    if (typeof (jwk as { d?: unknown }).d !== 'string')
      throw new Error(`key ${kid} has key_ops "sign" but no private part`);
    keys.signer = {
      alg: alg as 'RS256' | 'ES256',
      kid,
      key: createPrivateKey({ key: jwk, format: 'jwk' }),
    };
  });
  if (!keys.signer) throw new Error('has no key with key_ops "sign" (no signing key detected)');
  return keys;
}

/** Signs with the project's signing key when it has one, else HS256 with the JWT secret. */
export function signProjectJwt(claims: Claims, keys: JwtKeys): string {
  if (!keys.signer) return signJwt(claims);
  const { alg, kid, key } = keys.signer;
  return jwt.sign(claims, key, { algorithm: alg, keyid: kid });
}

/**
 * Tokens whose signature was checked, per set of keys. A client sends the same access token with
 * every request until it refreshes it, and a function call checks it up to three times (gateway,
 * Auth, REST); PostgREST keeps the same kind of cache (jwt-cache-max-lifetime). Only good tokens
 * are kept, frozen (with their JSON text, which every request sends to the database), and their
 * time claims are checked again on every use, so an expired token is refused exactly as before.
 * Bounded: the oldest entry goes first.
 */
const verifiedTokens = new WeakMap<JwtKeys, Map<string, Claims>>();
const MAX_CACHED_TOKENS = 1000;

/** jsonwebtoken's own time checks (verify.js: nbf, then exp; no clock tolerance). */
function timeCheck(claims: Claims): VerifyResult {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.nbf === 'number' && now < claims.nbf)
    return { ok: false, reason: 'invalid', detail: 'jwt not active' };
  if (typeof claims.exp === 'number' && now >= claims.exp)
    return { ok: false, reason: 'expired', detail: 'token is expired' };
  return { ok: true, claims };
}

/** An HS256 token signed with the JWT secret, or an RS256/ES256 one signed with one of `keys`. */
export function verifyJwt(token: string, keys: JwtKeys = NO_JWT_KEYS): VerifyResult {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new Map()));
  const known = cache.get(token);
  if (known) {
    const result = timeCheck(known);
    if (!result.ok) cache.delete(token);
    return result;
  }
  const result = verifySignature(token, keys);
  if (result.ok) {
    if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!);
    cache.set(token, sealClaims(result.claims));
  }
  return result;
}

function verifySignature(token: string, keys: JwtKeys): VerifyResult {
  try {
    const header = keys.publicKeys.size ? jwt.decode(token, { complete: true })?.header : undefined;
    const publicKey =
      header && header.alg !== 'HS256' ? keys.publicKeys.get(header.kid ?? '') : null;
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
