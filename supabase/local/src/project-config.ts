import type { JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { jwtKeysOf, NO_JWT_KEYS, type JwtKeys } from './auth/jwt.ts';
import type { AuthSettings } from './auth/options.ts';
import { goDurationMs } from './auth/validation.ts';

/**
 * What the embedded backend takes from supabase/config.toml, the file hosted Supabase is configured
 * from, so a setting has one owner for both: the functions reached without a Supabase JWT (webhooks
 * and mailed links carry none) and the [auth] settings a hosted project sets in its dashboard.
 * `SUPABASE_LOCAL_CONFIG` names another file, for a suite that expects other settings.
 *
 * A setting is read once, by name, from its table; one the backend cannot honour (a feature it does
 * not implement switched on, a value hosted Auth would refuse) stops it at start with the setting's
 * name, rather than answering differently from the hosted project later.
 */
export interface ProjectConfig {
  functionsWithoutJwt: Set<string>;
  auth: AuthSettings;
}

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One TOML table; every error names the file, the table and the key (`[auth.email] enable_signup`). */
class Settings {
  constructor(
    private readonly file: string,
    readonly name: string,
    private readonly table: Table,
  ) {}

  static of(file: string, config: Table): Settings {
    return new Settings(file, '', config);
  }

  child(key: string): Settings {
    const value = this.table[key];
    if (value !== undefined && !isTable(value)) this.fail(key, 'must be a table');
    return new Settings(this.file, this.name ? `${this.name}.${key}` : key, value ?? {});
  }

  keys(): string[] {
    return Object.keys(this.table);
  }

  fail(key: string, why: string): never {
    throw new Error(`${this.file}: [${this.name}] ${key} ${why}`);
  }

  bool(key: string, fallback: boolean): boolean {
    const value = this.table[key] ?? fallback;
    if (typeof value !== 'boolean') this.fail(key, 'must be true or false');
    return value;
  }

  whole(key: string, fallback: number | undefined, min: number, max: number): number {
    const value = this.table[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      this.fail(key, `must be a whole number from ${min} to ${max}`);
    return value;
  }

  text(key: string, fallback: string): string {
    const value = this.table[key] ?? fallback;
    if (typeof value !== 'string') this.fail(key, 'must be a string');
    return value;
  }

  /** A Go duration as the CLI writes one ("1s", "1m0s", "2h"), in milliseconds. */
  duration(key: string, fallback: string): number {
    const ms = goDurationMs(this.text(key, fallback));
    if (ms === null) this.fail(key, 'must be a duration such as "60s" or "1m"');
    return ms;
  }
}

/**
 * The Supabase CLI's `password_requirements` values and the character sets it hands GoTrue for
 * each (GOTRUE_PASSWORD_REQUIRED_CHARACTERS): a password needs one character of every set.
 */
const PASSWORD_REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
  ],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

const FIVE_MINUTES = 5 * 60_000;

/** The CLI's `env(NAME)` form: the value is read from the environment. */
function fromEnv(settings: Settings, key: string, text: string): string {
  const match = /^env\((\w+)\)$/.exec(text);
  if (!match) return text;
  const value = process.env[match[1]!];
  if (!value) settings.fail(key, `names ${match[1]}, which is not set`);
  return value;
}

/** [auth.rate_limit], each in hosted Auth's unit (per 5 minutes per IP, e-mails per hour). */
function readRateLimits(auth: Settings, email: Settings): AuthSettings['rateLimits'] {
  const limits = auth.child('rate_limit');
  const set = new Set(limits.keys());
  const perFiveMinutes = (key: string) =>
    set.has(key)
      ? { max: limits.whole(key, undefined, 1, 1e9), windowMs: FIVE_MINUTES }
      : undefined;
  const rateLimits: AuthSettings['rateLimits'] = {
    signInSignUpPerIp: perFiveMinutes('sign_in_sign_ups'),
    tokenRefreshPerIp: perFiveMinutes('token_refresh'),
    verificationsPerIp: perFiveMinutes('token_verifications'),
    emailsPerHour: set.has('email_sent')
      ? { max: limits.whole('email_sent', undefined, 1, 1e9), windowMs: 3_600_000 }
      : undefined,
    // [auth.email] max_frequency: one mail per address per that long (GOTRUE_SMTP_MAX_FREQUENCY).
    emailsPerAddress: email.keys().includes('max_frequency')
      ? { max: 1, windowMs: email.duration('max_frequency', '1m') }
      : undefined,
  };
  return Object.fromEntries(Object.entries(rateLimits).filter(([, v]) => v !== undefined));
}

function readSigningKeys(file: string, auth: Settings): JwtKeys {
  const path = auth.text('signing_keys_path', '');
  if (!path) return NO_JWT_KEYS;
  const keysFile = resolve(dirname(file), fromEnv(auth, 'signing_keys_path', path));
  let keys: unknown;
  try {
    keys = JSON.parse(readFileSync(keysFile, 'utf8'));
  } catch (err) {
    auth.fail('signing_keys_path', `cannot be read: ${(err as Error).message}`);
  }
  if (!Array.isArray(keys) || !keys.every(isTable))
    auth.fail('signing_keys_path', 'must name a JSON array of JWKs');
  try {
    return jwtKeysOf(keys as JsonWebKey[]);
  } catch (err) {
    return auth.fail('signing_keys_path', (err as Error).message);
  }
}

/**
 * Features the backend does not implement stop it when the file switches them on: it answers
 * hosted Auth's error for each switched off (routes/features-off.ts), which a project with them on
 * would not see. The Supabase CLI's names for each switch.
 */
function refuseFeaturesOn(auth: Settings): void {
  const off = (settings: Settings, key: string, feature: string) => {
    if (settings.bool(key, false))
      settings.fail(key, `is true, but the local backend has no ${feature}`);
  };
  off(auth, 'enable_anonymous_sign_ins', 'anonymous sign-in');
  off(auth, 'enable_manual_linking', 'identity linking');
  off(auth.child('sms'), 'enable_signup', 'phone sign-in');
  const mfa = auth.child('mfa');
  for (const factor of ['totp', 'phone', 'web_authn'])
    off(mfa.child(factor), 'enroll_enabled', `${factor} MFA`);
  for (const table of ['external', 'web3']) {
    const providers = auth.child(table);
    for (const name of providers.keys()) off(providers.child(name), 'enabled', `${name} sign-in`);
  }
  // The backend always rotates refresh tokens (sessions.ts), as hosted Auth does by default.
  if (!auth.bool('enable_refresh_token_rotation', true))
    auth.fail('enable_refresh_token_rotation', 'is false, but the local backend always rotates');
}

function readAuth(file: string, config: Settings): AuthSettings {
  const auth = config.child('auth');
  const email = auth.child('email');
  refuseFeaturesOn(auth);
  const requirements = auth.text('password_requirements', '');
  if (!(requirements in PASSWORD_REQUIREMENTS))
    auth.fail(
      'password_requirements',
      `must be one of ${Object.keys(PASSWORD_REQUIREMENTS)
        .map((v) => JSON.stringify(v))
        .join(', ')}`,
    );
  return {
    signupEnabled: auth.bool('enable_signup', true),
    // The CLI hands [auth.email] enable_signup to GoTrue as GOTRUE_EXTERNAL_EMAIL_ENABLED.
    emailProviderEnabled: email.bool('enable_signup', true),
    autoconfirm: !email.bool('enable_confirmations', false),
    doubleConfirmChanges: email.bool('double_confirm_changes', true),
    securePasswordChange: email.bool('secure_password_change', false),
    minimumPasswordLength: auth.whole('minimum_password_length', undefined, 1, 72),
    requiredCharacters: PASSWORD_REQUIREMENTS[requirements]!,
    // GoTrue refuses an expiry over a week (config.JWTConfiguration.Validate).
    jwtExpirySeconds: auth.whole('jwt_expiry', 3600, 1, 604_800),
    rateLimits: readRateLimits(auth, email),
    jwtKeys: readSigningKeys(file, auth),
  };
}

export function readProjectConfig(file: string): ProjectConfig {
  const config = Settings.of(file, parse(readFileSync(file, 'utf8')));
  const functions = config.child('functions');
  return {
    functionsWithoutJwt: new Set(
      functions.keys().filter((name) => !functions.child(name).bool('verify_jwt', true)),
    ),
    auth: readAuth(file, config),
  };
}
