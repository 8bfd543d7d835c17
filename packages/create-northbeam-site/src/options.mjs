// The answers a new site needs, from flags or (on a terminal) from questions, each checked before
// anything is written: a bad answer is named with what would be accepted.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseHex } from './colour.mjs';

/** Fonts the created site installs from @fontsource (no font CDN at run time); 'system' needs none. */
export const fonts = {
  'Work Sans': {
    package: '@fontsource/work-sans',
    version: '5.3.0',
    fallback: 'system-ui, sans-serif',
  },
  Inter: { package: '@fontsource/inter', version: '5.3.0', fallback: 'system-ui, sans-serif' },
  Fraunces: { package: '@fontsource/fraunces', version: '5.3.0', fallback: 'Georgia, serif' },
  system: { package: null, version: null, fallback: 'system-ui, "DejaVu Sans", sans-serif' },
};
const languages = { en: ['en-CA'], fr: ['fr-CA'], both: ['en-CA', 'fr-CA'] };
const pageFamilies = ['cities', 'blog', 'pricing', 'account'];

/** The questions, in the order they are asked; `flag` is the same answer given on the command line. */
export const questions = [
  {
    key: 'name',
    flag: '--name',
    ask: "The agency's name",
    fallback: (o) => titleCase(path.basename(o.dir)),
  },
  {
    key: 'domain',
    flag: '--domain',
    ask: 'Its domain (e.g. example.ca)',
    fallback: () => 'example.ca',
  },
  { key: 'colour', flag: '--colour', ask: 'Brand colour (#rrggbb)', fallback: () => '#0b6e69' },
  {
    key: 'headingFont',
    flag: '--heading-font',
    ask: `Heading font (${Object.keys(fonts).join(', ')})`,
    fallback: () => 'Fraunces',
  },
  {
    key: 'bodyFont',
    flag: '--body-font',
    ask: `Body font (${Object.keys(fonts).join(', ')})`,
    fallback: () => 'Work Sans',
  },
  { key: 'languages', flag: '--languages', ask: 'Languages (en, fr, both)', fallback: () => 'en' },
  {
    key: 'pages',
    flag: '--pages',
    ask: `Page families, comma-separated (${pageFamilies.join(', ')})`,
    fallback: () => pageFamilies.join(','),
  },
];

function titleCase(slug) {
  return slug
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** npm's rules for an unscoped package name (the folder's name becomes the site's package name). */
function packageNameProblem(name) {
  if (name.length === 0 || name.length > 214) return 'must be 1 to 214 characters long';
  if (/^[._]/.test(name)) return 'cannot start with a dot or an underscore';
  if (name !== name.toLowerCase()) return 'cannot contain capital letters';
  if (!/^[a-z0-9][a-z0-9._~-]*$/.test(name))
    return 'may only contain lower-case letters, digits, and - . _ ~';
  if (['node_modules', 'favicon.ico'].includes(name)) return 'is a name npm reserves';
  return null;
}

/** Reads `--flag value` and `--flag=value` pairs; the one positional argument is the folder. */
export function parseArgs(argv) {
  const flags = {};
  const positional = [];
  const known = new Set([...questions.map((q) => q.flag), '--no-adjust', '--yes', '--help']);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s);
    if (!known.has(flag))
      return { error: `Unknown option ${flag}. Known: ${[...known].join(', ')}` };
    if (['--no-adjust', '--yes', '--help'].includes(flag)) flags[flag] = true;
    else if (inline !== undefined) flags[flag] = inline;
    else if (i + 1 < argv.length) flags[flag] = argv[++i];
    else return { error: `${flag} needs a value` };
  }
  if (positional.length > 1) return { error: `One folder please, not ${positional.join(' and ')}` };
  return { flags, dir: positional[0] };
}

/**
 * Checks every answer; returns the site's options or the list of problems (nothing is written
 * while there is one).
 */
export function validate(answers, cwd) {
  const problems = [];
  const target = path.resolve(cwd, answers.dir ?? '');
  const packageName = path.basename(target);
  if (!answers.dir)
    problems.push('Name the folder to create: npm create northbeam-site@latest my-agency');
  else {
    const nameProblem = packageNameProblem(packageName);
    if (nameProblem)
      problems.push(
        `The folder name "${packageName}" becomes the package name, which ${nameProblem}.`,
      );
    if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
      problems.push(`${target} already exists and is not empty: choose another folder.`);
  }
  const name = String(answers.name ?? '').trim();
  if (!name || name.length > 80 || /[<>{}`$\\]/.test(name))
    problems.push('The agency name must be 1 to 80 characters, without < > { } ` $ or \\.');
  const domain = String(answers.domain ?? '')
    .trim()
    .toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain))
    problems.push(
      `"${answers.domain}" is not a domain name like example.ca (no https://, no path).`,
    );
  const colour = parseHex(answers.colour ?? '');
  if (!colour)
    problems.push(`"${answers.colour}" is not a colour: give it as #rrggbb or #rgb, e.g. #0b6e69.`);
  for (const key of ['headingFont', 'bodyFont']) {
    if (!Object.hasOwn(fonts, answers[key] ?? ''))
      problems.push(`Font "${answers[key]}" is not one of ${Object.keys(fonts).join(', ')}.`);
  }
  if (!Object.hasOwn(languages, answers.languages ?? ''))
    problems.push(`Languages "${answers.languages}" must be en, fr or both.`);
  const pages = String(answers.pages ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const unknown = pages.filter((page) => !pageFamilies.includes(page));
  if (unknown.length > 0)
    problems.push(
      `Unknown page families ${unknown.join(', ')}: choose from ${pageFamilies.join(', ')}.`,
    );
  if (problems.length > 0) return { problems };
  return {
    options: {
      target,
      packageName,
      name,
      domain,
      colour,
      headingFont: answers.headingFont,
      bodyFont: answers.bodyFont,
      locales: languages[answers.languages],
      pages: pageFamilies.filter((page) => pages.includes(page)),
    },
  };
}
