import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { confirmedAccount, startAuthOnlyBackendWithConfig } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';

// [auth] settings honoured as hosted Auth honours them, each in a backend started with only that
// file (SUPABASE_LOCAL_CONFIG) and no rate-limit option of its own, so the file's limits apply:
// enable_signup (signup.go), [auth.email] enable_signup (GOTRUE_EXTERNAL_EMAIL_ENABLED) and the
// [auth.rate_limit] and max_frequency limits (api.go's limiters, mail.go's per-address frequency).

const scratch = mkdtempSync(join(tmpdir(), 'auth-settings-limits-'));
const started: Backend[] = [];
afterAll(async () => {
  await Promise.all(started.map((b) => b.stop()));
  rmSync(scratch, { recursive: true, force: true });
});

async function backendWith(lines: string[]): Promise<Backend> {
  const backend = await startAuthOnlyBackendWithConfig(join(scratch, `${started.length}.toml`), [
    '[auth]',
    'minimum_password_length = 6',
    ...lines,
  ]);
  started.push(backend);
  return backend;
}

async function call(backend: Backend, method: string, path: string, body?: unknown) {
  const res = await fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('[auth] enable_signup = false', () => {
  it('refuses sign-ups with 422 signup_disabled; existing accounts still sign in', async () => {
    const backend = await backendWith(['enable_signup = false']);
    expect(
      await call(backend, 'POST', '/signup', { email: uniqueEmail('x'), password: 'password-123' }),
    ).toMatchObject({
      status: 422,
      body: { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
    });
    expect((await call(backend, 'GET', '/settings')).body.disable_signup).toBe(true);
    const { email } = await confirmedAccount(backend, 'limits');
    const signIn = await call(backend, 'POST', '/token?grant_type=password', {
      email,
      password: 'password-123',
    });
    expect(signIn.status).toBe(200);
  });
});

describe('[auth.email] enable_signup = false', () => {
  it('turns the e-mail provider off: no e-mail sign-up or sign-in', async () => {
    const backend = await backendWith(['[auth.email]', 'enable_signup = false']);
    const { email } = await confirmedAccount(backend, 'limits');
    expect(
      await call(backend, 'POST', '/signup', { email: uniqueEmail('y'), password: 'password-123' }),
    ).toMatchObject({ status: 400, body: { code: 'email_provider_disabled' } });
    expect(
      await call(backend, 'POST', '/token?grant_type=password', {
        email,
        password: 'password-123',
      }),
    ).toMatchObject({
      status: 422,
      body: { code: 'email_provider_disabled', message: 'Email logins are disabled' },
    });
    expect((await call(backend, 'GET', '/settings')).body.external).toMatchObject({ email: false });
  });
});

describe('[auth.rate_limit] and [auth.email] max_frequency', () => {
  it('limits sign-ins, refreshes and verifications per client as the file says', async () => {
    const backend = await backendWith([
      '[auth.rate_limit]',
      'sign_in_sign_ups = 2',
      'token_refresh = 2',
      'token_verifications = 2',
    ]);
    const { email } = await confirmedAccount(backend, 'limits');
    const signIn = () =>
      call(backend, 'POST', '/token?grant_type=password', { email, password: 'password-123' });
    // Web3 sign-in has a limiter of its own on hosted Auth: it takes nothing from sign-ins.
    for (let i = 0; i < 3; i++)
      expect(
        (await call(backend, 'POST', '/token?grant_type=web3', { chain: 'solana' })).status,
      ).toBe(422);
    const first = await signIn();
    expect(first.status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect(await signIn()).toMatchObject({
      status: 429,
      body: { code: 'over_request_rate_limit' },
    });

    // An ID-token sign-in counts with refreshes (token.go: limiterOpts.Token for both).
    expect(
      (
        await call(backend, 'POST', '/token?grant_type=id_token', {
          provider: 'google',
          id_token: 'x',
        })
      ).status,
    ).toBe(400);
    let refreshToken = String(first.body.refresh_token);
    for (let i = 0; i < 1; i++) {
      const refreshed = await call(backend, 'POST', '/token?grant_type=refresh_token', {
        refresh_token: refreshToken,
      });
      expect(refreshed.status).toBe(200);
      refreshToken = String(refreshed.body.refresh_token);
    }
    expect(
      await call(backend, 'POST', '/token?grant_type=refresh_token', {
        refresh_token: refreshToken,
      }),
    ).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });

    const verify = () =>
      call(backend, 'POST', '/verify', { type: 'recovery', token_hash: 'not-a-token' });
    expect((await verify()).status).toBe(403);
    expect((await verify()).status).toBe(403);
    expect(await verify()).toMatchObject({
      status: 429,
      body: { code: 'over_request_rate_limit' },
    });
  });

  it('limits mails per address (max_frequency) and per project (email_sent)', async () => {
    const backend = await backendWith([
      '[auth.rate_limit]',
      'email_sent = 2',
      '[auth.email]',
      'max_frequency = "1h"',
    ]);
    const [{ email }, { email: other }] = [
      await confirmedAccount(backend, 'limits'),
      await confirmedAccount(backend, 'limits'),
    ];
    // The per-address frequency: a second mail to the same address within the hour is refused.
    const recover = (address: string) => call(backend, 'POST', '/recover', { email: address });
    expect((await recover(other)).status).toBe(200);
    expect(await recover(other)).toMatchObject({
      status: 429,
      body: { code: 'over_email_send_rate_limit' },
    });
    // The project's mails per hour: the third mail, to a third address, is refused.
    expect((await recover(email)).status).toBe(200);
    expect(await recover(uniqueEmail('third'))).toMatchObject({
      status: 429,
      body: { code: 'over_email_send_rate_limit' },
    });
  });
});

describe('[auth.email] secure_password_change', () => {
  /** Signs in, ages the session past 24 h, and changes the password from it. */
  async function changeFromOldSession(backend: Backend) {
    const { email } = await confirmedAccount(backend, 'limits');
    const supabase = client(backend.url, backend.anonKey);
    await supabase.auth.signInWithPassword({ email, password: 'password-123' });
    await backend.db.query(
      `update auth.sessions set created_at = now() - interval '2 days'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    return supabase.auth.updateUser({ password: 'password-456' });
  }

  it('off: a session of any age changes the password; on: it needs the mailed code', async () => {
    const off = await backendWith(['[auth.email]', 'secure_password_change = false']);
    expect((await changeFromOldSession(off)).error).toBeNull();
    const on = await backendWith(['[auth.email]', 'secure_password_change = true']);
    expect((await changeFromOldSession(on)).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
    });
  });
});
