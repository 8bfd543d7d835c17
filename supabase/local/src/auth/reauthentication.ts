import { randomInt } from 'node:crypto';
import { sendJson } from '../http.ts';
import type { Queryable } from '../db/types.ts';
import type { Claims } from './jwt.ts';
import type { AuthContext, AuthRoute } from './context.ts';
import { authError } from './errors.ts';
import { API_VERSION_HEADER } from './options.ts';
import { hashToken, uuidOrNull } from './user-store.ts';
import { renderAuthMail } from '../mail/auth-templates.ts';
import { userJson, type UserRow } from './users.ts';

/*
 * Hosted Auth's secure password change (config.toml `[auth.email] secure_password_change`; GoTrue's
 * UpdatePasswordRequireReauthentication): a password change from a session signed in more than
 * 24 h ago needs the `nonce` that GET /reauthenticate mails (supabase/auth internal/api/user.go,
 * UserUpdate; reauthenticate.go). So an access token stolen from an old session cannot take the
 * account, and the owner's other sessions are not ended by it.
 */

const RECENT_SIGN_IN_MS = 24 * 3600 * 1000;
// Hosted Auth's default mailer OTP lifetime (GOTRUE_MAILER_OTP_EXP, 86400 s).
const NONCE_TTL_MS = 24 * 3600 * 1000;

const nonceHash = (email: string, nonce: string) => hashToken(`${email}${nonce}`);

/** GET /reauthenticate: mails the signed-in user a six-digit code for a password change. */
export const reauthenticate: AuthRoute = async (ctx, { req, res }) => {
  const { user } = await ctx.requireUser(req);
  if (!user.email_confirmed_at)
    throw authError(422, 'email_not_confirmed', 'Please verify your email first.');
  ctx.throttleMail(user.email);
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
      where id = $1::uuid`,
    [user.id, nonceHash(user.email, nonce)],
  );
  // Unlike the link mails, this one goes out before the answer: only a signed-in user asks, so
  // its timing reveals nothing, and the caller should hear if it could not be sent.
  await ctx.mailer.send({ to: user.email, ...reauthenticationMail(ctx, user, nonce) });
  sendJson(res, 200, {}, API_VERSION_HEADER);
};

/** The project's reauthentication template (config.toml), else hosted Auth's default one. */
function reauthenticationMail(
  { mailTemplates, siteUrl }: AuthContext,
  user: UserRow,
  nonce: string,
): { subject: string; html: string; text: string } {
  const template = mailTemplates.reauthentication;
  if (template) {
    const Data = userJson(user).user_metadata as Record<string, unknown>;
    return renderAuthMail(template, { SiteURL: siteUrl, Email: user.email, Token: nonce, Data });
  }
  // Hosted Auth's default template (internal/mailer/templatemailer).
  return {
    subject: `${nonce} is your verification code`,
    html: `<h2>Your verification code</h2>\n\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>${nonce}</p>\n`,
    text: `Your verification code\n\nUse the code below to verify your identity. It expires shortly.\n${nonce}\n`,
  };
}

/**
 * Throws hosted Auth's error unless this password change may go ahead: secure password change off,
 * a session signed in within 24 h, or the user's current mailed nonce (used up here).
 */
export async function requireRecentSignInOrNonce(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  claims: Claims,
  nonce: unknown,
): Promise<void> {
  if (!ctx.settings.securePasswordChange) return;
  const sessionId = uuidOrNull(typeof claims.session_id === 'string' ? claims.session_id : null);
  const [recent] = await tx.query(
    `select 1 from auth.sessions where id = $1::uuid
        and created_at > now() - ($2::text || ' milliseconds')::interval`,
    [sessionId, String(RECENT_SIGN_IN_MS)],
  );
  if (recent) return;
  if (typeof nonce !== 'string' || nonce === '')
    throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  const [used] = await tx.query(
    `update auth.users set reauthentication_token = null
      where id = $1::uuid and reauthentication_token = $2
        and reauthentication_sent_at > now() - ($3::text || ' milliseconds')::interval
      returning 1`,
    [user.id, nonceHash(user.email, nonce.slice(0, 64)), String(NONCE_TTL_MS)],
  );
  if (!used) throw authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
}
