// Runs the embedded backend for the account e2e tests as a child process (started with
// supabase/local's tsx so its own dependencies resolve). Prints one JSON line with its URLs once
// it is ready and stops it on SIGTERM/SIGINT.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

// What a test cannot do through any API: let a day pass for a user's sessions (hosted Auth asks a
// session signed in over 24 h ago for a re-authentication code before a password change). Test
// processes only, on 127.0.0.1: `POST /age-sessions?email=…`.
const hooks = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const email = url.searchParams.get('email');
  if (req.method !== 'POST' || url.pathname !== '/age-sessions' || !email) {
    res.writeHead(404).end();
    return;
  }
  backend.db
    .query(
      `update auth.sessions set created_at = now() - interval '25 hours'
       where user_id = (select id from auth.users where email = $1)`,
      [email],
    )
    .then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
});
await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));

process.stdout.write(
  `${JSON.stringify({
    url: backend.url,
    inboxUrl: backend.inboxUrl,
    stripeUrl: backend.stripeUrl,
    serviceRoleKey: backend.serviceRoleKey,
    hooksUrl: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`,
  })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  hooks.close();
  await backend.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The test runner going away (its stdin closes) ends the backend too.
process.stdin.on('end', () => void stop());
process.stdin.resume();
