import { afterEach, expect, it } from 'vitest';
import { needsAuthClientAtStart } from './authClient';

// The dashboard loads the auth client at once, in both languages; /auth only with a stored
// session or an auth link (its card needs no session: the client comes with the first submit); a
// public page without either does not (its JavaScript stays without the client).
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

afterEach(() => localStorage.clear());

it('loads the auth client at once on the dashboard of both languages', () => {
  for (const path of ['/dashboard', '/dashboard/', '/fr/tableau-de-bord'])
    expect(needsAuthClientAtStart(at(path)), path).toBe(true);
});

it('loads it on /auth only with a stored session or an auth link', () => {
  for (const path of ['/auth', '/fr/connexion'])
    expect(needsAuthClientAtStart(at(path)), path).toBe(false);
  expect(needsAuthClientAtStart(at('/auth', '?code=abc'))).toBe(true);
  expect(needsAuthClientAtStart(at('/fr/connexion', '', '#error_code=otp_expired'))).toBe(true);
  localStorage.setItem('sb-127-auth-token', '{}');
  expect(needsAuthClientAtStart(at('/auth'))).toBe(true);
});

it('leaves it out of a public page of either language without a session', () => {
  for (const path of ['/', '/pricing', '/fr', '/fr/forfaits', '/fr/connexion-x', '/authx'])
    expect(needsAuthClientAtStart(at(path)), path).toBe(false);
});
