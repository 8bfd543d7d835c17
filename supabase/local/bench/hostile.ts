// The slowest answer to a 1 MB adversarial body on each endpoint (figures in ../README.md).
//   pnpm --filter @northbeam/supabase-local bench:hostile      (HOSTILE_CAP_MS: give up on one answer)
// The backend runs in a child process in its own process group: a request that freezes it is given
// up after the cap, the whole group is killed and a fresh backend takes the next request.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_STRIPE_SECRET_KEY } from '../src/stripe/index.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../src/keys.ts';
import {
  fittedRequest,
  HOSTILE_ENDPOINTS,
  SHAPE_NAMES,
  type Credentials,
} from '../test/support/hostile.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHILD = fileURLToPath(new URL('../test/support/child-backend.ts', import.meta.url));
const CAP_MS = Number(process.env.HOSTILE_CAP_MS ?? 10_000);

interface Running {
  child: ChildProcess;
  url: string;
  stripeUrl: string;
  creds: Credentials;
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function start(): Promise<Running> {
  const options = {
    port: 0,
    mail: { smtpPort: 0, webPort: 0 },
    functions: { port: 0 },
    stripe: { port: 0 },
    outboxIntervalMs: 0,
    rateLimits: {
      signInSignUpPerIp: { max: 1e9, windowMs: 60_000 },
      failedSignInsPerEmail: { max: 1e9, windowMs: 60_000 },
      emailsPerAddress: { max: 1e9, windowMs: 60_000 },
      tokenRefreshPerIp: { max: 1e9, windowMs: 60_000 },
    },
    formLimits: { contactPerIpPerHour: 1e9, contactPerEmailPerHour: 1e9 },
  };
  const child = spawn(join(PACKAGE_DIR, 'node_modules/.bin/tsx'), [CHILD], {
    cwd: PACKAGE_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, BACKEND_OPTIONS: JSON.stringify(options) },
  });
  process.once('exit', () => killGroup(child));
  const ready = await new Promise<{ url: string; stripeUrl: string }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { url: string; stripeUrl: string });
    });
    child.once('exit', (code) => reject(new Error(`backend exited (${code}) before it was ready`)));
  });
  const headers = { apikey: ANON_KEY, 'content-type': 'application/json' };
  const email = `hostile-${Date.now()}@example.com`;
  const created = await fetch(`${ready.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    body: JSON.stringify({ email, password: 'password-123', email_confirm: true }),
  });
  const user = (await created.json()) as { id: string };
  const signIn = await fetch(`${ready.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'password-123' }),
  });
  const session = (await signIn.json()) as { access_token: string };
  return {
    child,
    ...ready,
    creds: {
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      stripeKey: LOCAL_STRIPE_SECRET_KEY,
      userId: user.id,
      userToken: session.access_token,
    },
  };
}

let running = await start();
const rows: string[] = [];
console.log(`Slowest answer to a 1 MB adversarial body, per endpoint (cap ${CAP_MS} ms):`);
for (const endpoint of HOSTILE_ENDPOINTS) {
  let worst = { ms: 0, what: '', status: 0 };
  let frozen = '';
  const fields = endpoint.query !== undefined ? [null] : endpoint.fields;
  for (const field of fields) {
    for (const shape of SHAPE_NAMES) {
      const built = fittedRequest(endpoint, field, shape, running.creds);
      const base = endpoint.server === 'stripe' ? running.stripeUrl : running.url;
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${base}${built.path}`, {
          method: built.method,
          headers: built.headers,
          body: built.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(CAP_MS),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1;
      }
      const ms = performance.now() - started;
      if (status === -1) {
        frozen = `${field ?? 'query'}=${shape}`;
        killGroup(running.child);
        running = await start();
      } else if (ms > worst.ms) {
        worst = { ms, what: `${field ?? 'query'}=${shape}`, status };
      }
    }
  }
  const line = frozen
    ? `| ${endpoint.name} | > ${CAP_MS.toLocaleString('en')} (no answer: ${frozen}) |`
    : `| ${endpoint.name} | ${worst.ms.toFixed(0)} (${worst.what}, ${worst.status}) |`;
  rows.push(line);
  console.log(line);
}
killGroup(running.child);
process.exit(0);
