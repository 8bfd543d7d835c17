import { fileURLToPath } from 'node:url';
import { startBackend } from './backend.ts';
import { DEFAULT_PORTS } from './keys.ts';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function envPort(name: string): number | undefined {
  const value = process.env[name];
  return value ? Number(value) : undefined;
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : (process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR);
const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.site}`;

/** A comma-separated list from the environment; unset or empty: undefined (the default applies). */
function envList(name: string): string[] | undefined {
  const items = (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

const backend = await startBackend({
  port: envPort('SUPABASE_LOCAL_PORT'),
  dataDir,
  databaseUrl,
  siteUrl,
  // The site's own origins unless told otherwise; Host names of this machine plus those listed.
  corsOrigins: envList('SUPABASE_LOCAL_CORS_ORIGINS'),
  allowedHosts: envList('SUPABASE_LOCAL_ALLOWED_HOSTS'),
  mail: {
    smtpPort: envPort('SUPABASE_LOCAL_SMTP_PORT'),
    webPort: envPort('SUPABASE_LOCAL_INBOX_PORT'),
    start: process.env.SUPABASE_LOCAL_MAIL !== 'external',
  },
  functions: { port: envPort('SUPABASE_LOCAL_FUNCTIONS_PORT') },
  stripe: { port: envPort('SUPABASE_LOCAL_STRIPE_PORT') },
});

console.log(
  [
    '',
    'Northbeam local Supabase is running (local-only keys, no accounts needed):',
    `  API       ${backend.url}   (auth/v1, rest/v1, functions/v1)`,
    `  Inbox     ${backend.inboxUrl}   (every mail the backend sends)`,
    `  Site      ${siteUrl}   (the root 'npm start' serves it; alone: pnpm --filter @northbeam/site start)`,
    `  Stripe    ${process.env.STRIPE_SECRET_KEY ? 'real Stripe (STRIPE_SECRET_KEY)' : (backend.stripeUrl ?? 'not running')}`,
    `  Database  ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`}`,
    `  anon key          ${backend.anonKey}`,
    `  service_role key  ${backend.serviceRoleKey}`,
    '',
  ].join('\n'),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
