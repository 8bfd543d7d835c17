import { badInput } from './http.ts';
import type { Locale } from './locale.ts';
import { resolveTier, TIERS, type BillingInterval, type Tier } from './plans.ts';

// A pragmatic check: one @, no spaces, a dot in the domain. Deliverability is proven by the mail itself.
// Domain labels cannot hold the dot that separates them, so no two quantifiers compete for the
// same characters and the pattern is linear (the length is checked before it runs, too).
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*\.[^\s@<>()[\]\\,;:".]{2,}$/;
// Control characters other than newline and tab never belong in form input.
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function optionalString(
  body: Record<string, unknown>,
  key: string,
  label: string,
  max: number,
): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badInput(`${label} must be text.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw badInput(`${label} must be at most ${max} characters.`);
  if (CONTROL.test(trimmed)) throw badInput(`${label} contains characters that are not allowed.`);
  return trimmed;
}

export function singleLineField(
  body: Record<string, unknown>,
  key: string,
  label: string,
  max: number,
): string {
  const value = optionalString(body, key, label, max);
  if (/[\r\n]/.test(value)) throw badInput(`${label} must be on a single line.`);
  return value;
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function email(body: Record<string, unknown>, key: string, label = 'Email'): string {
  const value = singleLineField(body, key, label, 254);
  if (!value) throw badInput(`${label} is required.`);
  if (!isEmail(value)) throw badInput(`${label} must be a valid e-mail address.`);
  return value;
}

export function oneOf<T extends string>(
  body: Record<string, unknown>,
  key: string,
  label: string,
  allowed: readonly T[],
): T | '' {
  const value = singleLineField(body, key, label, 50);
  if (!value) return '';
  if (!(allowed as readonly string[]).includes(value)) {
    throw badInput(`${label} must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** The plan a request names (`tier`), by its name or an alias; a 400 that lists the plans if none. */
export function tierInput(tier: unknown): Tier {
  if (tier === undefined) throw badInput('Choose a plan: tier is required.');
  if (typeof tier !== 'string') throw badInput('tier must be a plan name.');
  const resolved = resolveTier(tier);
  if (!resolved) throw badInput(`Unknown plan. Choose one of: ${TIERS.join(', ')}.`);
  return resolved;
}

/** The billing interval a request names; monthly when it names none. */
export function intervalInput(interval: unknown): BillingInterval {
  if (interval === undefined) return 'month';
  if (interval !== 'month' && interval !== 'year')
    throw badInput("interval must be 'month' or 'year'.");
  return interval;
}

/**
 * The request's `locale`, short ('en' | 'fr') or as the site's pages name their language ('en-CA' |
 * 'fr-CA'), stored short: English when absent (callers from before the French edition), a 400 for
 * anything else, so a wrong value is a visible bug in the caller, never a row the database refuses
 * after the visitor was told their message arrived.
 */
export function localeInput(body: Record<string, unknown>): Locale {
  const value = body.locale;
  if (value === undefined || value === null || value === 'en' || value === 'en-CA') return 'en';
  if (value === 'fr' || value === 'fr-CA') return 'fr';
  throw badInput("locale must be 'en' or 'fr' ('en-CA' or 'fr-CA').");
}

/** The request's `locale` when it names one, else the person's stored language. */
export function requestLocale(body: Record<string, unknown>, user: { locale: Locale }): Locale {
  return body.locale === undefined ? user.locale : localeInput(body);
}
