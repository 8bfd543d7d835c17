import { afterEach, expect, it } from 'vitest';
import { needsAuthClientAtStart } from './authClient';

// The account pages load the auth client at once, in both languages; a public page without a
// stored session or an auth link does not (its JavaScript stays without supabase-js).
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

afterEach(() => localStorage.clear());

it('loads the auth client at once on the account pages of both languages', () => {
  for (const path of ['/auth', '/dashboard', '/dashboard/', '/fr/connexion', '/fr/tableau-de-bord'])
    expect(needsAuthClientAtStart(at(path)), path).toBe(true);
});

it('leaves it out of a public page of either language without a session', () => {
  for (const path of ['/', '/pricing', '/fr', '/fr/forfaits', '/fr/connexion-x', '/authx'])
    expect(needsAuthClientAtStart(at(path)), path).toBe(false);
});
