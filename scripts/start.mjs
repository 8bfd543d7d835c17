// Starts the product for a person to use: the embedded backend (API, inbox, local billing) when it
// is present, the site when it is present, and Storybook with every component state.
//
// The parts are supervised as one unit: each runs in its own process group (its pnpm, node, Deno
// and MailDev together), and when one part ends, for whatever reason, this says which and why and
// stops every other part, group by group, so no process and no port is left behind; Ctrl-C (or
// SIGTERM, SIGHUP) does the same. Before anything starts, every port is checked: one already taken
// (often an earlier `npm start` still running) is reported in one line and nothing is started.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { pnpmCommand } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How long a part may take to stop after SIGTERM before its whole group gets SIGKILL. */
const STOP_GRACE_MS = 10_000;

function hasScript(dir, script) {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.[script]);
}

const envPort = (name, fallback) => Number(process.env[name] || fallback);
const backend = hasScript('supabase/local', 'start');
const site = hasScript('site', 'start');

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

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

for (const [port, label] of ports) {
  if (!(await portFree(port))) {
    console.error(
      `npm start: port ${port} (${label}) is already in use; stop what holds it (an earlier npm start?) and try again.`,
    );
    process.exit(1);
  }
}

/** Running parts: { label, child, exited: Promise<void> }. */
const parts = [];
let stopping = false;

function start(label, args) {
  const [command, fullArgs] = pnpmCommand(args);
  // detached: the part leads its own process group, so stopping it reaches every process it made.
  const child = spawn(command, fullArgs, { cwd: root, stdio: 'inherit', detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const part = { label, child, exited };
  parts.push(part);
  child.once('error', (err) => {
    console.error(`npm start: ${label} could not start: ${err.message}`);
    void stopAll(1);
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    console.error(`npm start: ${label} ${why}; stopping everything else.`);
    void stopAll(code === 0 && !signal ? 1 : (code ?? 1));
  });
}

function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of parts) signalGroup(child, 'SIGTERM');
  // A part's leader may exit before its children (pnpm before node, node before Deno): the group
  // gets SIGKILL after the grace period whatever its leader did, so nothing outlives this process.
  await Promise.race([
    Promise.all(parts.map((part) => part.exited)),
    new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS)),
  ]);
  for (const { child } of parts) signalGroup(child, 'SIGKILL');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
// If this process itself fails, its parts must not run on as orphans holding the ports.
process.on('uncaughtException', (err) => {
  console.error('npm start:', err);
  void stopAll(1);
});
process.on('exit', () => {
  for (const { child } of parts) signalGroup(child, 'SIGKILL');
});

if (backend) start('the embedded backend', ['--filter', '@northbeam/supabase-local', 'start']);
if (site) start('the site', ['--filter', '@northbeam/site', 'start']);
start('Storybook', [
  'exec',
  'storybook',
  'dev',
  '-p',
  '6006',
  '--host',
  '127.0.0.1',
  '--no-open',
  '--ci',
]);
console.log('Storybook (every component state): http://127.0.0.1:6006');
