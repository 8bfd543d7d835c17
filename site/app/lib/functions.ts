import { FunctionsClient } from '@supabase/functions-js';
import { freshStoredSession } from '../account/sessionToken';
import { hasStoredSession } from '../account/storedSession';
import { anonKey, baseUrl } from './backendAddress';
import { loadAuth } from './loadAuth';

/*
 * The edge functions' client, as supabase-js's createClient sets it up: the anon key as `apikey`
 * on every request and the session's access token (else the anon key) as the bearer. The token is
 * the one auth-js's getSession() would give: the stored session while it is fresh
 * (account/sessionToken.ts), read without loading auth-js; otherwise auth-js itself, which
 * refreshes it (or finds none). Without any stored session the anon key goes, as auth-js would
 * find none, so a public page's form never loads auth-js.
 */
async function accessToken(): Promise<string | null> {
  const stored = freshStoredSession();
  if (stored) return stored.access_token;
  if (!hasStoredSession()) return null;
  const { data } = await (await loadAuth()).getSession();
  return data.session?.access_token ?? null;
}

/** fetch with the anon key as `apikey` and the signed-in user's token (else the key) as bearer. */
const fetchWithAuth: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', anonKey);
  if (!headers.has('Authorization'))
    headers.set('Authorization', `Bearer ${(await accessToken()) ?? anonKey}`);
  return fetch(input, { ...init, headers });
};

export const functions = new FunctionsClient(new URL('functions/v1', baseUrl).href, {
  customFetch: fetchWithAuth,
});
