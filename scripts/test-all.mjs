// Every test of the workspace, in one command, with one closing line of counts.
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { runPnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(reports, `${name}.json`)}`,
];

/** A vitest run in the site, with its config (site/vitest.config.ts when none is named). */
const siteVitest = (name, report, config) => ({
  name,
  args: [
    '--filter',
    '@northbeam/site',
    'exec',
    'vitest',
    'run',
    ...(config ? ['-c', config] : []),
    ...vitestJson(report),
  ],
  report,
  when: `site/${config ?? 'vitest.config.ts'}`,
});

/**
 * `node --test` with the spec reporter on the terminal and a JSON report (scripts/node-test-report.mjs)
 * the summary reads, so a failed node:test test is named there, not only its step.
 */
const nodeTestJson = (name) => [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.join(root, 'scripts', 'node-test-report.mjs')}`,
  `--test-reporter-destination=${path.join(reports, `${name}.json`)}`,
];

/** A Playwright suite of the site (its default config, or `config` under site/), counted from its JSON report. */
const sitePlaywright = (name, report, config) => ({
  name,
  args: [
    '--filter',
    '@northbeam/site',
    'exec',
    'playwright',
    'test',
    ...(config ? ['-c', config] : []),
    '--reporter=list,json',
  ],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `${report}.json`) },
  report,
  when: `site/${config ?? 'playwright.config.ts'}`,
});

/** Steps in order; `report` names the JSON file a test runner writes its counts to. */
const steps = [
  { name: 'format', args: ['exec', 'prettier', '--check', '.'] },
  // ESLint; knip (no unused file, export or dependency: knip.jsonc); the dependency-direction and
  // import-circle tests.
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck (packages)', args: ['-r', '--workspace-concurrency=1', 'typecheck'] },
  { name: 'typecheck (storybook, stories, scripts)', args: ['exec', 'tsc', '-p', 'tsconfig.json'] },
  {
    // npm start's supervisor with small servers as its parts: a taken port, a part that dies or
    // exits, Ctrl-C; no process and no port left behind.
    name: 'npm start supervision',
    args: ['exec', 'node', ...nodeTestJson('supervise'), 'scripts/supervise.check.mjs'],
    report: 'supervise',
  },
  {
    // CONTRIBUTING's recipes followed in temporary copies (scripts/recipes.test.mjs holds this
    // list to the recipes' headings).
    name: 'CONTRIBUTING recipes',
    args: [
      'exec',
      'node',
      ...nodeTestJson('recipes'),
      'scripts/recipe-component.check.mjs',
      'scripts/recipe-machine.check.mjs',
      'scripts/recipe-route.check.mjs',
      'scripts/recipe-function.check.mjs',
    ],
    report: 'recipes',
  },
  {
    // Its answers refused with a clear message and nothing written; themes that pass contrast.
    name: 'create-northbeam-site unit',
    args: [
      '--filter',
      'create-northbeam-site',
      'exec',
      'node',
      ...nodeTestJson('create-site'),
      'test/',
    ],
    report: 'create-site',
  },
  {
    name: 'ui unit',
    args: ['--filter', '@northbeam/ui', 'exec', 'vitest', 'run', ...vitestJson('ui-unit')],
    report: 'ui-unit',
  },
  {
    name: 'flows',
    args: ['--filter', '@northbeam/flows', 'exec', 'vitest', 'run', ...vitestJson('flows')],
    report: 'flows',
    when: 'packages/flows/vitest.config.ts',
  },
  {
    name: 'backend',
    args: [
      '--filter',
      '@northbeam/supabase-local',
      'exec',
      'vitest',
      'run',
      ...vitestJson('backend'),
    ],
    report: 'backend',
    when: 'supabase/local/vitest.config.ts',
  },
  {
    name: 'stories in Chromium with axe',
    args: ['exec', 'vitest', 'run', ...vitestJson('stories')],
    report: 'stories',
  },
  { name: 'storybook build', args: ['run', 'build-storybook'] },
  {
    name: 'visual regression',
    args: [
      'exec',
      'playwright',
      'test',
      '-c',
      'visual/playwright.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'visual.json') },
    report: 'visual',
  },
  { name: 'ui package build', args: ['--filter', '@northbeam/ui', 'run', 'build'] },
  {
    name: 'flows package build',
    args: ['--filter', '@northbeam/flows', 'run', 'build'],
    when: 'packages/flows/src/index.ts',
  },
  {
    // What every consumer installs: publint checks the packed package.json against its files,
    // attw checks that TypeScript finds the types under node16/nodenext and bundler resolution.
    name: 'published packages (publint, attw)',
    args: [
      '--filter',
      '@northbeam/ui',
      '--filter',
      '@northbeam/flows',
      '--workspace-concurrency=1',
      'run',
      'check:package',
    ],
    when: 'packages/flows/src/index.ts',
  },
  {
    name: 'site build',
    args: ['--filter', '@northbeam/site', 'run', 'build'],
    when: 'site/package.json',
  },
  siteVitest('site build output (routes, SEO, byte budgets)', 'site-build'),
  siteVitest('site account unit checks', 'site-account-unit', 'app/account/vitest.config.ts'),
  sitePlaywright('site e2e (public routes, axe)', 'site-e2e'),
  // The public journeys (header menus by pointer and keyboard, mobile sheet, pricing, contact
  // form, the logo carousel's pause, the newsletter and the account's sign-up on the embedded
  // backend, the fonts' metrics class, narrowing across every breakpoint) in Chromium, Firefox ESR over WebDriver BiDi and
  // WebKit through WebKitGTK's WebDriver on an Xvfb the suite starts; in Firefox and WebKit, visual
  // baselines of the site's pages (e2e/engines/__screenshots__) and the unit test of their comparer.
  siteVitest(
    'site e2e in three engines (Chromium, Firefox, WebKit)',
    'site-engines',
    'e2e/engines/vitest.config.ts',
  ),
  sitePlaywright(
    'site e2e (static hosts: Cloudflare Pages and Netlify runtimes, nginx, local server)',
    'site-hosts-e2e',
    'e2e/hosts/playwright.config.ts',
  ),
  // Also runs e2e/account-keyboard.spec.ts: the keyboard and accessibility-tree suite (every
  // public route by Shift+Tab under the fixed header, 320 px / 400 % reflow, the auth, contact,
  // newsletter and dashboard journeys by keyboard), on this step's build and backend.
  sitePlaywright(
    'site e2e (account on the embedded backend; keyboard and screen-reader journeys)',
    'site-account-e2e',
    'e2e/account/playwright.config.ts',
  ),
  {
    // The release rehearsed: `changeset version` and `changeset publish` of ui, flows and
    // create-northbeam-site to a local Verdaccio; then, in folders outside the workspace and
    // installed from that registry by name and version, a second agency's site (type-check under
    // bundler and nodenext, build, Playwright with axe and visual baselines) and two sites made by
    // `npm create northbeam-site` with different answers (their own `npm test`).
    name: 'release to a local registry: agency-starter and npm create northbeam-site',
    args: ['exec', 'node', 'scripts/test-agency-starter.mjs'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'agency-starter.json') },
    report: 'agency-starter',
  },
];

