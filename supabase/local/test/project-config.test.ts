import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.ts';
import { readProjectConfig } from '../src/project-config.ts';

const scratch = mkdtempSync(join(tmpdir(), 'project-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function configFrom(toml: string) {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(file, toml);
  return readProjectConfig(file);
}

describe('readProjectConfig (supabase/config.toml, shared with hosted Supabase)', () => {
  it("reads the project's own file: the spec's minimum password length and the JWT-free functions", () => {
    const config = readProjectConfig(join(SUPABASE_DIR, 'config.toml'));
    expect(config.minimumPasswordLength).toBe(6);
    expect(config.securePasswordChange).toBe(true);
    expect([...config.functionsWithoutJwt].sort()).toContain('stripe-webhook');
  });

  it('takes whatever the file sets, so the local backend follows a change to it', () => {
    const config = configFrom(
      [
        '[auth]',
        'minimum_password_length = 10 # longer than the default',
        '[functions.stripe-webhook]',
        'verify_jwt = false',
        '[functions."newsletter-confirm"]',
        'verify_jwt = false',
        '[functions.send-contact-email]',
        'verify_jwt = true',
      ].join('\n'),
    );
    expect(config.minimumPasswordLength).toBe(10);
    // Unset, as on hosted Auth: a recent sign-in is not required.
    expect(config.securePasswordChange).toBe(false);
    expect([...config.functionsWithoutJwt].sort()).toEqual([
      'newsletter-confirm',
      'stripe-webhook',
    ]);
  });

  it('refuses a file without a whole-number minimum password length', () => {
    expect(() => configFrom('[auth]\nenable_signup = true\n')).toThrow(/minimum_password_length/);
    expect(() => configFrom('[auth]\nminimum_password_length = "6"\n')).toThrow(
      /minimum_password_length/,
    );
    expect(() =>
      configFrom(
        '[auth]\nminimum_password_length = 6\n[auth.email]\nsecure_password_change = "yes"\n',
      ),
    ).toThrow(/secure_password_change/);
  });
});
