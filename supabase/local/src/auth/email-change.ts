import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { renderAuthMail } from '../mail/auth-templates.ts';
import type { AuthContext } from './context.ts';
import { AUTH_ERRORS, authError } from './errors.ts';
import { startFlowState, type CodeChallenge } from './flow-state.ts';
import { findUserByEmail, findUserById, hashToken } from './user-store.ts';
import { userJson, type UserRow } from './users.ts';
import { normalizeEmail } from './validation.ts';

/*
 * Hosted Auth's secure e-mail change (supabase/auth internal/api/user.go UserUpdate, mail.go
 * sendEmailChange, verify.go emailChangeVerify; config.toml `[auth.email] double_confirm_changes`,
 * GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED). PUT /user with a new address stores it in
 * `email_change` and mails a link to the new address and, with double confirmation, another to the
 * current one. The first link followed only records that one side agreed ("Confirmation link
 * accepted…"); the second moves the account to the new address. So neither a stolen session (which
 * cannot read the old mailbox) nor a typo (the new mailbox never confirms) can take the account away.
 */

const PKCE_PREFIX = 'pkce_';
// Hosted Auth's default mailer OTP lifetime (GOTRUE_MAILER_OTP_EXP, 86400 s).
const LINK_TTL_MS = 24 * 3600 * 1000;
const OTP_LENGTH = 6;

/** verify.go's singleConfirmationAccepted, word for word: the site recognises it. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** crypto.GenerateTokenHash: the link's token is SHA-224 of the address and its code, in hex. */
const tokenHashOf = (email: string, otp: string) =>
  createHash('sha224').update(`${email}${otp}`).digest('hex');

const newOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

interface Mailed {
  to: string;
  otp: string;
  token: string;
}

/**
 * Starts a change to `newEmail` (already validated and different from the current address) inside
 * the PUT /user transaction; returns the mails to send once it commits.
 */
export async function startEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  newEmail: string,
  pkce: CodeChallenge | null,
): Promise<Mailed[]> {
  // models.IsDuplicatedEmail, checked before anything is stored or mailed.
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) throw AUTH_ERRORS.emailExists();
  // mail.go: validateSentWithinFrequencyLimit and the mailer's per-address limit.
  ctx.throttleMail(user.email);
  const prefix = pkce ? await startFlowState(tx, user.id, 'email_change', pkce) : '';
  const mails: Mailed[] = [];
  const otpNew = newOtp();
  mails.push({ to: newEmail, otp: otpNew, token: prefix + tokenHashOf(newEmail, otpNew) });
  if (ctx.settings.doubleConfirmChanges) {
    const otpCurrent = newOtp();
    mails.push({
      to: user.email,
      otp: otpCurrent,
      token: prefix + tokenHashOf(user.email, otpCurrent),
    });
  }
  // Only hashes are stored (as every other mailed token here), without the flow prefix.
  const stored = (m: Mailed | undefined) =>
    m ? hashToken(m.token.replace(PKCE_PREFIX, '')) : null;
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = $4, email_change_confirm_status = 0,
       email_change_sent_at = now(), updated_at = now()
     where id = $1::uuid`,
    [user.id, newEmail, stored(mails[0]), stored(mails[1])],
  );
  return mails;
}

/**
 * mail.go adminGenerateLink for `email_change_current` / `email_change_new`: one side's token is
 * stored (the other side's, if an earlier call stored it, is kept) and returned with its code;
 * nothing is mailed. `hashedToken` is hosted Auth's, always of the current address.
 */
export async function generateEmailChangeLink(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  side: 'current' | 'new',
  rawNewEmail: unknown,
): Promise<{ token: string; otp: string; hashedToken: string }> {
  if (side === 'current' && !ctx.settings.doubleConfirmChanges)
    throw authError(
      400,
      'validation_failed',
      'Enable secure email change to generate link for current email',
    );
  const newEmail = normalizeEmail(rawNewEmail);
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) throw AUTH_ERRORS.emailExists();
  const otp = newOtp();
  const token = tokenHashOf(side === 'current' ? user.email : newEmail, otp);
  const column = side === 'current' ? 'email_change_token_current' : 'email_change_token_new';
  await tx.query(
    `update auth.users set email_change = $2, ${column} = $3, email_change_confirm_status = 0,
       email_change_sent_at = now(), updated_at = now()
     where id = $1::uuid`,
    [user.id, newEmail, hashToken(token)],
  );
  return { token, otp, hashedToken: tokenHashOf(user.email, otp) };
}

/** Mails each link (templatemailer.go EmailChangeMail), both in the user's language. */
export async function sendEmailChangeMails(
  ctx: AuthContext,
  user: UserRow,
  mails: Mailed[],
  redirectTo: string,
): Promise<void> {
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  const Data = userJson(fresh).user_metadata as Record<string, unknown>;
  const newEmail = mails[0]!.to;
  try {
    await Promise.all(
      mails.map(({ to, otp, token }) => {
        const ConfirmationURL = `${ctx.apiUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
        const data = {
          SiteURL: ctx.siteUrl,
          ConfirmationURL,
          Email: user.email,
          NewEmail: newEmail,
          SendingTo: to,
          Token: otp,
          TokenHash: token,
          Data,
          RedirectTo: redirectTo,
        };
        const template = ctx.mailTemplates.email_change;
        const mail = template ? renderAuthMail(template, data) : defaultMail(data);
        return ctx.mailer.send({ to, ...mail });
      }),
    );
  } catch (err) {
    console.error(
      '[auth] sending email_change mail failed:',
      err instanceof Error ? err.message : err,
    );
    throw authError(500, 'unexpected_failure', 'Error sending email change email');
  }
}

