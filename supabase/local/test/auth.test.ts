import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  type AuthChangeEvent,
} from '@supabase/supabase-js';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { mintExpiredAccessToken } from '../src/auth/jwt.ts';
import type { Backend } from '../src/backend.ts';
import { JWT_SECRET } from '../src/keys.ts';
import { backendForSuite, SITE, startTestBackend } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { follow, fragmentParams, linkIn, mailsTo, waitForMail } from './support/inbox.ts';

let backend: Backend;
backendForSuite(
  () => startTestBackend({ functions: false, stripe: false }),
  (started) => (backend = started),
);

/** A new client with the anon key, as another browser or tab would be. */
const anonClient = () => client(backend.url, backend.anonKey);

/** A password sign-in from a new client. */
const signIn = (email: string, password: string) =>
  anonClient().auth.signInWithPassword({ email, password });

/** A refresh from a new client presenting `refreshToken`. */
const refreshWith = (refreshToken: string) =>
  anonClient().auth.refreshSession({ refresh_token: refreshToken });

/**
 * Signs up through supabase-js, follows the confirmation link from the inbox and, signed in by it,
 * chooses the password (the one given at sign-up is void once the address is proven).
 */
async function signUpAndConfirm(email: string, password: string) {
  const anon = anonClient();
  const { error } = await anon.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Test User' }, emailRedirectTo: `${SITE}/` },
  });
  if (error) throw error;
  const mail = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
  const landing = fragmentParams(await follow(linkIn(mail, '/auth/v1/verify')));
  const app = anonClient();
  await app.auth.setSession({
    access_token: landing.get('access_token')!,
    refresh_token: landing.get('refresh_token')!,
  });
  const chosen = await app.auth.updateUser({ password });
  if (chosen.error) throw chosen.error;
}

/**
 * A confirmed user with `password` signed in on a client of its own, with the auth events that
 * client reports.
 */
async function signedInUser(label: string, password = 'right-password') {
  const email = uniqueEmail(label);
  await signUpAndConfirm(email, password);
  const app = anonClient();
  const events: AuthChangeEvent[] = [];
  app.auth.onAuthStateChange((event) => events.push(event));
  const { data, error } = await app.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { email, app, events, session: data.session, user: data.user };
}

