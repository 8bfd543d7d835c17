import type { MetaDescriptor } from 'react-router';
import type { Lang } from '../content/cities/types';
import { staticPages, type PageMeta } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from './byLocale';
import { staticPageMeta, type StaticPageSeo } from './seo';

/** The static pages' titles, descriptions and paths in one language. */
export const staticPagesIn = (lang: Lang) => byLocale(lang, staticPages, frStaticPages);

/**
 * A static page's route meta function: its staticPages entry in the language of the path, with
 * what the page adds (`own`, given that language and entry) between the agency and its breadcrumb.
 */
export const staticRouteMeta =
  (
    key: keyof typeof staticPages,
    own: (lang: Lang, page: PageMeta) => StaticPageSeo = () => ({}),
  ) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const lang = localeOfPath(location.pathname);
    const page = staticPagesIn(lang)[key];
    return staticPageMeta(page, own(lang, page));
  };
