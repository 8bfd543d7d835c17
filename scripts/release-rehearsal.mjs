// The release path, rehearsed for real: a copy of the published packages and the pending
// changesets goes through `changeset version` and `changeset publish` into a local npm registry
// (scripts/local-registry.mjs), from which the agency-starter and create-northbeam-site tests
// install by name and version. The copy keeps the workspace itself untouched: `changeset version`
// rewrites package.json files and changelogs and deletes the changesets it applied.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalRegistry } from './local-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const changeset = path.join(root, 'node_modules/.bin/changeset');

/** The workspace folders of the packages npm users install (changesets' fixed group). */
export const publishedPackages = ['ui', 'flows', 'create-northbeam-site'];

function run(command, args, cwd, env) {
  console.log(`\n$ ${path.basename(command)} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args[0]} failed`);
}

/**
 * Starts the registry under `work`, versions and publishes the packages to it.
 * @param {string} work an empty temporary folder
 * @returns {Promise<{ url: string, env: NodeJS.ProcessEnv, versions: Record<string, string>,
 *   stop: () => Promise<void> }>} `env` points npm at the registry (with the publisher's token
 *   and an npm cache of its own, so nothing published by an earlier run is taken from a cache);
 *   `versions` maps each published package name to the version it now has there.
 */
export async function rehearseRelease(work) {
  const registry = await startLocalRegistry(path.join(work, 'registry'));
  try {
    const release = path.join(work, 'release');
    // An npm workspace rather than pnpm's: changesets then publishes with `npm publish`, which
    // every machine has, and none of these packages has a `workspace:` dependency to rewrite.
    mkdirSync(release, { recursive: true });
    writeFileSync(
      path.join(release, 'package.json'),
      JSON.stringify({ name: 'release', private: true, workspaces: ['packages/*'] }, null, 2),
    );
    cpSync(path.join(root, '.changeset'), path.join(release, '.changeset'), { recursive: true });
    // The copy holds only the published packages: the private ones the config ignores are absent.
    const configFile = path.join(release, '.changeset/config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    writeFileSync(configFile, JSON.stringify({ ...config, ignore: [] }, null, 2));
    for (const name of publishedPackages) {
      cpSync(path.join(root, 'packages', name), path.join(release, 'packages', name), {
        recursive: true,
        filter: (source) => !/[\\/](node_modules|test-results)$/.test(source),
      });
    }
    const env = {
      ...process.env,
      npm_config_registry: registry.url,
      npm_config_userconfig: registry.npmrc,
      npm_config_cache: path.join(work, 'npm-cache'),
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    };
    run(changeset, ['version'], release, env);
    // No git tags: the copy is not the repository (a real release tags in CI after it).
    run(changeset, ['publish', '--no-git-tag'], release, env);

    const versions = {};
    for (const name of publishedPackages) {
      const pkg = JSON.parse(
        readFileSync(path.join(release, 'packages', name, 'package.json'), 'utf8'),
      );
      // Asked of the registry, not of the copy: what was published is what counts.
      const view = spawnSync('npm', ['view', `${pkg.name}@${pkg.version}`, 'version'], {
        env,
        encoding: 'utf8',
      });
      if (view.stdout.trim() !== pkg.version) {
        throw new Error(`${pkg.name}@${pkg.version} is not on the local registry`);
      }
      versions[pkg.name] = pkg.version;
    }
    console.log(`\npublished to ${registry.url}: ${JSON.stringify(versions)}`);
    return { url: registry.url, env, versions, stop: registry.stop };
  } catch (error) {
    await registry.stop();
    throw error;
  }
}