describe('sign-up with e-mail confirmation', () => {
  it('creates an unconfirmed user, mails a link that confirms and lands on the site with a session', async () => {
    const email = uniqueEmail('signup');
    const anon = anonClient();
    const events: AuthChangeEvent[] = [];
    anon.auth.onAuthStateChange((event) => events.push(event));

    const { data, error } = await anon.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: `${SITE}/` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Ada Lovelace');
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await anon.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    const landing = await follow(linkIn(mail, '/auth/v1/verify'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/`);
    const fragment = fragmentParams(landing);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    // What detectSessionInUrl does in the browser with that fragment.
    const { data: session, error: setError } = await anon.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect(session.user?.email).toBe(email);
    expect(session.user?.email_confirmed_at).toEqual(expect.any(String));
    // The password given before the address was proven is void: the link's holder chooses it.
    expect(session.user?.app_metadata.password_required).toBe(true);
    const before = await signIn(email, 'correct-horse');
    expect(before.error?.message).toBe('Invalid login credentials');
    expect((await anon.auth.updateUser({ password: 'correct-horse' })).error).toBeNull();

    const signedIn = await signIn(email, 'correct-horse');
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.expires_in).toBe(3600);
    expect(signedIn.data.session?.token_type).toBe('bearer');
    expect(signedIn.data.user?.id).toBe(data.user?.id);
    expect(events).toContain('SIGNED_IN');
  });

  it('does not reveal that a confirmed address already has an account', async () => {
    const email = uniqueEmail('existing');
    await signUpAndConfirm(email, 'first-password');
    const before = (await mailsTo(backend.inboxUrl, email)).length;
    const again = await anonClient().auth.signUp({
      email,
      password: 'other-password',
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect((await mailsTo(backend.inboxUrl, email)).length).toBe(before);
    const old = await signIn(email, 'first-password');
    expect(old.error).toBeNull();
  });

  it('rejects a weak password with AuthWeakPasswordError and its reasons', async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: uniqueEmail('weak'),
      password: '12345',
    });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const atMinimum = await anonClient().auth.signUp({
      email: uniqueEmail('minimum'),
      password: '123456',
    });
    expect(atMinimum.error).toBeNull();
  });

  it('rejects an address that is not an e-mail', async () => {
    const { error } = await anonClient().auth.signUp({
      email: 'not-an-email',
      password: 'long-enough',
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.message).toBe('Unable to validate email address: invalid format');
    expect(error?.status).toBe(400);
  });

  it('answers an unknown or reused confirmation link with otp_expired in the fragment', async () => {
    const email = uniqueEmail('reuse');
    await anonClient().auth.signUp({ email, password: 'long-enough' });
    const link = linkIn(
      await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/),
      '/auth/v1/verify',
    );
    expect(fragmentParams(await follow(link)).get('access_token')).toBeTruthy();
    const second = fragmentParams(await follow(link));
    expect(second.get('error_code')).toBe('otp_expired');
    expect(second.get('error_description')).toBe('Email link is invalid or has expired');
  });
});

describe('sign-in, refresh and sign-out', () => {
  it('answers bad credentials with AuthApiError "Invalid login credentials" for a wrong password and an unknown user', async () => {
    const email = uniqueEmail('creds');
    await signUpAndConfirm(email, 'right-password');
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'right-password' },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
    }
  });

  it('rotates refresh tokens and ends the session when a used token comes back', async () => {
    const { email, app, events, session: first } = await signedInUser('refresh');

    const { data: refreshed, error } = await app.auth.refreshSession();
    expect(error).toBeNull();
    expect(refreshed.session?.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.session?.user.email).toBe(email);
    expect(events).toContain('TOKEN_REFRESHED');

    const replay = await refreshWith(first.refresh_token);
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(replay.error?.code).toBe('refresh_token_already_used');

    // The replay revoked the whole family, including the token the real client holds.
    const after = await refreshWith(refreshed.session!.refresh_token);
    expect(after.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('signs out: the session is gone and its token no longer gets the user', async () => {
    const { email, app, events, session } = await signedInUser('logout');
    const token = session.access_token;
    expect((await app.auth.getUser()).data.user?.email).toBe(email);

    expect((await app.auth.signOut()).error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    const missing = await app.auth.getUser();
    expect(missing.error).toBeInstanceOf(AuthSessionMissingError);
    expect(missing.error?.message).toBe('Auth session missing!');

    const stale = await anonClient().auth.getUser(token);
    expect(stale.error).toBeInstanceOf(AuthSessionMissingError);
    expect(stale.error?.message).toBe('Auth session missing!');
    const refresh = await refreshWith(session.refresh_token);
    expect(refresh.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('answers an expired access token with AuthApiError bad_jwt', async () => {
    const { email, user: signedIn } = await signedInUser('expired');
    const expired = mintExpiredAccessToken(signedIn.id, email);
    const { data: user, error } = await anonClient().auth.getUser(expired);
    expect(user.user).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
    expect(error?.message).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );
  });

  it("signs access tokens as GoTrue does: an HS256 JWT another library verifies with the project's secret", async () => {
    const { email, session, user } = await signedInUser('jwt');
    const token = session.access_token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(JWT_SECRET), {
      algorithms: ['HS256'],
    });
    expect(payload).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: user.id,
      email,
      session_id: expect.any(String),
      amr: [{ method: 'password', timestamp: payload.iat }],
    });
    expect(payload.exp! - payload.iat!).toBe(session.expires_in);
  });
});

describe('password reset and user updates', () => {
  it('mails a recovery link that signs the user in with type=recovery, and the new password works', async () => {
    const email = uniqueEmail('reset');
    await signUpAndConfirm(email, 'old-password');
    const anon = anonClient();
    const { error } = await anon.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/auth` });
    expect(error).toBeNull();

    const mail = await waitForMail(backend.inboxUrl, email, /Reset Your Password/);
    const landing = await follow(linkIn(mail, '/auth/v1/verify'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/auth`);
    const fragment = fragmentParams(landing);
    expect(fragment.get('type')).toBe('recovery');

    const app = anonClient();
    const events: AuthChangeEvent[] = [];
    app.auth.onAuthStateChange((event) => events.push(event));
    await app.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const same = await app.auth.updateUser({ password: 'old-password' });
    expect(same.error?.code).toBe('same_password');
    const weak = await app.auth.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    const updated = await app.auth.updateUser({
      password: 'new-password',
      data: { full_name: 'Renamed' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('Renamed');
    expect(events).toContain('USER_UPDATED');

    const oldLogin = await signIn(email, 'old-password');
    expect(oldLogin.error?.message).toBe('Invalid login credentials');
    const newLogin = await signIn(email, 'new-password');
    expect(newLogin.error).toBeNull();
  });

  it('answers a reset for an unknown address like any other, without sending mail', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(backend.inboxUrl, email)).toEqual([]);
  });
});

describe('gateway', () => {
  it('requires an API key and answers CORS preflights for the site', async () => {
    const noKey = await fetch(`${backend.url}/rest/v1/user_addons`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
    const preflight = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('answers malformed JSON and oversized bodies with JSON errors, never a 500', async () => {
    const headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
    const bad = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'bad_json',
      message: 'Could not parse request body as JSON',
    });
    const big = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(big.status).toBe(413);
  });
});
