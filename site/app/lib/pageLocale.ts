/**
 * The language the backend stores with what a visitor sends ('en' | 'fr': user metadata at
 * sign-up, enquiry and newsletter rows) and answers them in afterwards (mail, Stripe's pages):
 * the language of the page they act on, as `<html lang>` names it (root.tsx renders it from the
 * route). Read when they act, in the browser.
 */
export type StoredLocale = 'en' | 'fr';

export function pageLocale(): StoredLocale {
  return document.documentElement.lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * Where mailed Auth links land: the sign-in page in the page's language (the route twins of
 * /auth).
 */
export const AUTH_PAGE: Record<StoredLocale, string> = { en: '/auth', fr: '/fr/connexion' };
