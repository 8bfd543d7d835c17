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

/** A fresh address signed up with `password` by `fullName`, and the confirmation mail it got. */
async function signedUp(label: string, password: string, fullName: string) {
  const email = uniqueEmail(label);
  await signUp(email, password, fullName);
  const mail = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
  return { email, mail };
}

/**
 * A second sign-up of `email` (unconfirmed, first mailed `first`) by someone else: hosted Auth
 * leaves the stored user as the first sign-up made it and mails another link, answered here.
 */
async function signedUpAgain(email: string, first: InboxMail, password: string, fullName: string) {
  const stored = await storedUser(email);
  await signUp(email, password, fullName);
  const next = (await waitForNextMail(backend.inboxUrl, email, first))!;
  expect(next.subject).toBe('Confirm Your Signup');
  expect(await storedUser(email)).toEqual(stored);
  return next;
}

/**
 * Ages the link mailed in `mail` past its 24 hours (`sentAt`: the column its age is read from),
 * follows it and expects nothing changed: no session, the address still unconfirmed, so its
 * `password` does not sign in.
 */
async function expectExpiredLinkChangesNothing(
  email: string,
  password: string,
  mail: InboxMail,
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at',
) {
  await backend.db.query(
    `update auth.users set ${sentAt} = ${sentAt} - ${DAY_AND_HOUR} where email = $1`,
    [email],
  );
  const before = await storedUser(email);
  const landed = fragmentParams(await follow(linkIn(mail, '/auth/v1/verify')));
  expect(landed.get('error_code')).toBe('otp_expired');
  expect(landed.get('access_token')).toBeNull();
  expect(await storedUser(email)).toEqual(before);
  expect(before.confirmed).toBe(false);
  expect(await signInError(email, password)).toBe('Email not confirmed');
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
    const { email, mail: first } = await signedUp('owner', 'attacker-A-1', 'Attacker');
    // The owner signs up too: hosted Auth does not touch the user and mails another link.
    const second = await signedUpAgain(email, first, 'owner-B-22', 'Owner');
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
    const { email, mail: first } = await signedUp('victim-otp', 'attacker-A-1', 'Attacker');
    expect((await anon().auth.signInWithOtp({ email })).error).toBeNull();
    const newest = (await waitForNextMail(backend.inboxUrl, email, first))!;
    const { user } = await followToSession(newest);
    expect(user.app_metadata.password_required).toBe(true);
    expect(await signInError(email, 'attacker-A-1')).toBe('Invalid login credentials');
  });
});

describe('item 2: a sign-up after the owner’s, before they confirm', () => {
  it("leaves the owner's account as it was: the attacker's password never signs in", async () => {
    const { email, mail: first } = await signedUp('early-owner', 'owner-B-22', 'Owner');
    const newest = await signedUpAgain(email, first, 'attacker-A-1', 'Attacker');

    const { user } = await followToSession(newest);
    expect(user.user_metadata.full_name).toBe('Owner');
    expect(await signInError(email, 'attacker-A-1')).toBe('Invalid login credentials');
  });
});

describe('item 3: an expired link changes nothing', () => {
  it('an expired confirmation link leaves the address unconfirmed', async () => {
    const { email, mail } = await signedUp('late-confirm', 'owner-B-22', 'Owner');
    await expectExpiredLinkChangesNothing(email, 'owner-B-22', mail, 'confirmation_sent_at');
  });

  it('an expired recovery link neither confirms the address nor touches the password', async () => {
    const { email, mail: confirm } = await signedUp('late-recovery', 'owner-B-22', 'Owner');
    expect((await anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = (await waitForNextMail(backend.inboxUrl, email, confirm))!;
    expect(recovery.subject).toBe('Reset Your Password');
    await expectExpiredLinkChangesNothing(email, 'owner-B-22', recovery, 'recovery_sent_at');
  });
});
