// Starts the product for a person to use: the embedded backend (API, inbox, local billing) when it
// is present, the site when it is present, and Storybook with every component state, supervised
// as one unit by supervise.mjs (one part ends: it says which and why and stops the others, leaving
// no process and no port; a port already taken: one line, and nothing starts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A package's scripts (package.json), or none when the package is absent. */
function scriptsOf(dir) {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : {};
}
const hasScript = (dir, script) => Boolean(scriptsOf(dir)[script]);

const envPort = (name, fallback) => Number(process.env[name] || fallback);
const backend = hasScript('supabase/local', 'start');
const site = hasScript('site', 'serve');
// The backend answers browsers from the site's origin only (and mails links to it): the site's
// port, when PORT moves it, moves its origin too.
process.env.SITE_URL ??= `http://127.0.0.1:${envPort('PORT', 4173)}`;

/** Every port a part will listen on, with what a person would call it. */
const ports = [
  ...(backend
    ? [
        [envPort('SUPABASE_LOCAL_PORT', 54321), 'the backend API'],
        [envPort('SUPABASE_LOCAL_INBOX_PORT', 54324), 'the mail inbox'],
        [envPort('SUPABASE_LOCAL_SMTP_PORT', 54325), 'the mail server (SMTP)'],
        [envPort('SUPABASE_LOCAL_STRIPE_PORT', 54326), 'local Stripe'],
        [envPort('SUPABASE_LOCAL_FUNCTIONS_PORT', 54327), 'the functions runtime'],
      ]
    : []),
  ...(site ? [[envPort('PORT', 4173), 'the site']] : []),
  [6006, 'Storybook'],
];

/**
 * A part that runs package scripts the way pnpm runs them (sh in the package's folder, its own and
 * the workspace's bins first on PATH), without pnpm around them: pnpm reports a script stopped by
 * Ctrl-C as a failed run (ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL … SIGTERM), which reads as a crash.
 */
function part(label, dir, ...scripts) {
  const cwd = path.join(root, dir);
  const lines = scripts.map((name) => scriptsOf(dir)[name]);
  const bins = [path.join(cwd, 'node_modules', '.bin'), path.join(root, 'node_modules', '.bin')];
  return {
    label,
    command: 'sh',
    args: ['-c', lines.map((line) => `(${line})`).join(' && ')],
    cwd,
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
  };
}

await supervise({
  ports,
  parts: [
    ...(backend ? [part('the embedded backend', 'supabase/local', 'start')] : []),
    ...(site ? [part('the site', 'site', 'build', 'serve')] : []),
    part('Storybook', '.', 'storybook'),
  ],
  onStarted: () => console.log('Storybook (every component state): http://127.0.0.1:6006'),
});