/** Hosted Auth's default template (templatemailer/template.go defaultEmailChangeMail). */
function defaultMail(data: { NewEmail: string; Email: string; ConfirmationURL: string }) {
  const url = data.ConfirmationURL.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    subject: 'Confirm your new email address',
    html: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm ${esc(data.NewEmail)} as your new email address.</p>\n<p><a href="${url}">Confirm new email address</a></p>\n`,
    text: `Confirm your new email address\n\nFollow the link below to confirm ${data.NewEmail} as your new email address.\n${data.ConfirmationURL}\n`,
  };
}

/** The token a verify request names: a link's token hash, or the address and the mailed code. */
export function emailChangeToken(tokenHash: string, email: unknown, otp: string): string {
  if (tokenHash) return tokenHash.replace(PKCE_PREFIX, '');
  if (typeof email !== 'string' || !otp) return '';
  return tokenHashOf(email.trim().toLowerCase().slice(0, 320), otp.slice(0, 64));
}

/**
 * One side of the change confirmed (verify.go emailChangeVerify): 'single' when, with double
 * confirmation, the other side has still to confirm; the user with the new address once both have
 * (or, with `finalOnly`, 'pending' instead of recording a first confirmation); null when the token
 * is unknown, older than 24 h or its user is banned.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  token: string,
  step: 'first' | 'final' | 'any',
): Promise<'single' | 'final' | UserRow | null> {
  if (!token) return null;
  const hash = hashToken(token);
  const [row] = await tx.query<{
    id: string;
    email_change: string;
    current: string | null;
    status: number;
  }>(
    `select id::text as id, email_change, email_change_token_current as current,
            email_change_confirm_status as status
       from auth.users
      where (email_change_token_new = $1 or email_change_token_current = $1)
        and email_change is not null
        and (banned_until is null or banned_until <= now())
        and email_change_sent_at > now() - ($2::text || ' milliseconds')::interval
      for update`,
    [hash, String(LINK_TTL_MS)],
  );
  if (!row) return null;
  if (ctx.settings.doubleConfirmChanges && Number(row.status) === 0) {
    if (step === 'final') return null;
    const column = row.current === hash ? 'email_change_token_current' : 'email_change_token_new';
    await tx.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = null where id = $1::uuid`,
      [row.id],
    );
    return 'single';
  }
  if (step === 'first') return 'final';
  // The address may have been taken since the change was asked for; the unique index would fail.
  const taken = await findUserByEmail(tx, row.email_change);
  if (taken && taken.id !== row.id) throw AUTH_ERRORS.emailExists();
  await tx.query(
    `update auth.users set email = email_change, email_change = null,
       email_change_token_new = null, email_change_token_current = null,
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
       updated_at = now()
     where id = $1::uuid`,
    [row.id],
  );
  return (await findUserById(tx, row.id)) ?? null;
}
