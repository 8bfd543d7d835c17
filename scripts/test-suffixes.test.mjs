// One test-suffix rule: every file named like a test sits where the runner its suffix names
// collects it, by the table in CONTRIBUTING.md ("Test files: the suffix names the runner"), so a
// `.spec.ts` dropped into packages/ui or a `.test.ts` in site/tests (which no runner picks up
// there) fails here instead of silently never running. `pnpm lint` runs it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

/** A name that reads as a test, a story or a check, whatever its spelling (`_test.ts`, `.specs.js`). */
const TEST_LIKE =
  /(?:\.(?:tests?|specs?|checks?|e2e|journeys?|visual|stories|story|integration|unit)|[-_](?:test|spec))\.[cm]?[jt]sx?$/;

/** The table's rows: a suffix, the path prefixes where it belongs. */
function rules(contributing) {
  const section = contributing.split('### Test files: the suffix names the runner')[1];
  assert.ok(section, 'CONTRIBUTING.md has the test-suffix section');
  const marks = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map(([, mark]) => mark);
  return section
    .split('\n###')[0]
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [suffix, places] = line.split('|').slice(1, 3);
      return { suffix: marks(suffix)[0], prefixes: marks(places) };
    });
}

/** The files that match no row, and the rows that match no file. */
function misplaced(files, table) {
  const used = new Set();
  const strays = files.filter((file) => {
    if (!TEST_LIKE.test(path.basename(file))) return false;
    const row = table.find(
      ({ suffix, prefixes }) =>
        file.endsWith(suffix) && prefixes.some((prefix) => file.startsWith(prefix)),
    );
    if (row) used.add(row);
    return !row;
  });
  return { strays, unused: table.filter((row) => !used.has(row)) };
}

const table = rules(readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8'));

test('the suffix rule is written as a table of suffixes and places', () => {
  assert.ok(table.length >= 10, `${table.length} rows`);
  for (const row of table) assert.ok(row.suffix?.startsWith('.') && row.prefixes.length > 0, row);
});

test('every test file sits where the runner its suffix names collects it', () => {
  const { strays, unused } = misplaced(tracked, table);
  assert.deepEqual(strays, [], 'test files no runner collects there (see CONTRIBUTING.md)');
  assert.deepEqual(
    unused.map((row) => row.suffix),
    [],
    'rows of the table no file uses',
  );
});

test('the rule refuses a misplaced or misspelt test file', () => {
  const { strays } = misplaced(
    [
      'packages/ui/src/components/Button/Button.spec.ts',
      'site/tests/build.test.ts',
      'site/e2e/checkout.spec.ts',
      'supabase/local/test/db_test.ts',
      'packages/flows/src/session/session.tests.ts',
      'packages/flows/src/session/sessionMachine.test.ts',
      'site/e2e/account-new.spec.ts',
    ],
    table,
  );
  assert.deepEqual(strays, [
    'packages/ui/src/components/Button/Button.spec.ts',
    'site/tests/build.test.ts',
    'site/e2e/checkout.spec.ts',
    'supabase/local/test/db_test.ts',
    'packages/flows/src/session/session.tests.ts',
  ]);
});
