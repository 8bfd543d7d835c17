// Runs the workspace's pinned pnpm whether or not it is on PATH (a new machine has only npm).
import { spawn, spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return probe.status === 0 && probe.stdout.trim() === PNPM_VERSION;
}

const usePath = pnpmOnPath();

/** The command and leading arguments that invoke pnpm. */
export function pnpmCommand(args) {
  return usePath ? ['pnpm', args] : ['npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args]];
}

/** Runs pnpm with inherited output; resolves with its exit code. */
export function runPnpm(args, options = {}) {
  const [command, fullArgs] = pnpmCommand(args);
  return new Promise((resolve) => {
    const child = spawn(command, fullArgs, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
