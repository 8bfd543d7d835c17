// Runs the embedded backend for the account e2e tests as a child process (started with
// supabase/local's tsx so its own dependencies resolve). Prints one JSON line with its URLs once
// it is ready and stops it on SIGTERM/SIGINT.
import { startBackend } from '../../../supabase/local/src/index.ts';

const port = Number(process.env.ACCOUNT_E2E_BACKEND_PORT ?? 0);
const siteUrl = process.env.ACCOUNT_E2E_SITE_URL;

const backend = await startBackend({
  port,
  siteUrl,
  mail: { smtpPort: 0, webPort: 0 },
  functions: { port: 0 },
  stripe: { port: 0 },
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(
  `${JSON.stringify({
    url: backend.url,
    inboxUrl: backend.inboxUrl,
    stripeUrl: backend.stripeUrl,
    serviceRoleKey: backend.serviceRoleKey,
  })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await backend.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The test runner going away (its stdin closes) ends the backend too.
process.stdin.on('end', () => void stop());
process.stdin.resume();
