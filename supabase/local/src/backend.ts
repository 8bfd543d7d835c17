import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { RateLimits } from './abuse/rate-limit.ts';
import { createAuthHandler, type SessionLimits } from './auth/handler.ts';
import { openDatabase } from './db/index.ts';
import { SUPABASE_DIR } from './db/migrate.ts';
import type { Database } from './db/types.ts';
import { functionsWithoutJwt } from './functions/config.ts';
import { createFunctionsProxy } from './functions/proxy.ts';
import { startFunctionsRuntime, type FunctionsRuntime } from './functions/runtime.ts';
import { ANON_KEY, DEFAULT_PORTS, SERVICE_ROLE_KEY } from './keys.ts';
import { startInbox, type Inbox } from './mail/maildev.ts';
import { smtpMailer } from './mail/mailer.ts';
import { DEFAULT_OUTBOX_INTERVAL_MS, startOutboxWorker } from './mail/outbox-worker.ts';
import { freePort } from './ports.ts';
import { createGateway } from './server.ts';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './stripe/index.ts';

export const FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
export const CONFIG_TOML = join(SUPABASE_DIR, 'config.toml');

export interface BackendOptions {
  /** Gateway port; 0 picks a free one. Default 54321. */
  port?: number;
  /** PGlite data directory (kept across restarts). Neither this nor databaseUrl: in-memory PGlite. */
  dataDir?: string;
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  siteUrl?: string;
  corsOrigins?: string[] | '*';
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
   * Auth rate limits (sign-in/sign-up per IP, failed sign-ins per e-mail, mails per address). Each
   * backend counts on its own; tests pass small numbers, or large ones to never be throttled.
   */
  rateLimits?: Partial<RateLimits>;
  /**
   * Limits for the contact form and newsletter, handed to the functions as environment variables
   * (per client IP and per e-mail address, per hour).
   */
  formLimits?: Partial<FormLimits>;
  /**
   * How many reverse proxies of your own sit in front of the gateway, each appending to
   * X-Forwarded-For; the client is the entry that many hops from the right (see src/client-ip.ts).
   * Default 0: the gateway is the edge and the socket address is the client. Tests that simulate
   * many visitors set 1 and send one X-Forwarded-For entry per visitor.
   */
  trustedProxies?: number;
  /**
   * Refresh-token lifetimes: a session unused for `inactivityMs`, or older than `timeboxMs` however
   * often it refreshed, ends (GoTrue's sessions.inactivity_timeout and sessions.timebox). 0 = never.
   */
  sessions?: Partial<SessionLimits>;
}

