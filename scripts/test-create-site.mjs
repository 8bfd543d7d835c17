// `npm create northbeam-site` end to end, from the local registry of the release rehearsal: the
// create package is fetched by name and version, the site it writes installs @northbeam/ui and
// @northbeam/flows from the same registry, and its own `npm test` (type-check, build, Playwright
// with axe on every page, the theme's contrast) passes. Twice, with different answers.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pnpmCommand } from './pnpm.mjs';

const runs = [
  {
    folder: 'maple-search',
    args: ['--name', 'Maple Search', '--domain', 'maple-search.ca', '--colour', '#0b6e69'],
    more: ['--heading-font', 'Fraunces', '--body-font', 'Work Sans', '--languages', 'both'],
    pages: 'cities,blog,pricing,account',
  },
  {
    // French only, a yellow the generator has to darken, no account area, the system fonts; one
    // page family, to keep the step short (the first run has them all).
    folder: 'lumiere-web',
    args: ['--name', 'Lumière Web', '--domain', 'lumiere-web.ca', '--colour', '#ffd400'],
    more: ['--heading-font', 'system', '--body-font', 'system', '--languages', 'fr'],
    pages: 'pricing',
  },
];

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, cwd, env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd, stdio: 'inherit', env }).status ?? 1;
}

/**
 * @param {string} work the temporary folder (outside the workspace)
 * @param {{ url: string, env: NodeJS.ProcessEnv, versions: Record<string, string> }} release
 * @returns {Promise<number>} 0 when every run passed
 */
export async function testCreatedSites(work, release) {
  const version = release.versions['create-northbeam-site'];
  for (const answers of runs) {
    const site = path.join(work, answers.folder);
    // npm's own create command, the package from the local registry (release.env).
    const created = run(
      'npm',
      [
        'create',
        `northbeam-site@${version}`,
        '--',
        answers.folder,
        ...answers.args,
        ...answers.more,
        '--pages',
        answers.pages,
      ],
      work,
      { ...release.env, npm_config_yes: 'true' },
    );
    if (created !== 0 || !existsSync(path.join(site, 'package.json'))) {
      console.error(`create-northbeam-site: ${answers.folder} was not created`);
      return 1;
    }
    const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
    const expected = `^${release.versions['@northbeam/ui']}`;
    if (pkg.dependencies['@northbeam/ui'] !== expected) {
      console.error(`create-northbeam-site: @northbeam/ui is ${pkg.dependencies['@northbeam/ui']}`);
      return 1;
    }
    // The scope from the local registry, everything else from npm's (through the pnpm store).
    writeFileSync(path.join(site, '.npmrc'), `@northbeam:registry=${release.url}\n`);
    const [pnpm, install] = pnpmCommand(['install', '--prefer-offline']);
    if (run(pnpm, install, site, process.env) !== 0) return 1;
    const env = {
      ...process.env,
      CI: 'true',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      PORT: String(await freePort()),
    };
    // The site's own README command.
    if (run('npm', ['test'], site, env) !== 0) return 1;
  }
  return 0;
}
