import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import {
  backendForSuite,
  confirmedUser,
  SITE,
  startTestBackend,
  type TestUser,
} from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { follow, fragmentParams, linkIn, waitForMail, type InboxMail } from './support/inbox.ts';

// Hosted Auth's secure e-mail change (double_confirm_changes = true in config.toml): PUT /user with
// a new address mails both addresses; the account moves only once both links are followed.

const PASSWORD = 'password-123';
const ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

describe('e-mail change with confirmation from both addresses', () => {
  let backend: Backend;
  backendForSuite(
    () => startTestBackend({ functions: false, stripe: false }),
    (started) => (backend = started),
  );

  /** A supabase-js client holding the user's session, as a browser would (updateUser needs one). */
  async function as(user: TestUser, flowType: 'implicit' | 'pkce' = 'implicit') {
    const signedIn = createClient(backend.url, backend.anonKey, {
      realtime: { transport: ws as unknown as typeof WebSocket },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    });
    const { error } = await signedIn.auth.setSession({
      access_token: user.token,
      refresh_token: user.refreshToken,
    });
    expect(error).toBeNull();
    return signedIn;
  }
  const changeMail = (to: string) =>
    waitForMail(backend.inboxUrl, to, /new e-mail address|nouvelle adresse/);

  async function askChange(user: TestUser, label = 'new', signedIn?: SupabaseClient) {
    const newEmail = uniqueEmail(label);
    const { data, error } = await (signedIn ?? (await as(user))).auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${SITE}/dashboard` },
    );
    expect(error).toBeNull();
    return { newEmail, user: data.user! };
  }

  async function signsIn(email: string) {
    const { error } = await client(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    return error?.code ?? 'ok';
  }

  it('supabase-js updateUser({email}) answers the pending address and mails both addresses', async () => {
    const owner = await confirmedUser(backend, 'change');
    const { newEmail, user } = await askChange(owner);
    expect(user.email).toBe(owner.email);
    expect(user.new_email).toBe(newEmail);
    expect(user.email_change_sent_at).toBeTruthy();
    const [toNew, toOld] = await Promise.all([changeMail(newEmail), changeMail(owner.email)]);
    for (const mail of [toNew, toOld]) {
      expect(mail.subject).toBe('Confirm your new e-mail address');
      expect(mail.text).toContain(`from ${owner.email} to ${newEmail}`);
      expect(linkIn(mail, '/auth/v1/verify')).toContain('type=email_change');
    }
    expect(linkIn(toNew, '/verify')).not.toBe(linkIn(toOld, '/verify'));
  });

  it('the first link is only accepted; the second moves the account, which then signs in with the new address', async () => {
    const owner = await confirmedUser(backend, 'both');
    const { newEmail } = await askChange(owner);
    const [toNew, toOld] = await Promise.all([changeMail(newEmail), changeMail(owner.email)]);
    const first = await follow(linkIn(toOld, '/auth/v1/verify'));
    expect(`${first.origin}${first.pathname}`).toBe(`${SITE}/dashboard`);
    expect(fragmentParams(first).get('message')).toBe(ACCEPTED);
    expect(fragmentParams(first).get('access_token')).toBeNull();
    // Following the same link again does nothing more.
    expect(fragmentParams(await follow(linkIn(toOld, '/auth/v1/verify'))).get('error_code')).toBe(
      'otp_expired',
    );
    expect(await signsIn(owner.email)).toBe('ok');

    const second = await follow(linkIn(toNew, '/auth/v1/verify'));
    expect(fragmentParams(second).get('access_token')).toBeTruthy();
    expect(fragmentParams(second).get('type')).toBe('email_change');
    expect(await signsIn(newEmail)).toBe('ok');
    expect(await signsIn(owner.email)).toBe('invalid_credentials');
    const { data } = await client(backend.url, backend.anonKey, owner.token).auth.getUser();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.new_email).toBeUndefined();
  });

  it('in the PKCE flow (the site), the last link gives a code only the asking browser exchanges', async () => {
    const owner = await confirmedUser(backend, 'pkce');
    const browser = await as(owner, 'pkce');
    const { newEmail } = await askChange(owner, 'pkce-new', browser);
    const [toNew, toOld] = await Promise.all([changeMail(newEmail), changeMail(owner.email)]);
    expect(linkIn(toNew, '/auth/v1/verify')).toContain('token=pkce_');
    const first = await follow(linkIn(toNew, '/auth/v1/verify'));
    expect(first.searchParams.get('message')).toBe(ACCEPTED);
    expect(fragmentParams(first).get('message')).toBe(ACCEPTED);
    const second = await follow(linkIn(toOld, '/auth/v1/verify'));
    const code = second.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await browser.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(newEmail);
    expect(await signsIn(newEmail)).toBe('ok');
  });

  it('POST /verify with each token hash (verifyOtp) answers the message, then a session', async () => {
    const owner = await confirmedUser(backend, 'otp');
    const { newEmail } = await askChange(owner);
    const hashOf = (mail: InboxMail) =>
      new URL(linkIn(mail, '/auth/v1/verify')).searchParams.get('token')!;
    const [toNew, toOld] = await Promise.all([changeMail(newEmail), changeMail(owner.email)]);
    const anon = client(backend.url, backend.anonKey);
    const res = await fetch(`${backend.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', token_hash: hashOf(toNew) }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: ACCEPTED, code: '200' });
    const done = await anon.auth.verifyOtp({ type: 'email_change', token_hash: hashOf(toOld) });
    expect(done.error).toBeNull();
    expect(done.data.user?.email).toBe(newEmail);
  });

  it('refuses a taken, malformed or huge address with hosted Auth errors, and mails nobody', async () => {
    const owner = await confirmedUser(backend, 'bad');
    const other = await confirmedUser(backend, 'taken');
    const api = (await as(owner)).auth;
    const taken = await api.updateUser({ email: other.email.toUpperCase() });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    for (const email of ['not-an-address', 'two@@example.com', `${'x'.repeat(5000)}@example.com`]) {
      const bad = await api.updateUser({ email });
      expect(bad.error?.status, email).toBe(400);
      expect(bad.error?.message, email).toBe('Unable to validate email address: invalid format');
    }
    const same = await api.updateUser({ email: owner.email });
    expect(same.error).toBeNull();
    expect(same.data.user?.new_email).toBeUndefined();
    const { data } = await api.getUser();
    expect(data.user?.email).toBe(owner.email);
    const inbox = (await (await fetch(`${backend.inboxUrl}/email`)).json()) as InboxMail[];
    expect(inbox.filter((m) => m.to.some((t) => t.address === owner.email))).toEqual([]);
  });

  it('an address taken between the request and the last link leaves the account as it was', async () => {
    const owner = await confirmedUser(backend, 'race');
    const { newEmail } = await askChange(owner);
    const [toNew, toOld] = await Promise.all([changeMail(newEmail), changeMail(owner.email)]);
    await follow(linkIn(toNew, '/auth/v1/verify'));
    const created = await client(backend.url, backend.serviceRoleKey).auth.admin.createUser({
      email: newEmail,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const last = await follow(linkIn(toOld, '/auth/v1/verify'));
    expect(fragmentParams(last).get('error_code')).toBe('email_exists');
    expect(await signsIn(owner.email)).toBe('ok');
  });

  it('a second change within the mail limit is refused with 429', async () => {
    const owner = await confirmedUser(backend, 'limit');
    const api = (await as(owner)).auth;
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i += 1) {
      const { error } = await api.updateUser({ email: uniqueEmail(`limit${i}`) });
      status = error?.status ?? 200;
    }
    expect(status).toBe(429);
  });

  it('mails a French user in French', async () => {
    const owner = await confirmedUser(backend, 'fr');
    await (await as(owner)).auth.updateUser({ data: { locale: 'fr', full_name: 'Zoé' } });
    const { newEmail } = await askChange(owner);
    const mail = await changeMail(newEmail);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse courriel');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain('Confirmer le changement d’adresse');
  });
});
