// The embedded backend as a child process, for the end-to-end suites and the account bench:
// e2e/account/backend.ts started with supabase/local's tsx (so its own dependencies resolve),
// ready once it prints its URLs.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopGroups } from '../../scripts/process-group.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '../..');

/** The address the public build's client targets (its default VITE_SUPABASE_URL). */
const PUBLIC_BACKEND_PORT = 54321;

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts the backend on `port` with `siteUrl` as its SITE_URL; `ready` rejects with its log if it
 * exits, or if it has not printed its URLs within `timeoutMs` when one is given.
 */
export function startBackendProcess(port, siteUrl, timeoutMs) {
  const child = spawn(
    path.join(repoDir, 'supabase/local/node_modules/.bin/tsx'),
    [path.join(repoDir, 'site/e2e/account/backend.ts')],
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
  child.stderr.on('data', (chunk) => (log += chunk.toString()));
  const ready = new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`backend exited (${code}):\n${log}`)));
    if (timeoutMs !== undefined) {
      const timer = setTimeout(
        () => reject(new Error(`backend did not start in ${timeoutMs / 1000} s:\n${log}`)),
        timeoutMs,
      );
      timer.unref();
    }
  });
  return { child, ready };
}

/**
 * Stops a child spawned with `detached: true` and every process it started (the backend's MailDev
 * and Deno): SIGTERM to its group, SIGKILL to what is left after 10 s; resolves once all are gone
 * (their ports are free).
 */
export function stopProcess(child) {
  return child ? stopGroups([child], 10_000) : Promise.resolve();
}

/**
 * The backend on the public build's address, for a suite or bench that runs the built site
 * against it. Refuses when something (`npm start`, another run) already holds the port.
 */
export async function startPublicBackend(siteUrl, timeoutMs) {
  if (!(await portIsFree(PUBLIC_BACKEND_PORT))) {
    throw new Error(
      `port ${PUBLIC_BACKEND_PORT} is taken: stop the local backend (npm start) or wait for the other run`,
    );
  }
  const { child, ready } = startBackendProcess(PUBLIC_BACKEND_PORT, siteUrl, timeoutMs);
  const stop = () => stopProcess(child);
  try {
    return { urls: await ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
