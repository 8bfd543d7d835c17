import { isPlainObject, sendJson } from '../../http.ts';
import type { AuthContext, AuthRequest, AuthRoute } from '../context.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { hashPassword } from '../password.ts';
import { createUser, findUserByEmail, findUserById } from '../user-store.ts';
import { USER_COLUMNS, userJson, type UserRow } from '../users.ts';
import { checkPassword, metadataOf, normalizeEmail, parseDuration } from '../validation.ts';

// The service role's user administration (supabase-js `auth.admin`).

/** POST /admin/users: a user made by the service role, confirmed or not. */
export const createUserAsAdmin: AuthRoute = async (ctx, { req, res, body }) => {
  await ctx.requireAdmin(req);
  const email = normalizeEmail(body.email);
  const password =
    body.password === undefined ? null : checkPassword(body.password, ctx.minimumPasswordLength);
  const meta = metadataOf(body.user_metadata, 'user_metadata');
  const appMeta = metadataOf(body.app_metadata, 'app_metadata');
  const hash = password === null ? null : await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw AUTH_ERRORS.emailExists();
    return createUser(tx, email, hash, meta, body.email_confirm === true, appMeta);
  });
  sendJson(res, 200, userJson(user), API_VERSION_HEADER);
};

/** GET /admin/users: every user. */
export const listUsers: AuthRoute = async (ctx, { req, res }) => {
  await ctx.requireAdmin(req);
  const users = await ctx.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at`,
  );
  sendJson(
    res,
    200,
    { users: users.map(userJson), aud: 'authenticated' },
    { ...API_VERSION_HEADER, 'x-total-count': String(users.length) },
  );
};

/** PUT /admin/users/<id>: password (ending the user's sessions), confirmation, metadata, ban. */
async function updateUserAsAdmin(ctx: AuthContext, id: string, body: Record<string, unknown>) {
  return ctx.db.transaction(async (tx) => {
    if (body.password !== undefined) {
      await tx.query('update auth.users set encrypted_password = $2 where id::text = $1', [
        id,
        await hashPassword(checkPassword(body.password, ctx.minimumPasswordLength)),
      ]);
      await tx.query('delete from auth.sessions where user_id::text = $1', [id]);
    }
    if (body.email_confirm === true) {
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id::text = $1',
        [id],
      );
    }
    if (isPlainObject(body.user_metadata)) {
      metadataOf(body.user_metadata, 'user_metadata');
      await tx.query(
        'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::text::jsonb where id::text = $1',
        [id, JSON.stringify(body.user_metadata)],
      );
    }
    if (typeof body.ban_duration === 'string') {
      const until =
        body.ban_duration === 'none'
          ? null
          : new Date(Date.now() + parseDuration(body.ban_duration)).toISOString();
      await tx.query('update auth.users set banned_until = $2::timestamptz where id::text = $1', [
        id,
        until,
      ]);
      // A ban ends every session at once, as on hosted Supabase.
      if (until) await tx.query('delete from auth.sessions where user_id::text = $1', [id]);
    }
    await tx.query('update auth.users set updated_at = now() where id::text = $1', [id]);
    return (await findUserById(tx, id))!;
  });
}

/** GET, PUT and DELETE /admin/users/<id>. */
export async function userByIdAsAdmin(
  ctx: AuthContext,
  { req, res, body }: AuthRequest,
  id: string,
): Promise<void> {
  await ctx.requireAdmin(req);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw AUTH_ERRORS.validation('user id must be a UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  const method = req.method ?? 'GET';
  if (method === 'GET') return sendJson(res, 200, userJson(user), API_VERSION_HEADER);
  if (method === 'DELETE') {
    await ctx.db.query('delete from auth.users where id::text = $1', [id]);
    return sendJson(res, 200, {}, API_VERSION_HEADER);
  }
  if (method === 'PUT') {
    const updated = await updateUserAsAdmin(ctx, id, body);
    return sendJson(res, 200, userJson(updated), API_VERSION_HEADER);
  }
  throw AUTH_ERRORS.notFound();
}
