import { useLocation } from 'react-router';
import type { Lang } from '../content/cities/types';
import { localeOfPath } from '../content/routeTwins';

/**
 * The page's locale, from its path (everything under /fr/ is French): the one place a route module
 * learns which language to render. Prerendering and the browser read the same path.
 */
export const useLocale = (): Lang => localeOfPath(useLocation().pathname);
