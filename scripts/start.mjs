// Starts the product for a person to use: the embedded backend (API, inbox, local billing) when it
// is present, the site when it is present, and Storybook with every component state.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { pnpmCommand } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function hasScript(dir, script) {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.[script]);
}

function start(label, args) {
  const [command, fullArgs] = pnpmCommand(args);
  const child = spawn(command, fullArgs, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`${label} stopped (${code ?? 'signal'}).`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (hasScript('supabase/local', 'start'))
  start('Embedded backend', ['--filter', '@northbeam/supabase-local', 'start']);
if (hasScript('site', 'start')) start('Site', ['--filter', '@northbeam/site', 'start']);
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
