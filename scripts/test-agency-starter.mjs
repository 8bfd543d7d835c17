// Builds and tests sites the way another agency would: the release path rehearsed for real
// (scripts/release-rehearsal.mjs: `changeset version` and `changeset publish` of @northbeam/ui,
// @northbeam/flows and create-northbeam-site to a local Verdaccio), then, in folders outside this
// workspace (so nothing can reach its sources or its node_modules), with their own installs:
// examples/agency-starter with both packages installed from that registry by name and version,
// and the sites `npm create northbeam-site` makes (scripts/test-create-site.mjs).
//
//   node scripts/test-agency-starter.mjs                      all of it
//   node scripts/test-agency-starter.mjs --update-snapshots   also rewrite the starter's visual baselines
//   node scripts/test-agency-starter.mjs --keep               keep the temporary folder
//
// Needs the packages built first (the ui and flows build steps of npm test). Other packages come
// from the pnpm store first, then the npm registry.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { pnpmCommand } from './pnpm.mjs';
import { rehearseRelease } from './release-rehearsal.mjs';
import { testCreatedSites } from './test-create-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const example = path.join(root, 'examples/agency-starter');
const update = process.argv.includes('--update-snapshots');
const keep = process.argv.includes('--keep');

function run(args, cwd, env = {}) {
  const [command, fullArgs] = pnpmCommand(args);
  console.log(`\n$ pnpm ${args.join(' ')}`);
  const result = spawnSync(command, fullArgs, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function fail(message) {
  console.error(`agency-starter: ${message}`);
  process.exit(1);
}

/** The example must stand alone: no import may leave its folder. */
function importsLeavingTheExample() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'test-results', '__screenshots__'].includes(entry.name))
        continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(m?[jt]sx?|css)$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        const specifiers = entry.name.endsWith('.css')
          ? [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map((match) => match[1])
          : ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
        for (const specifier of specifiers) {
          const leaves = specifier.startsWith('.')
            ? path.relative(example, path.resolve(dir, specifier)).startsWith('..')
            : path.isAbsolute(specifier) ||
              (specifier.startsWith('@northbeam/') &&
                !/^@northbeam\/(ui|flows)(\/style\.css)?$/.test(specifier));
          if (leaves) found.push(`${path.relative(root, file)}: ${specifier}`);
        }
      }
    }
  };
  walk(example);
  return found;
}

/** Components the site does not import stay out of its bundle (the package has one module each). */
function treeShaken(assets) {
  const js = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  // AuthCard's own code (its password field's autocomplete value): the site has no sign-in. Not one
  // of its texts: those live in the locale pack, which a site carries whole for its language.
  const unused = ['current-password'].filter((text) => js.includes(text));
  if (js.length === 0 || unused.length > 0) {
    console.error(`agency-starter: unused components in the bundle: ${unused.join(', ')}`);
    return 1;
  }
  console.log('\ntree-shaking: components the site does not use are not in its bundle');
  return 0;
}

const leaving = importsLeavingTheExample();
if (leaving.length > 0) fail(`imports outside the example:\n  ${leaving.join('\n  ')}`);

/** Sets the starter's one language setting in its content module, as an agency would. */
function setLocale(file, locale) {
  const source = readFileSync(file, 'utf8');
  const setting = /^const locale = '[a-zA-Z-]+' as Locale;$/m;
  if (!setting.test(source)) {
    console.error(`agency-starter: no locale setting in ${path.basename(file)}`);
    return 1;
  }
  writeFileSync(file, source.replace(setting, `const locale = '${locale}' as Locale;`));
  return 0;
}

/**
 * The French build's Playwright run. Its JSON report (when `npm test` asks for one) is added to the
 * English run's, so the step's counts are both runs' and not the French run's alone.
 */
function frenchTests(app) {
  const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  const frenchReport = report && `${report}.french.json`;
  const code = run(['exec', 'playwright', 'test', 'tests/french.spec.ts'], app, {
    CI: 'true',
    ...(frenchReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: frenchReport } : {}),
  });
  if (report && existsSync(report) && existsSync(frenchReport)) {
    const english = JSON.parse(readFileSync(report, 'utf8'));
    const { stats } = JSON.parse(readFileSync(frenchReport, 'utf8'));
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) {
      english.stats[key] += stats[key];
    }
    writeFileSync(report, JSON.stringify(english));
    rmSync(frenchReport);
  }
  return code;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'agency-starter-'));
const app = path.join(work, 'app');
let code = 0;
let release;
try {
  // 1. The packages versioned and published as a release would be.
  release = await rehearseRelease(work);
  const version = (name) => {
    // A throw, not fail(): the finally below must stop the registry.
    if (!release.versions[name]) throw new Error(`${name} was not published`);
    return release.versions[name];
  };

  // 2. The example alone, its @northbeam dependencies installed from the local registry by name
  //    and exact version (the scope's registry in its .npmrc; everything else from npm's).
  cpSync(example, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|test-results)$/.test(source),
  });
  const pkgFile = path.join(app, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.dependencies['@northbeam/ui'] = version('@northbeam/ui');
  pkg.dependencies['@northbeam/flows'] = version('@northbeam/flows');
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(path.join(app, '.npmrc'), `@northbeam:registry=${release.url}\n`);

  // 3. Install, type-check under both resolutions, build, test.
  const steps = [
    ['install', '--prefer-offline', '--no-frozen-lockfile'],
    ['exec', 'tsc', '-p', 'tsconfig.json'],
    ['exec', 'tsc', '-p', 'tsconfig.nodenext.json'],
    ['exec', 'vite', 'build', '--logLevel', 'warn'],
    'tree-shaking',
    ['exec', 'playwright', 'test', ...(update ? ['--update-snapshots'] : [])],
    // The French edition: the one setting an agency changes, then the same build and its checks.
    'french',
    ['exec', 'tsc', '-p', 'tsconfig.json'],
    ['exec', 'vite', 'build', '--logLevel', 'warn'],
    'french tests',
  ];
  for (const args of steps) {
    if (args === 'french') {
      if (update) break;
      code = setLocale(path.join(app, 'src/content.ts'), 'fr-CA');
    } else {
      code =
        args === 'tree-shaking'
          ? treeShaken(path.join(app, 'dist/assets'))
          : args === 'french tests'
            ? frenchTests(app)
            : run(args, app, { CI: 'true' });
    }
    if (code !== 0) break;
  }
  if (update && code === 0) {
    const shots = path.join(example, 'tests/__screenshots__');
    rmSync(shots, { recursive: true, force: true });
    cpSync(path.join(app, 'tests/__screenshots__'), shots, { recursive: true });
    console.log(`baselines written to ${path.relative(root, shots)}`);
  }

  // 4. New sites from `npm create northbeam-site`, from the same registry.
  if (code === 0 && !update) code = await testCreatedSites(work, release);
} catch (error) {
  console.error(`agency-starter: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await release?.stop();
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(code);
