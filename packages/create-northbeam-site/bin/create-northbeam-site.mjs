#!/usr/bin/env node
// npm create northbeam-site@latest my-agency [--name … --domain … --colour … --heading-font …
//   --body-font … --languages en|fr|both --pages cities,blog,pricing,account] [--no-adjust] [--yes]
// Missing answers are asked on a terminal; without one (CI) they take their defaults.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { deriveTheme, failingPairs } from '../src/colour.mjs';
import { projectFiles, writeProject } from '../src/generate.mjs';
import { parseArgs, questions, validate } from '../src/options.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const usage = `Usage: npm create northbeam-site@latest <folder> -- [options]

  --name <text>            the agency's name (default: from the folder)
  --domain <domain>        e.g. example.ca
  --colour <#rrggbb>       the brand colour
  --heading-font <font>    Work Sans, Inter, Fraunces or system
  --body-font <font>       the same choice
  --languages <en|fr|both>
  --pages <list>           comma-separated: cities, blog, pricing, account
  --no-adjust              refuse a brand colour that fails contrast instead of darkening it
  --yes                    take the defaults for anything not given, even on a terminal`;

function refuse(lines) {
  console.error(['Nothing was written:', ...lines.map((line) => `  - ${line}`)].join('\n'));
  process.exit(1);
}

const parsed = parseArgs(process.argv.slice(2));
if (parsed.error) refuse([parsed.error, 'Run with --help for the options.']);
if (parsed.flags['--help']) {
  console.log(usage);
  process.exit(0);
}
const answers = { dir: parsed.dir };
const interactive = process.stdin.isTTY && process.stdout.isTTY && !parsed.flags['--yes'];
const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : null;
if (rl && !answers.dir) answers.dir = (await rl.question('Folder for the new site: ')).trim();
for (const q of questions) {
  const given = parsed.flags[q.flag];
  const fallback = q.fallback({ dir: answers.dir ?? 'my-agency' });
  answers[q.key] =
    given ?? (rl ? (await rl.question(`${q.ask} [${fallback}]: `)).trim() || fallback : fallback);
}
rl?.close();

const { options, problems } = validate(answers, process.cwd());
if (problems) refuse(problems);

const theme = deriveTheme(options.colour, { adjust: !parsed.flags['--no-adjust'] });
if (theme.failures.length > 0 && !theme.adjusted) {
  refuse([
    `The brand colour ${options.colour} fails WCAG 2.2 AA contrast:`,
    ...theme.failures,
    'Choose a darker colour, or leave out --no-adjust to have it darkened.',
  ]);
}
// Never write a theme that fails, whatever the derivation did.
const remaining = failingPairs(theme.color);
if (remaining.length > 0) refuse([`No passing theme from ${options.colour}:`, ...remaining]);
if (theme.adjusted) {
  console.log(
    `The brand colour ${options.colour} fails contrast (${theme.failures.join('; ')}); using ${theme.adjusted}, the nearest darker shade that passes. Pass --no-adjust to refuse instead.`,
  );
}

writeProject(options.target, projectFiles(options, theme.color, version, theme.adjusted));
console.log(`
${options.name}'s site is in ${options.target}
(${options.locales.join(' and ')}; pages: home${options.pages.map((p) => `, ${p}`).join('')}).

  cd ${parsed.dir}
  npm install && npm run dev
  npm test
`);
