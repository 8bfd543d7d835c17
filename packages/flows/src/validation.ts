// Mirrors the browser's type="email" check closely enough: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 6;

export const isBlank = (value: string): boolean => value.trim() === '';

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
