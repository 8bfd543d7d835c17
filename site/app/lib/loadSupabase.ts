import { localeOfPath } from '../content/routeTwins';

/*
 * The backend's clients are loaded only when a page needs the backend, so the public pages'
 * JavaScript stays small and prerendering never opens a connection: the edge functions' client
 * (lib/functions.ts, small) for every call, and auth-js (lib/supabase.ts, ~25 KB gzipped) only
 * when the session must be acted on (sign-in, sign-out, refresh, a password).
 */
export const loadFunctions = () => import('./functions').then((module) => module.functions);

type AuthClient = import('./supabase').AuthClient;

let authPromise: Promise<AuthClient> | null = null;
const authListeners = new Set<(auth: AuthClient) => void>();

/**
 * The one auth client, loaded on first use. Whoever listens to auth changes hears about that
 * moment (onAuthLoaded), whichever caller loaded it: the session follows auth-js from then on.
 */
export function loadAuth(): Promise<AuthClient> {
  if (!authPromise) {
    authPromise = import('./supabase').then((module) => module.auth);
    authPromise.then(
      (auth) => authListeners.forEach((listener) => listener(auth)),
      // A failed chunk load may succeed on a later attempt (flaky network).
      () => {
        authPromise = null;
      },
    );
  }
  return authPromise;
}

/** Calls `listener` once the auth client is loaded (at once if it already is). */
export function onAuthLoaded(listener: (auth: AuthClient) => void): () => void {
  authListeners.add(listener);
  authPromise?.then(listener, () => {});
  return () => {
    authListeners.delete(listener);
  };
}

/** Whether the auth client has been asked for on this page. */
export const authRequested = () => authPromise !== null;

/**
 * The language of the page a visitor acts on, from its path as everywhere (localeOfPath: under
 * /fr/ is French), sent with what they send: the backend stores it short ('en' | 'fr') with the
 * enquiry, the newsletter row or the account, and answers them in it afterwards (mail, Stripe's
 * pages). Read when they act, in the browser. It lives beside the loaders, which every caller of
 * the backend already imports.
 */
export const pageLocale = () => localeOfPath(window.location.pathname);
