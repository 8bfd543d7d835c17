import { isPlainObject, sendEmpty, sendJson } from '../../http.ts';
import type { AuthRoute } from '../context.ts';
import { AUTH_ERRORS } from '../errors.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { sendEmailChangeMails, startEmailChange } from '../email-change.ts';
import { codeChallengeOf } from '../flow-state.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { requireRecentSignInOrNonce } from '../reauthentication.ts';
import { findUserById, uuidOrNull } from '../user-store.ts';
import { userJson } from '../users.ts';
import { checkPassword, metadataOf, normalizeEmail } from '../validation.ts';

/** GET /user: the signed-in user. */
export const getUser: AuthRoute = async (ctx, { req, res }) => {
  const { user } = await ctx.requireUser(req);
  sendJson(res, 200, userJson(user), API_VERSION_HEADER);
};

/** PUT /user: a new password (ending the user's other sessions), more user metadata, or a new address (email-change.ts). */
export const updateUser: AuthRoute = async (ctx, { req, res, url, body }) => {
  const { user, claims } = await ctx.requireUser(req);
  // Hosted Auth limits PUT /user per client; here it bounds guesses of a reauthentication code.
  if (body.nonce !== undefined) ctx.throttleIp(req);
  // validateUserUpdateParams: an address given is valid; the same address changes nothing.
  const email = body.email === undefined || body.email === '' ? '' : normalizeEmail(body.email);
  const changeEmail = email !== '' && email !== user.email;
  const pkce = changeEmail ? codeChallengeOf(body) : null;
  let mails: Awaited<ReturnType<typeof startEmailChange>> = [];
  const updated = await ctx.db.transaction(async (tx) => {
    if (body.password !== undefined) {
      const password = checkPassword(body.password, ctx.settings);
      await requireRecentSignInOrNonce(ctx, tx, user, claims, body.nonce);
      if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password)))
        throw AUTH_ERRORS.samePassword();
      // As hosted Auth's models.User.UpdatePassword: every mailed link and code still out is void,
      // so a reset link sent before the change cannot sign anyone in after it.
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now(),
           confirmation_token = null, confirmation_sent_at = null,
           recovery_token = null, recovery_sent_at = null,
           reauthentication_token = null, reauthentication_sent_at = null
         where id = $1::uuid`,
        [user.id, await hashPassword(password)],
      );
      // As GoTrue does: a new password ends every other session (a thief's included); the one
      // that changed it continues.
      await tx.query(
        'delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid',
        [user.id, uuidOrNull(typeof claims.session_id === 'string' ? claims.session_id : null)],
      );
    }
    if (isPlainObject(body.data)) {
      metadataOf(body.data, 'data');
      await tx.query(
        'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::text::jsonb, updated_at = now() where id = $1::uuid',
        [user.id, JSON.stringify(body.data)],
      );
    }
    if (changeEmail) mails = await startEmailChange(ctx, tx, user, email, pkce);
    return (await findUserById(tx, user.id))!;
  });
  // Sent before the answer, as hosted Auth does: the caller hears if the mails could not go out.
  if (mails.length) await sendEmailChangeMails(ctx, updated, mails, ctx.allowedRedirect(url));
  sendJson(res, 200, userJson(updated), API_VERSION_HEADER);
};

/** POST /logout?scope=global|local|others: ends the user's sessions. */
export const logOut: AuthRoute = async (ctx, { req, res, url }) => {
  const { user, claims } = await ctx.requireUser(req);
  const scope = url.searchParams.get('scope') ?? 'global';
  const sessionId = uuidOrNull(typeof claims.session_id === 'string' ? claims.session_id : null);
  if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
  } else if (scope === 'others') {
    await ctx.db.query(
      'delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid',
      [user.id, sessionId],
    );
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
  }
  sendEmpty(res, 204, API_VERSION_HEADER);
};
