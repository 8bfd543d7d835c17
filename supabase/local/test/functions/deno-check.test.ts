import { execFile } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { denoBinary } from '../../src/functions/runtime.ts';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../../functions', import.meta.url));

// Which functions there are is held by backend-contract-doc.test.ts (the contract doc and the
// functions README name each one); here every one of them must type-check.
it('type-checks every function under Deno', async () => {
  const entries = readdirSync(FUNCTIONS_DIR).filter((name) =>
    existsSync(join(FUNCTIONS_DIR, name, 'index.ts')),
  );
  expect(entries.length).toBeGreaterThan(0);
  const { stdout, stderr } = await promisify(execFile)(
    denoBinary(),
    [
      'check',
      '--quiet',
      '--config',
      join(FUNCTIONS_DIR, 'deno.json'),
      ...entries.map((n) => join(n, 'index.ts')),
    ],
    { cwd: FUNCTIONS_DIR, env: { ...process.env, NO_COLOR: '1' } },
  ).catch((error: { stdout: string; stderr: string }) => ({
    stdout: error.stdout,
    stderr: `FAILED\n${error.stderr}`,
  }));
  expect(`${stdout}${stderr}`.trim()).toBe('');
}, 120_000);
