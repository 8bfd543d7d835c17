// Load and timing figures for the embedded backend, on loopback only; every run is bounded in time.
//   pnpm --filter @northbeam/supabase-local bench           (all)
//   BENCH_ONLY=load|crash pnpm --filter @northbeam/supabase-local bench
// Exits non-zero when a load run saw an error or a non-2xx answer, or an acknowledged enquiry was lost.
import autocannon from 'autocannon';
import { startBackend } from '../src/backend.ts';
import { runCrashLoad } from '../test/support/crash-load.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY;
let failed = false;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(name: string, options: Parameters<typeof autocannon>[0]): Promise<void> {
  const times: number[] = [];
  const instance = autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    ...options,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const bad = result.errors + result.timeouts + result.non2xx;
  if (bad) failed = true;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(20)} ${result.requests.average.toFixed(1).padStart(7)} req/s  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  ` +
      `(${result.requests.total} requests, ${CONNECTIONS} connections, ${DURATION_S} s; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
}

async function loadFigures(): Promise<void> {
  const backend = await startBackend({
    port: 0,
    mail: { smtpPort: 0, webPort: 0 },
    functions: { port: 0 },
    stripe: { port: 0 },
    outboxIntervalMs: 0,
    log: () => undefined,
    // The load comes from one address; the limits a person would meet are not what is measured.
    rateLimits: {
      signInSignUpPerIp: { max: 1e9, windowMs: 60_000 },
      failedSignInsPerEmail: { max: 1e9, windowMs: 60_000 },
    },
    formLimits: { contactPerIpPerHour: 1e9, contactPerEmailPerHour: 1e9 },
  });
  try {
    const headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
    const email = 'bench@example.com';
    const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${backend.serviceRoleKey}` },
      body: JSON.stringify({ email, password: 'password-123', email_confirm: true }),
    });
    if (!created.ok) throw new Error(`creating the bench user: ${created.status}`);
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'password-123' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };

    console.log(`\nLoad on loopback (${backend.url}), autocannon 8:`);
    await load('sign-in', {
      url: `${backend.url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'password-123' }),
    });
    await load('check-subscription', {
      url: `${backend.url}/functions/v1/check-subscription`,
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: '{}',
    });
    let n = 0;
    await load('contact', {
      url: `${backend.url}/functions/v1/send-contact-email`,
      requests: [
        {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${backend.anonKey}` },
          setupRequest: (request: Record<string, unknown>) => {
            n += 1;
            return {
              ...request,
              body: JSON.stringify({
                firstName: 'Bench',
                lastName: `Visitor ${n}`,
                email: `bench-${n}@example.com`,
                city: 'toronto',
                message: `Enquiry ${n}`,
              }),
            };
          },
        },
      ],
    });
  } finally {
    await backend.stop();
  }
}

async function crashFigures(): Promise<void> {
  console.log(
    '\nNothing lost: 1,000 contact submissions, 50 at a time; mail down for the first 500; SIGKILL after 400 acknowledged, restart on the same PGlite data:',
  );
  const result = await runCrashLoad({
    total: 1000,
    concurrency: 50,
    killAfterAcknowledged: 400,
    mailBackAfter: 500,
    timeoutMs: 900_000,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `  sent ${result.sent}  acknowledged ${result.acknowledged}  stored ${result.stored}  mailed ${result.mailed}  ` +
      `unanswered (in flight at the kill) ${result.unanswered}  in ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  if (result.missing.length || result.unmailed.length) {
    failed = true;
    console.log(
      `  LOST: not stored ${result.missing.length}, not mailed ${result.unmailed.length}`,
    );
  }
}

const watchdog = setTimeout(() => {
  console.error('bench: over 25 minutes, giving up');
  process.exit(2);
}, 25 * 60_000);
watchdog.unref();

if (only !== 'crash') await loadFigures();
if (only !== 'load') await crashFigures();
process.exit(failed ? 1 : 0);
