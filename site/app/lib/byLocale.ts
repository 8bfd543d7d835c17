import type { Lang } from '../content/cities/types';

/**
 * The English or the French edition of a piece of content. Free of the router, so the acting
 * parts (which start without React Router) use it too.
 */
export const byLocale = <T>(lang: Lang, en: T, fr: T): T => (lang === 'fr-CA' ? fr : en);
