import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { confirmedAccount, SITE, startTestBackend } from './support/backend.ts';
import { uniqueEmail } from './support/clients.ts';
import { follow, fragmentParams, linkIn, waitForMail } from './support/inbox.ts';

// The PKCE flow of hosted Auth with the real supabase-js client (flowType 'pkce', as the site
// uses it): a mailed link redirects with a one-use code, never with a session in the fragment.

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend({ functions: false, stripe: false });
});

afterAll(async () => {
  await backend?.stop();
});

/** A PKCE client (its verifier kept in memory) and the bodies of its code exchanges. */
function pkceClient() {
  const exchanges: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('grant_type=pkce'))
      exchanges.push(String(init?.body));
    return fetch(input, init);
  };
  const supabase: SupabaseClient = createClient(backend.url, backend.anonKey, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: {
      flowType: 'pkce',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: recording },
  });
  return { supabase, exchanges };
}

function exchange(body: string) {
  return fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body,
  });
}

async function recoveryCode(supabase: SupabaseClient, email: string) {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${SITE}/auth?mode=update-password`,
  });
  if (error) throw error;
  const link = linkIn(await waitForMail(backend.inboxUrl, email, /Reset Your Password/), '/verify');
  const landing = await follow(link);
  return { link, landing, code: landing.searchParams.get('code') ?? '' };
}

describe('PKCE (supabase-js flowType pkce)', () => {
  it('sign-up: the confirmation link redirects with a code, no session in the URL; the code gives the session once', async () => {
    const email = uniqueEmail('pkce-signup');
    const { supabase, exchanges } = pkceClient();
    const signUp = await supabase.auth.signUp({
      email,
      password: 'correct-horse',
      options: { emailRedirectTo: `${SITE}/auth` },
    });
    expect(signUp.error).toBeNull();

    const link = linkIn(
      await waitForMail(backend.inboxUrl, email, /Confirm Your Signup/),
      '/verify',
    );
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/auth`);
    expect(landing.hash).toBe('');
    expect(landing.href).not.toContain('access_token');
    const code = landing.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error } = await supabase.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    // The same code with the same verifier again: refused, the flow state is used up.
    expect(exchanges).toHaveLength(1);
    const reused = await exchange(exchanges[0]!);
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('recovery: a wrong verifier is refused (bad_code_verifier), the right one then signs in with PASSWORD_RECOVERY', async () => {
    const { email } = await confirmedAccount(backend, 'pkce-recover');
    const { supabase } = pkceClient();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { landing, code } = await recoveryCode(supabase, email);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/auth`);
    expect(landing.searchParams.get('mode')).toBe('update-password');
    expect(landing.hash).toBe('');

    const wrong = await exchange(
      JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    // Another browser (no verifier of its own) cannot use the code either.
    const stranger = pkceClient().supabase;
    const stolen = await stranger.auth.exchangeCodeForSession(code);
    expect(stolen.data.session).toBeNull();
    expect(stolen.error).not.toBeNull();

    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('a code older than the flow state expiry (5 minutes, as hosted Auth) is refused with flow_state_expired', async () => {
    const { email } = await confirmedAccount(backend, 'pkce-expired');
    const { supabase } = pkceClient();
    const { code } = await recoveryCode(supabase, email);
    await backend.db.query(
      `update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = $1`,
      [code],
    );
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('a used PKCE link redirects with the error in the query and the fragment, and no code', async () => {
    const { email } = await confirmedAccount(backend, 'pkce-used');
    const { supabase } = pkceClient();
    const { link } = await recoveryCode(supabase, email);
    const again = await follow(link);
    expect(again.searchParams.get('code')).toBeNull();
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(fragmentParams(again).get('error_code')).toBe('otp_expired');
    expect(again.href).not.toContain('access_token');
  });

  it('refuses a malformed code challenge and an empty exchange with 400 validation_failed', async () => {
    const res = await fetch(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('short'),
        code_challenge: 'too-short',
        code_challenge_method: 's256',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    const empty = await exchange(JSON.stringify({ auth_code: '', code_verifier: '' }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' });
  });
});
