import type { Lang } from './cities/types';

/**
 * The one table of language twins: every public English route and its French twin under /fr/, with
 * French slugs. Pattern routes (blog articles, city pages) follow one rule each, so this module needs
 * no content and can run in the browser (the header's language switcher). The build checks
 * (tests/routeTwins.check.ts) fail when a public route has no twin or a twin is not a page.
 */
const staticTwins: readonly (readonly [en: string, fr: string])[] = [
  ['/', '/fr'],
  ['/services', '/fr/services'],
  ['/about', '/fr/a-propos'],
  ['/contact', '/fr/nous-joindre'],
  ['/pricing', '/fr/forfaits'],
  ['/blog', '/fr/blogue'],
  ['/privacy', '/fr/confidentialite'],
  ['/terms', '/fr/conditions'],
  ['/why-aeo-essential', '/fr/pourquoi-aeo-essentiel'],
  ['/why-ai-seo-essential', '/fr/pourquoi-seo-ia-essentiel'],
  ['/auth', '/fr/connexion'],
  ['/dashboard', '/fr/tableau-de-bord'],
  ['/case-studies', '/fr/etudes-de-cas'],
];

/** City slugs whose French name differs from the English slug's ('quebec-city' → 'quebec'). */
const frenchCityNames: Record<string, string> = { 'quebec-city': 'quebec' };

const englishArticle = /^\/blog\/([^/]+)$/;
const frenchArticle = /^\/fr\/blogue\/([^/]+)$/;
const englishCase = /^\/case-studies\/([^/]+)$/;
const frenchCase = /^\/fr\/etudes-de-cas\/([^/]+)$/;
const englishCity = /^\/([a-z-]+)-seo$/;
const frenchCity = /^\/fr\/referencement-([a-z-]+)$/;

/** A city page's French path from its English slug: 'montreal-seo' → '/fr/referencement-montreal'. */
export const frenchCityPath = (englishSlug: string): string => {
  const name = englishSlug.replace(/-seo$/, '');
  return `/fr/referencement-${frenchCityNames[name] ?? name}`;
};

/** A case study's path in a language: the slug is the same in both. */
export const casePath = (lang: Lang, slug: string) =>
  lang === 'fr-CA' ? `/fr/etudes-de-cas/${slug}` : `/case-studies/${slug}`;

/** A blog article's French path. */
export const frenchArticlePath = (id: string) => `/fr/blogue/${id}`;

/** A path without its trailing slashes ('/fr/' → '/fr'); '/' stays '/'. */
const normalize = (path: string) => {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end) || '/';
};

/** The language a path is in: everything under /fr/ is French. */
export const localeOfPath = (path: string): Lang => {
  const clean = normalize(path);
  return clean === '/fr' || clean.startsWith('/fr/') ? 'fr-CA' : 'en-CA';
};

/**
 * The twin of a route path in the other language, or undefined when the path follows no rule of
 * the table. Pattern twins (articles, cities) are not checked against the content here: the build
 * check does that for every public route.
 */
export function twinOf(path: string): string | undefined {
  const clean = normalize(path);
  for (const [en, fr] of staticTwins) {
    if (clean === en) return fr;
    if (clean === fr) return en;
  }
  const article = englishArticle.exec(clean) ?? frenchArticle.exec(clean);
  if (article)
    return localeOfPath(clean) === 'fr-CA' ? `/blog/${article[1]}` : frenchArticlePath(article[1]!);
  const englishCaseSlug = englishCase.exec(clean)?.[1];
  if (englishCaseSlug) return casePath('fr-CA', englishCaseSlug);
  const frenchCaseSlug = frenchCase.exec(clean)?.[1];
  if (frenchCaseSlug) return casePath('en-CA', frenchCaseSlug);
  const fr = frenchCity.exec(clean);
  if (fr) {
    const name =
      Object.keys(frenchCityNames).find((key) => frenchCityNames[key] === fr[1]) ?? fr[1];
    return `/${name}-seo`;
  }
  const en = englishCity.exec(clean);
  if (en) return frenchCityPath(`${en[1]}-seo`);
  return undefined;
}

/**
 * An English route path as the page in `lang` links to it: itself in English, its twin in French
 * ('/dashboard' → '/fr/tableau-de-bord'), so the account area never sends a French reader to an
 * English page.
 */
export const pathIn = (lang: Lang, englishPath: string): string =>
  lang === 'fr-CA' ? (twinOf(englishPath) ?? englishPath) : englishPath;

/** The home page in a language: where the switcher goes from a page that has no twin (a 404). */
export const homeOf = (lang: Lang) => (lang === 'fr-CA' ? '/fr' : '/');
