// Every recipe of CONTRIBUTING.md ("## Add …") is followed by a check: its section names a
// `scripts/recipe-*.check.mjs` that exists, and `npm test` runs that file in its "CONTRIBUTING
// recipes" step (scripts/test-all.mjs). A new recipe without a check, or a check dropped from
// the step, fails here. `pnpm lint` runs it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
const testAll = readFileSync(path.join(root, 'scripts/test-all.mjs'), 'utf8');

/** Each `## Add …` section of CONTRIBUTING.md: its heading and its text. */
const recipes = contributing
  .split(/^(?=## )/m)
  .filter((section) => section.startsWith('## Add '))
  .map((section) => ({ heading: section.split('\n')[0].slice(3), text: section }));

/** The files the "CONTRIBUTING recipes" step of npm test runs. */
const step = /name: 'CONTRIBUTING recipes',[\s\S]*?\]/.exec(testAll)?.[0] ?? '';
const run = new Set(step.match(/scripts\/recipe-[\w-]+\.check\.mjs/g) ?? []);

test('CONTRIBUTING.md has recipes, and npm test has its recipes step', () => {
  assert.ok(recipes.length >= 4, `recipes found: ${recipes.map((r) => r.heading).join(', ')}`);
  assert.ok(run.size > 0, 'scripts/test-all.mjs has a "CONTRIBUTING recipes" step');
});

test('each recipe names a check that exists and that npm test runs', () => {
  const unchecked = [];
  for (const { heading, text } of recipes) {
    const checks = text.match(/scripts\/recipe-[\w-]+\.check\.mjs/g) ?? [];
    if (checks.length === 0) unchecked.push(`${heading}: names no scripts/recipe-*.check.mjs`);
    for (const check of checks) {
      if (!existsSync(path.join(root, check))) unchecked.push(`${heading}: ${check} is missing`);
      else if (!run.has(check)) unchecked.push(`${heading}: npm test does not run ${check}`);
    }
  }
  assert.deepEqual(unchecked, []);
});

test('every recipe check npm test runs belongs to a recipe', () => {
  const named = new Set(
    recipes.flatMap(({ text }) => text.match(/scripts\/recipe-[\w-]+\.check\.mjs/g) ?? []),
  );
  assert.deepEqual(
    [...run].filter((check) => !named.has(check)),
    [],
  );
});
