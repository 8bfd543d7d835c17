import type { SupabaseClient } from '@supabase/supabase-js';
import { loadSupabase } from '../lib/loadSupabase';

/*
 * supabase-js (~50 KB gzipped) stays out of the prerendered public pages: it is imported the first
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

const ACCOUNT_PATH = /^\/(auth|dashboard)\/?$/;
// Links from auth e-mails land with the session (or the error) in the URL fragment.
const AUTH_FRAGMENT = /(?:^#|&)(?:access_token|error_description|error_code)=/;

/** Whether this page view needs the auth client straight away. */
export function needsAuthClientAtStart(location: Pick<Location, 'pathname' | 'hash'>): boolean {
  if (ACCOUNT_PATH.test(location.pathname) || AUTH_FRAGMENT.test(location.hash)) return true;
  try {
    return Object.keys(window.localStorage).some(
      (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
    );
  } catch {
    // Storage can be blocked (privacy settings); then no session can have been kept either.
    return false;
  }
}
