import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import bcryptjs from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { BCRYPT_NICE, bcryptThreads, hashPassword, verifyPassword } from '../src/auth/password.ts';
import type { Backend } from '../src/backend.ts';
import { backendForSuite, startAuthOnlyBackend } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';

const PASSWORD = 'correct-horse-battery';

/**
 * `$2a$` cost-10 hashes as hosted Supabase stores them: GoTrue hashes with Go's
 * golang.org/x/crypto/bcrypt and Supabase's docs seed users with pgcrypto's
 * `crypt(password, gen_salt('bf'))`; both write `$2a$10$`. Made here by Postgres's own pgcrypto, an
 * implementation independent of the one under test.
 */
let pg: Promise<PGlite> | null = null;
async function pgcryptoHashes(passwords: string[]): Promise<string[]> {
  pg ??= PGlite.create({ extensions: { pgcrypto } }).then(async (db) => {
    await db.exec('create extension pgcrypto');
    return db;
  });
  const db = await pg;
  const hashes: string[] = [];
  for (const password of passwords) {
    const { rows } = await db.query<{ hash: string }>(
      "select crypt($1, gen_salt('bf', 10)) as hash",
      [password],
    );
    hashes.push(rows[0]!.hash);
  }
  return hashes;
}

afterAll(async () => {
  await (await pg)?.close();
});

describe('password hashing (native bcrypt)', () => {
  it('writes $2b$ cost-10 hashes that bcryptjs (another implementation) accepts', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    expect(bcryptjs.compareSync(PASSWORD, hash)).toBe(true);
    expect(bcryptjs.compareSync(`${PASSWORD}!`, hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  });

  it('accepts the hashes bcryptjs wrote before ($2b$ and $2a$), so existing local data keeps working', async () => {
    const b = bcryptjs.hashSync(PASSWORD, 10);
    const a = bcryptjs.hashSync(PASSWORD, `$2a$10$${b.slice(7, 29)}`);
    expect(b.startsWith('$2b$10$')).toBe(true);
    expect(a.startsWith('$2a$10$')).toBe(true);
    for (const hash of [a, b]) {
      expect(await verifyPassword(PASSWORD, hash)).toBe(true);
      expect(await verifyPassword('wrong-password', hash)).toBe(false);
    }
    // Non-ASCII passwords hash the same UTF-8 bytes in both implementations.
    const unicode = 'mot-de-passe-é-ü-漢字';
    expect(await verifyPassword(unicode, bcryptjs.hashSync(unicode, 10))).toBe(true);
  });

  it("accepts hosted Supabase's $2a$ hashes (pgcrypto crypt / GoTrue)", async () => {
    const [hash, other] = await pgcryptoHashes([PASSWORD, 'another-password']);
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(await verifyPassword(PASSWORD, hash!)).toBe(true);
    expect(await verifyPassword('another-password', hash!)).toBe(false);
    expect(await verifyPassword('another-password', other!)).toBe(true);
  });

  it('answers false, after the same work, for a missing or malformed hash', async () => {
    expect(await verifyPassword(PASSWORD, null)).toBe(false);
    expect(await verifyPassword('not-a-real-password', null)).toBe(false);
    expect(await verifyPassword(PASSWORD, 'not-a-bcrypt-hash')).toBe(false);
    expect(await verifyPassword(PASSWORD, '')).toBe(false);
  });

  it('keeps NUL and bytes past the first NUL significant', async () => {
    const hash = await hashPassword('abc\u0000def-123');
    expect(await verifyPassword('abc', hash)).toBe(false);
    expect(await verifyPassword('abc\u0000xyz-123', hash)).toBe(false);
    expect(await verifyPassword('abc\u0000def-123', hash)).toBe(true);
  });

  it('hashes on one thread per core, at a lower priority than the thread that serves requests', async () => {
    expect(bcryptThreads(2)).toBe(2);
    expect(bcryptThreads(8)).toBe(8);
    expect(bcryptThreads(0)).toBe(1);
    await Promise.all(Array.from({ length: bcryptThreads() }, () => hashPassword(PASSWORD)));
    // Linux keeps a nice value per thread (field 19 of /proc/<pid>/task/<tid>/stat).
    const nice = (tid: string) =>
      Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const threads = readdirSync('/proc/self/task').map(nice);
    expect(threads.filter((n) => n === BCRYPT_NICE)).toHaveLength(bcryptThreads());
    expect(nice(String(process.pid))).toBe(0);
  });

  it('verifies many passwords at once, each against its own hash', async () => {
    const passwords = Array.from({ length: 4 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    const results = await Promise.all(
      passwords.flatMap((p, i) => [
        verifyPassword(p, hashes[i]!),
        verifyPassword(p, hashes[(i + 1) % hashes.length]!),
      ]),
    );
    expect(results).toEqual(passwords.flatMap(() => [true, false]));
  });
});

describe('signing in with a password hash made elsewhere', () => {
  let backend: Backend;
  backendForSuite(
    () => startAuthOnlyBackend(),
    (started) => (backend = started),
  );

  it('signs in a user imported from hosted Supabase ($2a$) and one made by bcryptjs, through supabase-js', async () => {
    const [hosted] = await pgcryptoHashes([PASSWORD]);
    const users = [
      { email: uniqueEmail('hosted-2a'), hash: hosted! },
      { email: uniqueEmail('bcryptjs-2b'), hash: bcryptjs.hashSync(PASSWORD, 10) },
    ];
    for (const { email, hash } of users) {
      await backend.db.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
         values ($1, $2, now(), '{"provider":"email","providers":["email"]}'::jsonb)`,
        [email, hash],
      );
      const anon = client(backend.url, backend.anonKey);
      const wrong = await anon.auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(wrong.error?.message).toBe('Invalid login credentials');
      const { data, error } = await anon.auth.signInWithPassword({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    }
  });

  it('answers an unknown address like a wrong password', async () => {
    const anon = client(backend.url, backend.anonKey);
    const { error } = await anon.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(error?.message).toBe('Invalid login credentials');
  });
});
