// Starts the product for a person to use: the embedded backend (API, inbox, local billing) when it
// is present, the site when it is present, and Storybook with every component state, supervised
// as one unit by supervise.mjs (one part ends: it says which and why and stops the others, leaving
// no process and no port; a port already taken: one line, and nothing starts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function hasScript(dir, script) {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.[script]);
}

const envPort = (name, fallback) => Number(process.env[name] || fallback);
const backend = hasScript('supabase/local', 'start');
const site = hasScript('site', 'start');
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

function part(label, args) {
  const [command, fullArgs] = pnpmCommand(args);
  return { label, command, args: fullArgs, cwd: root };
}

await supervise({
  ports,
  parts: [
    ...(backend
      ? [part('the embedded backend', ['--filter', '@northbeam/supabase-local', 'start'])]
      : []),
    ...(site ? [part('the site', ['--filter', '@northbeam/site', 'start'])] : []),
    part('Storybook', [
      'exec',
      'storybook',
      'dev',
      '-p',
      '6006',
      '--host',
      '127.0.0.1',
      '--no-open',
      '--ci',
    ]),
  ],
  onStarted: () => console.log('Storybook (every component state): http://127.0.0.1:6006'),
});
