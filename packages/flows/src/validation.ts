// Mirrors the browser's type="email" check closely enough: something@something.tld, no spaces.
// Domain labels cannot hold the dot that separates them, so the pattern is linear (no backtracking).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const MIN_PASSWORD_LENGTH = 6;

export const isBlank = (value: string): boolean => value.trim() === '';

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
