import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopGroups } from '../../scripts/process-group.mjs';

/*
 * The embedded backend as a child process for the end-to-end suites: account/backend.ts started
 * with supabase/local's tsx (so its own dependencies resolve), ready once it prints its URLs.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '../..');

/** The address the public build's client targets (its default VITE_SUPABASE_URL). */
export const PUBLIC_BACKEND_PORT = 54321;

export interface BackendUrls {
  url: string;
  inboxUrl: string;
  stripeUrl: string | null;
  serviceRoleKey: string;
  /** account/backend.ts's test hooks (e.g. `POST /age-sessions?email=`). */
  hooksUrl: string;
}

interface BackendProcess {
  child: ChildProcess;
  ready: Promise<BackendUrls>;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Starts the backend on `port` with `siteUrl` as its SITE_URL; `ready` rejects with its log if it exits. */
export function startBackendProcess(port: number, siteUrl: string): BackendProcess {
  const child = spawn(
    path.join(repoDir, 'supabase/local/node_modules/.bin/tsx'),
    [path.join(here, 'account/backend.ts')],
    {
      cwd: path.join(repoDir, 'supabase/local'),
      env: {
        ...process.env,
        ACCOUNT_E2E_BACKEND_PORT: String(port),
        ACCOUNT_E2E_SITE_URL: siteUrl,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group with its tsx, node, MailDev and Deno: stopProcess reaches them all.
      detached: true,
    },
  );
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const ready = new Promise<BackendUrls>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line) as BackendUrls);
    });
    child.on('exit', (code) => reject(new Error(`backend exited (${code}):\n${log}`)));
  });
  return { child, ready };
}

/**
 * Stops a child spawned with `detached: true` and every process it started (the backend's MailDev
 * and Deno): SIGTERM to its group, SIGKILL to what is left after 10 s; resolves once all are gone
 * (their ports are free).
 */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  return child ? stopGroups([child], 10_000) : Promise.resolve();
}

/**
 * The backend on the public build's address, for a suite that runs the built site against it.
 * Refuses when something (`npm start`) already holds the port.
 */
export async function startPublicBackend(
  siteUrl: string,
): Promise<{ urls: BackendUrls; stop(): Promise<void> }> {
  if (!(await portIsFree(PUBLIC_BACKEND_PORT))) {
    throw new Error(
      `port ${PUBLIC_BACKEND_PORT} is taken: stop the local backend (npm start) before this suite`,
    );
  }
  const { child, ready } = startBackendProcess(PUBLIC_BACKEND_PORT, siteUrl);
  return { urls: await ready, stop: () => stopProcess(child) };
}
