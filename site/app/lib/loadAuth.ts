/*
 * auth-js (lib/supabase.ts, ~25 KB gzipped), loaded only when the session must be acted on; in a
 * module of its own because the functions client (lib/functions.ts) loads it too, and
 * loadSupabase.ts loads that client.
 */

type AuthClient = (typeof import('./supabase'))['auth'];

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
