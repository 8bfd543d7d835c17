import type { MetaDescriptor } from 'react-router';
import type {
  BreadcrumbList,
  FAQPage,
  PostalAddress,
  ProfessionalService,
  Thing,
  WithContext,
} from 'schema-dts';
import type { PageMeta } from '../content/pages';
import { localeOfPath, twinOf } from '../content/routeTwins';
import { absoluteUrl, site } from '../content/site';

/** A JSON-LD node, typed by schema-dts: a property schema.org does not define fails the type check. */
type JsonLd = WithContext<Thing>;

interface PageSeo {
  title: string;
  description: string;
  path: string;
  ogType?: 'website' | 'article';
  image?: string;
  locale?: string;
  /** Other languages the page carries (og:locale:alternate), e.g. en_CA on a bilingual page. */
  alternateLocales?: string[];
  jsonLd?: JsonLd[];
  noindex?: boolean;
}

const DEFAULT_IMAGE = '/images/og-default.svg';

/**
 * The page and its twin in the other language (routeTwins.ts), each with its hreflang, and
 * x-default on the English one: the same three links on both twins, so they are reciprocal.
 */
function hreflangLinks(path: string): MetaDescriptor[] {
  const twin = twinOf(path);
  if (!twin) return [];
  const [en, fr] = localeOfPath(path) === 'fr-CA' ? [twin, path] : [path, twin];
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-CA', href: absoluteUrl(en) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr-CA', href: absoluteUrl(fr) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(en) },
  ];
}

/**
 * The schema.org types whose node describes the page's text and has `inLanguage` (CreativeWork's
 * and WebPage's kind); the agency, people, offers and breadcrumbs have no language property.
 */
export const describesText = new Set([
  'FAQPage',
  'WebPage',
  'CollectionPage',
  'Blog',
  'BlogPosting',
  'Article',
]);

/** JSON-LD that describes the page's text gets its language. */
const withLanguage = (data: JsonLd, lang: string): JsonLd => {
  const node = data as Record<string, unknown>;
  return 'inLanguage' in node || !describesText.has(String(node['@type']))
    ? data
    : ({ ...node, inLanguage: lang } as JsonLd);
};

/** Title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta({
  title,
  description,
  path,
  ogType = 'website',
  image = DEFAULT_IMAGE,
  locale,
  alternateLocales,
  jsonLd = [],
  noindex = false,
}: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const lang = localeOfPath(path);
  const ogLocale = locale ?? (lang === 'fr-CA' ? 'fr_CA' : 'en_CA');
  const ogAlternates =
    alternateLocales ?? (twinOf(path) ? [ogLocale === 'fr_CA' ? 'en_CA' : 'fr_CA'] : []);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noindex ? [] : hreflangLinks(path)),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: ogType },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(image) },
    { property: 'og:locale', content: ogLocale },
    ...ogAlternates.map((content) => ({ property: 'og:locale:alternate', content })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (noindex) descriptors.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const data of jsonLd) descriptors.push({ 'script:ld+json': withLanguage(data, lang) });
  return descriptors;
}

const agencyId = `${site.origin}/#organization`;

/** An office's postal address as schema.org's PostalAddress (the agency's and each office's node). */
export const officeAddress = (office: (typeof site.offices)[number]): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: office.street,
  addressLocality: office.city,
  addressRegion: office.province,
  postalCode: office.postalCode,
  addressCountry: 'CA',
});

/** The agency as a ProfessionalService with its real offices. */
export const agencyJsonLd = (): WithContext<ProfessionalService> => ({
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': agencyId,
  name: site.name,
  legalName: site.legalName,
  url: site.origin,
  logo: absoluteUrl('/favicon.svg'),
  image: absoluteUrl(DEFAULT_IMAGE),
  email: site.email,
  telephone: site.phone,
  foundingDate: String(site.foundingYear),
  priceRange: '$$$',
  areaServed: { '@type': 'Country', name: 'Canada' },
  address: site.offices.map(officeAddress),
  sameAs: site.social.map((profile) => profile.href),
});

export const agencyRef = (): { '@id': string } => ({ '@id': agencyId });

/** Home › … › this page; `homeLabel` in the page's language ('Accueil' on a French page). */
export const breadcrumbJsonLd = (
  trail: { name: string; path: string }[],
  homeLabel?: string,
): WithContext<BreadcrumbList> => {
  const french = trail.length > 0 && localeOfPath(trail[0]!.path) === 'fr-CA';
  const home = { name: homeLabel ?? (french ? 'Accueil' : 'Home'), path: french ? '/fr' : '/' };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
};

/** What a static page adds to its tags: its own JSON-LD, its og:type. */
export type StaticPageSeo = Pick<PageSeo, 'ogType' | 'jsonLd'>;

/**
 * A static page's tags from its staticPages entry: the agency, then the page's own JSON-LD, then its
 * breadcrumb from the home page.
 */
export const staticPageMeta = (
  page: PageMeta,
  { ogType, jsonLd = [] }: StaticPageSeo = {},
): MetaDescriptor[] =>
  pageMeta({
    ...page,
    ogType,
    jsonLd: [agencyJsonLd(), ...jsonLd, breadcrumbJsonLd([{ name: page.name, path: page.path }])],
  });

export const faqJsonLd = (items: { question: string; answer: string }[]): WithContext<FAQPage> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});
