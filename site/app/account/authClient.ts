import { pathIn } from '../content/routeTwins';
import { hasAuthCallback, hasStoredSession } from './storedSession';

/*
 * auth-js (lib/supabase.ts, ~25 KB gzipped) and the functions client stay out of the prerendered
 * public pages: each is imported the first time something needs it (lib/loadSupabase.ts).
 */
export {
  loadAuth as getAuth,
  loadFunctions as getFunctions,
  onAuthLoaded,
} from '../lib/loadSupabase';

/**
 * The dashboard in both languages: it shows the session, so it starts the session at once. /auth
 * does not: its sign-in card needs no session to show, so a visitor without one (no stored
 * session, no auth link) gets the client with their first submit (backend.ts), ~30 KB gzipped
 * less on the page's start.
 */
const dashboardPaths = new Set(['/dashboard', pathIn('fr-CA', '/dashboard')]);

/** Whether this page view needs the session straight away. */
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
