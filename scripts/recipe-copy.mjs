// What the recipe checks (recipe-*.check.mjs) share: a temporary copy of one workspace package, in
// which a CONTRIBUTING recipe is followed without touching the checkout, and a way to run Node
// tools in it. The installed modules are borrowed from the checkout through links.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A tool's script in the workspace's modules, run with Node: `tool('typescript/bin/tsc')`. */
export const tool = (script) => path.join(root, 'node_modules', script);

/**
 * Copies `pkg` (e.g. 'packages/ui') without its modules, with `files` (paths from the root) and
 * the packages of `packages` copied the same way beside it, and links to `links` (folders read
 * where they are); removed when the test file ends. Returns the copy's root and the package's
 * folder in it. A package whose sources another one builds goes in `packages`, not `links`: Vite's
 * vanilla-extract plugin cannot load a stylesheet module through a link out of the copy.
 */
export function packageCopy(pkg, { files = [], links = [], packages = [] } = {}) {
  const copy = mkdtempSync(path.join(tmpdir(), `northbeam-recipe-${path.basename(pkg)}-`));
  after(() => rmSync(copy, { recursive: true, force: true }));
  for (const file of ['tsconfig.base.json', ...files])
    cpSync(path.join(root, file), path.join(copy, file));
  for (const copied of [pkg, ...packages]) {
    cpSync(path.join(root, copied), path.join(copy, copied), {
      recursive: true,
      filter: (source) => !/[\\/](?:node_modules|build|dist)(?:[\\/]|$)/.test(source),
    });
    symlinkSync(path.join(root, copied, 'node_modules'), path.join(copy, copied, 'node_modules'));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const shared of links) symlinkSync(path.join(root, shared), path.join(copy, shared));
  return { copy, dir: path.join(copy, pkg) };
}

/** Runs Node with `args` in `cwd`; the output (without colours) goes along for a failure's message. */
export function runNode(cwd, args) {
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
