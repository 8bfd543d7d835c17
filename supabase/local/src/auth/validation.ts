import { isPlainObject } from '../http.ts';
import { AUTH_ERRORS, authError } from './errors.ts';

// What GoTrue accepts as an address, a password and user metadata, each checked by length before
// anything else reads it.

export const MAX_PASSWORD_LENGTH = 72;
/** RFC 5321's limit for a whole address; the length is checked before any pattern runs. */
const MAX_EMAIL_LENGTH = 254;
// No whitespace or control characters anywhere (Postgres refuses NUL in text), one @, and a domain
// of dot-separated labels. Linear by construction: no character can be matched by two neighbouring
// quantifiers (the local part stops at the only @, a label stops at a dot), so nothing backtracks.
const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)+$/;

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

/** A password GoTrue would take: given, at least `minimumLength` long, at most 72. */
export function checkPassword(password: unknown, minimumLength: number): string {
  if (typeof password !== 'string' || password.length === 0) throw AUTH_ERRORS.missingPassword();
  if (password.length < minimumLength) throw AUTH_ERRORS.weakPassword(minimumLength);
  if (password.length > MAX_PASSWORD_LENGTH)
    throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return password;
}

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

/** A ban's length as GoTrue takes it: whole hours (`24h`). */
export function parseDuration(text: string): number {
  const match = /^(\d+)h$/.exec(text);
  if (!match) throw AUTH_ERRORS.validation('ban_duration must look like 24h or none');
  return Number(match[1]) * 3600 * 1000;
}
