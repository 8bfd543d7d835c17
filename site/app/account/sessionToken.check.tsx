import { afterEach, expect, it } from 'vitest';
import { EXPIRY_MARGIN_MS as AUTH_JS_MARGIN } from '@supabase/auth-js/dist/module/lib/constants';
import { EXPIRY_MARGIN_MS, freshStoredSession, refreshDueAt } from './sessionToken';

// The dashboard takes the stored session without auth-js only where auth-js would hand it out as
// it is: a whole session, its token a JWT of the stored user, outside the 90 s refresh margin.
// Anything else is auth-js's to decide (refresh, or remove it: signed out).
const KEY = 'sb-127-auth-token';
const NOW = Date.UTC(2026, 10, 27, 12);
const nowSeconds = NOW / 1000;

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

const session = (overrides: Record<string, unknown> = {}, exp = nowSeconds + 3600) => ({
  access_token: jwt({ sub: 'user-1', exp, role: 'authenticated' }),
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: exp,
  token_type: 'bearer',
  user: { id: 'user-1', email: 'ana@example.com' },
  ...overrides,
});
const store = (value: unknown) =>
  localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));

afterEach(() => localStorage.clear());

it('takes a whole, fresh session of the stored user as auth-js keeps it', () => {
  expect(freshStoredSession(NOW)).toBeNull();
  store(session());
  expect(freshStoredSession(NOW)).toEqual(session());
});

it('leaves a broken, partial or edited value to auth-js', () => {
  const values: unknown[] = [
    '{',
    'null',
    '[]',
    '"token"',
    session({ access_token: undefined }),
    session({ refresh_token: undefined }),
    session({ refresh_token: '' }),
    session({ expires_at: undefined }),
    session({ expires_at: '9999999999' }),
    session({ user: undefined }),
    session({ user: null }),
    session({ user: { email: 'ana@example.com' } }),
    session({ access_token: 'not-a-jwt' }),
    session({ access_token: 'a.%%%.c' }),
    session({ access_token: jwt({ sub: 'user-2', exp: nowSeconds + 3600 }) }),
    session({ access_token: jwt({ sub: 'user-1' }) }),
  ];
  for (const value of values) {
    store(value);
    expect(freshStoredSession(NOW), JSON.stringify(value)).toBeNull();
  }
});

it('uses auth-js’s own refresh margin', () => {
  expect(EXPIRY_MARGIN_MS).toBe(AUTH_JS_MARGIN);
});

it('leaves it to auth-js from 90 s before it expires (auth-js refreshes within EXPIRY_MARGIN_MS)', () => {
  store(session({}, nowSeconds + 91));
  expect(freshStoredSession(NOW)).not.toBeNull();
  store(session({}, nowSeconds + 89));
  expect(freshStoredSession(NOW)).toBeNull();
  store(session({}, nowSeconds - 10));
  expect(freshStoredSession(NOW)).toBeNull();
});

it('gives an edited stored expiry no more time than the token’s own', () => {
  // The token expires in 60 s; its stored expiry says in a day.
  const edited = session({
    access_token: jwt({ sub: 'user-1', exp: nowSeconds + 60 }),
    expires_at: nowSeconds + 86400,
  });
  store(edited);
  expect(freshStoredSession(NOW)).toBeNull();
  expect(refreshDueAt(edited as never)).toBe(NOW + 60_000 - 90_000);
  expect(refreshDueAt(session() as never)).toBe(NOW + 3600_000 - 90_000);
});
