import { sendJson } from '../../http.ts';
import type { AuthRoute } from '../context.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { exchangeAuthCode } from '../flow-state.ts';
import { idTokenGrantOff, web3GrantOff } from './features-off.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { verifyPassword } from '../password.ts';
import { issueSession, refreshSession, signedSession } from '../sessions.ts';
import { findUserByEmail, isBanned } from '../user-store.ts';
import { isEmailAddress, MAX_PASSWORD_LENGTH, str } from '../validation.ts';

/** POST /token: a session from a password, a refresh token or a PKCE code (token.go Token). */
export const token: AuthRoute = async (ctx, { req, res, url, body }) => {
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') {
    ctx.throttleIp(req);
    const password = str(body, 'password') ?? '';
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    // As token.go's ResourceOwnerPasswordGrant: the provider first, then the credentials.
    if (email && !ctx.settings.emailProviderEnabled)
      throw authError(422, 'email_provider_disabled', 'Email logins are disabled');
    if (!email && typeof body.phone === 'string' && body.phone)
      throw authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone');
    // No account can have a malformed address or an over-long password: answer like a wrong
    // password, without a lookup (and before any pattern sees an unbounded string).
    if (!isEmailAddress(email) || password.length > MAX_PASSWORD_LENGTH)
      throw AUTH_ERRORS.invalidCredentials();
    // Per account and client, never per account alone: a guesser throttles itself, not the owner.
    const failedKey = JSON.stringify([email, ctx.clientIp(req)]);
    const locked = ctx.failedSignIns.retryAfter(failedKey);
    if (locked) throw AUTH_ERRORS.tooManyFailedSignIns(locked);
    const user = await findUserByEmail(ctx.db, email);
    // No password is '' or null (hosted Auth: models.User.HasPassword), compared like an unknown user.
    const hash = user?.encrypted_password || null;
    const ok = await verifyPassword(password, hash);
    if (!user || !hash || !ok) {
      ctx.failedSignIns.record(failedKey);
      throw AUTH_ERRORS.invalidCredentials();
    }
    ctx.failedSignIns.reset(failedKey);
    if (!user.email_confirmed_at) throw AUTH_ERRORS.emailNotConfirmed();
    if (isBanned(user)) throw AUTH_ERRORS.userBanned();
    // The password was compared above and the token is signed below: the transaction is SQL only.
    const granted = await ctx.db.transaction((tx) => issueSession(tx, user, 'password'));
    return sendJson(res, 200, signedSession(ctx, granted), API_VERSION_HEADER);
  }
  if (grant === 'pkce') return exchangeAuthCode(ctx, req, res, body);
  if (grant === 'refresh_token') {
    ctx.throttleIp(req, 'refresh');
    const refreshToken = str(body, 'refresh_token');
    if (!refreshToken) throw AUTH_ERRORS.refreshTokenNotFound();
    const granted = await refreshSession(ctx, refreshToken);
    return sendJson(res, 200, signedSession(ctx, granted), API_VERSION_HEADER);
  }
  // Sign-ins this backend has no provider for: hosted Auth's answers with those providers off.
  if (grant === 'id_token') {
    // token.go: limited as the refresh grant is (limiterOpts.Token, `token_refresh`).
    ctx.throttleIp(req, 'refresh');
    throw idTokenGrantOff(body);
  }
  // Hosted Auth counts these in a limiter of their own (`web3`), not in any limit kept here.
  if (grant === 'web3') throw web3GrantOff();
  // token.go answers an unknown grant with invalid_credentials.
  throw authError(400, 'invalid_credentials', 'unsupported_grant_type');
};
