import { isPlainObject, sendJson } from '../../http.ts';
import type { Queryable } from '../../db/types.ts';
import type { AuthContext, AuthRequest, AuthRoute } from '../context.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { hashPassword } from '../password.ts';
import { createUser, findUserByEmail, findUserById } from '../user-store.ts';
import { USER_COLUMNS, userJson, type UserRow } from '../users.ts';
import { checkPassword, metadataOf, normalizeEmail, parseDuration } from '../validation.ts';

// The service role's user administration (supabase-js `auth.admin`), as supabase/auth's
// internal/api/admin.go: every field it takes is applied, and one the local backend cannot apply
// (phone) is refused, so no answer says 200 for a change that did not happen.

/** POST /admin/users: a user made by the service role, confirmed or not. */
export const createUserAsAdmin: AuthRoute = async (ctx, { req, res, body }) => {
  await ctx.requireAdmin(req);
  refuseUnsupported(body);
  const email = normalizeEmail(body.email);
  const password = body.password === undefined ? null : checkPassword(body.password, ctx.settings);
  const meta = metadataOf(body.user_metadata, 'user_metadata');
  const appMeta = metadataOf(body.app_metadata, 'app_metadata');
  const hash = password === null ? null : await hashPassword(password);
  const until = banUntil(body.ban_duration);
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw AUTH_ERRORS.emailExists();
    const created = await createUser(tx, email, hash, meta, body.email_confirm === true, appMeta);
    if (typeof body.role === 'string' && body.role)
      await setColumn(tx, created.id, 'role', body.role);
    if (until !== undefined) await setColumn(tx, created.id, 'banned_until', until);
    return (await findUserById(tx, created.id))!;
  });
  sendJson(res, 200, userJson(user), API_VERSION_HEADER);
};

/** Go's strconv.ParseUint, as paginate() (internal/api/pagination.go) reads page and per_page. */
function pageParameter(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw))
    throw AUTH_ERRORS.validation(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
    );
  return Number(raw);
}

/**
 * GET /admin/users?page=&per_page=&filter=: a page of users, newest first, with GoTrue's
 * X-Total-Count and Link headers (supabase-js reads nextPage, lastPage and total from them).
 */
