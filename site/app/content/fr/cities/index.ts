/*
 * CONTRACT (content of the French city twins, /fr/referencement-{city}):
 * - One file a city beside this one, named as the English file (content/fr/cities/toronto.ts …),
 *   exporting the same name as the English module (`export const toronto`), typed `FrenchCity`
 *   (content/cities/types.ts): `{ slug, fr }`, where `slug` is the ENGLISH page's slug
 *   ('toronto-seo', the key to the twin) and `fr` has exactly the shape of a Quebec city's `fr`
 *   block (`QuebecCity['fr']`: name, region, title, description ≤ 155 characters, headline,
 *   subtitle, two facts, three reasons, six keyword tiles, optional areasHeading).
 * - Figures (population, metro, towns, province) are NOT repeated: the page takes them from the
 *   English city record (one owner per fact) and formats them with fr-CA.
 * - Written with ordinary spaces; cityPage's French formatting puts in the no-break spaces.
 * - Every city of content/cities/index.ts is re-exported in all.ts (any order; `frCities` takes them all): the build
 *   check fails for an English city page without its French twin.
 */
import type { FrenchCity } from '../../cities/types';
import { cityDirectory } from '../../cityDirectory';
import * as frCityModules from './all';

const routeOrder = (twin: FrenchCity) => cityDirectory.findIndex((city) => city.slug === twin.slug);

/** In route-table order, as the English cities (sitemap, machine edition). */
export const frCities: FrenchCity[] = Object.values(frCityModules).sort(
  (a, b) => routeOrder(a) - routeOrder(b),
);

export const frCityBySlug = (englishSlug: string): FrenchCity | undefined =>
  frCities.find((city) => city.slug === englishSlug);
