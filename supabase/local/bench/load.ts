// The load runners of the bench: autocannon against an HTTP endpoint, or a closed loop of callers,
// each giving requests per second and latency percentiles, printed one line a run.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { notBackend } from './cpu.ts';
import { measure, type ClientAnswer, type LoadOptions } from './measure.ts';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
let failed = false;

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** How many calls were timed. */
  count: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;

export function figures(times: number[], seconds: number): Figures {
  times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    count: times.length,
  };
}

export function line(name: string, f: Figures, extra = ''): void {
  console.log(
    `  ${name.padEnd(34)} ${f.rps.toFixed(1).padStart(8)} /s  p50 ${ms(f.p50).padStart(9)}  p95 ${ms(f.p95).padStart(9)}  p99 ${ms(f.p99).padStart(9)}${extra}`,
  );
}

/** autocannon in a child process (load-client.ts), whose CPU time is not counted as the backend's. */
function apart(options: LoadOptions): Promise<ClientAnswer> {
  const child = fork(new URL('./load-client.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });
  if (child.pid !== undefined) notBackend(child.pid);
  return new Promise((resolve, reject) => {
    child.once('message', (answer) => resolve(answer as ClientAnswer));
    child.once('exit', (code) =>
      reject(new Error(`the load client ended (${code}) without an answer`)),
    );
    child.send(options);
  });
}

export async function run(
  options: LoadOptions,
): Promise<Figures & { bad: string; answered: number }> {
  const all = { connections: CONNECTIONS, duration: DURATION_S, timeout: 30, ...options };
  // Requests built by a function cannot be sent to a child: those run in this process.
  const result = await (options.requests ? measure(all) : apart(all));
  if (result.errors + result.timeouts + result.non2xx) failed = true;
  return {
    ...figures(result.times, result.duration || DURATION_S),
    rps: result.average,
    answered: result.times.length,
    bad: `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  };
}

export async function load(
  name: string,
  options: LoadOptions,
): Promise<Figures & { answered: number }> {
  const f = await run(options);
  line(name, f, `  (${options.connections ?? CONNECTIONS} conn; ${f.bad})`);
  return f;
}

/** `concurrency` callers in a loop for `seconds`, each timing its own calls (like autocannon's connections). */
export async function closedLoop(
  seconds: number,
  concurrency: number,
  call: () => Promise<unknown>,
): Promise<Figures> {
  const times: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
    }),
  );
  return figures(times, (performance.now() - started) / 1000);
}

/** Whether any autocannon run saw an error, a timeout or a non-2xx answer. */
export function loadFailed(): boolean {
  return failed;
}
