import type { BackendClient as SupabaseClient } from '../lib/supabase';
import { loadSupabase } from '../lib/loadSupabase';
import { pathIn } from '../content/routeTwins';
import { hasAuthCallback, hasStoredSession } from './storedSession';

/*
 * The backend client (lib/supabase.ts, ~28 KB gzipped) stays out of the prerendered public pages: it is imported the first
 * time something needs it. Whoever listens to auth changes hears about that moment, so a visitor
 * who opens /auth from a city page is followed from then on.
 */

let clientPromise: Promise<SupabaseClient> | null = null;
const loadListeners = new Set<(client: SupabaseClient) => void>();

/** The one browser client, loaded on first use. */
export function getSupabase(): Promise<SupabaseClient> {
  if (!clientPromise) {
    clientPromise = loadSupabase();
    clientPromise.then(
      (client) => loadListeners.forEach((listener) => listener(client)),
      // A failed chunk load may succeed on a later attempt (flaky network).
      () => {
        clientPromise = null;
      },
    );
  }
  return clientPromise;
}

/** Calls `listener` once the client is loaded (at once if it already is). */
export function onSupabaseLoaded(listener: (client: SupabaseClient) => void): () => void {
  loadListeners.add(listener);
  clientPromise?.then(listener, () => {});
  return () => {
    loadListeners.delete(listener);
  };
}

/**
 * The dashboard in both languages: it shows the session, so it loads the client at once. /auth
 * does not: its sign-in card needs no session to show, so a visitor without one (no stored
 * session, no auth link) gets the client with their first submit (backend.ts), ~30 KB gzipped
 * less on the page's start.
 */
const dashboardPaths = new Set(['/dashboard', pathIn('fr-CA', '/dashboard')]);

/** Whether this page view needs the auth client straight away. */
export function needsAuthClientAtStart(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): boolean {
  // One trailing slash at most: the hosts redirect any other form.
  const path =
    location.pathname.length > 1 && location.pathname.endsWith('/')
      ? location.pathname.slice(0, -1)
      : location.pathname;
  return dashboardPaths.has(path) || hasAuthCallback(location) || hasStoredSession();
}
