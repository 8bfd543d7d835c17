import { localeOfPath } from '../content/routeTwins';

/*
 * The backend's clients are loaded only when a page needs the backend, so the public pages'
 * JavaScript stays small and prerendering never opens a connection: the edge functions' client
 * (lib/functions.ts, small) for every call, and auth-js (lib/supabase.ts, ~25 KB gzipped) only
 * when the session must be acted on (sign-in, sign-out, refresh, a password).
 */
export const loadFunctions = () => import('./functions').then((module) => module.functions);

export { loadAuth, onAuthLoaded } from './loadAuth';

/**
 * The language of the page a visitor acts on, from its path as everywhere (localeOfPath: under
 * /fr/ is French), sent with what they send: the backend stores it short ('en' | 'fr') with the
 * enquiry, the newsletter row or the account, and answers them in it afterwards (mail, Stripe's
 * pages). Read when they act, in the browser. It lives beside the loaders, which every caller of
 * the backend already imports.
 */
export const pageLocale = () => localeOfPath(window.location.pathname);