export const listUsers: AuthRoute = async (ctx, { req, res, url }) => {
  await ctx.requireAdmin(req);
  const page = Math.max(1, pageParameter(url, 'page', 1));
  const perPage = Math.min(1000, pageParameter(url, 'per_page', 50) || 50);
  const filter = url.searchParams.get('filter') ?? '';
  const where = filter ? `where email ilike '%' || $1 || '%'` : 'where $1::text is not null';
  const [{ count } = { count: 0 }] = await ctx.db.query<{ count: number }>(
    `select count(*)::int as count from auth.users ${where}`,
    [filter],
  );
  const users = await ctx.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users ${where}
     order by created_at desc, id limit $2 offset $3`,
    [filter, String(perPage), String((page - 1) * perPage)],
  );
  const lastPage = Math.ceil(count / perPage);
  const link = (p: number, rel: string) => {
    const target = new URL(url);
    target.searchParams.set('page', String(p));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  const links = [...(lastPage > page ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  sendJson(
    res,
    200,
    { users: users.map(userJson), aud: 'authenticated' },
    { ...API_VERSION_HEADER, 'x-total-count': String(count), link: links.join(', ') },
  );
};

/** Phone numbers and their confirmation: the local backend has no phone provider. */
function refuseUnsupported(body: Record<string, unknown>): void {
  if ((typeof body.phone === 'string' && body.phone) || body.phone_confirm === true)
    throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
}

/** `ban_duration` as admin.go takes it: a Go duration or "none"; undefined when not given. */
function banUntil(value: unknown): string | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw AUTH_ERRORS.validation('ban_duration must be a string');
  if (value === 'none') return null;
  return new Date(Date.now() + parseDuration(value)).toISOString();
}

const COLUMNS = {
  role: 'role = $2',
  banned_until: 'banned_until = $2::timestamptz',
  email: 'email = $2',
} as const;

async function setColumn(
  tx: Queryable,
  id: string,
  column: keyof typeof COLUMNS,
  value: string | null,
): Promise<void> {
  await tx.query(`update auth.users set ${COLUMNS[column]} where id = $1::uuid`, [id, value]);
}

/** models.User.UpdateUserMetaData / UpdateAppMetaData: top-level keys merged, null removes one. */
function mergedMetadata(current: Record<string, unknown>, change: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** PUT /admin/users/<id>: every field of admin.go's adminUserUpdate, or its error. */
async function updateUserAsAdmin(ctx: AuthContext, user: UserRow, body: Record<string, unknown>) {
  refuseUnsupported(body);
  const id = user.id;
  // Everything is checked before anything is written.
  const email = body.email === undefined || body.email === '' ? null : normalizeEmail(body.email);
  const password =
    body.password === undefined || body.password === null
      ? null
      : checkPassword(body.password, ctx.settings);
  const until = banUntil(body.ban_duration);
  const userMeta = isPlainObject(body.user_metadata)
    ? metadataOf(body.user_metadata, 'user_metadata')
    : null;
  const appMeta = isPlainObject(body.app_metadata)
    ? metadataOf(body.app_metadata, 'app_metadata')
    : null;
  const hash = password === null ? null : await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    if (hash !== null) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1::uuid', [
        id,
        hash,
      ]);
      await tx.query('delete from auth.sessions where user_id = $1::uuid', [id]);
    }
    if (email !== null && email !== user.email) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== id) throw AUTH_ERRORS.emailExists();
      await setColumn(tx, id, 'email', email);
    }
    if (body.email_confirm === true) {
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1::uuid',
        [id],
      );
    }
    if (typeof body.role === 'string' && body.role) await setColumn(tx, id, 'role', body.role);
    if (userMeta || appMeta) {
      await tx.query(
        `update auth.users set raw_user_meta_data = $2::text::jsonb, raw_app_meta_data = $3::text::jsonb
         where id = $1::uuid`,
        [
          id,
          JSON.stringify(mergedMetadata(user.raw_user_meta_data, userMeta ?? {})),
          JSON.stringify(mergedMetadata(user.raw_app_meta_data, appMeta ?? {})),
        ],
      );
    }
    if (until !== undefined) {
      await setColumn(tx, id, 'banned_until', until);
      // A ban ends every session at once, as on hosted Supabase.
      if (until) await tx.query('delete from auth.sessions where user_id = $1::uuid', [id]);
    }
    await tx.query('update auth.users set updated_at = now() where id = $1::uuid', [id]);
    return (await findUserById(tx, id))!;
  });
}

/** admin.go loadUser: the user `id` names, or its 404s. */
export async function userByIdOrError(ctx: AuthContext, id: string): Promise<UserRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw authError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return user;
}

/** GET, PUT and DELETE /admin/users/<id>. */
export async function userByIdAsAdmin(
  ctx: AuthContext,
  { req, res, body }: AuthRequest,
  id: string,
): Promise<void> {
  await ctx.requireAdmin(req);
  const user = await userByIdOrError(ctx, id);
  const method = req.method ?? 'GET';
  if (method === 'GET') return sendJson(res, 200, userJson(user), API_VERSION_HEADER);
  if (method === 'DELETE') {
    await ctx.db.query('delete from auth.users where id = $1::uuid', [id]);
    return sendJson(res, 200, {}, API_VERSION_HEADER);
  }
  if (method === 'PUT') {
    const updated = await updateUserAsAdmin(ctx, user, body);
    return sendJson(res, 200, userJson(updated), API_VERSION_HEADER);
  }
  throw AUTH_ERRORS.notFound();
}
