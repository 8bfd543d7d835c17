import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAuthHandler } from './auth/handler.ts';
import { DEFAULT_FORM_LIMITS, type Backend, type BackendOptions } from './backend-options.ts';
import { openDatabase } from './db/index.ts';
import { SUPABASE_DIR } from './db/migrate.ts';
import type { Database } from './db/types.ts';
import { createFunctionsProxy } from './functions/proxy.ts';
import { startFunctionsRuntime, type FunctionsRuntime } from './functions/runtime.ts';
import { ANON_KEY, DEFAULT_PORTS, SERVICE_ROLE_KEY } from './keys.ts';
import { startInbox } from './mail/maildev.ts';
import { smtpMailer } from './mail/mailer.ts';
import { DEFAULT_OUTBOX_INTERVAL_MS, startOutboxWorker } from './mail/outbox-worker.ts';
import { siteOrigins } from './origin-guard.ts';
import { freePort } from './ports.ts';
import { readAuthMailTemplates } from './mail/auth-templates.ts';
import { readProjectConfig } from './project-config.ts';
import { createGateway, type GatewayOptions } from './server.ts';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  startLocalStripe,
} from './stripe/index.ts';

const FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
const CONFIG_TOML = join(SUPABASE_DIR, 'config.toml');

export { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET };
export type { Backend, BackendOptions };

const HOST = '127.0.0.1';

/** What every start-up step shares: the options, the log, and the list of what to stop on the way out. */
interface Startup {
  options: BackendOptions;
  log: (line: string) => void;
  onStop(cleanup: () => Promise<void>): void;
}

/** Port 0 asks for a free port; no port at all takes the project's fixed one. */
async function pickPort(wanted: number | undefined, fallback: number): Promise<number> {
  return wanted === 0 ? freePort() : (wanted ?? fallback);
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

async function openBackendDatabase({ options, log, onStop }: Startup): Promise<Database> {
  const { db, migrations } = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    migrationsDir: options.migrationsDir,
  });
  onStop(() => db.close());
  if (migrations.applied.length) log(`[db] applied migrations: ${migrations.applied.join(', ')}`);
  return db;
}

interface Mail {
  smtpPort: number;
  inboxUrl: string;
  from: string;
}

/** MailDev's SMTP server and inbox, unless `mail.start` is false (then someone else serves smtpPort). */
async function startMail({ options, onStop }: Startup): Promise<Mail> {
  const smtpPort = await pickPort(options.mail?.smtpPort, DEFAULT_PORTS.smtp);
  const webPort = await pickPort(options.mail?.webPort, DEFAULT_PORTS.inboxWeb);
  let inboxUrl = `http://${HOST}:${webPort}`;
  if (options.mail?.start !== false) {
    const inbox = await startInbox({ host: HOST, smtpPort, webPort });
    onStop(() => inbox.stop());
    inboxUrl = inbox.webUrl;
  }
  const from =
    options.mail?.from ?? process.env.MAIL_FROM ?? 'Northbeam <no-reply@northbeam.local>';
  return { smtpPort, inboxUrl, from };
}

/**
 * The API gateway (/auth/v1, /rest/v1, /functions/v1) on its port, with the auth handler that needs
 * the gateway's own URL for the links it mails. Functions start later: `runtimeUrl` is asked per call.
 */
