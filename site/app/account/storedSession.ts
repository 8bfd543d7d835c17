// What a page can tell about the visitor's session from the browser alone, without supabase-js:
// shared by the React app (whether to load the client at start) and the island script of the
// pages that ship no framework (whether the header shows Dashboard).

// Links from auth e-mails land with the session (or the error) in the URL fragment.
const AUTH_FRAGMENT = /(?:^#|&)(?:access_token|error_description|error_code)=/;

/** Whether the URL fragment carries an auth link's session or error for supabase-js to read. */
export const hasAuthFragment = (hash: string): boolean => AUTH_FRAGMENT.test(hash);

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
