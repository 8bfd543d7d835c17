// A real npm registry (Verdaccio) on a free local port with its storage in a temporary folder,
// for the release rehearsal of scripts/test-agency-starter.mjs: packages are published to it with
// `changeset publish` and installed from it by name and version, as another agency would.
// It serves only what is published to it (no uplink): everything else comes from npm's registry.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { signalGroup, stopGroups } from './process-group.mjs';

const verdaccioBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
  'bin/verdaccio',
);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Packages this registry takes: the workspace's published ones, nothing else. */
const ownPackages = ['@northbeam/*', 'create-northbeam-site'];

/**
 * Starts Verdaccio under `dir` and signs up a publisher.
 * @param {string} dir an empty temporary folder
 * @returns {Promise<{ url: string, npmrc: string, stop: () => Promise<void> }>} `npmrc` holds the
 *   publisher's token for the registry (use it as npm_config_userconfig).
 */
export async function startLocalRegistry(dir) {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = path.join(dir, 'config.yaml');
  const access = ownPackages
    .map((name) => `  '${name}':\n    access: $all\n    publish: $authenticated\n`)
    .join('');
  writeFileSync(
    config,
    [
      `storage: ${path.join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${path.join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      access.trimEnd(),
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const child = spawn(process.execPath, [verdaccioBin, '--config', config, '--listen', url], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Whatever way this process ends (process.exit, an error, Ctrl-C), the registry ends with it.
  const orphanGuard = () => signalGroup(child, 'SIGKILL');
  process.once('exit', orphanGuard);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => process.exit(130));
  }
  const stop = async () => {
    process.off('exit', orphanGuard);
    await stopGroups([child], 5_000);
  };
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Verdaccio exited with ${child.exitCode}`);
      const ping = await fetch(`${url}-/ping`).catch(() => null);
      if (ping?.ok) break;
      if (Date.now() > deadline) throw new Error(`Verdaccio did not answer on ${url} in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The npm login call: creates the user and answers with a token.
    const user = await fetch(`${url}-/user/org.couchdb.user:release`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'release', password: 'rehearsal-only' }),
    });
    const { token } = /** @type {{ token?: string }} */ (await user.json());
    if (!user.ok || !token) throw new Error(`Verdaccio refused the publisher (${user.status})`);
    const npmrc = path.join(dir, 'npmrc');
    writeFileSync(npmrc, `//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, npmrc, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