async function startGateway(
  { options, onStop }: Startup,
  db: Database,
  mail: Mail,
  siteUrl: string,
  runtimeUrl: () => string | null,
): Promise<string> {
  const configFile = process.env.SUPABASE_LOCAL_CONFIG || CONFIG_TOML;
  const config = readProjectConfig(configFile);
  let handleAuth: GatewayOptions['handleAuth'] | null = null;
  const server = createGateway({
    db,
    corsOrigins: options.corsOrigins ?? siteOrigins(siteUrl),
    allowedHosts: options.allowedHosts ?? [],
    jwtKeys: config.auth.jwtKeys,
    gateway: options.gateway ?? 'hosted',
    handleAuth: (req, res, path, url) => handleAuth!(req, res, path, url),
    proxyFunction: createFunctionsProxy({
      runtimeUrl,
      withoutJwt: config.functionsWithoutJwt,
      jwtKeys: config.auth.jwtKeys,
      trustedProxies: options.trustedProxies ?? 0,
    }),
  });
  // Longer than any client's keep-alive (undici: 4 s), so a busy machine never closes a socket a
  // client is about to reuse, which the client would see as a failed request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = await listen(server, options.port ?? DEFAULT_PORTS.api, HOST);
  onStop(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const url = `http://${HOST}:${port}`;
  handleAuth = createAuthHandler({
    db,
    apiUrl: url,
    siteUrl,
    settings: config.auth,
    mailTemplates: readAuthMailTemplates(configFile),
    mailer: smtpMailer({ host: HOST, port: mail.smtpPort, from: mail.from }),
    rateLimits: options.rateLimits,
    sessions: options.sessions,
    trustedProxies: options.trustedProxies ?? 0,
  });
  return url;
}

interface StripeSetup {
  url: string | null;
  /** What the functions need to reach it (none: real Stripe's own keys from the environment). */
  env: Record<string, string>;
}

/** The local Stripe emulator, unless STRIPE_SECRET_KEY points the functions at real Stripe. */
async function startStripe(
  { options, log, onStop }: Startup,
  apiUrl: string,
  siteUrl: string,
): Promise<StripeSetup> {
  if (process.env.STRIPE_SECRET_KEY) {
    log('[stripe] STRIPE_SECRET_KEY is set: functions talk to real Stripe');
    return { url: null, env: {} };
  }
  if (options.stripe === false) return { url: null, env: {} };
  const port = await pickPort(
    typeof options.stripe === 'object' ? options.stripe.port : undefined,
    DEFAULT_PORTS.stripe,
  );
  const stripe = await startLocalStripe({
    port,
    siteUrl,
    webhookUrl: `${apiUrl}/functions/v1/stripe-webhook`,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    // The agency's registration numbers as its Stripe account prints them on invoices (in
    // production: Stripe Dashboard, tax registrations); the site shows the same ones (site.ts).
    accountTaxIds: { gstHst: '742918365RT0001', qst: '1229384756TQ0001' },
    log,
    ...(options.dataDir && !options.databaseUrl
      ? { stateFile: join(options.dataDir, 'local-stripe.json') }
      : {}),
  });
  onStop(() => stripe.stop());
  return {
    url: stripe.url,
    env: {
      STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_HOST: HOST,
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
  };
}

interface FunctionsSetup {
  db: Database;
  apiUrl: string;
  siteUrl: string;
  mail: Mail;
  stripeEnv: Record<string, string>;
}

/** The environment the edge functions read, as `supabase secrets` would set it on hosted Supabase. */
function functionsEnv(
  { apiUrl, siteUrl, mail, stripeEnv }: FunctionsSetup,
  options: BackendOptions,
) {
  const formLimits = { ...DEFAULT_FORM_LIMITS, ...options.formLimits };
  return {
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SITE_URL: siteUrl,
    SMTP_HOST: HOST,
    SMTP_PORT: String(mail.smtpPort),
    // The local inbox (MailDev) takes many connections at once; a provider may allow fewer.
    SMTP_CONNECTIONS: process.env.SMTP_CONNECTIONS ?? '25',
    MAIL_FROM: mail.from,
    AGENCY_INBOX: process.env.AGENCY_INBOX ?? 'hello@northbeam.local',
    CONTACT_RATE_LIMIT_PER_IP: String(formLimits.contactPerIpPerHour),
    CONTACT_RATE_LIMIT_PER_EMAIL: String(formLimits.contactPerEmailPerHour),
    NEWSLETTER_RATE_LIMIT_PER_IP: String(formLimits.newsletterPerIpPerHour),
    NEWSLETTER_MAILS_PER_EMAIL: String(formLimits.newsletterMailsPerEmailPerHour),
    BILLING_RATE_LIMIT_PER_USER: String(formLimits.billingCallsPerUserPerHour),
    ...stripeEnv,
  };
}

/** supabase/functions in Deno, and the outbox worker that calls process-mail-outbox (pg_cron's job). */
async function startFunctions(
  { options, log, onStop }: Startup,
  setup: FunctionsSetup,
): Promise<FunctionsRuntime | null> {
  const functionsDir =
    typeof options.functions === 'object' && options.functions.dir
      ? options.functions.dir
      : FUNCTIONS_DIR;
  if (options.functions === false || !existsSync(functionsDir)) return null;
  const runtime = await startFunctionsRuntime({
    functionsDir,
    port: await pickPort(
      typeof options.functions === 'object' ? options.functions.port : undefined,
      DEFAULT_PORTS.functions,
    ),
    log: (line) => log(`[functions] ${line}`),
    env: functionsEnv(setup, options),
  });
  onStop(() => runtime.stop());
  const interval = options.outboxIntervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS;
  if (interval > 0 && existsSync(join(functionsDir, 'process-mail-outbox', 'index.ts'))) {
    const worker = startOutboxWorker({
      db: setup.db,
      url: setup.apiUrl,
      intervalMs: interval,
      log,
    });
    onStop(() => worker.stop());
  }
  return runtime;
}

/** Starts the embedded backend in this process: database, inbox, gateway, Stripe emulator, functions. */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const log = options.log ?? ((line: string) => console.log(line));
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => log(`[backend] stop step failed: ${String(err)}`));
    }
  };
  const startup: Startup = { options, log, onStop: (cleanup) => cleanups.push(cleanup) };
  try {
    const db = await openBackendDatabase(startup);
    const mail = await startMail(startup);
    const siteUrl = options.siteUrl ?? `http://${HOST}:${DEFAULT_PORTS.site}`;
    let runtime: FunctionsRuntime | null = null;
    const apiUrl = await startGateway(startup, db, mail, siteUrl, () => runtime?.url ?? null);
    const stripe = await startStripe(startup, apiUrl, siteUrl);
    runtime = await startFunctions(startup, { db, apiUrl, siteUrl, mail, stripeEnv: stripe.env });
    return {
      url: apiUrl,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      inboxUrl: mail.inboxUrl,
      smtpPort: mail.smtpPort,
      functionsUrl: runtime?.url ?? null,
      stripeUrl: stripe.url,
      db,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
