import { sendEmpty, sendJson } from '../../http.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { AUTH_ERRORS } from '../errors.ts';
import {
  confirmEmailChange,
  emailChangeToken,
  SINGLE_CONFIRMATION_ACCEPTED,
} from '../email-change.ts';
import { isPkceToken, pkceVerifyRedirect } from '../flow-state.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { issueSession, signedSession, verifyFragment } from '../sessions.ts';
import { str } from '../validation.ts';

// GET and POST /verify for type email_change (verify.go verifyGet, verifyPost, prepRedirectURL).

/** verify.go prepRedirectURL: the message in the fragment (and, for PKCE, the query) with `sb`. */
function messageRedirect(redirectTo: string, pkce: boolean): string {
  const target = new URL(redirectTo);
  if (pkce) target.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
  target.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
  return target.toString();
}

/** Confirms one side in its own transaction; with the other side confirmed, starts a session. */
async function confirmImplicit(ctx: AuthContext, token: string) {
  return ctx.db.transaction(async (tx) => {
    const result = await confirmEmailChange(ctx, tx, token, 'any');
    if (result === null || result === 'single' || result === 'final') return result;
    return issueSession(tx, result, 'otp');
  });
}

/** GET /verify?type=email_change: a link opened in a browser. */
export async function verifyEmailChangeLink(
  ctx: AuthContext,
  { res, url }: AuthRequest,
  redirectTo: string,
): Promise<void> {
  const raw = url.searchParams.get('token') ?? '';
  const token = emailChangeToken(raw, undefined, '');
  if (isPkceToken(raw)) {
    // The first confirmation commits on its own; the last one is confirmed with the auth code
    // issued, or not at all (pkceVerifyRedirect's single transaction).
    const first = await ctx.db.transaction((tx) => confirmEmailChange(ctx, tx, token, 'first'));
    if (first === 'single')
      return sendEmpty(res, 303, { location: messageRedirect(redirectTo, true) });
    const location = await pkceVerifyRedirect(ctx, 'email_change', redirectTo, async (tx) => {
      const user = await confirmEmailChange(ctx, tx, token, 'final');
      return typeof user === 'object' ? user : null;
    });
    return sendEmpty(res, 303, { location });
  }
  const target = new URL(redirectTo);
  let result;
  try {
    result = await confirmImplicit(ctx, token);
  } catch (err) {
    const body = (err as { body?: { code?: unknown; message?: unknown } }).body;
    if (typeof body?.code !== 'string') throw err;
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: body.code,
      error_description: String(body.message),
    }).toString();
    return sendEmpty(res, 303, { location: target.toString() });
  }
  if (result === 'single' || result === 'final')
    return sendEmpty(res, 303, { location: messageRedirect(redirectTo, false) });
  const session = result && signedSession(ctx, result);
  target.hash = verifyFragment(session, 'email_change').toString();
  sendEmpty(res, 303, { location: target.toString() });
}

/** POST /verify type email_change: a token hash, or the address and the code from its mail. */
export async function verifyEmailChangeToken(
  ctx: AuthContext,
  { res, body }: AuthRequest,
): Promise<void> {
  const token = emailChangeToken(
    str(body, 'token_hash') ?? '',
    body.email,
    str(body, 'token') ?? '',
  );
  const result = await confirmImplicit(ctx, token);
  if (result === null) throw AUTH_ERRORS.otpExpired();
  if (result === 'single' || result === 'final')
    return sendJson(
      res,
      200,
      { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' },
      API_VERSION_HEADER,
    );
  sendJson(res, 200, signedSession(ctx, result), API_VERSION_HEADER);
}
