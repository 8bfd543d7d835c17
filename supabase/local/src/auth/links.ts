import type { Queryable } from '../db/types.ts';
import type { AuthContext } from './context.ts';
import { AUTH_ERRORS } from './errors.ts';
import { startFlowState, type CodeChallenge } from './flow-state.ts';
import { linkMail, type LinkType } from './link-mail.ts';
import { findUserById, hashToken, newToken } from './user-store.ts';
import { userJson, type UserRow } from './users.ts';

const LINK_TTL_MS = 24 * 3600 * 1000;

/**
 * Sends a mailed link after the answer has gone out. Whether a mail is sent depends on whether the
 * address has an account, so sending it on the request path would make known addresses answer
 * slower (or fail when the mail server is down) and reveal them; a failure is logged instead, and
 * the person can ask again (resend, recover).
 */
function sendLinkLater(
  ctx: AuthContext,
  user: { email: string; metadata: Record<string, unknown> },
  type: LinkType,
  token: string,
  redirectTo: string,
): void {
  setImmediate(() => {
    sendLink(ctx, user, type, token, redirectTo).catch((err: unknown) =>
      console.error(
        `[auth] sending ${type} mail failed:`,
        err instanceof Error ? err.message : err,
      ),
    );
  });
}

async function sendLink(
  { apiUrl, mailer, mailTemplates, siteUrl }: AuthContext,
  user: { email: string; metadata: Record<string, unknown> },
  type: LinkType,
  token: string,
  redirectTo: string,
): Promise<void> {
  const link = linkUrl(apiUrl, type, token, redirectTo);
  const mail = linkMail(mailTemplates, type, {
    SiteURL: siteUrl,
    ConfirmationURL: link,
    Email: user.email,
    Token: token,
    TokenHash: hashToken(token),
    Data: user.metadata,
    RedirectTo: redirectTo,
  });
  await mailer.send({ to: user.email, ...mail });
}

/**
 * Stores a new link token (replacing, so voiding, the previous one of its kind, as hosted Auth's
 * sendConfirmation and sendPasswordRecovery do) and mails it once the answer is out. A link
 * changes no password: whatever password the user has when the address is proven is voided by the
 * migration `*_auth_password_needs_proof.sql`, as in production. With a code challenge (`pkce`)
 * the link is one of the PKCE flow (see flow-state.ts).
 */
export async function startLink(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  type: LinkType,
  redirectTo: string,
  pkce: CodeChallenge | null = null,
): Promise<void> {
  const token = await storeLinkToken(tx, user, type, pkce);
  const metadata = userJson(user).user_metadata as Record<string, unknown>;
  sendLinkLater(ctx, { email: user.email, metadata }, type, token, redirectTo);
}

/** The link a mail would carry, for the admin API's generate_link, which mails nothing. */
export function linkUrl(apiUrl: string, type: LinkType, token: string, redirectTo: string): string {
  return `${apiUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

/** Stores a new link token of `type` for the user (voiding the previous one) and returns it. */
export async function storeLinkToken(
  tx: Queryable,
  user: UserRow,
  type: LinkType,
  pkce: CodeChallenge | null = null,
): Promise<string> {
  const token = (pkce ? await startFlowState(tx, user.id, type, pkce) : '') + newToken();
  if (type === 'recovery' || type === 'magiclink') {
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1::uuid',
      [user.id, `${type}:${hashToken(token)}`],
    );
  } else {
    await tx.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1::uuid',
      [user.id, hashToken(token)],
    );
  }
  return token;
}

/**
 * Consumes a mailed token; returns the user or null when the link is unknown, too old or its user
 * is banned. A link past its 24 h changes nothing: hosted Auth checks the age before it touches the
 * user (verify.go, verifyTokenHash: isOtpExpired, then signupVerify / recoverVerify).
 */
export async function consumeLink(
  tx: Queryable,
  type: string,
  token: string,
): Promise<UserRow | null> {
  const hash = hashToken(token);
  // Not banned, and sent within the link's lifetime ($2 milliseconds).
  const usable = (sentAt: string) => `(banned_until is null or banned_until <= now())
    and ${sentAt} > now() - ($2::text || ' milliseconds')::interval`;
  const ttl = String(LINK_TTL_MS);
  if (type === 'signup' || type === 'email' || type === 'invite') {
    const [row] = await tx.query<{ id: string }>(
      `update auth.users set confirmation_token = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where confirmation_token = $1 and ${usable('confirmation_sent_at')}
        returning id::text as id`,
      [hash, ttl],
    );
    return row ? ((await findUserById(tx, row.id)) ?? null) : null;
  }
  if (type === 'recovery' || type === 'magiclink') {
    const [row] = await tx.query<{ id: string }>(
      `update auth.users set recovery_token = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where recovery_token = $1 and ${usable('recovery_sent_at')}
        returning id::text as id`,
      [`${type}:${hash}`, ttl],
    );
    return row ? ((await findUserById(tx, row.id)) ?? null) : null;
  }
  throw AUTH_ERRORS.validation('Verify requires a verification type');
}
