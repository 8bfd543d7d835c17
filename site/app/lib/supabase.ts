import { AuthClient } from '@supabase/auth-js';
import { FunctionsClient } from '@supabase/functions-js';

/*
 * The account area's backend client, made of the two Supabase modules it uses (auth and edge
 * functions) instead of supabase-js's createClient, which also brings realtime and storage (~55 KB
 * gzipped on /auth and /dashboard that nothing here calls). No PostgREST client either: the
 * dashboard reads everything through check-subscription and the other functions (5.6 KB gzipped
 * less). It does what createClient does for those two: the same session storage key
 * (`sb-<first label of the host>-auth-token`, so visitors signed in before stay signed in), the
 * anon key as `apikey` on every request, the session's access token (else the anon key) as the
 * bearer on functions calls, and auth-js's own token refresh and sign-out.
 */

/** The public anonymous-role key of the embedded backend (supabase/local/src/keys.ts). */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';
const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;
const baseUrl = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);

const auth = new AuthClient({
  url: new URL('auth/v1', baseUrl).href,
  headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
  storageKey: `sb-${baseUrl.hostname.split('.')[0]}-auth-token`,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  // PKCE for every mailed link: a link brings a one-use code that only this browser (holding the
  // verifier) can exchange. The implicit flow's session in the URL fragment is refused, so a link
  // made from someone else's session cannot sign a visitor into that account (login CSRF).
  flowType: 'pkce',
});

/** fetch with the anon key as `apikey` and the signed-in user's token (else the key) as bearer. */
const fetchWithAuth: typeof fetch = async (input, init) => {
  const { data } = await auth.getSession();
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', anonKey);
  if (!headers.has('Authorization'))
    headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
  return fetch(input, { ...init, headers });
};

export const supabase = {
  auth,
  functions: new FunctionsClient(new URL('functions/v1', baseUrl).href, {
    customFetch: fetchWithAuth,
  }),
};

export type BackendClient = typeof supabase;