export interface FormLimits {
  contactPerIpPerHour: number;
  contactPerEmailPerHour: number;
  newsletterPerIpPerHour: number;
  /** Confirmation mails one address can receive per hour, however often it is entered. */
  newsletterMailsPerEmailPerHour: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = {
  contactPerIpPerHour: 10,
  contactPerEmailPerHour: 5,
  newsletterPerIpPerHour: 20,
  newsletterMailsPerEmailPerHour: 3,
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

interface LocalStripe {
  url: string;
  stop(): Promise<void>;
}

/** The contract the functions session's emulator (src/stripe/index.ts) implements. */
type StartLocalStripe = (options: {
  port: number;
  siteUrl: string;
  webhookUrl: string;
  webhookSecret: string;
  log: (line: string) => void;
  /** Keeps customers and subscriptions in step with a database that survives restarts. */
  stateFile?: string;
}) => Promise<LocalStripe>;

export { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET };

async function loadLocalStripe(): Promise<StartLocalStripe | null> {
  const entry = new URL('./stripe/index.ts', import.meta.url);
  if (!existsSync(entry)) return null;
  const mod = (await import(entry.href)) as { startLocalStripe?: StartLocalStripe };
  return typeof mod.startLocalStripe === 'function' ? mod.startLocalStripe : null;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Starts the embedded backend in this process: database, inbox, gateway, Stripe emulator, functions. */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const host = '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => log(`[backend] stop step failed: ${String(err)}`));
    }
  };
  try {
    const { db, migrations } = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      migrationsDir: options.migrationsDir,
    });
    cleanups.push(() => db.close());
    if (migrations.applied.length) log(`[db] applied migrations: ${migrations.applied.join(', ')}`);

    const pick = async (wanted: number | undefined, fallback: number) =>
      wanted === 0 ? freePort() : (wanted ?? fallback);
    const smtpPort = await pick(options.mail?.smtpPort, DEFAULT_PORTS.smtp);
    const webPort = await pick(options.mail?.webPort, DEFAULT_PORTS.inboxWeb);
    let inbox: Inbox | null = null;
    if (options.mail?.start !== false) {
      inbox = await startInbox({ host, smtpPort, webPort });
      cleanups.push(() => inbox!.stop());
    }
    const siteUrl = options.siteUrl ?? `http://${host}:${DEFAULT_PORTS.site}`;
    const mailFrom =
      options.mail?.from ?? process.env.MAIL_FROM ?? 'Northbeam <no-reply@northbeam.local>';

    const formLimits = { ...DEFAULT_FORM_LIMITS, ...options.formLimits };
    let runtime: FunctionsRuntime | null = null;
    const functionsDir =
      typeof options.functions === 'object' && options.functions.dir
        ? options.functions.dir
        : FUNCTIONS_DIR;
    const server = createGateway({
      db,
      corsOrigins: options.corsOrigins ?? '*',
      handleAuth: (req, res, path, url) => handleAuth(req, res, path, url),
      proxyFunction: createFunctionsProxy({
        runtimeUrl: () => runtime?.url ?? null,
        withoutJwt: functionsWithoutJwt(CONFIG_TOML),
        trustedProxies: options.trustedProxies ?? 0,
      }),
    });
    // Longer than any client's keep-alive (undici: 4 s), so a busy machine never closes a socket a
    // client is about to reuse, which the client would see as a failed request.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const port = await listen(server, options.port ?? DEFAULT_PORTS.api, host);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const url = `http://${host}:${port}`;
    const handleAuth = createAuthHandler({
      db,
      apiUrl: url,
      siteUrl,
      mailer: smtpMailer({ host, port: smtpPort, from: mailFrom }),
      rateLimits: options.rateLimits,
      sessions: options.sessions,
      trustedProxies: options.trustedProxies ?? 0,
    });

    let stripeUrl: string | null = null;
    const stripeEnv: Record<string, string> = {};
    if (process.env.STRIPE_SECRET_KEY) {
      log('[stripe] STRIPE_SECRET_KEY is set: functions talk to real Stripe');
    } else if (options.stripe !== false) {
      const startLocalStripe = await loadLocalStripe();
      const stripePort = await pick(
        typeof options.stripe === 'object' ? options.stripe.port : undefined,
        DEFAULT_PORTS.stripe,
      );
      if (startLocalStripe) {
        const stripe = await startLocalStripe({
          port: stripePort,
          siteUrl,
          webhookUrl: `${url}/functions/v1/stripe-webhook`,
          webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
          log,
          ...(options.dataDir && !options.databaseUrl
            ? { stateFile: join(options.dataDir, 'local-stripe.json') }
            : {}),
        });
        cleanups.push(() => stripe.stop());
        stripeUrl = stripe.url;
        Object.assign(stripeEnv, {
          STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
          STRIPE_API_HOST: host,
          STRIPE_API_PORT: String(stripePort),
          STRIPE_API_PROTOCOL: 'http',
        });
      } else {
        log(
          '[stripe] local Stripe emulator not available (src/stripe/index.ts missing): billing functions will fail',
        );
      }
    }

    if (options.functions !== false && existsSync(functionsDir)) {
      const functionsPort = await pick(
        typeof options.functions === 'object' ? options.functions.port : undefined,
        DEFAULT_PORTS.functions,
      );
      runtime = await startFunctionsRuntime({
        functionsDir,
        port: functionsPort,
        log: (line) => log(`[functions] ${line}`),
        env: {
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
          SITE_URL: siteUrl,
          SMTP_HOST: host,
          SMTP_PORT: String(smtpPort),
          MAIL_FROM: mailFrom,
          AGENCY_INBOX: process.env.AGENCY_INBOX ?? 'hello@northbeam.local',
          CONTACT_RATE_LIMIT_PER_IP: String(formLimits.contactPerIpPerHour),
          CONTACT_RATE_LIMIT_PER_EMAIL: String(formLimits.contactPerEmailPerHour),
          NEWSLETTER_RATE_LIMIT_PER_IP: String(formLimits.newsletterPerIpPerHour),
          NEWSLETTER_MAILS_PER_EMAIL: String(formLimits.newsletterMailsPerEmailPerHour),
          ...stripeEnv,
        },
      });
      cleanups.push(() => runtime!.stop());
      const interval = options.outboxIntervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS;
      if (interval > 0 && existsSync(join(functionsDir, 'process-mail-outbox', 'index.ts'))) {
        const worker = startOutboxWorker({ db, url, intervalMs: interval, log });
        cleanups.push(() => worker.stop());
      }
    }

    return {
      url,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      inboxUrl: inbox?.webUrl ?? `http://${host}:${webPort}`,
      smtpPort,
      functionsUrl: runtime?.url ?? null,
      stripeUrl,
      db,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
