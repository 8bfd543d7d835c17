import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiter, resolveRateLimits } from '../abuse/rate-limit.ts';
import { clientIp } from '../client-ip.ts';
import type { Database } from '../db/types.ts';
import { bearerToken } from '../http.ts';
import type { AuthMailTemplates } from '../mail/auth-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AUTH_ERRORS } from './errors.ts';
import { verifyJwt, type Claims } from './jwt.ts';
import {
  DEFAULT_SESSION_LIMITS,
  type AuthOptions,
  type AuthSettings,
  type SessionLimits,
} from './options.ts';
import { findUserWithSession, isBanned } from './user-store.ts';
import type { UserRow } from './users.ts';

/** One auth request as every endpoint sees it; the body is `{}` unless a POST or PUT sent one. */
export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  body: Record<string, unknown>;
}

/** What every endpoint shares: the database, the mailer, the limits and the checks on callers. */
export interface AuthContext {
  db: Database;
  mailer: Mailer;
  /** This API's external URL without a trailing slash (mailed links, the tokens' issuer). */
  apiUrl: string;
  /** GoTrue's SITE_URL (the mail templates' .SiteURL). */
  siteUrl: string;
  /** supabase/config.toml's Auth mail templates; a kind it leaves out keeps GoTrue's default. */
  mailTemplates: AuthMailTemplates;
  sessionLimits: SessionLimits;
  settings: AuthSettings;
  /** Failed password sign-ins, keyed by an account and a client IP together (see routes/token.ts). */
  failedSignIns: RateLimiter;
  /** The client's address as the trusted proxies report it (see src/client-ip.ts). */
  clientIp(req: IncomingMessage): string;
  /** Counts a sign-in / sign-up style request from this client; GoTrue's 429 past the limit. */
  throttleIp(req: IncomingMessage, limiter?: 'signIn' | 'refresh' | 'verify'): void;
  /** Counts one auth mail to this address, before anything is stored or sent. */
  throttleMail(email: string): void;
  /** `redirect_to` when it is the site or a local origin, else the site (as GoTrue does). */
  allowedRedirect(url: URL): string;
  /** The signed-in user behind the bearer token, with GoTrue's errors for each way that can fail. */
  requireUser(req: IncomingMessage): Promise<{ user: UserRow; claims: Claims }>;
  requireAdmin(req: IncomingMessage): Promise<void>;
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export type AuthRoute = (ctx: AuthContext, request: AuthRequest) => Promise<void>;

export function createAuthContext(options: AuthOptions): AuthContext {
  const { db } = options;
  // The backend's own option (tests) over the config file's [auth.rate_limit] over the defaults.
  const limits = resolveRateLimits({ ...options.settings.rateLimits, ...options.rateLimits });
  const limiters = {
    signIn: new RateLimiter(limits.signInSignUpPerIp),
    refresh: new RateLimiter(limits.tokenRefreshPerIp),
    verify: limits.verificationsPerIp ? new RateLimiter(limits.verificationsPerIp) : null,
  };
  // Hosted Auth's email_sent counts every auth mail of the project, not per address.
  const mailsPerHour = limits.emailsPerHour ? new RateLimiter(limits.emailsPerHour) : null;
  const mailsPerAddress = new RateLimiter(limits.emailsPerAddress);
  const keys = options.settings.jwtKeys;

  return {
    db,
    mailer: options.mailer,
    apiUrl: options.apiUrl.replace(/\/$/, ''),
    siteUrl: options.siteUrl,
    mailTemplates: options.mailTemplates ?? {},
    sessionLimits: { ...DEFAULT_SESSION_LIMITS, ...options.sessions },
    settings: options.settings,
    failedSignIns: new RateLimiter(limits.failedSignInsPerEmailAndIp),

    clientIp: (req) => clientIp(req, options.trustedProxies),

    throttleIp(req, limiter = 'signIn') {
      const wait = limiters[limiter]?.take(clientIp(req, options.trustedProxies));
      if (wait) throw AUTH_ERRORS.overRequestRateLimit(wait);
    },

    throttleMail(email) {
      const wait = mailsPerAddress.take(email);
      if (wait) throw AUTH_ERRORS.overEmailSendRateLimit(wait);
      const projectWait = mailsPerHour?.take('project');
      if (projectWait) throw AUTH_ERRORS.overEmailSendRateLimit(projectWait);
    },

    allowedRedirect(requestUrl) {
      const raw = requestUrl.searchParams.get('redirect_to');
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
    },

    async requireUser(req) {
      const token = bearerToken(req);
      if (!token) throw AUTH_ERRORS.noAuthorization();
      const verified = verifyJwt(token, keys);
      if (!verified.ok)
        throw AUTH_ERRORS.badJwt(
          verified.reason === 'expired'
            ? 'token has invalid claims: token is expired'
            : 'token is malformed',
        );
      const { claims } = verified;
      if (typeof claims.sub !== 'string' || claims.sub === '')
        throw AUTH_ERRORS.badJwt('invalid claim: missing sub claim');
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
      const found = await findUserWithSession(db, claims.sub, sessionId);
      if (!found) throw AUTH_ERRORS.userNotFound();
      const { user, sessionLive } = found;
      if (isBanned(user)) throw AUTH_ERRORS.userBanned();
      if (sessionId !== null && !sessionLive) throw AUTH_ERRORS.sessionNotFound();
      return { user, claims };
    },

    async requireAdmin(req) {
      const token = bearerToken(req);
      if (!token) throw AUTH_ERRORS.noAuthorization();
      const verified = verifyJwt(token, keys);
      if (!verified.ok) throw AUTH_ERRORS.badJwt('token is malformed');
      // GoTrue's default GOTRUE_JWT_ADMIN_ROLES (internal/conf/configuration.go).
      if (!ADMIN_ROLES.has(String(verified.claims.role))) throw AUTH_ERRORS.notAdmin();
    },
  };
}
