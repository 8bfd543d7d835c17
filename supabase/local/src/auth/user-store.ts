import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { USER_COLUMNS, type UserRow } from './users.ts';

// The SQL on auth.users every endpoint shares, and the random tokens stored only as hashes.

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1`,
    [email],
  );
  return user;
}

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id::text = $1`,
    [id],
  );
  return user;
}

export async function createUser(
  tx: Queryable,
  email: string,
  hash: string | null,
  meta: Record<string, unknown>,
  confirmed: boolean,
  appMeta: Record<string, unknown> = {},
): Promise<UserRow> {
  const [row] = await tx.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
     values ($1, $2, $3::text::jsonb, $4::text::jsonb, case when $5::text = 'true' then now() end) returning id::text as id`,
    [
      email,
      hash,
      JSON.stringify(meta),
      JSON.stringify({ provider: 'email', providers: ['email'], ...appMeta }),
      String(confirmed),
    ],
  );
  return (await findUserById(tx, row!.id))!;
}

export function isBanned(user: UserRow): boolean {
  return Boolean(user.banned_until && Date.parse(user.banned_until) > Date.now());
}
