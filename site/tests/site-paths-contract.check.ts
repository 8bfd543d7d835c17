import { describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../supabase/functions/_shared/locale.ts';
import { pathIn } from '../app/content/routeTwins';

// The edge functions (Deno, which cannot import the site) keep their own copy of the pages a mail
// or a payment returns to; the site's one table of twins (content/routeTwins.ts) decides them.
describe('the pages mails and payments return to: the edge functions follow the route twins', () => {
  it('names the English pages, and the French twins the table gives them', () => {
    expect(SITE_PATHS.en).toEqual({ blog: '/blog', dashboard: '/dashboard' });
    expect(SITE_PATHS.fr).toEqual({
      blog: pathIn('fr-CA', SITE_PATHS.en.blog),
      dashboard: pathIn('fr-CA', SITE_PATHS.en.dashboard),
    });
  });

  it('gives the account area its French addresses and leaves the English ones alone', () => {
    expect(
      ['/auth', '/dashboard', '/pricing', '/contact'].map((path) => pathIn('fr-CA', path)),
    ).toEqual(['/fr/connexion', '/fr/tableau-de-bord', '/fr/forfaits', '/fr/nous-joindre']);
    expect(pathIn('en-CA', '/dashboard')).toBe('/dashboard');
  });
});
