// Runs Supabase's own auth-js integration tests (supabase-js packages/core/auth-js/test) against
// the embedded backend, as someone checking it against hosted Auth's client would: from their
// clone of github.com/supabase/supabase-js, with the settings those tests expect
// (test/auth-js.config.toml, through SUPABASE_LOCAL_CONFIG) and nothing of theirs changed.
//
//   pnpm --filter @northbeam/supabase-local auth-js-suite <supabase-js clone> [test file ...]
//
// The clone's HEAD is exported to a work directory (AUTH_JS_WORKDIR, default in the system's temp
// directory, kept so the next run does not install again), its test tools are installed there
// with npm (jest as the package pins it), the tests' RS256 keys generated with their own script,
// and the backend started on 54321 (the port the tests call) with a fresh database, behind a
// gateway that lets calls without an apikey through, as the Supabase CLI's does.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../src/backend.ts';

const PACKAGE = 'packages/core/auth-js';
/** The tests of the features this product uses (and their error paths); the rest need Docker. */
const DEFAULT_TESTS = [
  'test/GoTrueClient.test.ts',
  'test/GoTrueApi.test.ts',
  'test/GoTrueClient.pkce.test.ts',
  'test/GoTrueClient.signOut.test.ts',
];
// Documentation tooling and a browser environment the chosen tests do not load.
const NOT_NEEDED = new Set(['typedoc', 'jest-environment-jsdom']);

const [clone, ...files] = process.argv.slice(2);
if (!clone) {
  console.error('usage: auth-js-suite <path to a clone of supabase/supabase-js> [test file ...]');
  process.exit(2);
}
const workDir = resolve(process.env.AUTH_JS_WORKDIR ?? join(tmpdir(), 'northbeam-auth-js-suite'));
const packageDir = join(workDir, PACKAGE);

/** The `catalog:` versions of the clone's pnpm-workspace.yaml, which npm does not read. */
function catalogVersions(): Record<string, string> {
  const lines = readFileSync(join(workDir, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const versions: Record<string, string> = {};
  // The indented `name: version` lines under `catalog:`, up to the next unindented line.
  for (const line of lines.slice(lines.indexOf('catalog:') + 1)) {
    if (!line.startsWith(' ')) break;
    const colon = line.lastIndexOf(': ');
    if (line.trim().startsWith('#') || colon < 0) continue;
    versions[line.slice(0, colon).trim().replace(/'/g, '')] = line.slice(colon + 2).trim();
  }
  return versions;
}

function prepare(): void {
  rmSync(join(workDir, PACKAGE), { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const archive = execFileSync(
    'git',
    ['-C', clone!, 'archive', 'HEAD', PACKAGE, 'tsconfig.base.json', 'pnpm-workspace.yaml'],
    { maxBuffer: 1 << 30 },
  );
  execFileSync('tar', ['-x', '-C', workDir], { input: archive });
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const catalog = catalogVersions();
  const wanted = { ...manifest.dependencies, ...manifest.devDependencies };
  const deps = Object.fromEntries(
    Object.entries(wanted)
      .filter(([name]) => !NOT_NEEDED.has(name))
      .map(([name, version]) => [name, version === 'catalog:' ? catalog[name]! : version]),
  );
  const depsFile = join(workDir, 'package.json');
  const current = existsSync(depsFile) ? readFileSync(depsFile, 'utf8') : '';
  const next = JSON.stringify({ private: true, devDependencies: deps }, null, 2);
  if (current !== next || !existsSync(join(workDir, 'node_modules'))) {
    writeFileSync(depsFile, next);
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: workDir,
      stdio: 'inherit',
    });
  }
  execFileSync('node', ['test/generate-signing-keys.js'], { cwd: packageDir, stdio: 'inherit' });
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

prepare();
process.env.SUPABASE_LOCAL_CONFIG = fileURLToPath(
  new URL('../test/auth-js.config.toml', import.meta.url),
);
process.env.AUTH_JS_SIGNING_KEYS = join(packageDir, 'test/supabase/signing_keys.json');
const dataDir = mkdtempSync(join(tmpdir(), 'auth-js-suite-db-'));
// The tests call 54321 (their test/lib/clients.ts): another backend there is named, not tested.
const backend = await startBackend({
  port: 54321,
  dataDir,
  mail: { smtpPort: 0, webPort: 0 },
  functions: false,
  stripe: false,
  // The tests were written against `supabase start`, whose gateway passes a call without an
  // apikey on to Auth (three of them make one); hosted Supabase's answers 401, the default here.
  gateway: 'cli',
}).catch((err: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`The backend could not start on 54321: ${(err as Error).message}`);
  process.exit(2);
});
const reportFile = join(workDir, 'jest-report.json');
rmSync(reportFile, { force: true });
let failed = true;
try {
  // Asynchronous: the backend answers from this process's event loop while jest runs.
  const jest = spawn(
    join(workDir, 'node_modules/.bin/jest'),
    [
      '-c',
      'jest.config.cli.js',
      '--runInBand',
      '--coverage=false',
      // Runner options only: a shared machine hashes slower than jest's 5 s default allows, and the
      // tests' auto-refresh timers keep jest alive after the last test.
      '--testTimeout=60000',
      '--forceExit',
      '--json',
      `--outputFile=${reportFile}`,
      ...(files.length ? files : DEFAULT_TESTS),
    ],
    { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise<number | null>((done) => jest.on('close', done));
  if (!existsSync(reportFile)) throw new Error(`jest wrote no report (exit ${status})`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
  for (const file of report.testResults) {
    if (file.assertionResults.length === 0) console.log(`${file.name}: ${file.message}`);
    for (const test of file.assertionResults) {
      const why = test.failureMessages[0]?.split('\n').find((line) => line.trim()) ?? '';
      console.log(`${test.status.padEnd(7)} ${test.fullName}${why ? `\n        ${why}` : ''}`);
    }
  }
  console.log(
    `\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
  failed = report.numFailedTests > 0;
} catch (err) {
  console.error(err);
} finally {
  // Stopping waits for sockets the tests' clients may keep open: bounded, then the run ends.
  await Promise.race([backend.stop(), new Promise((done) => setTimeout(done, 10_000))]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}
