// What a page can tell about the visitor's session from the browser alone, without supabase-js:
// shared by the React app (whether to load the client at start) and the island script of the
// pages that ship no framework (whether the header shows Dashboard).

// Links from auth e-mails land with a one-use code in the query (PKCE, see lib/supabase.ts), or with
// an error in the query and the fragment. A session in the fragment (`#access_token=`) is never
// taken: such a link can be made from anybody's session (login CSRF), so it is not even forwarded.
const AUTH_CALLBACK = /[?#&](?:code|error_description|error_code)=/;

/** Whether the URL carries an auth link's code or error for supabase-js to read on /auth. */
export const hasAuthCallback = ({ search, hash }: Pick<Location, 'search' | 'hash'>): boolean =>
  AUTH_CALLBACK.test(search + hash);

/** Whether supabase-js has kept a session in this browser (its `sb-<project>-auth-token` key). */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some(
      (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
    );
  } catch {
    // Storage can be blocked (privacy settings); then no session can have been kept either.
    return false;
  }
}
