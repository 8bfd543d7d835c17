// A reporter for `node --test` that writes the counts and the failed tests as the JSON vitest's
// json reporter writes (numPassedTests, testResults[].assertionResults), so scripts/test-all.mjs
// counts and names a node:test step's failures in its summary the way it does a vitest step's.
// Node's own reporters are spec, tap, dot, junit and lcov: none is JSON, hence these few lines.
// Used as: node --test --test-reporter=spec --test-reporter-destination=stdout
//   --test-reporter=./scripts/node-test-report.mjs --test-reporter-destination=<file.json> …
import path from 'node:path';

/** The innermost cause's message of a node:test failure (the assertion's, not the wrapper's). */
function messageOf(error) {
  let current = error;
  while (current?.cause) current = current.cause;
  return String(current?.message ?? current ?? error);
}

export default async function* nodeTestReport(source) {
  const files = new Map();
  const fileOf = (name) => {
    if (!files.has(name)) files.set(name, { name, status: 'passed', assertionResults: [] });
    return files.get(name);
  };
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    // Suites (describe) report too: count the tests only.
    if (data.details?.type === 'suite') continue;
    const file = fileOf(path.resolve(data.file ?? 'unknown'));
    if (data.skip || data.todo) {
      skipped += 1;
      file.assertionResults.push({ fullName: data.name, status: 'pending', failureMessages: [] });
    } else if (type === 'test:pass') {
      passed += 1;
      file.assertionResults.push({ fullName: data.name, status: 'passed', failureMessages: [] });
    } else {
      failed += 1;
      file.status = 'failed';
      file.assertionResults.push({
        fullName: data.name,
        status: 'failed',
        failureMessages: [messageOf(data.details?.error)],
      });
    }
  }
  yield `${JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: skipped,
    numTodoTests: 0,
    testResults: [...files.values()],
  })}\n`;
}
