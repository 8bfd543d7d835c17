// Load and timing figures for the embedded backend, on loopback only; every run is bounded in time.
// Each figure is set against a limit measured in the same run on the same cores, and printed as a
// ratio with its goal:
//   pnpm --filter @northbeam/supabase-local bench                     (PGlite in memory)
//   DATABASE_URL=postgres://… pnpm --filter @northbeam/supabase-local bench
//   BENCH_DB=postgres15 pnpm --filter @northbeam/supabase-local bench (a throw-away Debian PostgreSQL 15,
//                                                                     as the tests start it)
//   BENCH_ONLY=load|crash|mail|ratios|legs, BENCH_DURATION (s per load run), BENCH_CONNECTIONS, BENCH_MAILS
//   (ratios: only REST and check-subscription against their bare queries; legs: check-subscription's
//   hops measured apart, with the gateway's and Deno's CPU per request, no goal)
// Exits non-zero when a load run saw an error or a non-2xx answer, or an acknowledged enquiry was lost.
// A missed goal is printed (MISSED), not an exit code: figures on a shared machine are noisy.
import { availableParallelism, loadavg } from 'node:os';
import bcrypt from 'bcrypt';
import { BCRYPT_NICE, bcryptThreads } from '../src/auth/password.ts';
import { startBackend, type Backend } from '../src/backend.ts';
import { runCrashLoad } from '../test/support/crash-load.ts';
import { startPostgres15, type TestPostgres } from '../test/support/postgres.ts';
import { contactFigures } from './contact.ts';
import { backendCpu, childMatching, processCpuMs } from './cpu.ts';
import { mailFigures } from './mail.ts';
import {
  closedLoop,
  CONNECTIONS,
  DURATION_S,
  line,
  load,
  loadFailed,
  ms,
  run,
  type Figures,
} from './load.ts';

const only = process.env.BENCH_ONLY;
let cpuNow = () => 0;
/** Runs one measurement and adds the backend's CPU time per answered request to its figures. */
async function withCpu<F extends Figures>(
  measure: () => Promise<F>,
): Promise<F & { cpuMs: number }> {
  const before = cpuNow();
  const f = await measure();
  return { ...f, cpuMs: (cpuNow() - before) / f.count };
}
// legs stops earlier still (legFigures): neither runs the mail, sign-in, contact or crash runs.
const ratiosOnly = only === 'ratios' || only === 'legs';
let failed = false;

interface Ratio {
  name: string;
  value: number;
  shown: string;
  goal: string;
  met: boolean;
}
const ratios: Ratio[] = [];
function ratio(name: string, value: number, shown: string, goal: string, met: boolean): void {
  ratios.push({ name, value, shown, goal, met });
}

/**
 * check-subscription's hops measured apart (BENCH_ONLY=legs), each under autocannon at the bench's
 * connections, with the CPU time per request of this process (the gateway, and PGlite when it is
 * the database), of Deno, and of the whole backend (cpu.ts): the gateway's HTTP floor
 * (`/auth/v1/health`), the functions proxy and Deno without a database call (the function's CORS
 * preflight), the RPC the function makes (straight to the gateway, with the user's token, as the
 * function sends it), then the whole call. A round per leg, BENCH_ROUNDS times (default 2) in turn.
 */
