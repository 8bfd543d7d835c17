// What a page can tell about the visitor's session from the browser alone, without supabase-js:
// shared by the React app (whether to load the client at start), the functions client (whether
// auth-js must be asked for a token) and the island script of the pages that ship no framework
// (whether the header shows Dashboard).

// Links from auth e-mails land with a one-use code in the query (PKCE, see lib/supabase.ts), or with
// an error in the query and the fragment. A session in the fragment (`#access_token=`) is never
// taken: such a link can be made from anybody's session (login CSRF), so it is not even forwarded.
const AUTH_CALLBACK = /[?#&](?:code|error_description|error_code)=/;

/** Whether the URL carries an auth link's code or error for supabase-js to read on /auth. */
export const hasAuthCallback = ({ search, hash }: Pick<Location, 'search' | 'hash'>): boolean =>
  AUTH_CALLBACK.test(search + hash);

const isSessionKey = (key: string) => key.startsWith('sb-') && key.endsWith('-auth-token');

/** Whether supabase-js has kept a session in this browser (its `sb-<project>-auth-token` key). */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some(isSessionKey);
  } catch {
    // Storage can be blocked (privacy settings); then no session can have been kept either.
    return false;
  }
}

/**
 * Where the prerendered dashboard's welcome text (its data-welcome) takes the e-mail address, which
 * scripts/stored-welcome.mjs writes there before the first paint.
 */
export const WELCOME_EMAIL = '{email}';

/**
 * The e-mail address of the session auth-js keeps (the JSON it stores: `{ access_token, ...,
 * user: { email } }`), when exactly one is kept; null otherwise (and on the server). Only shown,
 * as auth-js itself reads it from storage before any check: nothing here trusts it further.
 */
export function storedEmail(): string | null {
  try {
    const keys = Object.keys(window.localStorage).filter(isSessionKey);
    if (keys.length !== 1) return null;
    const [key] = keys;
    const stored: unknown = key ? JSON.parse(window.localStorage.getItem(key) ?? 'null') : null;
    const user: unknown =
      stored && typeof stored === 'object' && 'user' in stored ? stored.user : null;
    const email: unknown = user && typeof user === 'object' && 'email' in user ? user.email : null;
    return typeof email === 'string' && email ? email : null;
  } catch {
    return null;
  }
}
