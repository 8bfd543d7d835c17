import { randomBytes } from 'node:crypto';
import { sendJson } from '../../http.ts';
import type { AuthRoute } from '../context.ts';
import { generateEmailChangeLink } from '../email-change.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import type { LinkType } from '../link-mail.ts';
import { linkUrl, storeLinkToken } from '../links.ts';
import { API_VERSION_HEADER } from '../options.ts';
import { hashPassword } from '../password.ts';
import { createUser, findUserByEmail, findUserById, hashToken } from '../user-store.ts';
import { userJson, type UserRow } from '../users.ts';
import { checkPassword, metadataOf, normalizeEmail } from '../validation.ts';

// POST /admin/generate_link (supabase/auth internal/api/mail.go adminGenerateLink): the service
// role gets the link a mail would carry, and nothing is mailed. The link types the local backend
// mails itself are generated; invitations, which it does not send, answer as switched off
// (README.md lists them).

const GENERATED = new Set<string>(['signup', 'magiclink', 'recovery']);
const EMAIL_CHANGE = new Set(['email_change_current', 'email_change_new']);
const NOT_GENERATED = new Set(['invite']);

export const generateLink: AuthRoute = async (ctx, { req, res, url, body }) => {
  await ctx.requireAdmin(req);
  const email = normalizeEmail(body.email);
  let type = typeof body.type === 'string' ? body.type : '';
  if (NOT_GENERATED.has(type))
    throw authError(
      404,
      'feature_disabled',
      `generate_link type ${type} is not available in the local backend`,
    );
  if (!GENERATED.has(type) && !EMAIL_CHANGE.has(type))
    throw authError(400, 'validation_failed', `Invalid email action link type requested: ${type}`);
  // mail.go: the query's redirect_to (GetReferrer, where supabase-js puts it), else the body's,
  // each only when allowed; else the site URL.
  let redirectTo = ctx.allowedRedirect(url);
  if (typeof body.redirect_to === 'string') {
    const asked = new URL(url);
    asked.searchParams.set('redirect_to', body.redirect_to);
    if (ctx.allowedRedirect(asked) === body.redirect_to) redirectTo = body.redirect_to;
  }
  const data = metadataOf(body.data, 'data');
  const existing = await findUserByEmail(ctx.db, email);
  let password: string | null = null;
  if (!existing && (type === 'recovery' || EMAIL_CHANGE.has(type)))
    throw authError(404, 'user_not_found', 'User with this email not found');
  const answer = (user: UserRow, actionLink: string, otp: string, hashedToken: string) =>
    sendJson(
      res,
      200,
      {
        ...userJson(user),
        action_link: actionLink,
        email_otp: otp,
        hashed_token: hashedToken,
        verification_type: type,
        redirect_to: redirectTo,
      },
      API_VERSION_HEADER,
    );
  if (existing && EMAIL_CHANGE.has(type)) {
    const side = type === 'email_change_current' ? 'current' : 'new';
    const link = await ctx.db.transaction((tx) =>
      generateEmailChangeLink(ctx, tx, existing, side, body.new_email),
    );
    const actionLink = `${ctx.apiUrl}/auth/v1/verify?token=${encodeURIComponent(link.token)}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
    const user = (await findUserById(ctx.db, existing.id))!;
    return answer(user, actionLink, link.otp, link.hashedToken);
  }
  if (!existing && type === 'magiclink') {
    // A magic link for an unknown address signs up with a random password (mail.go).
    type = 'signup';
    password = randomBytes(48).toString('base64url');
  } else if (!existing && type === 'signup') {
    // signup.go validateSignupParams: a generated sign-up link needs the account's password.
    if (typeof body.password !== 'string' || !body.password)
      throw authError(400, 'validation_failed', 'Signup requires a valid password');
    password = checkPassword(body.password, ctx.settings);
  }
  const hash = password === null ? null : await hashPassword(password);
  const { user, token } = await ctx.db.transaction(async (tx) => {
    let user = (await findUserByEmail(tx, email)) ?? null;
    if (type === 'signup') {
      if (user?.email_confirmed_at) throw AUTH_ERRORS.emailExists();
      if (user)
        await tx.query(
          'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1::uuid',
          [user.id, JSON.stringify(data)],
        );
      else user = await createUser(tx, email, hash, data, false);
    }
    if (!user) throw authError(404, 'user_not_found', 'User with this email not found');
    const token = await storeLinkToken(tx, user, type as LinkType);
    return { user: (await findUserById(tx, user.id))!, token };
  });
  // The local backend's mailed code is the link's token itself (links.ts).
  answer(user, linkUrl(ctx.apiUrl, type as LinkType, token, redirectTo), token, hashToken(token));
};
