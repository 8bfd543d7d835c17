import { useLocation, useMatches } from 'react-router';
import type { Lang } from '../content/cities/types';
import { localeOfPath } from '../content/routeTwins';

/**
 * The current page's language, for `<html lang>`: the deepest route whose loader data names one
 * (`{ lang: 'fr-CA' }` on the French-led Quebec city pages at their English URLs), otherwise the
 * language of its path (everything under /fr/ is fr-CA). Loader data and the path are what the
 * prerendered HTML and the hydrating client share, so both render the same.
 */
export function useDocumentLang(): Lang {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const lang = (matches[index]!.loaderData as { lang?: unknown } | null | undefined)?.lang;
    if (lang === 'fr-CA' || lang === 'en-CA') return lang;
  }
  return localeOfPath(pathname);
}
