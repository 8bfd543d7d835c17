import { AuthClient } from '@supabase/auth-js';
import { anonKey, baseUrl, sessionStorageKey } from './backendAddress';

/*
 * The account area's auth client: auth-js alone instead of supabase-js's createClient, which also
 * brings realtime, storage and PostgREST (nothing here calls them). It does what createClient does
 * for auth: the same session storage key, the anon key as `apikey`, and auth-js's own token
 * refresh and sign-out. Edge functions go through lib/functions.ts, which does not need this
 * module while a stored session is fresh (account/sessionToken.ts): auth-js (~25 KB gzipped) loads
 * only when it must act.
 */
export const auth = new AuthClient({
  url: new URL('auth/v1', baseUrl).href,
  headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
  storageKey: sessionStorageKey,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  // PKCE for every mailed link: a link brings a one-use code that only this browser (holding the
  // verifier) can exchange. The implicit flow's session in the URL fragment is refused, so a link
  // made from someone else's session cannot sign a visitor into that account (login CSRF).
  flowType: 'pkce',
});
