import type { Lang } from '../content/cities/types';
import { staticPages } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import { byLocale } from './byLocale';

/** The static pages' titles, descriptions and paths in one language. */
export const staticPagesIn = (lang: Lang) => byLocale(lang, staticPages, frStaticPages);
