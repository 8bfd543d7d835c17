import type { RateLimits } from '../abuse/rate-limit.ts';
import type { Database } from '../db/types.ts';
import type { Mailer } from '../mail/mailer.ts';

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
