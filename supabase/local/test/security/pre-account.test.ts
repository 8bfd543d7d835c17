import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend.ts';
import { SITE, testBackendForFile, UNTHROTTLED } from '../support/backend.ts';
import { client, uniqueEmail } from '../support/clients.ts';
import {
  follow,
  fragmentParams,
  linkIn,
  waitForMail,
  waitForNextMail,
  type InboxMail,
} from '../support/inbox.ts';

/**
 * Nobody can keep a password on an address they have not proven (SECURITY.md, "Accounts"), run
 * against the embedded backend behaving as hosted Auth does: a repeated sign-up of an unconfirmed
 * address leaves the user as the first registrant made it and mails another link
 * (supabase/auth internal/api/signup.go), and confirming keeps the stored password
 * (models.User.Confirm). What keeps the promise in production is the migration
 * `*_auth_password_needs_proof.sql`: removed, the first two tests fail. Expired links change nothing
 * (hosted checks a link's age before it touches the user: verify.go, verifyTokenHash).
 */
let backend: Backend;
const DAY_AND_HOUR = "interval '25 hours'";

testBackendForFile(
  { functions: false, stripe: false, rateLimits: UNTHROTTLED },
  (started) => (backend = started),
);

const anon = () => client(backend.url, backend.anonKey);

async function signUp(email: string, password: string, fullName: string) {
  const { error } = await anon().auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: `${SITE}/` },
  });
  expect(error).toBeNull();
}

async function storedUser(email: string) {
  const [row] = await backend.db.query<{
    encrypted_password: string | null;
    confirmed: boolean;
  }>(
    'select encrypted_password, email_confirmed_at is not null as confirmed from auth.users where email = $1',
    [email],
  );
  return row!;
}

async function signInError(email: string, password: string) {
  const { error } = await anon().auth.signInWithPassword({ email, password });
  return error?.message ?? null;
}

/** Follows a mailed link as the browser does and signs a client in with the session it brings. */
async function followToSession(mail: InboxMail) {
  const landed = fragmentParams(await follow(linkIn(mail, '/auth/v1/verify')));
  expect(landed.get('access_token')).toBeTruthy();
  const app = anon();
  const { data, error } = await app.auth.setSession({
    access_token: landed.get('access_token')!,
    refresh_token: landed.get('refresh_token')!,
  });
  expect(error).toBeNull();
  return { app, user: data.user! };
}

describe('item 1: an address signed up by someone else first', () => {
  it("confirming voids the first registrant's password; the owner, signed in by the link, chooses one", async () => {
    const email = uniqueEmail('owner');
    await signUp(email, 'attacker-A-1', 'Attacker');
    const first = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    const stored = await storedUser(email);

    // The owner signs up too: hosted Auth does not touch the user and mails another link.
    await signUp(email, 'owner-B-22', 'Owner');
    const second = (await waitForNextMail(backend.inboxUrl, email, first))!;
    expect(second.subject).toBe('Confirm Your Signup');
    expect(await storedUser(email)).toEqual(stored);
    // A newer link supersedes the older one.
    expect(fragmentParams(await follow(linkIn(first, '/auth/v1/verify'))).get('error_code')).toBe(
      'otp_expired',
    );

    const { app, user } = await followToSession(second);
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    // Neither password chosen before the address was proven signs in.
    expect(await signInError(email, 'attacker-A-1')).toBe('Invalid login credentials');
    expect(await signInError(email, 'owner-B-22')).toBe('Invalid login credentials');
    // The site reads this and shows the new-password card.
    expect(user.app_metadata.password_required).toBe(true);

    const chosen = await app.auth.updateUser({ password: 'owner-chosen-3' });
    expect(chosen.error).toBeNull();
    const signedIn = await anon().auth.signInWithPassword({ email, password: 'owner-chosen-3' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.app_metadata.password_required).toBeUndefined();
    expect(await signInError(email, 'attacker-A-1')).toBe('Invalid login credentials');
  });

  it('a magic link to an unconfirmed account does not activate a password someone else chose', async () => {
    const email = uniqueEmail('victim-otp');
    await signUp(email, 'attacker-A-1', 'Attacker');
    const first = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    expect((await anon().auth.signInWithOtp({ email })).error).toBeNull();
    const newest = (await waitForNextMail(backend.inboxUrl, email, first))!;
    const { user } = await followToSession(newest);
    expect(user.app_metadata.password_required).toBe(true);
    expect(await signInError(email, 'attacker-A-1')).toBe('Invalid login credentials');
  });
});

describe('item 2: a sign-up after the owner’s, before they confirm', () => {
  it("leaves the owner's account as it was: the attacker's password never signs in", async () => {
    const email = uniqueEmail('early-owner');
    await signUp(email, 'owner-B-22', 'Owner');
    const first = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    const stored = await storedUser(email);
    await signUp(email, 'attacker-A-1', 'Attacker');
    const newest = (await waitForNextMail(backend.inboxUrl, email, first))!;
    expect(await storedUser(email)).toEqual(stored);

    const { user } = await followToSession(newest);
    expect(user.user_metadata.full_name).toBe('Owner');
    expect(await signInError(email, 'attacker-A-1')).toBe('Invalid login credentials');
  });
});

describe('item 3: an expired link changes nothing', () => {
  it('an expired confirmation link leaves the address unconfirmed', async () => {
    const email = uniqueEmail('late-confirm');
    await signUp(email, 'owner-B-22', 'Owner');
    const mail = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    await backend.db.query(
      `update auth.users set confirmation_sent_at = confirmation_sent_at - ${DAY_AND_HOUR} where email = $1`,
      [email],
    );
    const before = await storedUser(email);
    const landed = fragmentParams(await follow(linkIn(mail, '/auth/v1/verify')));
    expect(landed.get('error_code')).toBe('otp_expired');
    expect(landed.get('access_token')).toBeNull();
    expect(await storedUser(email)).toEqual(before);
    expect(before.confirmed).toBe(false);
    expect(await signInError(email, 'owner-B-22')).toBe('Email not confirmed');
  });

  it('an expired recovery link neither confirms the address nor touches the password', async () => {
    const email = uniqueEmail('late-recovery');
    await signUp(email, 'owner-B-22', 'Owner');
    const confirm = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    expect((await anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = (await waitForNextMail(backend.inboxUrl, email, confirm))!;
    expect(recovery.subject).toBe('Reset Your Password');
    await backend.db.query(
      `update auth.users set recovery_sent_at = recovery_sent_at - ${DAY_AND_HOUR} where email = $1`,
      [email],
    );
    const before = await storedUser(email);
    const landed = fragmentParams(await follow(linkIn(recovery, '/auth/v1/verify')));
    expect(landed.get('error_code')).toBe('otp_expired');
    expect(await storedUser(email)).toEqual(before);
    expect(before.confirmed).toBe(false);
    expect(await signInError(email, 'owner-B-22')).toBe('Email not confirmed');
  });
});