function countsFrom(report) {
  const file = path.join(reports, `${report}.json`);
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data.stats) {
    // Playwright
    return {
      passed: data.stats.expected + data.stats.flaky,
      failed: data.stats.unexpected,
      skipped: data.stats.skipped,
    };
  }
  return {
    passed: data.numPassedTests,
    failed: data.numFailedTests,
    skipped: data.numPendingTests + data.numTodoTests,
  };
}

/** The failed tests a report names, each with the first line of its error, for the summary. */
function failuresFrom(report) {
  const file = path.join(reports, `${report}.json`);
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8'));
  // The first line of an error, without the reporters' colours.
  const firstLine = (text = '') =>
    stripVTControlCharacters(text).trim().split('\n')[0]?.slice(0, 300) ?? '';
  const failures = [];
  if (data.stats) {
    // Playwright: suites nest; a spec's test failed when its last result did not pass.
    const walk = (suite, titles) => {
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      for (const spec of suite.specs ?? []) {
        for (const run of spec.tests ?? []) {
          if (run.status !== 'unexpected') continue;
          const last = run.results?.at(-1);
          failures.push(
            `${[...titles, spec.title].filter(Boolean).join(' › ')}: ${firstLine(last?.error?.message)}`,
          );
        }
      }
    };
    for (const suite of data.suites ?? []) walk(suite, [suite.title]);
  } else {
    for (const file of data.testResults ?? []) {
      for (const assertion of file.assertionResults ?? []) {
        if (assertion.status !== 'failed') continue;
        failures.push(`${assertion.fullName}: ${firstLine(assertion.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
        failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
      }
    }
  }
  return failures;
}

const results = [];
for (const step of steps) {
  if (step.when && !existsSync(path.join(root, step.when))) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const code = await runPnpm(step.args, { cwd: root, env: { ...process.env, ...step.env } });
  const counts = step.report ? countsFrom(step.report) : null;
  results.push({
    name: step.name,
    ok: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    counts,
    failures: step.report ? failuresFrom(step.report) : [],
  });
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const result of results) {
  const counts = result.counts;
  const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}${detail} ${result.seconds}s`);
  // The summary is what a CI log keeps: it names each failed test, not only the count.
  for (const failure of result.failures.slice(0, 10)) console.log(`       ✗ ${failure}`);
  if (result.failures.length > 10) console.log(`       … and ${result.failures.length - 10} more`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  // A step without a test report (lint, typecheck, builds) counts as one check.
  if (!counts) {
    if (result.ok) passed += 1;
    else failed += 1;
  } else if (!result.ok && counts.failed === 0) {
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
