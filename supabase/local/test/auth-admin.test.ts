import { describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { backendForSuite, startAuthOnlyBackend, UNTHROTTLED } from './support/backend.ts';
import { client, jsonHeadersFor, uniqueEmail } from './support/clients.ts';

// The admin API as hosted Auth's internal/api/admin.go answers it: each field applied or refused,
// never a 200 that changed nothing.

let backend: Backend;
backendForSuite(
  () => startAuthOnlyBackend({ rateLimits: UNTHROTTLED }),
  (started) => (backend = started),
);

const admin = () => client(backend.url, backend.serviceRoleKey).auth.admin;

async function newUser(label: string) {
  const { data, error } = await admin().createUser({
    email: uniqueEmail(label),
    password: 'password-123',
    email_confirm: true,
    app_metadata: { plan: 'starter' },
    user_metadata: { full_name: 'Ada', city: 'Toronto' },
  });
  if (error) throw error;
  return data.user;
}

async function rawAdmin(method: string, path: string, body?: unknown) {
  const res = await fetch(`${backend.url}/auth/v1/admin${path}`, {
    method,
    headers: jsonHeadersFor(backend.serviceRoleKey),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

describe('admin createUser', () => {
  it('refuses an address hosted Auth refuses (checkmail format), creating nobody', async () => {
    const { status, body } = await rawAdmin('POST', '/users', { email: 'xx:;x@x.x' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const { data } = await admin().listUsers({ page: 1, perPage: 1000 });
    expect(data.users.some((u) => u.email === 'xx:;x@x.x')).toBe(false);
  });
});

describe('admin listUsers', () => {
  it('refuses a page that is not a whole number, as pagination.go does', async () => {
    const { status, body } = await rawAdmin('GET', '/users?page=-1');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
  });

  it('pages newest first, with the total and the next and last pages supabase-js reads', async () => {
    for (let i = 0; i < 3; i++) await newUser(`page-${i}`);
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    const total = (first.data as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.data).toMatchObject({ nextPage: 2, lastPage: Math.ceil(total / 2) });
    const times = first.data.users.map((u) => Date.parse(u.created_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
  });
});

describe('admin updateUserById', () => {
  it('changes the address, and the user signs in with the new one', async () => {
    const user = await newUser('move');
    const email = uniqueEmail('moved');
    const { data, error } = await admin().updateUserById(user.id, { email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const signIn = await client(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'password-123',
    });
    expect(signIn.error).toBeNull();
  });

  it('merges app_metadata and user_metadata, a null removing a key', async () => {
    const user = await newUser('meta');
    const { data, error } = await admin().updateUserById(user.id, {
      app_metadata: { plan: 'growth', seats: 3 },
      user_metadata: { city: null, lang: 'fr' },
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'growth', seats: 3 });
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ada', lang: 'fr' });
    const read = await admin().getUserById(user.id);
    expect(read.data.user?.app_metadata).toMatchObject({ plan: 'growth', seats: 3 });
  });

  it('takes a Go duration for ban_duration and refuses one it cannot read', async () => {
    const user = await newUser('ban');
    const { data, error } = await admin().updateUserById(user.id, { ban_duration: '1h30m' });
    expect(error).toBeNull();
    const until = Date.parse((data.user as { banned_until: string }).banned_until);
    expect(until - Date.now()).toBeGreaterThan(89 * 60_000);
    const bad = await rawAdmin('PUT', `/users/${user.id}`, { ban_duration: 'forever' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'invalid format for ban duration: time: invalid duration "forever"',
    );
  });

  it('refuses what it cannot apply (a phone number), changing nothing', async () => {
    const user = await newUser('phone');
    const { status, body } = await rawAdmin('PUT', `/users/${user.id}`, {
      phone: '+15145550100',
      user_metadata: { lang: 'fr' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('phone_provider_disabled');
    const read = await admin().getUserById(user.id);
    expect(read.data.user?.user_metadata).toEqual({ full_name: 'Ada', city: 'Toronto' });
  });

  it("refuses another account's address with 422 email_exists", async () => {
    const [a, b] = [await newUser('a'), await newUser('b')];
    const { status, body } = await rawAdmin('PUT', `/users/${a.id}`, { email: b.email });
    expect(status).toBe(422);
    expect(body.code).toBe('email_exists');
  });

  it('answers 404 for an id that is not a UUID, as loadUser does', async () => {
    const { status, body } = await rawAdmin('PUT', '/users/not-a-uuid', { email_confirm: true });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'validation_failed', message: 'user_id must be an UUID' });
  });
});

describe('admin generateLink (mail.go adminGenerateLink: the link, nothing mailed)', () => {
  it('signup: creates the unconfirmed user with its metadata; the link confirms and signs in', async () => {
    const email = uniqueEmail('generated');
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: 'password-123',
      options: { data: { lang: 'fr' }, redirectTo: 'http://localhost:4173/welcome' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { lang: 'fr' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.properties).toMatchObject({
      verification_type: 'signup',
      redirect_to: 'http://localhost:4173/welcome',
      email_otp: expect.any(String),
      hashed_token: expect.any(String),
    });
    const link = new URL(data.properties!.action_link);
    expect(link.searchParams.get('type')).toBe('signup');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!);
    expect(target.origin + target.pathname).toBe('http://localhost:4173/welcome');
    const session = new URLSearchParams(target.hash.slice(1));
    const read = await admin().getUserById(data.user!.id);
    expect(read.data.user?.email_confirmed_at).toEqual(expect.any(String));
    // The link's session is the account's (its password, set before the address was proven, is
    // voided by the *_auth_password_needs_proof.sql migration, as for every sign-up).
    const me = await client(backend.url, backend.anonKey).auth.getUser(
      session.get('access_token')!,
    );
    expect(me.data.user?.email).toBe(email);
  });

  it("answers hosted Auth's errors: no password, a confirmed address, an unknown one for recovery", async () => {
    expect(
      await rawAdmin('POST', '/generate_link', { type: 'signup', email: uniqueEmail('np') }),
    ).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Signup requires a valid password' },
    });
    const user = await newUser('taken');
    expect(
      await rawAdmin('POST', '/generate_link', {
        type: 'signup',
        email: user.email,
        password: 'password-123',
      }),
    ).toMatchObject({ status: 422, body: { code: 'email_exists' } });
    expect(
      await rawAdmin('POST', '/generate_link', { type: 'recovery', email: uniqueEmail('nobody') }),
    ).toMatchObject({
      status: 404,
      body: { code: 'user_not_found', message: 'User with this email not found' },
    });
    expect(
      await rawAdmin('POST', '/generate_link', { type: 'sideways', email: user.email }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Invalid email action link type requested: sideways' },
    });
    expect(
      await rawAdmin('POST', '/generate_link', { type: 'invite', email: user.email }),
    ).toMatchObject({ status: 404, body: { code: 'feature_disabled' } });
  });

  it('email change: a link for each address; following both moves the account', async () => {
    const user = await newUser('mover');
    const newEmail = uniqueEmail('moved');
    const links = [];
    for (const type of ['email_change_current', 'email_change_new'] as const) {
      const { data, error } = await admin().generateLink({ type, email: user.email!, newEmail });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });
      expect(data.properties).toMatchObject({ verification_type: type, email_otp: /^\d{6}$/ });
      const link = new URL(data.properties!.action_link);
      expect(link.searchParams.get('type')).toBe('email_change');
      links.push(link);
    }
    const first = await fetch(links[0]!, { redirect: 'manual' });
    const message = new URLSearchParams(new URL(first.headers.get('location')!).hash.slice(1));
    expect(message.get('message')).toMatch(/^Confirmation link accepted/);
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(user.email);
    const last = await fetch(links[1]!, { redirect: 'manual' });
    expect(new URL(last.headers.get('location')!).hash).toContain('access_token=');
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(newEmail);
    // mail.go: an unknown account 404, an address another account holds 422.
    const other = await newUser('holder');
    expect(
      await rawAdmin('POST', '/generate_link', {
        type: 'email_change_new',
        email: uniqueEmail('nobody'),
        new_email: uniqueEmail('x'),
      }),
    ).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
    expect(
      await rawAdmin('POST', '/generate_link', {
        type: 'email_change_new',
        email: newEmail,
        new_email: other.email,
      }),
    ).toMatchObject({ status: 422, body: { code: 'email_exists' } });
  });

  it('recovery: a link for an existing account that signs it in', async () => {
    const user = await newUser('recover');
    const { data, error } = await admin().generateLink({ type: 'recovery', email: user.email! });
    expect(error).toBeNull();
    const res = await fetch(data.properties!.action_link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });
});
