import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend.ts';
import { confirmedUser, testBackendForFile, UNTHROTTLED } from '../support/backend.ts';
import { client } from '../support/clients.ts';
import { follow, fragmentParams, linkIn, waitForMail } from '../support/inbox.ts';

/**
 * Issue 34, item 6: a stolen access token alone cannot change the password. As hosted Auth with
 * supabase/config.toml's `[auth.email] secure_password_change = true` (internal/api/user.go,
 * UserUpdate): a session signed in more than 24 h ago needs the `nonce` that POST /reauthenticate
 * mails (reauthenticate.go). A password change voids every outstanding recovery link, as hosted's
 * models.User.UpdatePassword clears recovery_token.
 */
let backend: Backend;
const PASSWORD = 'password-123';

testBackendForFile(
  { functions: false, stripe: false, rateLimits: UNTHROTTLED },
  (started) => (backend = started),
);

async function signedIn(email: string, password = PASSWORD) {
  const app = client(backend.url, backend.anonKey);
  const { error } = await app.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return app;
}

async function signInError(email: string, password: string) {
  const { error } = await client(backend.url, backend.anonKey).auth.signInWithPassword({
    email,
    password,
  });
  return error?.message ?? null;
}

describe('a password change needs a recent sign-in or a reauthentication code', () => {
  it('a session older than 24 h is refused without the mailed nonce, and accepted with it', async () => {
    const { id, email } = await confirmedUser(backend, 'stolen');
    const app = await signedIn(email);
    await backend.db.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where user_id::text = $1",
      [id],
    );

    const bare = await app.auth.updateUser({ password: 'thief-choice-1' });
    expect(bare.error?.status).toBe(400);
    expect(bare.error?.code).toBe('reauthentication_needed');
    expect(bare.error?.message).toBe('Password update requires reauthentication');
    expect(await signInError(email, PASSWORD)).toBeNull();

    expect((await app.auth.reauthenticate()).error).toBeNull();
    const mail = await waitForMail(backend.inboxUrl, email, /verification code/);
    const nonce = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrong = await app.auth.updateUser({
      password: 'thief-choice-1',
      nonce: nonce === '000000' ? '000001' : '000000',
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect(wrong.error?.message).toBe('Nonce has expired or is invalid');

    const changed = await app.auth.updateUser({ password: 'owner-choice-2', nonce });
    expect(changed.error).toBeNull();
    expect(await signInError(email, 'owner-choice-2')).toBeNull();
    // The code works once.
    const again = await app.auth.updateUser({ password: 'owner-choice-3', nonce });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  it('a session signed in within 24 h changes the password without a nonce', async () => {
    const { email } = await confirmedUser(backend, 'fresh');
    const app = await signedIn(email);
    expect((await app.auth.updateUser({ password: 'fresh-choice-1' })).error).toBeNull();
    expect(await signInError(email, 'fresh-choice-1')).toBeNull();
  });
});

describe('a password change voids outstanding recovery links', () => {
  it('a reset link mailed before the change no longer signs anyone in', async () => {
    const { email } = await confirmedUser(backend, 'reset-then-change');
    expect(
      (await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(email)).error,
    ).toBeNull();
    const mail = await waitForMail(backend.inboxUrl, email, /Reset Your Password/);

    const app = await signedIn(email);
    expect((await app.auth.updateUser({ password: 'changed-after-1' })).error).toBeNull();

    const landed = fragmentParams(await follow(linkIn(mail, '/auth/v1/verify')));
    expect(landed.get('access_token')).toBeNull();
    expect(landed.get('error_code')).toBe('otp_expired');
  });
});
