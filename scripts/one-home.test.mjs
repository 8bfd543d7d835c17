// Each business fact has one home: packages/flows/src/catalogue.ts, which the site, the flows and
// the Deno edge functions import. This test greps every tracked file for the facts' literals and
// fails when one is written anywhere else. `pnpm lint` runs it after ESLint and knip.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOME = 'packages/flows/src/catalogue.ts';

/** Each fact and the patterns that find it written out. */
const FACTS = [
  {
    fact: 'the plans’ and add-ons’ prices',
    pattern: /\b(?:997|1997|3997|497|797|1297|2497|897|1497)\b(?![.,]\d)/,
  },
  { fact: 'the annual discount', pattern: /\b0\.(?:15|85)\b|\bANNUAL_FACTOR\b/ },
  { fact: 'the contact form’s cities', pattern: /'toronto',\s*'vancouver',\s*'montreal'/ },
  { fact: 'the contact form’s budgets', pattern: /'under-1000',\s*'1000-2000'/ },
  {
    fact: 'the required-fields message',
    pattern:
      /First name, last name, email, and message are required|Le prénom, le nom, le courriel et le message sont obligatoires/,
  },
];

/**
 * Where a literal may appear though it is not the fact's home, each with its reason. Tests and
 * stories quote the spec's figures on purpose: they check what a visitor sees against the spec, not
 * against the catalogue they test.
 */
const ALLOWED = [
  [
    /\.(?:test|spec|check|e2e)\.[cm]?[jt]sx?$/,
    'tests assert the spec’s figures and texts as a user sees them',
  ],
  [/^scripts\/one-home\.test\.mjs$/, 'this test'],
  [/\.stories\.tsx?$/, 'stories’ play functions assert what a visitor sees, as tests do'],
  [/^site\/e2e\//, 'the end-to-end suites and their helpers assert what a visitor sees'],
  [/^\.storybook\/english-check\.ts$/, 'comments giving sample prices as examples of English'],
  [
    /^site\/app\/content\/pages\.ts$/,
    'the pricing page’s meta description quoting the prices as prose',
  ],
  [
    /^packages\/ui\//,
    'ui knows no agency: its stories, docs and format examples show sample figures',
  ],
  [/\.md$/, 'documentation quotes the figures (the price list, the discount, the French format)'],
  [/^visual\/__screenshots__\//, 'pictures'],
  [/(?:^|\/)(?:pnpm-lock\.yaml|package-lock\.json)$/, 'lock files (version numbers)'],
  [/^site\/app\/content\/fr\/pages\.ts$/, 'a French meta description quoting the prices as prose'],
  [/^supabase\/local\/src\/stripe\/page-texts\.ts$/, 'a comment showing the money format'],
  [/^site\/app\/machine\/twinTexts\.ts$/, 'a comment showing French typography'],
  [/\.(?:png|svg|woff2?|ico|jpe?g|webp|avif)$/, 'binary or drawn assets'],
  [/^site\/public\//, 'generated or static assets'],
];

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

/** `file:line: text` of every line outside the home and the allow-list that writes `pattern`. */
function strays(pattern) {
  const found = [];
  for (const file of files) {
    if (file === HOME || ALLOWED.some(([rule]) => rule.test(file))) continue;
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed but absent (an LFS pointer or a deleted file in the work tree)
    }
    if (!pattern.test(text)) continue;
    const flat = text.replace(/\s+/g, ' ');
    if (!pattern.test(flat)) continue;
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
    if (!found.some((entry) => entry.startsWith(`${file}:`))) found.push(`${file}: (across lines)`);
  }
  return found;
}

for (const { fact, pattern } of FACTS) {
  test(`${fact}: written only in ${HOME}`, () => {
    const home = readFileSync(path.join(root, HOME), 'utf8');
    assert.match(home, pattern, `${HOME} no longer holds ${fact}: update this test's pattern`);
    assert.deepEqual(strays(pattern), [], `${fact} written outside ${HOME}`);
  });
}
