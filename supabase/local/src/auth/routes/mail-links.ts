import { sendJson } from '../../http.ts';
import type { AuthRoute } from '../context.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { codeChallengeOf } from '../flow-state.ts';
import { startLink } from '../links.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { createUser, findUserByEmail } from '../user-store.ts';
import { metadataOf, normalizeEmail } from '../validation.ts';

// The endpoints that mail a link. Each answers the same whether or not the address has an
// account, and counts its mail against the address first, so neither answer nor 429 reveals one.

/** A phone number instead of an address: the phone provider is off (otp.go, resend.go). */
function refusePhone(body: Record<string, unknown>, message: string): void {
  if (body.email === undefined && typeof body.phone === 'string' && body.phone)
    throw authError(400, 'phone_provider_disabled', message);
}

/** POST /recover: a password-reset link. */
export const recover: AuthRoute = async (ctx, { req, res, url, body }) => {
  ctx.throttleIp(req);
  const email = normalizeEmail(body.email);
  // Counted for unknown addresses too, so a 429 does not tell who has an account.
  ctx.throttleMail(email);
  const redirectTo = ctx.allowedRedirect(url);
  const pkce = codeChallengeOf(body);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    if (user) await startLink(ctx, tx, user, 'recovery', redirectTo, pkce);
  });
  sendJson(res, 200, {}, API_VERSION_HEADER);
};

/** POST /resend (type signup): the confirmation link again, for an account not yet confirmed. */
export const resend: AuthRoute = async (ctx, { req, res, url, body }) => {
  ctx.throttleIp(req);
  refusePhone(body, 'Phone logins are disabled');
  const email = normalizeEmail(body.email);
  if (body.type !== 'signup')
    throw AUTH_ERRORS.validation('Only type signup can be resent by the local backend');
  ctx.throttleMail(email);
  const redirectTo = ctx.allowedRedirect(url);
  const pkce = codeChallengeOf(body);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !user.email_confirmed_at)
      await startLink(ctx, tx, user, 'signup', redirectTo, pkce);
  });
  sendJson(res, 200, {}, API_VERSION_HEADER);
};

/** POST /otp: a magic link (or, for a new or unconfirmed address, a confirmation link). */
export const otp: AuthRoute = async (ctx, { req, res, url, body }) => {
  ctx.throttleIp(req);
  refusePhone(body, 'Unsupported phone provider');
  const email = normalizeEmail(body.email);
  ctx.throttleMail(email);
  const redirectTo = ctx.allowedRedirect(url);
  const pkce = codeChallengeOf(body);
  const data = metadataOf(body.data, 'data');
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user)
      return startLink(
        ctx,
        tx,
        user,
        user.email_confirmed_at ? 'magiclink' : 'signup',
        redirectTo,
        pkce,
      );
    if (body.create_user === false)
      throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
    const created = await createUser(tx, email, null, data, false);
    return startLink(ctx, tx, created, 'signup', redirectTo, pkce);
  });
  sendJson(res, 200, {}, API_VERSION_HEADER);
};
