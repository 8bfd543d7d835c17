import { isPlainObject } from '../http.ts';
import { AUTH_ERRORS, authError } from './errors.ts';
import type { AuthSettings } from './options.ts';

// What GoTrue accepts as an address, a password and user metadata, each checked by length before
// anything else reads it.

export const MAX_PASSWORD_LENGTH = 72;
/** RFC 5321's limit for a whole address; the length is checked before any pattern runs. */
const MAX_EMAIL_LENGTH = 254;
// Hosted Auth's check (internal/api/mail.go validateEmail: github.com/badoux/checkmail's
// ValidateFormat): the local part from the HTML5 set, the domain of letter/digit/hyphen labels that
// neither start nor end with a hyphen. Linear: a label is at most 63 characters and stops at a dot.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `email` (already trimmed and lower-cased) can be an account's address. */
export function isEmailAddress(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export function normalizeEmail(raw: unknown): string {
  // Lengths first: nothing longer than an address plus some whitespace is trimmed, lowered or matched.
  if (typeof raw !== 'string' || raw.length > MAX_EMAIL_LENGTH * 4)
    throw AUTH_ERRORS.invalidEmail();
  const email = raw.trim().toLowerCase();
  if (!isEmailAddress(email)) throw AUTH_ERRORS.invalidEmail();
  return email;
}

/**
 * A password GoTrue would take (supabase/auth internal/api/password.go checkPasswordStrength):
 * given, at most 72 long, at least the minimum length and one character of each required set; the
 * weak-password answer lists every reason.
 */
export function checkPassword(
  password: unknown,
  { minimumPasswordLength, requiredCharacters }: PasswordRules,
): string {
  if (typeof password !== 'string' || password.length === 0) throw AUTH_ERRORS.missingPassword();
  if (password.length > MAX_PASSWORD_LENGTH)
    throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minimumPasswordLength} characters.`);
  }
  if (requiredCharacters.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${requiredCharacters.join(', ')}.`,
    );
  }
  if (reasons.length) throw AUTH_ERRORS.weakPassword(messages.join(' '), reasons);
  return password;
}

type PasswordRules = Pick<AuthSettings, 'minimumPasswordLength' | 'requiredCharacters'>;

/** User metadata as stored in jsonb: a plain object without NUL characters (Postgres refuses them). */
export function metadataOf(value: unknown, field: string): Record<string, unknown> {
  if (!isPlainObject(value)) return {};
  const text = JSON.stringify(value);
  if (text.includes('\\u0000'))
    throw AUTH_ERRORS.validation(`${field} contains characters that are not allowed`);
  if (text.length > 16 * 1024) throw AUTH_ERRORS.validation(`${field} is too large`);
  return value;
}

export function str(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' ? v : undefined;
}

const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration (`24h`, `1h30m`, `90s`, `1.5h`) in ms, or null for anything else. */
export function goDurationMs(text: string): number | null {
  if (text.length === 0 || text.length > 64) return null;
  // Sticky: each part must start where the previous one ended.
  const part = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/y;
  let ms = 0;
  while (part.lastIndex < text.length) {
    const match = part.exec(text);
    if (!match) return null;
    ms += Number(match[1]) * DURATION_UNITS_MS[match[2]!]!;
  }
  return ms;
}

/** A ban's length as admin.go takes it (a Go duration), in ms. */
export function parseDuration(text: string): number {
  const ms = goDurationMs(text);
  if (ms === null)
    throw AUTH_ERRORS.validation(
      `invalid format for ban duration: time: invalid duration ${JSON.stringify(text)}`,
    );
  return ms;
}
