import { describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { configuredBackendForFile, startAuthOnlyBackend, UNTHROTTLED } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';

// A backend started with SUPABASE_LOCAL_CONFIG naming another config.toml behaves as a hosted
// project with those [auth] settings (supabase/auth internal/api/signup.go, settings.go, ...).

let backend: Backend;

configuredBackendForFile(
  [
    '[auth]',
    'minimum_password_length = 8',
    'password_requirements = "letters_digits"',
    'jwt_expiry = 600',
    '[auth.email]',
    'enable_confirmations = false',
  ],
  (started) => (backend = started),
);

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('[auth] settings from the file SUPABASE_LOCAL_CONFIG names', () => {
  it('GET /settings says what the file set', async () => {
    const { body } = await call('GET', '/settings');
    expect(body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, phone: false, anonymous_users: false },
    });
  });

  it('with confirmations off, a sign-up is signed in at once for jwt_expiry seconds', async () => {
    const email = uniqueEmail('autoconfirm');
    const { data, error } = await client(backend.url, backend.anonKey).auth.signUp({
      email,
      password: 'letters123',
    });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(600);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    // A second sign-up with the address: hosted Auth says so when nothing is mailed.
    const again = await call('POST', '/signup', { email, password: 'letters123' });
    expect(again).toMatchObject({
      status: 422,
      body: { code: 'user_already_exists', message: 'User already registered' },
    });
  });

  it('refuses a password without the required characters, listing every reason', async () => {
    const { status, body } = await call('POST', '/signup', {
      email: uniqueEmail('weak'),
      password: 'letters',
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'weak_password',
      message:
        'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      weak_password: { reasons: ['length', 'characters'] },
    });
  });
});

describe("features the backend lacks answer hosted Auth's error for them switched off", () => {
  it('anonymous sign-in, phone sign-in, SSO', async () => {
    expect(await call('POST', '/signup', {})).toMatchObject({
      status: 422,
      body: { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
    });
    expect(
      await call('POST', '/token?grant_type=password', { phone: '+15145550100', password: 'x' }),
    ).toMatchObject({ status: 422, body: { code: 'phone_provider_disabled' } });
    expect(
      await call('POST', '/verify', { phone: '+15145550100', token: '123456', type: 'sms' }),
    ).toMatchObject({
      status: 403,
      body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
    });
    expect(await call('POST', '/invite', { email: 'xx:;x@x.x' })).toMatchObject({
      status: 401,
    });
    expect(await call('POST', '/sso', { domain: 'example.com' })).toMatchObject({
      status: 404,
      body: { code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' },
    });
  });

  it('Web3 and ID-token sign-in (token.go, web3.go, token_oidc.go)', async () => {
    const token = (grant: string, body: unknown) =>
      call('POST', `/token?grant_type=${grant}`, body);
    for (const chain of ['solana', 'ethereum', 'polygon'])
      expect(await token('web3', { chain, message: 'm', signature: 's' })).toMatchObject({
        status: 422,
        body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
      });
    expect(await token('id_token', { provider: 'google', id_token: 'x.y.z' })).toMatchObject({
      status: 400,
      body: {
        code: 'provider_disabled',
        message: 'Provider (issuer "https://accounts.google.com") is not enabled',
      },
    });
    const appleToken = `x.${Buffer.from('{"iss":"https://appleid.apple.com"}').toString('base64url')}.z`;
    expect(await token('id_token', { provider: 'apple', id_token: appleToken })).toMatchObject({
      status: 400,
      body: { message: 'Provider (issuer "https://appleid.apple.com") is not enabled' },
    });
    expect(await token('id_token', { provider: 'apple', id_token: 'not-a-jwt' })).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Unable to detect issuer in ID token for Apple provider',
      },
    });
    expect(await token('id_token', { provider: 'custom:mine', id_token: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Custom OAuth providers are disabled' },
    });
    expect(await token('id_token', { provider: 'google' })).toMatchObject({
      status: 400,
      body: { error: 'invalid request', error_description: 'id_token required' },
    });
    // supabase-js reads the answer as hosted Auth's (its own test: "fails with disabled provider").
    const { data, error } = await client(backend.url, backend.anonKey).auth.signInWithIdToken({
      provider: 'google',
      token: 'mock-id-token',
    });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');
  });

  it('MFA enrolment and identity linking, for a signed-in user', async () => {
    const { data } = await client(backend.url, backend.anonKey).auth.signUp({
      email: uniqueEmail('mfa'),
      password: 'letters123',
    });
    const token = data.session!.access_token;
    expect(await call('POST', '/factors', { factor_type: 'totp' }, token)).toMatchObject({
      status: 422,
      body: { code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' },
    });
    expect(
      await call('GET', '/user/identities/authorize?provider=github', undefined, token),
    ).toMatchObject({ status: 404, body: { code: 'manual_linking_disabled' } });
  });
});

describe("gateway 'cli' (suites written against `supabase start`)", () => {
  it('passes a call without an apikey on to Auth, where the hosted gateway answers 401', async () => {
    const cli = await startAuthOnlyBackend({ rateLimits: UNTHROTTLED, gateway: 'cli' });
    try {
      const res = await fetch(`${cli.url}/auth/v1/settings`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ external: { email: true } });
    } finally {
      await cli.stop();
    }
    const hosted = await fetch(`${backend.url}/auth/v1/settings`);
    expect(hosted.status).toBe(401);
    expect(await hosted.json()).toMatchObject({ message: 'No API key found in request' });
  });
});
