import { sendJson } from '../../http.ts';
import type { AuthRoute } from '../context.ts';
import { codeChallengeOf } from '../flow-state.ts';
import { startLink } from '../links.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { hashPassword } from '../password.ts';
import { createUser, findUserByEmail, findUserById } from '../user-store.ts';
import { obfuscatedUserJson, userJson } from '../users.ts';
import { checkPassword, metadataOf, normalizeEmail } from '../validation.ts';

/** POST /signup: a new account waits for its address to be confirmed through the mailed link. */
export const signUp: AuthRoute = async (ctx, { req, res, url, body }) => {
  ctx.throttleIp(req);
  const email = normalizeEmail(body.email);
  const password = checkPassword(body.password, ctx.minimumPasswordLength);
  ctx.throttleMail(email);
  const data = metadataOf(body.data, 'data');
  const redirectTo = ctx.allowedRedirect(url);
  const pkce = codeChallengeOf(body);
  // Hashed whether or not the address has an account, so the answer takes as long either way.
  const hash = await hashPassword(password);
  const result = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) return obfuscatedUserJson(email, data);
    // As hosted Auth (internal/api/signup.go): an unconfirmed address's user is left as it is, "we
    // can't be sure of their claimed identity", and gets another link. The first registrant's
    // password stays until the address is proven, which voids it (*_auth_password_needs_proof.sql).
    const user = existing ?? (await createUser(tx, email, hash, data, false));
    await startLink(ctx, tx, user, 'signup', redirectTo, pkce);
    return userJson((await findUserById(tx, user.id))!);
  });
  sendJson(res, 200, result, API_VERSION_HEADER);
};
