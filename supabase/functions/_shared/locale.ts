// No imports: the site's checks read enquiry.ts, which names this type.

/**
 * The language a person used on the site, stored short ('en' | 'fr') with what they sent (enquiry
 * and subscriber rows, user_metadata.locale; migration `*_stored_locale.sql` checks the columns)
 * and used for everything sent to them afterwards.
 */
export type Locale = 'en' | 'fr';

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
