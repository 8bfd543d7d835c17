import type { RateLimits } from '../abuse/rate-limit.ts';
import type { Database } from '../db/types.ts';
import type { AuthMailTemplates } from '../mail/auth-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JwtKeys } from './jwt.ts';

export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  /** External URL of this API, used in mailed links. */
  apiUrl: string;
  /** Default redirect after following a mailed link (GoTrue's SITE_URL). */
  siteUrl: string;
  /** The [auth] settings of supabase/config.toml (src/project-config.ts reads them). */
  settings: AuthSettings;
  /** Auth's mail templates (supabase/config.toml [auth.email.template.*]); GoTrue's defaults if unset. */
  mailTemplates?: AuthMailTemplates;
  /** Extra origins allowed as redirect_to besides siteUrl and any localhost / 127.0.0.1 origin. */
  redirectOrigins?: string[];
  /**
   * Auth rate limits (sign-in/sign-up per IP, failed sign-ins per e-mail and IP, mails per address); unset
   * ones keep DEFAULT_RATE_LIMITS. Each backend counts on its own; tests pass small numbers, or
   * large ones to never be throttled.
   */
  rateLimits?: Partial<RateLimits>;
  /**
   * How many reverse proxies of your own sit in front of the gateway, each appending to
   * X-Forwarded-For; the client is the entry that many hops from the right (see src/client-ip.ts).
   * Default 0: the gateway is the edge and the socket address is the client. Tests that simulate
   * many visitors set 1 and send one X-Forwarded-For entry per visitor.
   */
  trustedProxies?: number;
  /**
   * Refresh-token lifetimes: a session unused for `inactivityMs`, or older than `timeboxMs` however
   * often it refreshed, ends (GoTrue's sessions.inactivity_timeout and sessions.timebox). 0 = never;
   * unset ones keep DEFAULT_SESSION_LIMITS.
   */
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

/**
 * The settings a hosted project sets in its dashboard (supabase/config.toml's [auth] tables), each
 * honoured as hosted Auth honours its GOTRUE_* variable.
 */
export interface AuthSettings {
  /** [auth] enable_signup: off, POST /signup answers 422 signup_disabled (signup.go). */
  signupEnabled: boolean;
  /** [auth.email] enable_signup (GOTRUE_EXTERNAL_EMAIL_ENABLED): off, no e-mail sign-up or sign-in. */
  emailProviderEnabled: boolean;
  /** Not [auth.email] enable_confirmations (GOTRUE_MAILER_AUTOCONFIRM): a sign-up is confirmed at once. */
  autoconfirm: boolean;
  /** [auth.email] double_confirm_changes: a new address is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /**
   * [auth.email] secure_password_change: a password change from a session signed in over 24 h ago
   * needs a mailed nonce (off unless set, as on hosted).
   */
  securePasswordChange: boolean;
  /** [auth] minimum_password_length: shorter passwords are refused as weak. */
  minimumPasswordLength: number;
  /** [auth] password_requirements as character sets; a password needs one character of each. */
  requiredCharacters: string[];
  /** [auth] jwt_expiry: an access token's lifetime in seconds. */
  jwtExpirySeconds: number;
  /** [auth.rate_limit] and [auth.email] max_frequency; the backend's `rateLimits` option wins. */
  rateLimits: Partial<RateLimits>;
  /**
   * [auth] signing_keys_path: the key with key_ops "sign" signs the access tokens, each key's
   * public half verifies them beside the JWT secret (see jwt.ts).
   */
  jwtKeys: JwtKeys;
}
