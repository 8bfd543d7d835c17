import type { AuthOptions } from './auth/options.ts';
import type { Database } from './db/types.ts';

/** The auth server's limits and proxies are set on the backend as they are declared there. */
export interface BackendOptions extends Pick<
  AuthOptions,
  'rateLimits' | 'trustedProxies' | 'sessions'
> {
  /** Gateway port; 0 picks a free one. Default 54321. */
  port?: number;
  /** PGlite data directory (kept across restarts). Neither this nor databaseUrl: in-memory PGlite. */
  dataDir?: string;
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  siteUrl?: string;
  /**
   * Origins whose browsers may call auth and REST; others are refused with 403. Default: the
   * site's origin (under both localhost and 127.0.0.1) and the site's dev ports 5173 and 4173.
   * '*' allows any page on the web to use the public local keys: only for a backend nobody browses.
   */
  corsOrigins?: string[] | '*';
  /**
   * Host names the gateway answers besides localhost, 127.0.0.1 and [::1]; any other Host gets
   * 403 (no DNS rebinding). Add the name a proxy of your own reaches it by.
   */
  allowedHosts?: string[];
  mail?: {
    /** false: no MailDev is started; mail goes to smtpPort, which someone else must serve. */
    start?: boolean;
    smtpPort?: number;
    webPort?: number;
    from?: string;
  };
  /** Run supabase/functions in Deno. Default true. */
  functions?: boolean | { port?: number; dir?: string };
  /** Start the local Stripe emulator unless STRIPE_SECRET_KEY is set. Default true. */
  stripe?: boolean | { port?: number };
  /**
   * How often the backend looks for due mail and, when there is some, calls process-mail-outbox
   * (what pg_cron does on hosted Supabase); 0 disables. Default 1000 ms.
   */
  outboxIntervalMs?: number;
  migrationsDir?: string;
  log?: (line: string) => void;
  /**
   * Limits for the contact form, the newsletter and the billing calls, handed to the functions as
   * environment variables (per client IP, per e-mail address or per user, per hour).
   */
  formLimits?: Partial<FormLimits>;
  /**
   * The gateway in front of Auth: 'hosted' (default) answers a call without an apikey 401 "No API
   * key found in request", as hosted Supabase's does. 'cli' passes it on to Auth as the Supabase
   * CLI's local gateway does (its kong.yml has no key-auth on /auth/v1 and /rest/v1), for test
   * suites written against `supabase start` (scripts/auth-js-suite.ts); never for the site.
   */
  gateway?: 'hosted' | 'cli';
}

export interface FormLimits {
  contactPerIpPerHour: number;
  contactPerEmailPerHour: number;
  newsletterPerIpPerHour: number;
  /** Confirmation mails one address can receive per hour, however often it is entered. */
  newsletterMailsPerEmailPerHour: number;
  /** create-checkout and customer-portal calls per signed-in user (each makes Stripe calls). */
  billingCallsPerUserPerHour: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = {
  contactPerIpPerHour: 10,
  contactPerEmailPerHour: 5,
  newsletterPerIpPerHour: 20,
  newsletterMailsPerEmailPerHour: 3,
  billingCallsPerUserPerHour: 20,
};

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl: string;
  smtpPort: number;
  functionsUrl: string | null;
  stripeUrl: string | null;
  db: Database;
  stop(): Promise<void>;
}
