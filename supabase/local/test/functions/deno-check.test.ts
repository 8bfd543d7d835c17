import { execFile } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { denoBinary } from '../../src/functions/runtime.ts';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../../functions', import.meta.url));

const EXPECTED = [
  'change-plan',
  'check-subscription',
  'close-account',
  'create-checkout',
  'customer-portal',
  'export-my-data',
  'list-invoices',
  'newsletter-confirm',
  'newsletter-send',
  'newsletter-subscribe',
  'newsletter-unsubscribe',
  'process-mail-outbox',
  'send-contact-email',
  'stripe-webhook',
];

it('has every contract function and they all type-check under Deno', async () => {
  const entries = readdirSync(FUNCTIONS_DIR).filter((name) =>
    existsSync(join(FUNCTIONS_DIR, name, 'index.ts')),
  );
  expect(entries.sort()).toEqual(EXPECTED);
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
