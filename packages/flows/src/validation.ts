// Mirrors the browser's type="email" check closely enough: something@something.tld, no spaces.
// Domain labels cannot hold the dot that separates them, so the pattern is linear (no backtracking).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The auth server's shortest password: `minimum_password_length` in supabase/config.toml, which
 * hosted Supabase and the embedded backend apply (validation.test.ts keeps the two equal). The
 * auth form checks it, its message says it, and the site passes it to the ui's AuthCard for the
 * field's `minlength` and hint: this is the one copy on the client.
 */
export const MIN_PASSWORD_LENGTH = 6;

export const isBlank = (value: string): boolean => value.trim() === '';

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
