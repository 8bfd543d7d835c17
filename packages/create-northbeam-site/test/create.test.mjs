// The command as a user runs it: bad answers are named and leave nothing behind; a colour that
// fails contrast is darkened (or refused with --no-adjust), naming the failing pairs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { contrastRatio, deriveTheme, failingPairs } from '../src/colour.mjs';

const bin = fileURLToPath(new URL('../bin/create-northbeam-site.mjs', import.meta.url));
const cwd = mkdtempSync(path.join(os.tmpdir(), 'create-northbeam-site-'));
after(() => rmSync(cwd, { recursive: true, force: true }));

const create = (...args) =>
  spawnSync(process.execPath, [bin, ...args, '--yes'], { cwd, encoding: 'utf8' });

test('a colour that is not a colour is named, and nothing is written', () => {
  const result = create('not-a-colour-site', '--colour', 'teal-ish');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /"teal-ish" is not a colour: give it as #rrggbb or #rgb/);
  assert.equal(existsSync(path.join(cwd, 'not-a-colour-site')), false);
});

test('a folder that exists and is not empty is refused, and left as it was', () => {
  mkdirSync(path.join(cwd, 'taken'));
  writeFileSync(path.join(cwd, 'taken', 'notes.txt'), 'mine');
  const result = create('taken');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /taken already exists and is not empty/);
  assert.deepEqual(readdirSync(path.join(cwd, 'taken')), ['notes.txt']);
});

test('a folder name a package cannot have is refused', () => {
  const result = create('My Agency!');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /becomes the package name, which cannot contain capital letters/);
  assert.equal(existsSync(path.join(cwd, 'My Agency!')), false);
});

test('every problem is listed at once, with what would be accepted', () => {
  const result = create('two-problems', '--languages', 'de', '--pages', 'shop');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Languages "de" must be en, fr or both/);
  assert.match(
    result.stderr,
    /Unknown page families shop: choose from cities, blog, pricing, account/,
  );
});

test('--no-adjust refuses a brand colour that fails contrast, naming the pair and its ratio', () => {
  const result = create('pale-site', '--colour', '#ffd400', '--no-adjust');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /onPrimary on primary: 1\.43:1 \(needs 4\.5:1\)/);
  assert.equal(existsSync(path.join(cwd, 'pale-site')), false);
});

test('a failing brand colour is darkened, said so, and the site is written with it', () => {
  const result = create('yellow-site', '--colour', '#FD0', '--languages', 'fr', '--pages', 'blog');
  assert.equal(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    /#ffdd00 fails contrast \(onPrimary on primary: .*\); using #[0-9a-f]{6}/,
  );
  const theme = readFileSync(path.join(cwd, 'yellow-site/src/theme.ts'), 'utf8');
  assert.doesNotMatch(theme, /primary: "#ffdd00"/);
  const site = readFileSync(path.join(cwd, 'yellow-site/src/site.ts'), 'utf8');
  assert.match(site, /export const locales = \["fr-CA"\] as const;/);
  assert.ok(existsSync(path.join(cwd, 'yellow-site/src/pages/BlogPage.tsx')));
  assert.equal(existsSync(path.join(cwd, 'yellow-site/src/pages/AccountPage.tsx')), false);
});

test('themes derived from very different brand colours pass every pair', () => {
  for (const brand of [
    '#0b6e69',
    '#ffd400',
    '#e63946',
    '#7c3aed',
    '#00ff00',
    '#000000',
    '#ffffff',
    '#808080',
  ]) {
    const { color } = deriveTheme(brand);
    assert.deepEqual(failingPairs(color), [], brand);
  }
});

test('contrastRatio matches the WCAG reference values', () => {
  assert.ok(Math.abs(contrastRatio('#000000', '#ffffff') - 21) < 1e-9);
  assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
});
