import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { configuredBackendForFile, startAuthOnlyBackend, UNTHROTTLED } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';

// A project with asymmetric signing keys ([auth] signing_keys_path, as the Supabase CLI and a
// hosted project that moved to JWT signing keys): access tokens are signed with the key whose
// key_ops include "sign" (supabase/auth internal/tokens/service.go SignJWT), its public half is
// published at /auth/v1/.well-known/jwks.json (internal/api/jwks.go), and Auth and REST take the
// tokens it signed.

const kid = randomUUID();
let backend: Backend;

function rsaJwk(ops: string[]) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', key_ops: ops };
}

configuredBackendForFile(
  [
    '[auth]',
    'minimum_password_length = 6',
    'signing_keys_path = "./keys.json"',
    '[auth.email]',
    'enable_confirmations = false',
  ],
  (started) => (backend = started),
  (scratch) =>
    writeFileSync(join(scratch, 'keys.json'), JSON.stringify([rsaJwk(['sign', 'verify'])])),
);

const part = (token: string, i: number) =>
  JSON.parse(Buffer.from(token.split('.')[i]!, 'base64url').toString()) as Record<string, unknown>;

describe('[auth] signing_keys_path', () => {
  it('signs access tokens RS256 with the signing key and publishes its public half, without an apikey', async () => {
    const supabase = client(backend.url, backend.anonKey);
    const { data, error } = await supabase.auth.signUp({
      email: uniqueEmail('rs256'),
      password: 'password-123',
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    expect(part(token, 0)).toEqual({ alg: 'RS256', kid, typ: 'JWT' });

    const res = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kid,
      alg: 'RS256',
      kty: 'RSA',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(Object.keys(keys[0]!).sort()).toEqual(['alg', 'e', 'key_ops', 'kid', 'kty', 'n', 'use']);
    // The published key verifies the token: anyone can check it without asking Auth.
    const [header, payload, signature] = token.split('.');
    const publicKey = createPublicKey({ key: keys[0]!, format: 'jwk' });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        publicKey,
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
  });

  it('getClaims verifies the token with the published key; Auth and REST accept it', async () => {
    const supabase = client(backend.url, backend.anonKey);
    const email = uniqueEmail('claims');
    await supabase.auth.signUp({ email, password: 'password-123' });
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'RS256', kid });
    expect(data?.claims).toMatchObject({ email, role: 'authenticated' });
    const { data: user } = await supabase.auth.getUser();
    expect(user.user?.email).toBe(email);
    const rows = await supabase.from('subscriptions').select('*');
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([]);
  });

  it('refuses a token signed with another key under the same kid', async () => {
    const supabase = client(backend.url, backend.anonKey);
    const { data } = await supabase.auth.signUp({
      email: uniqueEmail('forged'),
      password: 'password-123',
    });
    const [header, payload] = data.session!.access_token.split('.');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('without signing keys', () => {
  it('the JWKS is empty (the JWT secret is never published)', async () => {
    const plain = await startAuthOnlyBackend({ rateLimits: UNTHROTTLED });
    try {
      const res = await fetch(`${plain.url}/auth/v1/.well-known/jwks.json`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ keys: [] });
    } finally {
      await plain.stop();
    }
  });
});