async function legFigures(
  backend: Backend,
  headers: Record<string, string>,
  asUser: Record<string, string>,
  checkRequest: { url: string; method: string; headers: Record<string, string>; body: string },
): Promise<void> {
  const deno = childMatching(/deno/);
  const legs = [
    ['health (gateway only)', { url: `${backend.url}/auth/v1/health`, method: 'GET', headers }],
    [
      'preflight (proxy + Deno, no db)',
      {
        url: checkRequest.url,
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      },
    ],
    [
      'RPC caller_subscription',
      {
        url: `${backend.url}/rest/v1/rpc/caller_subscription`,
        method: 'POST',
        headers: asUser,
        body: '{}',
      },
    ],
    ['check-subscription (whole)', checkRequest],
  ] as const;
  console.log(
    `\ncheck-subscription's legs (${CONNECTIONS} conn, ${DURATION_S} s a round), CPU per request: gateway process / Deno / whole backend:`,
  );
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  for (let round = 1; round <= rounds; round++) {
    for (const [name, request] of legs) {
      const gateway = process.cpuUsage();
      const denoBefore = deno ? processCpuMs(deno) : 0;
      const f = await withCpu(() => run(request));
      const g = process.cpuUsage(gateway);
      const per = (v: number) => (v / f.answered).toFixed(3);
      line(
        `${round}: ${name}`,
        f,
        `  ${per((g.user + g.system) / 1000)} / ${per(deno ? processCpuMs(deno) - denoBefore : 0)} / ${f.cpuMs.toFixed(3)} ms  (${f.bad}; load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
}

async function loadFigures(databaseUrl: string | undefined): Promise<void> {
  cpuNow = backendCpu(databaseUrl);
  const backend: Backend = await startBackend({
    port: 0,
    databaseUrl,
    mail: { smtpPort: 0, webPort: 0 },
    functions: { port: 0 },
    stripe: { port: 0 },
    // The outbox worker runs as in production: contact mail is delivered during the contact run.
    log: () => undefined,
    // The load comes from one address; the limits a person would meet are not what is measured.
    rateLimits: {
      signInSignUpPerIp: { max: 1e9, windowMs: 60_000 },
      failedSignInsPerEmailAndIp: { max: 1e9, windowMs: 60_000 },
    },
    // Contact keeps its real limits (10 an hour per address, 5 per e-mail): each submission comes
    // from another visitor, named by the X-Forwarded-For entry of a proxy the gateway trusts.
    trustedProxies: 1,
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
    const { id: userId } = (await created.json()) as { id: string };
    // One row for the RLS read to return.
    await backend.db.query(
      `insert into public.subscriptions (user_id, status, tier, billing_interval, current_period_end)
       values ($1, 'active', 'professional', 'month', now() + interval '30 days')`,
      [userId],
    );
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'password-123' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const asUser = { ...headers, authorization: `Bearer ${token}` };
    const signInRequest = {
      url: `${backend.url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'password-123' }),
    };
    const restRead = {
      url: `${backend.url}/rest/v1/subscriptions?select=*`,
      method: 'GET',
      headers: asUser,
    };

    const db = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (in memory)';
    // Mail first, on a quiet backend: the contact run below keeps the outbox busy afterwards.
    if (!ratiosOnly) {
      console.log(`\nMail delivery (${db}), the outbox worker on its own timer:`);
      const mailRate = await mailFigures(backend);
      ratio(
        'outbox mails/s to the local inbox',
        mailRate,
        mailRate.toFixed(0),
        '≥ 200',
        mailRate >= 200,
      );
      if (only === 'mail') return;
    }

    const checkRequest = {
      url: `${backend.url}/functions/v1/check-subscription`,
      method: 'POST',
      headers: asUser,
      body: '{}',
    };
    // Steady state is what is compared: the function's first call loads its modules in Deno, and
    // the database's first reads of these rows plan and cache them.
    await run({ ...checkRequest, duration: 2 });
    await run({ ...restRead, duration: 2 });
    if (only === 'legs') return await legFigures(backend, headers, asUser, checkRequest);

    console.log(
      `\nLimits of this machine, measured now in this process (${availableParallelism()} cores, ${db}):`,
    );
    // check-subscription's own database work (its one call, caller_subscription, in a transaction
    // as the caller with the token's claims, as PostgREST runs it) and the rows the REST read
    // returns, straight from the database at the same concurrency.
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const bareCheck = await withCpu(() =>
      closedLoop(Math.min(DURATION_S, 5), CONNECTIONS, () =>
        backend.db.runAs('authenticated', claims, [{ sql: 'select public.caller_subscription()' }]),
      ),
    );
    line('bare query: check-subscription rows', bareCheck, `  (${CONNECTIONS} at once)`);
    const bareRest = await withCpu(() =>
      closedLoop(Math.min(DURATION_S, 5), CONNECTIONS, () =>
        backend.db.query('select * from public.subscriptions where user_id = $1', [userId]),
      ),
    );
    line('bare query: subscriptions row', bareRest, `  (${CONNECTIONS} at once)`);

    console.log(
      `\nLoad on loopback (${backend.url}), autocannon 8, ${DURATION_S} s each; bcrypt threads: ${bcryptThreads()} at nice ${BCRYPT_NICE}:`,
    );
    const check = await withCpu(() => load('check-subscription', checkRequest));
    const rest = await withCpu(() => load('REST read (RLS, own row)', restRead));
    console.log(
      `\nCPU per request (the backend: this process with PGlite, Deno, a local PostgreSQL's processes; not the load client):`,
    );
    for (const [name, f] of [
      ['bare query: check-subscription rows', bareCheck],
      ['check-subscription', check],
      ['bare query: subscriptions row', bareRest],
      ['REST read', rest],
    ] as const)
      console.log(`  ${name.padEnd(36)} ${f.cpuMs.toFixed(3)} ms`);
    // Each call against the bare query under it: in p95 latency, then in CPU time per request
    // (cpu.ts: the backend's processes, not the load client's), what the code costs, which a
    // shared machine's scheduling moves far less than p95s.
    const againstBare = [
      ['check-subscription', check, bareCheck],
      ['REST read', rest, bareRest],
    ] as const;
    for (const [name, f, bare] of againstBare) {
      const p95Ratio = f.p95 / bare.p95;
      const shown = `${ms(f.p95)} ÷ ${ms(bare.p95)} = ${p95Ratio.toFixed(1)}×`;
      ratio(`${name} p95 ÷ bare query p95`, p95Ratio, shown, '≤ 3×', p95Ratio <= 3);
    }
    for (const [name, f, bare] of againstBare) {
      const cpuRatio = f.cpuMs / bare.cpuMs;
      const shown = `${f.cpuMs.toFixed(3)} ÷ ${bare.cpuMs.toFixed(3)} ms = ${cpuRatio.toFixed(1)}×`;
      ratio(`${name} CPU ÷ bare query CPU`, cpuRatio, shown, '≤ 3×', cpuRatio <= 3);
    }
    if (ratiosOnly) return;

    // bcrypt alone, as many at once as the cores can run: what sign-in could reach at most.
    const hash = await bcrypt.hash('password-123', 10);
    const hashers = availableParallelism();
    const limit = await closedLoop(Math.min(DURATION_S, 5), hashers, () =>
      bcrypt.compare('password-123', hash),
    );
    line(`bcrypt compare, cost 10 (${hashers} at once)`, limit);
    const signInFigures = await load('sign-in', signInRequest);
    // Head-of-line blocking: one client reads while ten sign in.
    const [, restUnderLoad, healthUnderLoad] = await Promise.all([
      run(signInRequest),
      run({ ...restRead, connections: 1 }),
      run({ url: `${backend.url}/auth/v1/health`, method: 'GET', headers, connections: 1 }),
    ]);
    line('REST read while sign-in is loaded', restUnderLoad, `  (1 conn; ${restUnderLoad.bad})`);
    line('health while sign-in is loaded', healthUnderLoad, `  (1 conn; ${healthUnderLoad.bad})`);

    // Contact last: the mail it queues keeps the outbox worker busy after the run.
    const contact = await contactFigures(backend, headers);

    const signInRatio = signInFigures.rps / limit.rps;
    ratio(
      'sign-in req/s ÷ bcrypt compares/s',
      signInRatio,
      `${signInFigures.rps.toFixed(1)} ÷ ${limit.rps.toFixed(1)} = ${signInRatio.toFixed(2)}`,
      '≥ 0.8',
      signInRatio >= 0.8,
    );
    ratio(
      `contact p95 at ${CONNECTIONS} connections`,
      contact.p95,
      ms(contact.p95),
      '≤ 100 ms',
      contact.p95 <= 100,
    );
    ratio(
      'REST read p95 while sign-in is loaded',
      restUnderLoad.p95,
      ms(restUnderLoad.p95),
      '≤ 50 ms',
      restUnderLoad.p95 <= 50,
    );
    ratio(
      'health p95 while sign-in is loaded',
      healthUnderLoad.p95,
      ms(healthUnderLoad.p95),
      '≤ 50 ms',
      healthUnderLoad.p95 <= 50,
    );
  } finally {
    await backend.stop();
  }
}

