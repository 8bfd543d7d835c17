// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The dashboard follows a fresh stored session without auth-js (sessionToken.ts), and loads
// auth-js as soon as it must act: no fresh session, an auth link, the refresh margin reached,
// another tab storing something else, a sign-out. Another tab's sign-out signs this one out.
const KEY = 'sb-127-auth-token';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const session = (user = 'user-1', seconds = 3600, token = 'a') => {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return {
    access_token: jwt({ sub: user, exp, token }),
    refresh_token: 'refresh',
    expires_in: seconds,
    expires_at: exp,
    token_type: 'bearer',
    user: { id: user, email: `${user}@example.com` },
  };
};

// The auth-js module (lib/supabase.ts) as a fake that tells the stored session to its listeners
// as auth-js does when it starts. `loads` counts the session's subscriptions to it: the session
// subscribes as soon as auth-js is loaded (vitest keeps a mocked module across resetModules).
const authModule = vi.hoisted(() => ({ loads: 0, signOut: vi.fn() }));
vi.mock('../lib/supabase', () => {
  const listeners = new Set<(event: string, session: unknown) => void>();
  const stored = (): unknown => {
    try {
      return JSON.parse(localStorage.getItem('sb-127-auth-token') ?? 'null');
    } catch {
      return null;
    }
  };
  return {
    auth: {
      onAuthStateChange(callback: (event: string, session: unknown) => void) {
        authModule.loads += 1;
        listeners.add(callback);
        setTimeout(() => callback('INITIAL_SESSION', stored()), 0);
        return { data: { subscription: { unsubscribe: () => listeners.delete(callback) } } };
      },
      getSession: async () => ({ data: { session: stored() } }),
      async signOut() {
        authModule.signOut();
        localStorage.removeItem('sb-127-auth-token');
        listeners.forEach((listener) => listener('SIGNED_OUT', null));
        return { error: null };
      },
    },
  };
});

// Each test imports the session afresh (resetModules), which is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const running: { stop(): void }[] = [];

const fetchMock = vi.fn(async () => Response.json({ subscribed: true, subscription_tier: null }));

beforeEach(() => {
  vi.resetModules();
  authModule.loads = 0;
  authModule.signOut.mockClear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function start() {
  const { startSessionActor, selectSession } = await import('./sessionActor');
  const actor = startSessionActor();
  running.push(actor);
  const view = () => selectSession(actor.getSnapshot());
  return { actor, view };
}

const bearer = (call: number) =>
  new Headers((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers).get(
    'Authorization',
  );

it('shows a fresh stored session and checks its subscription without loading auth-js', async () => {
  const stored = session();
  localStorage.setItem(KEY, JSON.stringify(stored));
  const { actor, view } = await start();
  expect(view().status).toBe('signedIn');
  expect(view().user?.email).toBe('user-1@example.com');
  await vi.waitFor(() => expect(view().subscriptionKnown).toBe(true));
  expect(view().subscription.subscribed).toBe(true);
  expect(bearer(0)).toBe(`Bearer ${stored.access_token}`);
  expect(authModule.loads).toBe(0);
  actor.stop();
});

it('loads auth-js at once without a fresh session: none, near expiry, broken, or an auth link', async () => {
  const cases: [string, string | null, string][] = [
    ['none', null, '/dashboard'],
    ['near expiry', JSON.stringify(session('user-1', 60)), '/dashboard'],
    ['broken', '{"access_token":"x"', '/dashboard'],
    ['edited', JSON.stringify({ ...session(), user: { id: 'user-2' } }), '/dashboard'],
    ['auth link', JSON.stringify(session()), '/dashboard?code=abc'],
  ];
  for (const [name, value, address] of cases) {
    vi.resetModules();
    authModule.loads = 0;
    localStorage.clear();
    if (value) localStorage.setItem(KEY, value);
    window.history.replaceState(null, '', address);
    const { actor, view } = await start();
    expect(view().status, name).toBe('loading');
    await vi.waitFor(() => expect(authModule.loads, name).toBe(1));
    actor.stop();
  }
});

it('hands over to auth-js when the token reaches auth-js’s refresh margin', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 27, 12));
  localStorage.setItem(KEY, JSON.stringify(session('user-1', 600)));
  const { actor, view } = await start();
  await vi.advanceTimersByTimeAsync(1000);
  expect(view().status).toBe('signedIn');
  expect(authModule.loads).toBe(0);
  // 90 s before expiry auth-js refreshes: it must be the one holding the session then.
  await vi.advanceTimersByTimeAsync(600_000 - 90_000 - 1000 - 1);
  expect(authModule.loads).toBe(0);
  await vi.advanceTimersByTimeAsync(2);
  expect(authModule.loads).toBe(1);
  actor.stop();
});

it('follows another tab: its refresh, its sign-out, and hands over on anything else', async () => {
  localStorage.setItem(KEY, JSON.stringify(session()));
  const first = await start();
  await vi.waitFor(() => expect(first.view().subscriptionKnown).toBe(true));
  const refreshed = session('user-1', 3600, 'b');
  localStorage.setItem(KEY, JSON.stringify(refreshed));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
  expect(first.view().session?.access_token).toBe(refreshed.access_token);
  expect(authModule.loads).toBe(0);
  localStorage.removeItem(KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
  expect(first.view().status).toBe('signedOut');
  expect(authModule.loads).toBe(0);
  first.actor.stop();

  vi.resetModules();
  localStorage.setItem(KEY, JSON.stringify(session()));
  const second = await start();
  localStorage.setItem(KEY, JSON.stringify(session('user-2')));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
  await vi.waitFor(() => expect(second.view().user?.id).toBe('user-2'));
  expect(authModule.loads).toBe(1);
  second.actor.stop();
});

it('signs out through auth-js', async () => {
  localStorage.setItem(KEY, JSON.stringify(session()));
  const { actor, view } = await start();
  await vi.waitFor(() => expect(view().subscriptionKnown).toBe(true));
  actor.send({ type: 'SIGN_OUT' });
  await vi.waitFor(() => expect(view().status).toBe('signedOut'));
  expect(authModule.signOut).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(KEY)).toBeNull();
  actor.stop();
});

it('takes the check the page started before the machine, without asking twice', async () => {
  localStorage.setItem(KEY, JSON.stringify(session()));
  const { startSubscriptionCheck } = await import('./subscriptionCheck');
  startSubscriptionCheck();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const { view } = await start();
  await vi.waitFor(() => expect(view().subscriptionKnown).toBe(true));
  expect(view().subscription.subscribed).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(authModule.loads).toBe(0);
});

it('starts no early check without a fresh stored session or with an auth link', async () => {
  const { startSubscriptionCheck } = await import('./subscriptionCheck');
  startSubscriptionCheck();
  localStorage.setItem(KEY, JSON.stringify(session()));
  window.history.replaceState(null, '', '/dashboard?code=abc');
  startSubscriptionCheck();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchMock).not.toHaveBeenCalled();
});
