import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/types.ts';
import {
  bearerToken,
  HttpError,
  decodePathSegment,
  isPlainObject,
  parseJson,
  readBody,
  sendEmpty,
  sendJson,
} from '../http.ts';
import { RateLimiter, resolveRateLimits, type RateLimits } from '../abuse/rate-limit.ts';
import { clientIp } from '../client-ip.ts';
import type { Mailer } from '../mail/mailer.ts';
import { escapeHtml } from '../../../functions/_shared/escape.ts';
import { AUTH_ERRORS, authError } from './errors.ts';
import { signJwt, verifyJwt, type Claims } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { obfuscatedUserJson, USER_COLUMNS, userJson, type UserRow } from './users.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const LINK_TTL_MS = 24 * 3600 * 1000;
const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 72;
/** RFC 5321's limit for a whole address; the length is checked before any pattern runs. */
const MAX_EMAIL_LENGTH = 254;
// No whitespace or control characters anywhere (Postgres refuses NUL in text), one @, and a domain
// of dot-separated labels. Linear by construction: no character can be matched by two neighbouring
// quantifiers (the local part stops at the only @, a label stops at a dot), so nothing backtracks.
const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)+$/;

/** Whether `email` (already trimmed and lower-cased) can be an account's address. */
export function isEmailAddress(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  /** External URL of this API, used in mailed links. */
  apiUrl: string;
  /** Default redirect after following a mailed link (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Extra origins allowed as redirect_to besides siteUrl and any localhost / 127.0.0.1 origin. */
  redirectOrigins?: string[];
  /** Per-IP and per-address limits; unset ones keep DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
  /** Proxies of our own in front of the gateway; see clientIp. Default 0. */
  trustedProxies?: number;
  /** Refresh-token lifetimes; unset ones keep DEFAULT_SESSION_LIMITS. */
  sessions?: Partial<SessionLimits>;
}

export interface SessionLimits {
  /** A session whose refresh token was not used for this long ends. 0 = never. */
  inactivityMs: number;
  /** A session ends this long after sign-in, however often it refreshed. 0 = never. */
  timeboxMs: number;
}

const DAY_MS = 24 * 3600 * 1000;
/**
 * Hosted Supabase keeps sessions forever unless a project sets limits; an account area that shows
 * billing should not, so a week unused or a month in all ends a session (supabase-js refreshes an
 * open tab every hour, so a person using the site is never signed out by the inactivity limit).
 */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  inactivityMs: 7 * DAY_MS,
  timeboxMs: 30 * DAY_MS,
};

type LinkType = 'signup' | 'recovery' | 'magiclink';

/** A session stored in the database whose access token is still to be signed. */
interface SessionGrant {
  user: UserRow;
  sessionId: string;
  method: string;
  refreshToken: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** User metadata as stored in jsonb: a plain object without NUL characters (Postgres refuses them). */
function metadataOf(value: unknown, field: string): Record<string, unknown> {
  if (!isPlainObject(value)) return {};
  const text = JSON.stringify(value);
  if (text.includes('\\u0000'))
    throw AUTH_ERRORS.validation(`${field} contains characters that are not allowed`);
  if (text.length > 16 * 1024) throw AUTH_ERRORS.validation(`${field} is too large`);
  return value;
}

function str(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' ? v : undefined;
}

function normalizeEmail(raw: unknown): string {
  // Lengths first: nothing longer than an address plus some whitespace is trimmed, lowered or matched.
  if (typeof raw !== 'string' || raw.length > MAX_EMAIL_LENGTH * 4)
    throw AUTH_ERRORS.invalidEmail();
  const email = raw.trim().toLowerCase();
  if (!isEmailAddress(email)) throw AUTH_ERRORS.invalidEmail();
  return email;
}

function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw AUTH_ERRORS.missingPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw AUTH_ERRORS.weakPassword();
  if (password.length > MAX_PASSWORD_LENGTH)
    throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return password;
}

async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1`,
    [email],
  );
  return user;
}

async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id::text = $1`,
    [id],
  );
  return user;
}

