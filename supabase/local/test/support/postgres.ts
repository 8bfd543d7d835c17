import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/ports.ts';

const BIN = '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Runs a command as the `postgres` OS user when we are root (initdb refuses to run as root). */
function asPostgres(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/** Debian's PostgreSQL 15 in a throw-away cluster on a free port, trust auth, socket in the temp dir. */
export async function startPostgres15(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-pg15-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  asPostgres(`${BIN}/initdb`, [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  asPostgres(`${BIN}/pg_ctl`, [
    '-D',
    dataDir,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgres(`${BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
