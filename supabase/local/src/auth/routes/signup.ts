import { sendJson } from '../../http.ts';
import type { AuthRoute } from '../context.ts';
import { authError } from '../errors.ts';
import { codeChallengeOf } from '../flow-state.ts';
import { startLink } from '../links.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { hashPassword } from '../password.ts';
import { issueSession, signedSession } from '../sessions.ts';
import { createUser, findUserByEmail, findUserById } from '../user-store.ts';
import { obfuscatedUserJson, userJson } from '../users.ts';
import { checkPassword, metadataOf, normalizeEmail } from '../validation.ts';

/**
 * POST /signup (supabase/auth internal/api/signup.go): a new account waits for its address to be
 * confirmed through the mailed link, or, with [auth.email] enable_confirmations off, is confirmed
 * at once and signed in.
 */
export const signUp: AuthRoute = async (ctx, { req, res, url, body }) => {
  // No address and no phone is an anonymous sign-in (internal/api/api.go's /signup route).
  if (!body.email && !body.phone)
    throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!ctx.settings.signupEnabled)
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (body.phone !== undefined && body.email === undefined)
    throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!ctx.settings.emailProviderEnabled)
    throw authError(400, 'email_provider_disabled', 'Email signups are disabled');
  ctx.throttleIp(req);
  const email = normalizeEmail(body.email);
  const password = checkPassword(body.password, ctx.settings);
  const { autoconfirm } = ctx.settings;
  if (!autoconfirm) ctx.throttleMail(email);
  const data = metadataOf(body.data, 'data');
  const redirectTo = ctx.allowedRedirect(url);
  const pkce = codeChallengeOf(body);
  // Hashed whether or not the address has an account, so the answer takes as long either way.
  const hash = await hashPassword(password);
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) {
      // With autoconfirm hosted Auth says so (there is no mail to hide it behind); else a
      // plausible user, so the answer does not reveal the account.
      if (autoconfirm) throw authError(422, 'user_already_exists', 'User already registered');
      return { user: obfuscatedUserJson(email, data) };
    }
    // As hosted Auth: an unconfirmed address's user is left as it is, "we can't be sure of their
    // claimed identity", and gets another link. The first registrant's password stays until the
    // address is proven, which voids it (*_auth_password_needs_proof.sql).
    if (autoconfirm && !existing) {
      const user = await createUser(tx, email, hash, data, true);
      return { grant: await issueSession(tx, user, 'password') };
    }
    const user = existing ?? (await createUser(tx, email, hash, data, false));
    await startLink(ctx, tx, user, 'signup', redirectTo, pkce);
    return { user: userJson((await findUserById(tx, user.id))!) };
  });
  // The session is signed once the transaction committed, as every grant (sessions.ts).
  sendJson(
    res,
    200,
    result.grant ? signedSession(ctx, result.grant) : result.user,
    API_VERSION_HEADER,
  );
};
