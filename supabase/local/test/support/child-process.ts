// Starting child-backend.ts and ending it: shared by the crash-load test (which SIGKILLs it) and the
// hostile-input target (which measures its CPU). The child runs in its own process group, so a
// signal to the group takes its Deno runtime and MailDev down too.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./child-backend.ts', import.meta.url));

/** The line child-backend.ts prints once it serves. */
export interface ChildUrls {
  url: string;
  functionsUrl: string;
  stripeUrl: string;
}

export interface ChildBackend extends ChildUrls {
  process: ChildProcess;
  /** Sends `signal` to the whole group (nothing when it has already ended). */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM to the group, SIGKILL if it has not ended within `graceMs` (at once when `now`). */
  stop(options?: { now?: boolean; graceMs?: number }): Promise<void>;
}

export interface SpawnOptions {
  /** Extra environment for the child. */
  env?: Record<string, string>;
  /** Each line the child writes to stderr; stderr is ignored without it. */
  stderr?: (line: string) => void;
  /** Gives up when the child has not printed its URLs by then. */
  readyTimeoutMs?: number;
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts child-backend.ts with `backendOptions` and resolves once it serves. */
export async function spawnChildBackend(
  backendOptions: Record<string, unknown>,
  { env = {}, stderr, readyTimeoutMs = 180_000 }: SpawnOptions = {},
): Promise<ChildBackend> {
  const child = spawn(join(PACKAGE_DIR, 'node_modules/.bin/tsx'), [CHILD], {
    cwd: PACKAGE_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', stderr ? 'pipe' : 'ignore'],
    env: { ...process.env, BACKEND_OPTIONS: JSON.stringify(backendOptions), ...env },
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined || ended(child)) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  // The test runner ending for any reason takes the child with it.
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) stderr?.(line);
  });
  const exited = new Promise<void>((resolve) => {
    if (ended(child)) resolve();
    else child.once('exit', () => resolve());
  });
  const urls = await new Promise<ChildUrls>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`child backend did not start in ${readyTimeoutMs / 1000} s`)),
      readyTimeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as ChildUrls);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child backend exited (${code}) before it was ready`));
    });
  });
  return {
    ...urls,
    process: child,
    signal,
    async stop({ now = false, graceMs = 10_000 } = {}) {
      if (ended(child)) return;
      signal(now ? 'SIGKILL' : 'SIGTERM');
      if (!(await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]))) {
        signal('SIGKILL');
        await exited;
      }
    },
  };
}
