import { useState } from 'react';
import { useLocale } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';

/*
 * The account pages run no router (they are acting parts, see acting/authCard.tsx): what React
 * Router gave them, the query, the language and navigation, comes from the document itself.
 */

/** The page's language: the part's LocaleProvider holds it (localeOfPath of the page). */
export const useLang = (): Lang => (useLocale() === 'fr-CA' ? 'fr-CA' : 'en-CA');

/** The page's query as it was when the part started (empty while prerendering). */
export function usePageQuery(): URLSearchParams {
  const [query] = useState(
    () => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search),
  );
  return query;
}

/** Takes parameters out of the address bar without a navigation (a reload would act on them again). */
export function dropQueryParams(...names: string[]) {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * To another account page by a document navigation that replaces this one in the history, as a
 * redirect does. Only ever a path of this site: the callers build it from pathIn().
 */
export function replacePage(path: string) {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not a site path: ${path}`);
  window.location.replace(path);
}
