import {
  CityHero,
  Container,
  Heading,
  KeywordTiles,
  ReasonCards,
  Section,
  ServedAreas,
  Stack,
  Text,
} from '@northbeam/ui';
import { useId } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/city';
import { CityLocal } from '../components/CityLocal';
import { CtaBanner } from '../components/CtaBanner';
import { ProofBand } from '../components/ProofBand';
import { cityBySlug } from '../content/cities';
import { cityPage, frenchCityPage, type CityPageView } from '../content/cityPage';
import { frCityBySlug } from '../content/fr/cities';
import { localeOfPath, twinOf } from '../content/routeTwins';
import { absoluteUrl, site } from '../content/site';
import { agencyJsonLd, agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';

const slugOf = (pathname: string) => pathname.split('/').filter(Boolean).join('/');

/** The page at a path: a city at its spec URL, or a city's French twin under /fr/. */
function pageAt(
  pathname: string,
): { page: CityPageView; towns: string[]; province: string; citySlug: string } | null {
  const french = localeOfPath(pathname) === 'fr-CA';
  const englishPath = french ? twinOf(pathname) : pathname;
  const city = englishPath ? cityBySlug(slugOf(englishPath)) : undefined;
  if (!city) return null;
  const frenchContent = french ? frCityBySlug(city.slug) : undefined;
  if (french && !frenchContent) return null;
  const page = frenchContent ? frenchCityPage(city, frenchContent) : cityPage(city);
  return { page, towns: city.towns, province: city.province, citySlug: city.slug };
}

// Runs at build time only (prerendering): each page's HTML carries just its own city, and the
// 26 cities' content never enters the browser bundle. `lang` is the document language the root
// layout puts on <html>.
export function loader({ request }: Route.LoaderArgs) {
  const found = pageAt(new URL(request.url).pathname);
  if (!found) throw data(null, { status: 404 });
  const { page, towns, province, citySlug } = found;
  return {
    citySlug,
    lang: page.lang,
    page,
    towns,
    province,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Page Not Found | ${site.name}` }];
  const { page, province, towns } = loaderData;
  const { path, service } = page;
  return pageMeta({
    title: page.title,
    description: page.description,
    path,
    locale: page.locale,
    // The bilingual Quebec pages carry English too; any page with a twin names its language.
    alternateLocales: page.alternateLocale ? [page.alternateLocale] : undefined,
    jsonLd: [
      agencyJsonLd(),
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.name,
        serviceType: service.serviceType,
        url: absoluteUrl(path),
        description: page.description,
        // schema.org's Service has no inLanguage: the languages it is offered in are its channel's.
        availableChannel: {
          '@type': 'ServiceChannel',
          serviceUrl: absoluteUrl(path),
          availableLanguage: service.inLanguage,
        },
        provider: agencyRef(),
        areaServed: [
          {
            '@type': 'City',
            name: service.cityName,
            containedInPlace: {
              '@type': 'AdministrativeArea',
              name: service.provinceName,
              address: {
                '@type': 'PostalAddress',
                addressRegion: province,
                addressCountry: 'CA',
              },
            },
          },
          ...towns
            .filter((town) => town !== service.cityName)
            .map((town) => ({ '@type': 'Place' as const, name: town })),
        ],
      },
      breadcrumbJsonLd([{ name: service.breadcrumb, path }], service.homeLabel),
    ],
  });
};

/** A short band of text after the served areas, in its own language. */
function NoteSection({ note }: { note: CityPageView['notes'][number] }) {
  const headingId = useId();
  return (
    <Section lang={note.lang} aria-labelledby={note.heading ? headingId : undefined}>
      <Container measure="prose">
        <Stack space="sm">
          {note.heading && (
            <Heading level={2} id={headingId} align="center">
              {note.heading}
            </Heading>
          )}
          <Text align="center" tone="muted">
            {note.text}
          </Text>
        </Stack>
      </Container>
    </Section>
  );
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { hero, reasons, keywords, areas, local, notes, banner } = loaderData.page;
  return (
    <>
      <CityHero {...hero} />
      <ReasonCards {...reasons} />
      <KeywordTiles {...keywords} />
      <ServedAreas {...areas} />
      <CityLocal {...local} />
      {notes.map((note) => (
        <NoteSection key={note.text} note={note} />
      ))}
      <ProofBand
        lang={loaderData.lang}
        citySlug={loaderData.citySlug}
        province={loaderData.province}
        tone="muted"
      />
      <CtaBanner {...banner} />
    </>
  );
}
