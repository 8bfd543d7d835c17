import { badInput } from './http.ts';

/**
 * The language a person used on the site, stored short ('en' | 'fr') with what they sent (enquiry
 * and subscriber rows, user_metadata.locale; migration `*_stored_locale.sql` checks the columns)
 * and used for everything sent to them afterwards.
 */
export type Locale = 'en' | 'fr';

/**
 * The request's `locale`: English when absent (callers from before the French edition), a 400 for
 * anything but 'en' or 'fr', so a wrong value is a visible bug in the caller, never a row the
 * database refuses after the visitor was told their message arrived.
 */
export function localeInput(body: Record<string, unknown>): Locale {
  const value = body.locale;
  if (value === undefined || value === null || value === 'en') return 'en';
  if (value === 'fr') return 'fr';
  throw badInput("locale must be 'en' or 'fr'.");
}

/** The request's `locale` when it names one, else the person's stored language. */
export function requestLocale(body: Record<string, unknown>, user: { locale: Locale }): Locale {
  return body.locale === undefined ? user.locale : localeInput(body);
}

/** A stored locale read back (user_metadata is validated by the database; anything else is English). */
export function storedLocale(value: unknown): Locale {
  return value === 'fr' ? 'fr' : 'en';
}

/** The site's pages a mail or a payment returns to, in the person's language (the site's route twins). */
export const SITE_PATHS: Record<Locale, { blog: string; dashboard: string }> = {
  en: { blog: '/blog', dashboard: '/dashboard' },
  fr: { blog: '/fr/blogue', dashboard: '/fr/tableau-de-bord' },
};

/**
 * Stripe's name for the locale: Checkout and the customer portal both accept 'fr-CA' (Quebec
 * French) and 'en'; the customer's `preferred_locales` take the same values and order receipts
 * and invoices by them.
 */
export const STRIPE_LOCALE: Record<Locale, 'en' | 'fr-CA'> = { en: 'en', fr: 'fr-CA' };
