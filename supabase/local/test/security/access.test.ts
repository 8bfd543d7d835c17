import { AuthApiError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend.ts';
import { JWT_SECRET } from '../../src/keys.ts';
import { confirmedUser, SITE, startTestBackend, type TestUser } from '../support/backend.ts';
import { client, uniqueEmail } from '../support/clients.ts';
import { waitForMail } from '../support/inbox.ts';

let backend: Backend;
let admin: SupabaseClient;
const users: TestUser[] = [];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

async function sign(
  claims: Record<string, unknown>,
  secret: string,
  alg = 'HS256',
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = client(backend.url, backend.serviceRoleKey);
  for (const label of ['alice', 'bob']) users.push(await confirmedUser(backend, label));
  // Bob owns rows that Alice must never see, whatever token she presents.
  const bob = users[1]!;
  const seeded = await admin
    .from('user_addons')
    .insert({ user_id: bob.id, addon_name: 'Content Calendar', active: true });
  if (seeded.error) throw seeded.error;
  const sub = await admin
    .from('subscriptions')
    .insert({ user_id: bob.id, tier: 'professional', billing_interval: 'month', status: 'active' });
  if (sub.error) throw sub.error;
}, 240_000);

afterAll(async () => {
  await backend?.stop();
});

/** Every way an attacker might forge a token that claims Bob, or the service role. */
async function forgeries(): Promise<[string, string][]> {
  const [alice, bob] = [users[0]!, users[1]!];
  const now = Math.floor(Date.now() / 1000);
  const asBob = {
    aud: 'authenticated',
    sub: bob.id,
    email: bob.email,
    role: 'authenticated',
    iat: now,
    exp: now + 600,
  };
  const [header, payload, signature] = alice.token.split('.') as [string, string, string];
  const tampered = { ...decode(payload), sub: bob.id, email: bob.email };
  const escalated = { ...decode(payload), role: 'service_role' };
  return [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(asBob)}.`],
    [
      'alg none with a signature kept',
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(asBob)}.${signature}`,
    ],
    ['a wrong secret', await sign(asBob, 'not-the-project-secret-but-just-as-long-as-it')],
    [
      'service_role signed with a wrong key',
      await sign(
        { role: 'service_role', iss: 'supabase-demo', exp: now + 600 },
        'another-wrong-key-that-is-32-characters-long',
      ),
    ],
    ['the right secret with HS512 (algorithm swap)', await sign(asBob, JWT_SECRET, 'HS512')],
    ["Alice's token with Bob's id pasted in", `${header}.${b64(tampered)}.${signature}`],
    ["Alice's token edited to role service_role", `${header}.${b64(escalated)}.${signature}`],
    ['garbage', 'not.a.jwt'],
  ];
}

describe('forged, tampered and wrongly signed JWTs are refused everywhere', () => {
  it('at auth: GET /user answers bad_jwt and names nobody', async () => {
    for (const [name, token] of await forgeries()) {
      const { data, error } = await client(backend.url, backend.anonKey).auth.getUser(token);
      expect(data.user, name).toBeNull();
      expect(error, name).toBeInstanceOf(AuthApiError);
      expect(error, name).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
  });

  it('at auth admin: a forged service_role token lists no users', async () => {
    for (const [name, token] of await forgeries()) {
      const res = await fetch(`${backend.url}/auth/v1/admin/users`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status, name).toBe(403);
      expect(JSON.stringify(await res.json()), name).not.toContain(users[1]!.email);
    }
  });

  it("at REST: 401 PGRST301, never a row of Bob's, as bearer token or as apikey", async () => {
    for (const [name, token] of await forgeries()) {
      const asBearer = client(backend.url, backend.anonKey, token);
      for (const table of ['user_addons', 'subscriptions', 'contact_enquiries', 'mail_outbox']) {
        const { data, error, status } = await asBearer.from(table).select('*');
        expect(data, `${name} ${table}`).toBeNull();
        expect(status, `${name} ${table}`).toBe(401);
        expect(error?.code, `${name} ${table}`).toBe('PGRST301');
      }
      const asApiKey = await fetch(`${backend.url}/rest/v1/subscriptions?select=*`, {
        headers: { apikey: token },
      });
      expect(asApiKey.status, name).toBe(401);
    }
  });

  it('at functions: 401 Invalid JWT before the function runs', async () => {
    for (const [name, token] of await forgeries()) {
      const { data, error } = await client(backend.url, backend.anonKey, token).functions.invoke(
        'check-subscription',
      );
      expect(data, name).toBeNull();
      expect(error, name).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toMatchObject({ message: 'Invalid JWT' });
    }
  });

  it('the genuine tokens still work, each seeing only its own rows', async () => {
    const [alice, bob] = [users[0]!, users[1]!];
    const asAlice = client(backend.url, backend.anonKey, alice.token);
    expect((await asAlice.from('user_addons').select('*')).data).toEqual([]);
    expect((await asAlice.from('subscriptions').select('*')).data).toEqual([]);
    const asBob = client(backend.url, backend.anonKey, bob.token);
    expect((await asBob.from('user_addons').select('addon_name')).data).toEqual([
      { addon_name: 'Content Calendar' },
    ]);
    const { data } = await asAlice.functions.invoke('check-subscription');
    expect(data).toMatchObject({ subscribed: false });
  });
});

describe('security headers on every gateway answer', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };

  it('sends nosniff, DENY framing, no referrer and a locked-down CSP on auth, REST, functions and the verify redirect', async () => {
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    const answers = {
      'auth health': await fetch(`${backend.url}/auth/v1/health`, { headers }),
      'auth error': await fetch(`${backend.url}/auth/v1/user`, { headers }),
      rest: await fetch(`${backend.url}/rest/v1/user_addons?select=*`, { headers }),
      function: await fetch(`${backend.url}/functions/v1/check-subscription`, {
        method: 'POST',
        headers,
      }),
      'verify redirect': await fetch(
        `${backend.url}/auth/v1/verify?type=signup&token=nope&redirect_to=${SITE}`,
        { redirect: 'manual' },
      ),
      'unknown path': await fetch(`${backend.url}/nothing-here`),
    };
    for (const [name, res] of Object.entries(answers)) {
      await res.body?.cancel();
      for (const [header, value] of Object.entries(expected))
        expect(res.headers.get(header), `${name} ${header}`).toBe(value);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, name).toContain("default-src 'none'");
      expect(csp, name).toContain("frame-ancestors 'none'");
    }
    expect(answers['verify redirect'].status).toBe(303);
  });
});

describe('sign-up names in mail', () => {
  it('escapes a hostile full_name in the confirmation mail', async () => {
    const email = uniqueEmail('xss');
    const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)">"'&`;
    const { error } = await client(backend.url, backend.anonKey).auth.signUp({
      email,
      password: 'password-123',
      options: { data: { full_name: hostile }, emailRedirectTo: SITE },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('onerror="');
    expect(mail.html).toContain(
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;&quot;&#39;&amp;,',
    );
    expect(mail.text).toContain(`Hi ${hostile},`);
  });
});
