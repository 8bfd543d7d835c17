import { AuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend.ts';
import {
  SITE,
  startAuthOnlyBackend,
  visitedBackendForSuite,
  wrongSignIn,
  type VisitedBackend,
} from '../support/backend.ts';
import { client, uniqueEmail } from '../support/clients.ts';
import { mailsSettledAt, mailsTo, waitForMail } from '../support/inbox.ts';

let backend: Backend;
let admin: SupabaseClient;
let visitor: VisitedBackend['visitor'];

async function userExists(email: string): Promise<boolean> {
  const { data, error } = await admin.auth.admin.listUsers();
  if (error) throw error;
  return data.users.some((u) => u.email === email);
}

visitedBackendForSuite(
  {
    functions: false,
    stripe: false,
    rateLimits: {
      signInSignUpPerIp: { max: 4, windowMs: 60_000 },
      failedSignInsPerEmailAndIp: { max: 3, windowMs: 60_000 },
      emailsPerAddress: { max: 2, windowMs: 60_000 },
    },
  },
  (started) => ({ backend, admin, visitor } = started),
);

describe('auth rate limits', () => {
  it('limits sign-ins and sign-ups per IP with 429 over_request_rate_limit and Retry-After, storing nothing', async () => {
    const flood = visitor('203.0.113.10');
    for (let i = 0; i < 3; i += 1) {
      const { error } = await flood.auth.signInWithPassword({
        email: uniqueEmail('nobody'),
        password: 'wrong-password',
      });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const fourth = uniqueEmail('fourth');
    expect((await flood.auth.signUp({ email: fourth, password: 'password-123' })).error).toBeNull();

    const late = uniqueEmail('late');
    const { error } = await flood.auth.signUp({ email: late, password: 'password-123' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error?.message).toMatch(
      /^Request rate limit reached\. Please try again in \d+ seconds\.$/,
    );
    expect(await userExists(late)).toBe(false);
    expect(await userExists(fourth)).toBe(true);

    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.10',
      },
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever' }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another visitor is not affected.
    const other = await visitor('203.0.113.11').auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });
    expect(other.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('throttles the guessing address, never the owner: the right password from another address still signs in', async () => {
    const email = uniqueEmail('target');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const guesser = visitor('198.51.100.1');
    for (let i = 0; i < 3; i += 1) {
      const { error } = await guesser.auth.signInWithPassword({ email, password: `guess-${i}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    // The guessing address waits, even when it now tries the right password.
    const throttled = await guesser.auth.signInWithPassword({ email, password: 'password-123' });
    expect(throttled.data.session).toBeNull();
    expect(throttled.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(throttled.error?.message).toMatch(
      /^Too many failed sign-in attempts for this email\. Please try again in \d+ seconds\.$/,
    );
    // The owner, from their own address, is not locked out.
    const owner = await visitor('198.51.100.20').auth.signInWithPassword({
      email,
      password: 'password-123',
    });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.access_token).toBeTruthy();
  });

  it('one client cannot keep many accounts locked', async () => {
    // A per-IP limit high enough for one client to reach the failed sign-in limit of several accounts.
    const roomy = await startAuthOnlyBackend({
      trustedProxies: 1,
      rateLimits: {
        signInSignUpPerIp: { max: 100, windowMs: 60_000 },
        failedSignInsPerEmailAndIp: { max: 3, windowMs: 60_000 },
      },
    });
    try {
      const roomyAdmin = client(roomy.url, roomy.serviceRoleKey);
      const accounts = [uniqueEmail('many-a'), uniqueEmail('many-b'), uniqueEmail('many-c')];
      for (const email of accounts) {
        const created = await roomyAdmin.auth.admin.createUser({
          email,
          password: 'password-123',
          email_confirm: true,
        });
        if (created.error) throw created.error;
        for (let i = 0; i < 3; i += 1) {
          expect(await wrongSignIn(roomy, '198.51.100.30', email)).toBe(400);
        }
      }
      for (const [i, email] of accounts.entries()) {
        const owner = client(roomy.url, roomy.anonKey, undefined, {
          'x-forwarded-for': `198.51.100.${40 + i}`,
        });
        const { error } = await owner.auth.signInWithPassword({ email, password: 'password-123' });
        expect(error).toBeNull();
      }
    } finally {
      await roomy.stop();
    }
  });

  it('limits auth mails per address with over_email_send_rate_limit; a refused sign-up creates no user', async () => {
    const email = uniqueEmail('mailbomb');
    const first = visitor('192.0.2.10');
    expect(
      (
        await first.auth.signUp({
          email,
          password: 'password-123',
          options: { emailRedirectTo: SITE },
        })
      ).error,
    ).toBeNull();
    await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    expect((await first.auth.resend({ type: 'signup', email })).error).toBeNull();
    const third = await first.auth.resend({ type: 'signup', email });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(third.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    // The sign-up's mail and the resend's; the refused third sends none.
    expect(await mailsSettledAt(backend.inboxUrl, email, 2)).toHaveLength(2);

    // Recovery requests count for an address with no account too (a 429 reveals nothing).
    const fresh = uniqueEmail('fresh');
    const second = visitor('192.0.2.11');
    for (let i = 0; i < 2; i += 1)
      expect((await second.auth.resetPasswordForEmail(fresh)).error).toBeNull();
    const signUp = await second.auth.signUp({ email: fresh, password: 'password-123' });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await userExists(fresh)).toBe(false);
    expect(await mailsTo(backend.inboxUrl, fresh)).toHaveLength(0);
  });

  it('ignores a forwarded address unless told to trust it', async () => {
    const strict = await startAuthOnlyBackend({
      rateLimits: { signInSignUpPerIp: { max: 2, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(await wrongSignIn(strict, `10.0.0.${i}`, 'someone@example.com'));
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await strict.stop();
    }
  });
});
