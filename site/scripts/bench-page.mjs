// What the interaction benches (bench-interactions.mjs, bench-interactions-work.mjs) share: the
// built site served on a loopback port, and the sign that a page has started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The page has started: its island script has run and every acting part, or the app, hydrated. */
export const pageStarted = () =>
  '__reactRouterRouteModules' in window ||
  (document.documentElement.dataset.islands === 'ready' &&
    [...document.querySelectorAll('[data-acting-part]')].every(
      (part) => part instanceof HTMLElement && part.dataset.actingPartStarted !== undefined,
    ));

/** serve.mjs on 127.0.0.1:`port` (SITE_ROOT, as it reads it, serves another build), once it answers. */
export async function startServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(here, 'serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const answered = await fetch(`${origin}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`server did not answer on ${origin} within 15 s`);
}
