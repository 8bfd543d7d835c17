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
 * - Every city of content/cities/index.ts is listed in `frCities` below (any order): the build
 *   check fails for an English city page without its French twin.
 */
import type { FrenchCity } from '../../cities/types';
import { toronto } from './toronto';
import { vancouver } from './vancouver';
import { montreal } from './montreal';
import { calgary } from './calgary';
import { ottawa } from './ottawa';
import { edmonton } from './edmonton';
import { winnipeg } from './winnipeg';
import { quebecCity } from './quebec-city';
import { hamilton } from './hamilton';
import { kitchener } from './kitchener';
import { london } from './london';
import { halifax } from './halifax';
import { victoria } from './victoria';
import { windsor } from './windsor';
import { oshawa } from './oshawa';
import { saskatoon } from './saskatoon';
import { regina } from './regina';
import { sherbrooke } from './sherbrooke';
import { barrie } from './barrie';
import { kelowna } from './kelowna';
import { abbotsford } from './abbotsford';
import { kingston } from './kingston';
import { sudbury } from './sudbury';
import { troisRivieres } from './trois-rivieres';
import { guelph } from './guelph';
import { cambridge } from './cambridge';

export const frCities: FrenchCity[] = [
  toronto,
  vancouver,
  montreal,
  calgary,
  ottawa,
  edmonton,
  winnipeg,
  quebecCity,
  hamilton,
  kitchener,
  london,
  halifax,
  victoria,
  windsor,
  oshawa,
  saskatoon,
  regina,
  sherbrooke,
  barrie,
  kelowna,
  abbotsford,
  kingston,
  sudbury,
  troisRivieres,
  guelph,
  cambridge,
];

export const frCityBySlug = (englishSlug: string): FrenchCity | undefined =>
  frCities.find((city) => city.slug === englishSlug);
