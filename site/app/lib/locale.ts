import { useLocation } from 'react-router';
import type { Lang } from '../content/cities/types';
import { localeOfPath } from '../content/routeTwins';

/**
 * The page's locale, from its path (everything under /fr/ is French): the one place a route module
 * learns which language to render. Prerendering and the browser read the same path.
 */
export const useLocale = (): Lang => localeOfPath(useLocation().pathname);

/** The English or the French edition of a piece of content. */
export const byLocale = <T,>(lang: Lang, en: T, fr: T): T => (lang === 'fr-CA' ? fr : en);
