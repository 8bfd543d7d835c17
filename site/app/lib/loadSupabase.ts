import { localeOfPath } from '../content/routeTwins';

/**
 * The backend client is loaded only when a page needs the backend, so the public pages' JavaScript stays
 * small and prerendering never opens a connection.
 */
export const loadSupabase = () => import('./supabase').then((module) => module.supabase);

/**
 * The language of the page a visitor acts on, from its path as everywhere (localeOfPath: under
 * /fr/ is French), sent with what they send: the backend stores it short ('en' | 'fr') with the
 * enquiry, the newsletter row or the account, and answers them in it afterwards (mail, Stripe's
 * pages). Read when they act, in the browser. It lives beside loadSupabase, which every caller of
 * the backend already imports.
 */
export const pageLocale = () => localeOfPath(window.location.pathname);
