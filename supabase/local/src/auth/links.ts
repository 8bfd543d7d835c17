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
  user: { email: string; name?: string },
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
  { apiUrl, mailer }: AuthContext,
  user: { email: string; name?: string },
  type: LinkType,
  token: string,
  redirectTo: string,
): Promise<void> {
  const link = `${apiUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  await mailer.send({ to: user.email, ...linkMail(type, user.name, link) });
}

/**
 * Stores a new link token (replacing, so voiding, the previous one of its kind) and mails it once
 * the answer is out. A sign-up link carries the password of the sign-up it was sent for
 * (`pendingHash`): following it activates that password and no other, so whoever signs up first
 * with someone else's address cannot keep a password on the account its owner confirms. A link
 * sent without a password (magic link, `otp`) activates none; `undefined` keeps the pending one
 * (resend). With a code challenge (`pkce`) the link is one of the PKCE flow (see flow-state.ts).
 */
export async function startLink(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  type: LinkType,
  redirectTo: string,
  pendingHash?: string | null,
  pkce: CodeChallenge | null = null,
): Promise<void> {
  const token = (pkce ? await startFlowState(tx, user.id, type, pkce) : '') + newToken();
  if (type === 'recovery' || type === 'magiclink') {
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id::text = $1',
      [user.id, `${type}:${hashToken(token)}`],
    );
  } else {
    await tx.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
         confirmation_password = case when $3::text = 'keep' then confirmation_password else $4 end
       where id::text = $1`,
      [user.id, hashToken(token), pendingHash === undefined ? 'keep' : 'set', pendingHash ?? null],
    );
  }
  const name = (userJson(user).user_metadata as Record<string, unknown>).full_name;
  sendLinkLater(
    ctx,
    { email: user.email, name: typeof name === 'string' ? name.slice(0, 200) : undefined },
    type,
    token,
    redirectTo,
  );
}

/**
 * Consumes a mailed token; returns the user or null when the link is unknown, too old or its user
 * is banned. A sign-up link activates the password its sign-up chose (see startLink).
 */
export async function consumeLink(
  tx: Queryable,
  type: string,
  token: string,
): Promise<UserRow | null> {
  const hash = hashToken(token);
  const notBanned = '(banned_until is null or banned_until <= now())';
  if (type === 'signup' || type === 'email' || type === 'invite') {
    const [row] = await tx.query<{ id: string; fresh: boolean }>(
      `update auth.users set confirmation_token = null,
         encrypted_password = case when email_confirmed_at is null
           then coalesce(confirmation_password, encrypted_password) else encrypted_password end,
         confirmation_password = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where confirmation_token = $1 and ${notBanned}
        returning id::text as id, confirmation_sent_at > now() - ($2::text || ' milliseconds')::interval as fresh`,
      [hash, String(LINK_TTL_MS)],
    );
    return row?.fresh ? ((await findUserById(tx, row.id)) ?? null) : null;
  }
  if (type === 'recovery' || type === 'magiclink') {
    const [row] = await tx.query<{ id: string; fresh: boolean }>(
      `update auth.users set recovery_token = null,
         confirmation_password = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where recovery_token = $1 and ${notBanned}
        returning id::text as id, recovery_sent_at > now() - ($2::text || ' milliseconds')::interval as fresh`,
      [`${type}:${hash}`, String(LINK_TTL_MS)],
    );
    return row?.fresh ? ((await findUserById(tx, row.id)) ?? null) : null;
  }
  throw AUTH_ERRORS.validation('Verify requires a verification type');
}
