import { generateKeyPairSync, randomUUID } from 'node:crypto';
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
    expect(config.auth.minimumPasswordLength).toBe(6);
    expect(config.auth.securePasswordChange).toBe(true);
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
    expect(config.auth.minimumPasswordLength).toBe(10);
    // Unset, as on hosted Auth: a recent sign-in is not required.
    expect(config.auth.securePasswordChange).toBe(false);
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

  it("reads the [auth] settings a hosted project sets, in hosted Auth's units", () => {
    const config = configFrom(
      [
        '[auth]',
        'minimum_password_length = 8',
        'enable_signup = false',
        'jwt_expiry = 600',
        'password_requirements = "lower_upper_letters_digits"',
        '[auth.rate_limit]',
        'sign_in_sign_ups = 30',
        'email_sent = 4',
        '[auth.email]',
        'enable_signup = false',
        'enable_confirmations = false',
        'double_confirm_changes = false',
        'max_frequency = "1m30s"',
      ].join('\n'),
    );
    expect(config.auth).toMatchObject({
      signupEnabled: false,
      emailProviderEnabled: false,
      autoconfirm: true,
      doubleConfirmChanges: false,
      jwtExpirySeconds: 600,
      requiredCharacters: [
        'abcdefghijklmnopqrstuvwxyz',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
        '0123456789',
      ],
      rateLimits: {
        signInSignUpPerIp: { max: 30, windowMs: 300_000 },
        emailsPerHour: { max: 4, windowMs: 3_600_000 },
        emailsPerAddress: { max: 1, windowMs: 90_000 },
      },
    });
  });

  it('stops at a setting the backend cannot honour, naming it', () => {
    const base = '[auth]\nminimum_password_length = 6\n';
    expect(() => configFrom(`${base}enable_anonymous_sign_ins = true\n`)).toThrow(
      /\[auth\] enable_anonymous_sign_ins is true, but the local backend has no anonymous sign-in/,
    );
    for (const [toml, message] of [
      [
        'enable_manual_linking = true',
        /\[auth\] enable_manual_linking is true, but the local backend has no identity linking/,
      ],
      [
        '[auth.sms]\nenable_signup = true',
        /\[auth.sms\] enable_signup is true, but the local backend has no phone sign-in/,
      ],
      ['[auth.mfa.totp]\nenroll_enabled = true', /\[auth.mfa.totp\] enroll_enabled is true/],
      [
        '[auth.external.github]\nenabled = true',
        /\[auth.external.github\] enabled is true, but the local backend has no github sign-in/,
      ],
      ['[auth.web3.solana]\nenabled = true', /\[auth.web3.solana\] enabled/],
      ['enable_refresh_token_rotation = false', /\[auth\] enable_refresh_token_rotation is false/],
    ] as const)
      expect(() => configFrom(`${base}${toml}\n`), toml).toThrow(message);
    // Switched off, as the CLI's own template writes them, they start.
    expect(
      configFrom(
        `${base}[auth.sms]\nenable_signup = false\n[auth.external.apple]\nenabled = false\n`,
      ).auth.signupEnabled,
    ).toBe(true);
    expect(() => configFrom(`${base}password_requirements = "digits"\n`)).toThrow(
      /\[auth\] password_requirements must be one of/,
    );
    expect(() => configFrom(`${base}jwt_expiry = 999999\n`)).toThrow(/\[auth\] jwt_expiry/);
    expect(() => configFrom(`${base}[auth.email]\nmax_frequency = "soon"\n`)).toThrow(
      /\[auth.email\] max_frequency/,
    );
    expect(() => configFrom(`${base}[auth.rate_limit]\nemail_sent = -1\n`)).toThrow(
      /\[auth.rate_limit\] email_sent/,
    );
    expect(() => configFrom(`${base}signing_keys_path = "./missing.json"\n`)).toThrow(
      /\[auth\] signing_keys_path cannot be read/,
    );
  });

  it('stops at signing keys GoTrue would not start with, naming the setting', () => {
    const base = '[auth]\nminimum_password_length = 6\nsigning_keys_path = "./keys.json"\n';
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const key = (extra: Record<string, unknown>) => ({
      ...privateKey.export({ format: 'jwk' }),
      kid: randomUUID(),
      alg: 'ES256',
      key_ops: ['sign', 'verify'],
      ...extra,
    });
    const withKeys = (keys: unknown[]) => {
      writeFileSync(join(scratch, 'keys.json'), JSON.stringify(keys));
      return () => configFrom(base);
    };
    expect(withKeys([key({ key_ops: ['verify'] })])).toThrow(
      /\[auth\] signing_keys_path has no key with key_ops "sign"/,
    );
    expect(withKeys([key({}), key({})])).toThrow(
      /\[auth\] signing_keys_path has more than one key with key_ops "sign"/,
    );
    expect(withKeys([key({ alg: 'HS256' })])).toThrow(
      /\[auth\] signing_keys_path key .* alg must be one of RS256, ES256/,
    );
    const { d: _private, ...publicOnly } = key({});
    expect(withKeys([publicOnly])).toThrow(/has key_ops "sign" but no private part/);
    expect(withKeys([key({})])().auth.jwtKeys.signer?.alg).toBe('ES256');
  });
});
