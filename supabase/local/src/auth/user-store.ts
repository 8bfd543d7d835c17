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
    `select ${USER_COLUMNS} from auth.users where id = $1::uuid`,
    [id],
  );
  return user;
}

/** How Postgres writes a uuid as text: the only form the ids compared as text used to match. */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An id from a token's claims for `col = $n::uuid` (through the index): anything but a uuid's text
 * becomes null, which matches no row, where the cast would fail the query.
 */
export function uuidOrNull(text: string | null): string | null {
  return text !== null && UUID_TEXT.test(text) ? text : null;
}

/**
 * The caller of a request (GET /user and every route that needs a session): the user and whether
 * the token's session still exists, in one query. Matches exactly what `id::text = $1` matched,
 * through the primary key's index.
 */
export async function findUserWithSession(
  db: Queryable,
  id: string,
  sessionId: string | null,
): Promise<{ user: UserRow; sessionLive: boolean } | undefined> {
  if (!UUID_TEXT.test(id)) return undefined;
  // A session id that is not a uuid's text matches no session.
  const session = uuidOrNull(sessionId);
  const [row] = await db.query<UserRow & { session_live: boolean }>(
    `select ${USER_COLUMNS},
       exists (select 1 from auth.sessions s where s.id = $2::uuid) as session_live
     from auth.users where id = $1::uuid`,
    [id, session],
  );
  if (!row) return undefined;
  const { session_live: sessionLive, ...user } = row;
  return { user, sessionLive };
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
