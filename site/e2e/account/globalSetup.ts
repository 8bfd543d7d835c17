import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../supabase/local/src/ports.ts';
import { portIsFree, startBackendProcess, stopProcess } from '../../scripts/backend-process.mjs';

/*
 * One run: the embedded backend (child process, free ports), a build of the site whose client
 * points at that backend (VITE_SUPABASE_URL), served by the site's own static server (same CSP and
 * SPA fallback as production) on a free port. The tests read the URLs from the environment.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '../..');
const repoDir = path.resolve(siteDir, '..');
const buildRoot = path.join(here, 'site-build');
const outDir = path.join(buildRoot, 'node_modules/.account-e2e');

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * The site's build scripts (the postbuild and static server with every module they import) and
 * the account pages' table page-runtime.mjs reads, copied next to the build they lay out and serve
 * (they find it at ../build from their own directory). The whole folder, so a module a script
 * comes to import needs no list kept beside it.
 */
const serverFiles = ['scripts', 'app/content/accountPaths.json'];

/** Newest modification time of a source file, or of the files under a folder. */
function newestSource(dir: string): number {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the site for this backend URL unless the same sources were already built for it. */
async function buildSite(supabaseUrl: string) {
  const inputs = [
    path.join(siteDir, 'app'),
    path.join(siteDir, 'public'),
    path.join(repoDir, 'packages/ui/src'),
    path.join(repoDir, 'packages/flows/src'),
  ];
  const configs = ['vite.config.ts', 'react-router.config.ts', ...serverFiles].map((file) =>
    newestSource(path.join(siteDir, file)),
  );
  const stamp = createHash('sha256')
    .update(JSON.stringify([supabaseUrl, inputs.map(newestSource), configs]))
    .digest('hex');
  const stampFile = path.join(outDir, 'stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  await run(path.join(siteDir, 'node_modules/.bin/react-router'), ['build'], {
    cwd: buildRoot,
    env: { ...process.env, VITE_SUPABASE_URL: supabaseUrl, NODE_ENV: 'production' },
  });
  for (const file of serverFiles)
    cpSync(path.join(siteDir, file), path.join(outDir, file), { recursive: true });
  await run(process.execPath, [path.join(outDir, 'scripts/postbuild.mjs')], {
    cwd: outDir,
    env: { ...process.env, VITE_SUPABASE_URL: supabaseUrl, SITE_SOURCE_DIR: siteDir },
  });
  writeFileSync(stampFile, stamp);
}

/** The backend port of the last run, reused when free so an unchanged build can be reused. */
async function backendPort(): Promise<number> {
  const file = path.join(outDir, 'backend-port');
  if (existsSync(file)) {
    const port = Number(readFileSync(file, 'utf8'));
    if (await portIsFree(port)) return port;
  }
  const port = await freePort();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, String(port));
  return port;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export default async function globalSetup() {
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const port = await backendPort();
  const supabaseUrl = `http://127.0.0.1:${port}`;

  const backend = startBackendProcess(port, siteUrl);
  const children: ChildProcess[] = [backend.child];
  try {
    const [urls] = await Promise.all([backend.ready, buildSite(supabaseUrl)]);
    // The site's own server, ended with this runner even if the runner is killed (stdin closes).
    const serveScript = path.join(outDir, 'scripts/serve.mjs');
    const server = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `process.stdin.on('end', () => process.exit(0)); process.stdin.resume(); await import(${JSON.stringify(serveScript)});`,
      ],
      {
        env: { ...process.env, PORT: String(sitePort), VITE_SUPABASE_URL: supabaseUrl },
        stdio: ['pipe', 'ignore', 'ignore'],
        detached: true,
      },
    );
    children.push(server);
    await waitForHttp(`${siteUrl}/`, server);

    process.env.ACCOUNT_E2E_SITE_URL = siteUrl;
    process.env.ACCOUNT_E2E_SUPABASE_URL = urls.url;
    process.env.ACCOUNT_E2E_INBOX_URL = urls.inboxUrl;
    process.env.ACCOUNT_E2E_STRIPE_URL = urls.stripeUrl ?? '';
    process.env.ACCOUNT_E2E_SERVICE_ROLE_KEY = urls.serviceRoleKey;
    process.env.ACCOUNT_E2E_HOOKS_URL = urls.hooksUrl;
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    throw error;
  }
  return async () => {
    await Promise.all(children.reverse().map(stopProcess));
  };
}