export function createAuthHandler(options: AuthOptions) {
  const { db, mailer } = options;
  const apiUrl = options.apiUrl.replace(/\/$/, '');
  const limits = resolveRateLimits(options.rateLimits);
  const perIp = new RateLimiter(limits.signInSignUpPerIp);
  const refreshPerIp = new RateLimiter(limits.tokenRefreshPerIp);
  const failedPerEmail = new RateLimiter(limits.failedSignInsPerEmail);
  const mailsPerAddress = new RateLimiter(limits.emailsPerAddress);
  const sessionLimits = { ...DEFAULT_SESSION_LIMITS, ...options.sessions };

  /** Counts a sign-in / sign-up style request from this client; GoTrue's 429 past the limit. */
  function throttleIp(req: IncomingMessage, limiter = perIp): void {
    const wait = limiter.take(clientIp(req, options.trustedProxies));
    if (wait) throw AUTH_ERRORS.overRequestRateLimit(wait);
  }

  /** Counts one auth mail to this address, before anything is stored or sent. */
  function throttleMail(email: string): void {
    const wait = mailsPerAddress.take(email);
    if (wait) throw AUTH_ERRORS.overEmailSendRateLimit(wait);
  }

  function allowedRedirect(raw: string | null | undefined): string {
    if (!raw) return options.siteUrl;
    try {
      const url = new URL(raw);
      const allowed = new Set([
        new URL(options.siteUrl).origin,
        ...(options.redirectOrigins ?? []),
      ]);
      const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (local || allowed.has(url.origin))
      )
        return url.toString();
    } catch {
      // not a URL: fall through to the site URL, as GoTrue does for a redirect it does not allow
    }
    return options.siteUrl;
  }

  /**
   * Sends a mailed link after the answer has gone out. Whether a mail is sent depends on whether the
   * address has an account, so sending it on the request path would make known addresses answer
   * slower (or fail when the mail server is down) and reveal them; a failure is logged instead, and
   * the person can ask again (resend, recover).
   */
  function sendLinkLater(
    user: { email: string; name?: string },
    type: LinkType,
    token: string,
    redirectTo: string,
  ): void {
    setImmediate(() => {
      sendLink(user, type, token, redirectTo).catch((err: unknown) =>
        console.error(
          `[auth] sending ${type} mail failed:`,
          err instanceof Error ? err.message : err,
        ),
      );
    });
  }

  async function sendLink(
    user: { email: string; name?: string },
    type: LinkType,
    token: string,
    redirectTo: string,
  ): Promise<void> {
    const link = `${apiUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
    const content: Record<
      LinkType,
      { subject: string; title: string; lead: string; action: string }
    > = {
      signup: {
        subject: 'Confirm Your Signup',
        title: 'Confirm your signup',
        lead: 'Follow this link to confirm your user:',
        action: 'Confirm your mail',
      },
      recovery: {
        subject: 'Reset Your Password',
        title: 'Reset Password',
        lead: 'Follow this link to reset the password for your user:',
        action: 'Reset Password',
      },
      magiclink: {
        subject: 'Your Magic Link',
        title: 'Magic Link',
        lead: 'Follow this link to login:',
        action: 'Log In',
      },
    };
    const c = content[type];
    // The name is whatever the visitor typed at sign-up: escaped like any other user text.
    const greeting = user.name ? `Hi ${user.name},` : '';
    await mailer.send({
      to: user.email,
      subject: c.subject,
      html: `<h2>${c.title}</h2>\n${greeting ? `<p>${escapeHtml(greeting)}</p>\n` : ''}<p>${c.lead}</p>\n<p><a href="${escapeHtml(link)}">${c.action}</a></p>\n`,
      text: `${c.title}\n\n${greeting ? `${greeting}\n\n` : ''}${c.lead}\n${link}\n`,
    });
  }

  /**
   * Starts a session for `user` inside `tx` (session row, last sign-in, first refresh token). The
   * access token is signed from the returned grant after the transaction commits (signedSession), so
   * the transaction holds the database for its SQL only.
   */
  async function issueSession(tx: Queryable, user: UserRow, method: string): Promise<SessionGrant> {
    const [session] = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id::text as id',
      [user.id],
    );
    await tx.query(`update auth.users set last_sign_in_at = now() where id::text = $1`, [user.id]);
    const fresh = (await findUserById(tx, user.id))!;
    return grantTokens(tx, fresh, session!.id, method, null);
  }

  /** Stores a new refresh token for the session (rotating `parentHash`'s) and returns the grant. */
  async function grantTokens(
    tx: Queryable,
    user: UserRow,
    sessionId: string,
    method: string,
    parentHash: string | null,
  ): Promise<SessionGrant> {
    const refreshToken = newToken(24);
    await tx.query(
      'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash) values ($1, $2, $3, $4)',
      [hashToken(refreshToken), user.id, sessionId, parentHash],
    );
    return { user, sessionId, method, refreshToken };
  }

  /** GoTrue's session answer with a freshly signed access token; called once the grant is committed. */
  function signedSession({ user, sessionId, method, refreshToken }: SessionGrant) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
    const json = userJson(user);
    const claims: Claims = {
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      iss: `${apiUrl}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: json.app_metadata,
      user_metadata: json.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    };
    return {
      access_token: signJwt(claims),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: json,
    };
  }

  /** The signed-in user behind the bearer token, with GoTrue's errors for each way that can fail. */
  async function requireUser(req: IncomingMessage): Promise<{ user: UserRow; claims: Claims }> {
    const token = bearerToken(req);
    if (!token) throw AUTH_ERRORS.noAuthorization();
    const verified = verifyJwt(token);
    if (!verified.ok)
      throw AUTH_ERRORS.badJwt(
        verified.reason === 'expired'
          ? 'token has invalid claims: token is expired'
          : 'token is malformed',
      );
    const { claims } = verified;
    if (typeof claims.sub !== 'string' || claims.sub === '')
      throw AUTH_ERRORS.badJwt('invalid claim: missing sub claim');
    const user = await findUserById(db, claims.sub);
    if (!user) throw AUTH_ERRORS.userNotFound();
    if (isBanned(user)) throw AUTH_ERRORS.userBanned();
    if (typeof claims.session_id === 'string') {
      const [session] = await db.query('select 1 from auth.sessions where id::text = $1', [
        claims.session_id,
      ]);
      if (!session) throw AUTH_ERRORS.sessionNotFound();
    }
    return { user, claims };
  }

  async function requireAdmin(req: IncomingMessage): Promise<void> {
    const token = bearerToken(req);
    if (!token) throw AUTH_ERRORS.noAuthorization();
    const verified = verifyJwt(token);
    if (!verified.ok) throw AUTH_ERRORS.badJwt('token is malformed');
    if (verified.claims.role !== 'service_role') throw AUTH_ERRORS.notAdmin();
  }

  async function createUser(
    tx: Queryable,
    email: string,
    hash: string | null,
    meta: Record<string, unknown>,
    confirmed: boolean,
    appMeta: Record<string, unknown> = {},
  ): Promise<UserRow> {
    const [row] = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
       values ($1, $2, $3::text::jsonb, $4::text::jsonb, case when $5::text = 'true' then now() end) returning id::text as id`,
      [
        email,
        hash,
        JSON.stringify(meta),
        JSON.stringify({ provider: 'email', providers: ['email'], ...appMeta }),
        String(confirmed),
      ],
    );
    return (await findUserById(tx, row!.id))!;
  }

  /**
   * Stores a new link token (replacing, so voiding, the previous one of its kind) and mails it once
   * the answer is out. A sign-up link carries the password of the sign-up it was sent for
   * (`pendingHash`): following it activates that password and no other, so whoever signs up first
   * with someone else's address cannot keep a password on the account its owner confirms. A link
   * sent without a password (magic link, `otp`) activates none; `undefined` keeps the pending one
   * (resend).
   */
  async function startLink(
    tx: Queryable,
    user: UserRow,
    type: LinkType,
    redirectTo: string,
    pendingHash?: string | null,
  ): Promise<void> {
    const token = newToken();
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
        [
          user.id,
          hashToken(token),
          pendingHash === undefined ? 'keep' : 'set',
          pendingHash ?? null,
        ],
      );
    }
    const name = (userJson(user).user_metadata as Record<string, unknown>).full_name;
    sendLinkLater(
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
  async function consumeLink(tx: Queryable, type: string, token: string): Promise<UserRow | null> {
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

  const routes: Record<
    string,
    (
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      body: Record<string, unknown>,
    ) => Promise<void>
  > = {
    'GET /health': async (_req, res) =>
      sendJson(res, 200, {
        version: 'local',
        name: 'GoTrue',
        description: 'Northbeam local GoTrue subset',
      }),

    'GET /settings': async (_req, res) =>
      sendJson(res, 200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),

    'POST /signup': async (req, res, url, body) => {
      throttleIp(req);
      const email = normalizeEmail(body.email);
      const password = checkPassword(body.password);
      throttleMail(email);
      const data = metadataOf(body.data, 'data');
      const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
      // Hashed whether or not the address has an account, so the answer takes as long either way.
      const hash = await hashPassword(password);
      const result = await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing?.email_confirmed_at) return obfuscatedUserJson(email, data);
        // The password waits with the link until the address's owner follows it (see startLink).
        const user = existing ?? (await createUser(tx, email, null, data, false));
        await startLink(tx, user, 'signup', redirectTo, hash);
        return userJson((await findUserById(tx, user.id))!);
      });
      sendJson(res, 200, result, API_VERSION_HEADER);
    },

    'POST /token': async (req, res, url, body) => {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        throttleIp(req);
        const password = str(body, 'password') ?? '';
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!email || !password)
          throw authError(400, 'validation_failed', 'missing email or phone');
        // No account can have a malformed address or an over-long password: answer like a wrong
        // password, without a lookup (and before any pattern sees an unbounded string).
        if (!isEmailAddress(email) || password.length > MAX_PASSWORD_LENGTH)
          throw AUTH_ERRORS.invalidCredentials();
        const locked = failedPerEmail.retryAfter(email);
        if (locked) throw AUTH_ERRORS.tooManyFailedSignIns(locked);
        const user = await findUserByEmail(db, email);
        // An unconfirmed sign-up's password is still pending: the right one hears it is unconfirmed.
        const hash = user?.encrypted_password ?? user?.confirmation_password ?? null;
        const ok = await verifyPassword(password, hash);
        if (!user || !hash || !ok) {
          failedPerEmail.record(email);
          throw AUTH_ERRORS.invalidCredentials();
        }
        failedPerEmail.reset(email);
        if (!user.email_confirmed_at) throw AUTH_ERRORS.emailNotConfirmed();
        if (isBanned(user)) throw AUTH_ERRORS.userBanned();
        // The password was compared above and the token is signed below: the transaction is SQL only.
        const grant = await db.transaction((tx) => issueSession(tx, user, 'password'));
        return sendJson(res, 200, signedSession(grant), API_VERSION_HEADER);
      }
      if (grant === 'refresh_token') {
        throttleIp(req, refreshPerIp);
        const token = str(body, 'refresh_token');
        if (!token) throw AUTH_ERRORS.refreshTokenNotFound();
        const hash = hashToken(token);
        const outcome = await db.transaction(async (tx) => {
          const [row] = await tx.query<{
            user_id: string;
            session_id: string;
            revoked: boolean;
            age_ms: number;
            idle_ms: number;
          }>(
            `select t.user_id::text as user_id, t.session_id::text as session_id, t.revoked,
                extract(epoch from now() - s.created_at) * 1000 as age_ms,
                extract(epoch from now() - coalesce(s.refreshed_at, s.created_at)) * 1000 as idle_ms
               from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
              where t.token_hash = $1 for update of t`,
            [hash],
          );
          if (!row) return { error: AUTH_ERRORS.refreshTokenNotFound() };
          const endSession = () =>
            tx.query('delete from auth.sessions where id::text = $1', [row.session_id]);
          if (row.revoked) {
            // Reuse of a rotated token means it may be stolen: end the whole session (token family).
            await endSession();
            return { error: AUTH_ERRORS.refreshTokenAlreadyUsed() };
          }
          const { inactivityMs, timeboxMs } = sessionLimits;
          if (
            (timeboxMs > 0 && Number(row.age_ms) > timeboxMs) ||
            (inactivityMs > 0 && Number(row.idle_ms) > inactivityMs)
          ) {
            await endSession();
            return { error: AUTH_ERRORS.sessionExpired() };
          }
          await tx.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1',
            [hash],
          );
          await tx.query('update auth.sessions set refreshed_at = now() where id::text = $1', [
            row.session_id,
          ]);
          const user = await findUserById(tx, row.user_id);
          if (!user) return { error: AUTH_ERRORS.refreshTokenNotFound() };
          if (isBanned(user)) {
            await endSession();
            return { error: AUTH_ERRORS.userBanned() };
          }
          return { grant: await grantTokens(tx, user, row.session_id, 'token_refresh', hash) };
        });
        if (outcome.error) throw outcome.error;
        return sendJson(res, 200, signedSession(outcome.grant), API_VERSION_HEADER);
      }
      throw authError(400, 'validation_failed', 'unsupported_grant_type');
    },

    'POST /logout': async (req, res, url) => {
      const { user, claims } = await requireUser(req);
      const scope = url.searchParams.get('scope') ?? 'global';
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
      if (scope === 'local') {
        await db.query('delete from auth.sessions where id::text = $1', [sessionId]);
      } else if (scope === 'others') {
        await db.query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [
          user.id,
          sessionId,
        ]);
      } else {
        await db.query('delete from auth.sessions where user_id::text = $1', [user.id]);
      }
      sendEmpty(res, 204, API_VERSION_HEADER);
    },

    'GET /user': async (req, res) => {
      const { user } = await requireUser(req);
      sendJson(res, 200, userJson(user), API_VERSION_HEADER);
    },

    'PUT /user': async (req, res, _url, body) => {
      const { user, claims } = await requireUser(req);
      if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
        throw AUTH_ERRORS.validation(
          'Changing the e-mail address is not supported by the local backend',
        );
      }
      const updated = await db.transaction(async (tx) => {
        if (body.password !== undefined) {
          const password = checkPassword(body.password);
          if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password)))
            throw AUTH_ERRORS.samePassword();
          await tx.query(
            'update auth.users set encrypted_password = $2, updated_at = now() where id::text = $1',
            [user.id, await hashPassword(password)],
          );
          // As GoTrue does: a new password ends every other session (a thief's included); the one
          // that changed it continues.
          await tx.query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [
            user.id,
            typeof claims.session_id === 'string' ? claims.session_id : '',
          ]);
        }
        if (isPlainObject(body.data)) {
          metadataOf(body.data, 'data');
          await tx.query(
            'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::text::jsonb, updated_at = now() where id::text = $1',
            [user.id, JSON.stringify(body.data)],
          );
        }
        return (await findUserById(tx, user.id))!;
      });
      sendJson(res, 200, userJson(updated), API_VERSION_HEADER);
    },

    'POST /recover': async (req, res, url, body) => {
      throttleIp(req);
      const email = normalizeEmail(body.email);
      // Counted for unknown addresses too, so a 429 does not tell who has an account.
      throttleMail(email);
      const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
        if (user) await startLink(tx, user, 'recovery', redirectTo);
      });
      sendJson(res, 200, {}, API_VERSION_HEADER);
    },

    'POST /resend': async (req, res, url, body) => {
      throttleIp(req);
      const email = normalizeEmail(body.email);
      if (body.type !== 'signup')
        throw AUTH_ERRORS.validation('Only type signup can be resent by the local backend');
      throttleMail(email);
      const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user && !user.email_confirmed_at) await startLink(tx, user, 'signup', redirectTo);
      });
      sendJson(res, 200, {}, API_VERSION_HEADER);
    },

    'POST /otp': async (req, res, url, body) => {
      throttleIp(req);
      const email = normalizeEmail(body.email);
      throttleMail(email);
      const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
      const data = metadataOf(body.data, 'data');
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        // A magic link to an unconfirmed account activates no password someone else signed up with.
        if (user)
          return user.email_confirmed_at
            ? startLink(tx, user, 'magiclink', redirectTo)
            : startLink(tx, user, 'signup', redirectTo, null);
        if (body.create_user === false)
          throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
        const created = await createUser(tx, email, null, data, false);
        return startLink(tx, created, 'signup', redirectTo, null);
      });
      sendJson(res, 200, {}, API_VERSION_HEADER);
    },

    'GET /verify': async (_req, res, url) => {
      const type = url.searchParams.get('type') ?? '';
      const token = url.searchParams.get('token') ?? '';
      const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
      const grant = await db.transaction(async (tx) => {
        const user = token ? await consumeLink(tx, type, token) : null;
        return user ? issueSession(tx, user, type === 'recovery' ? 'recovery' : 'otp') : null;
      });
      const session = grant && signedSession(grant);
      const fragment = session
        ? new URLSearchParams({
            access_token: String(session.access_token),
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: String(session.refresh_token),
            token_type: 'bearer',
            type,
          })
        : new URLSearchParams({
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          });
      const target = new URL(redirectTo);
      target.hash = fragment.toString();
      sendEmpty(res, 303, { location: target.toString() });
    },

    'POST /verify': async (_req, res, _url, body) => {
      const type = str(body, 'type') ?? '';
      const token = str(body, 'token_hash') ?? str(body, 'token') ?? '';
      const grant = await db.transaction(async (tx) => {
        const user = token ? await consumeLink(tx, type, token) : null;
        return user ? issueSession(tx, user, type === 'recovery' ? 'recovery' : 'otp') : null;
      });
      if (!grant) throw AUTH_ERRORS.otpExpired();
      sendJson(res, 200, signedSession(grant), API_VERSION_HEADER);
    },

    'POST /admin/users': async (req, res, _url, body) => {
      await requireAdmin(req);
      const email = normalizeEmail(body.email);
      const password = body.password === undefined ? null : checkPassword(body.password);
      const meta = metadataOf(body.user_metadata, 'user_metadata');
      const appMeta = metadataOf(body.app_metadata, 'app_metadata');
      const hash = password === null ? null : await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw AUTH_ERRORS.emailExists();
        return createUser(tx, email, hash, meta, body.email_confirm === true, appMeta);
      });
      sendJson(res, 200, userJson(user), API_VERSION_HEADER);
    },

    'GET /admin/users': async (req, res) => {
      await requireAdmin(req);
      const users = await db.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users order by created_at`,
      );
      sendJson(
        res,
        200,
        { users: users.map(userJson), aud: 'authenticated' },
        { ...API_VERSION_HEADER, 'x-total-count': String(users.length) },
      );
    },
  };

  async function adminUserById(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    method: string,
    body: Record<string, unknown>,
  ) {
    await requireAdmin(req);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw AUTH_ERRORS.validation('user id must be a UUID');
    const user = await findUserById(db, id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    if (method === 'GET') return sendJson(res, 200, userJson(user), API_VERSION_HEADER);
    if (method === 'DELETE') {
      await db.query('delete from auth.users where id::text = $1', [id]);
      return sendJson(res, 200, {}, API_VERSION_HEADER);
    }
    if (method === 'PUT') {
      const updated = await db.transaction(async (tx) => {
        if (body.password !== undefined) {
          await tx.query('update auth.users set encrypted_password = $2 where id::text = $1', [
            id,
            await hashPassword(checkPassword(body.password)),
          ]);
          await tx.query('delete from auth.sessions where user_id::text = $1', [id]);
        }
        if (body.email_confirm === true) {
          await tx.query(
            'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id::text = $1',
            [id],
          );
        }
        if (isPlainObject(body.user_metadata)) {
          metadataOf(body.user_metadata, 'user_metadata');
          await tx.query(
            'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::text::jsonb where id::text = $1',
            [id, JSON.stringify(body.user_metadata)],
          );
        }
        if (typeof body.ban_duration === 'string') {
          const until =
            body.ban_duration === 'none'
              ? null
              : new Date(Date.now() + parseDuration(body.ban_duration)).toISOString();
          await tx.query(
            'update auth.users set banned_until = $2::timestamptz where id::text = $1',
            [id, until],
          );
          // A ban ends every session at once, as on hosted Supabase.
          if (until) await tx.query('delete from auth.sessions where user_id::text = $1', [id]);
        }
        await tx.query('update auth.users set updated_at = now() where id::text = $1', [id]);
        return (await findUserById(tx, id))!;
      });
      return sendJson(res, 200, userJson(updated), API_VERSION_HEADER);
    }
    throw AUTH_ERRORS.notFound();
  }

  /** Handles /auth/v1/<path>; errors are HttpErrors with GoTrue's `{code, message}` body. */
  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    let body: Record<string, unknown> = {};
    if (method === 'POST' || method === 'PUT') {
      const parsed = parseJson(await readBody(req), () => AUTH_ERRORS.badJson());
      if (parsed !== undefined && !isPlainObject(parsed)) throw AUTH_ERRORS.badJson();
      body = parsed ?? {};
    }
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (adminUser)
      return adminUserById(
        req,
        res,
        decodePathSegment(adminUser[1]!, () => AUTH_ERRORS.validation('user id must be a UUID')),
        method,
        body,
      );
    const route = routes[`${method} ${path}`];
    if (!route)
      throw new HttpError(404, { code: 'not_found', message: 'Not found' }, API_VERSION_HEADER);
    await route(req, res, url, body);
  };
}

function isBanned(user: UserRow): boolean {
  return Boolean(user.banned_until && Date.parse(user.banned_until) > Date.now());
}

function parseDuration(text: string): number {
  const match = /^(\d+)h$/.exec(text);
  if (!match) throw AUTH_ERRORS.validation('ban_duration must look like 24h or none');
  return Number(match[1]) * 3600 * 1000;
}
