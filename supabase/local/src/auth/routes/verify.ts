import { sendEmpty, sendJson } from '../../http.ts';
import type { AuthContext, AuthRoute } from '../context.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { isPkceToken, pkceVerifyRedirect } from '../flow-state.ts';
import { consumeLink } from '../links.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { issueSession, signedSession, verifyFragment, type SessionGrant } from '../sessions.ts';
import { str } from '../validation.ts';
import { verifyEmailChangeLink, verifyEmailChangeToken } from './verify-email-change.ts';

/** Consumes the link's token and starts a session, or null when the link is void. */
function sessionFromLink(
  ctx: AuthContext,
  type: string,
  token: string,
): Promise<SessionGrant | null> {
  return ctx.db.transaction(async (tx) => {
    const user = token ? await consumeLink(tx, type, token) : null;
    return user ? issueSession(tx, user, type === 'recovery' ? 'recovery' : 'otp') : null;
  });
}

/** GET /verify: a mailed link opened in a browser, redirected to the site with the session (or why not) in the fragment. */
export const verifyLink: AuthRoute = async (ctx, { req, res, url }) => {
  // [auth.rate_limit] token_verifications, when the project sets it (api.go limits /verify per IP).
  ctx.throttleIp(req, 'verify');
  const type = url.searchParams.get('type') ?? '';
  const token = url.searchParams.get('token') ?? '';
  const redirectTo = ctx.allowedRedirect(url);
  if (type === 'email_change')
    return verifyEmailChangeLink(ctx, { req, res, url, body: {} }, redirectTo);
  if (isPkceToken(token)) {
    const location = await pkceVerifyRedirect(ctx, type, redirectTo, (tx) =>
      consumeLink(tx, type, token),
    );
    return sendEmpty(res, 303, { location });
  }
  const grant = await sessionFromLink(ctx, type, token);
  const session = grant && signedSession(ctx, grant);
  const fragment = verifyFragment(session, type);
  const target = new URL(redirectTo);
  target.hash = fragment.toString();
  sendEmpty(res, 303, { location: target.toString() });
};

const PHONE_TYPES = new Set(['sms', 'phone_change']);

/** POST /verify: a link's token (token_hash) exchanged for a session by the site itself. */
export const verifyToken: AuthRoute = async (ctx, request) => {
  const { req, res, body } = request;
  ctx.throttleIp(req, 'verify');
  const type = str(body, 'type') ?? '';
  if (type === 'email_change') return verifyEmailChangeToken(ctx, request);
  const token = str(body, 'token_hash') ?? str(body, 'token') ?? '';
  // A phone code: no user has a phone here, so none matches (verify.go verifyUserAndToken).
  if (body.email === undefined && typeof body.phone === 'string' && PHONE_TYPES.has(type)) {
    // phone.go validatePhone: E.164 once the leading plus and the spaces are removed.
    if (!/^[1-9][0-9]{1,14}$/.test(body.phone.slice(0, 40).replace(/^\+/, '').replaceAll(' ', '')))
      throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
    throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  const grant = await sessionFromLink(ctx, type, token);
  if (!grant) throw AUTH_ERRORS.otpExpired();
  sendJson(res, 200, signedSession(ctx, grant), API_VERSION_HEADER);
};
