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
 * - Written with ordinary spaces; cityPage's French formatting (frText) puts in the no-break spaces.
 * - The home page's city cards are written in content/fr/home.ts (cityCards), not here.
 * - Every city of content/cities/index.ts is listed in `frCities` below (any order): the build
 *   check fails for an English city page without its French twin.
 */
import type { FrenchCity } from '../../cities/types';
import { toronto } from './toronto';

export const frCities: FrenchCity[] = [toronto];

export const frCityBySlug = (englishSlug: string): FrenchCity | undefined =>
  frCities.find((city) => city.slug === englishSlug);