async function crashFigures(): Promise<void> {
  console.log(
    '\nNothing lost: 1,000 contact submissions, 50 at a time; outbox worker running; mail down for the first 500; SIGKILL after 400 acknowledged, restart on the same PGlite data:',
  );
  const result = await runCrashLoad({
    total: 1000,
    concurrency: 50,
    killAfterAcknowledged: 400,
    mailBackAfter: 500,
    timeoutMs: 900_000,
    log: (text) => console.log(`  ${text}`),
  });
  console.log(
    `  sent ${result.sent}  acknowledged ${result.acknowledged}  stored ${result.stored}  mailed ${result.mailed}  ` +
      `unanswered (in flight at the kill) ${result.unanswered}  in ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  const lost = result.missing.length + result.unmailed.length;
  if (lost) {
    failed = true;
    console.log(
      `  LOST: not stored ${result.missing.length}, not mailed ${result.unmailed.length}`,
    );
  }
  ratio(
    'crash run: acknowledged but lost',
    lost,
    `${lost} of ${result.acknowledged}`,
    '0',
    lost === 0,
  );
}

const watchdog = setTimeout(() => {
  console.error('bench: over 25 minutes, giving up');
  process.exit(2);
}, 25 * 60_000);
watchdog.unref();

const load1 = loadavg()[0]!.toFixed(2);
console.log(`Backend bench, ${new Date().toISOString()}, load average at start ${load1}`);
let pg: TestPostgres | null = null;
try {
  let databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl && process.env.BENCH_DB === 'postgres15') {
    pg = await startPostgres15();
    databaseUrl = pg.url;
  }
  if (only !== 'crash') await loadFigures(databaseUrl);
  if (only !== 'load' && only !== 'mail' && !ratiosOnly) await crashFigures();
} finally {
  await pg?.stop();
}

console.log(
  `\nRatios and goals (load average now ${loadavg()[0]!.toFixed(2)}, at start ${load1}):`,
);
for (const r of ratios) {
  console.log(
    `  ${r.name.padEnd(40)} ${r.shown.padEnd(34)} goal ${r.goal.padEnd(9)} ${r.met ? 'met' : 'MISSED'}`,
  );
}
process.exit(failed || loadFailed() ? 1 : 0);
