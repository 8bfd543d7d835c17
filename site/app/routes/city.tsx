import {
  CityHero,
  Container,
  KeywordTiles,
  ReasonCards,
  Section,
  ServedAreas,
  Text,
} from '@northbeam/ui';
import { data } from 'react-router';
import type { Route } from './+types/city';
import { CtaBanner } from '../components/CtaBanner';
import { cityBySlug, cityKeywords, cityStats, type City } from '../content/cities';
import { absoluteUrl, site } from '../content/site';
import { agencyJsonLd, agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';

const slugOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

// Runs at build time only (prerendering): each page's HTML carries just its own city, and the
// 26 cities' content never enters the browser bundle.
export function loader({ request }: Route.LoaderArgs) {
  const city = cityBySlug(slugOf(new URL(request.url).pathname));
  if (!city) throw data(null, { status: 404 });
  return {
    city,
    stats: cityStats(city),
    keywords: cityKeywords(city),
    path: `/${city.slug}`,
    title: `${city.name} SEO Services | ${site.name}`,
    description: `${city.name}, ${city.province} SEO, AEO and GEO services: local search strategies for ${city.name} businesses across ${city.towns.slice(1, 4).join(', ')} and beyond.`,
  };
}

/** Copy that changes with the page language: French-speaking markets read French headings. */
const sectionCopy = (city: City) =>
  city.lang === 'fr-CA'
    ? {
        eyebrow: `${city.name}, ${city.provinceName === 'Quebec' ? 'Québec' : city.provinceName}`,
        cta: `Audit SEO gratuit à ${city.name}`,
        reasonsHeading: `Pourquoi ${city.name} ?`,
        reasonsIntro: `Ce qui rend le marché de ${city.name} unique pour le référencement.`,
        areasHeading: `Secteurs desservis autour de ${city.name}`,
        metroLabel: 'Région métropolitaine',
      }
    : {
        eyebrow: `${city.name}, ${city.provinceName}`,
        cta: `Get Your Free ${city.name} SEO Audit`,
        reasonsHeading: `Why ${city.name} Businesses Need Local SEO`,
        reasonsIntro: `What makes ${city.name} a unique search market.`,
        areasHeading: `Areas We Serve Around ${city.name}`,
        metroLabel: 'Metro Area',
      };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Page Not Found | ${site.name}` }];
  const { city, path, title, description } = loaderData;
  return pageMeta({
    title,
    description,
    path,
    locale: city.lang === 'fr-CA' ? 'fr_CA' : 'en_CA',
    jsonLd: [
      agencyJsonLd(),
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: `SEO services in ${city.name}`,
        serviceType: 'Search engine optimization',
        url: absoluteUrl(path),
        description,
        provider: agencyRef(),
        areaServed: [
          {
            '@type': 'City',
            name: city.name,
            containedInPlace: {
              '@type': 'AdministrativeArea',
              name: city.provinceName,
              address: {
                '@type': 'PostalAddress',
                addressRegion: city.province,
                addressCountry: 'CA',
              },
            },
          },
          ...city.towns
            .filter((town) => town !== city.name)
            .map((town) => ({ '@type': 'Place', name: town })),
        ],
      },
      breadcrumbJsonLd([{ name: `${city.name} SEO`, path }]),
    ],
  });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, keywords } = loaderData;
  const copy = sectionCopy(city);
  const stats = loaderData.stats.map((stat) =>
    stat.label === 'Metro Area' ? { ...stat, label: copy.metroLabel } : stat,
  );
  return (
    <>
      <CityHero
        eyebrow={copy.eyebrow}
        headline={city.headline}
        subtitle={city.subtitle}
        ctaLabel={copy.cta}
        ctaHref="/contact"
        bilingualLine={city.bilingualLine}
        stats={stats}
        lang={city.lang}
      />
      <ReasonCards
        heading={copy.reasonsHeading}
        intro={copy.reasonsIntro}
        reasons={city.reasons}
        lang={city.lang}
      />
      <KeywordTiles
        heading={`${city.name} Keywords We Target`}
        intro={`The searches ${city.name} customers use to find businesses like yours.`}
        keywords={keywords}
        ctaLabel={`Start Your ${city.name} Campaign`}
        ctaHref="/contact"
      />
      <ServedAreas heading={copy.areasHeading} areas={city.towns} lang={city.lang} />
      {city.figuresNote && (
        <Section lang={city.lang}>
          <Container measure="prose">
            <Text align="center" tone="muted">
              {city.figuresNote}
            </Text>
          </Container>
        </Section>
      )}
      <CtaBanner
        heading={`Ready to Grow Your ${city.name} Business?`}
        text={`Get a free audit and a search strategy built for ${city.name} and ${city.provinceName}.`}
        primary={{ label: 'Get Your Free Audit', href: '/contact' }}
        secondary={{ label: `View ${city.name} Packages`, href: '/pricing' }}
      />
    </>
  );
}
