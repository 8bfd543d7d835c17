import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stopProcess } from '../scripts/backend-process.mjs';

// What the e2e suites' teardown relies on: stopping the backend's process also ends what it
// started (MailDev, Deno), even when the backend itself goes first without stopping them.

/** A leader that starts a helper of its own, prints the helper's pid and exits on SIGTERM alone. */
const LEADER = `
import { spawn } from 'node:child_process';
const helper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
process.stdout.write(String(helper.pid) + '\\n');
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stopProcess (e2e backend teardown)', () => {
  it('ends the processes the child started, not only the child', async () => {
    const leader = spawn(process.execPath, ['--input-type=module', '-e', LEADER], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const helperPid = await new Promise<number>((resolve) =>
      leader.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(alive(helperPid)).toBe(true);
    await stopProcess(leader);
    expect(leader.exitCode !== null || leader.signalCode !== null).toBe(true);
    expect(alive(helperPid)).toBe(false);
  });
});
