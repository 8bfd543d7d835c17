import { enAtLeast, frAtLeast } from '../../lib/frenchTypography';
import { cityCards, provinceNames } from '../fr/home';
import { frenchCityPath } from '../routeTwins';
import type { CityCardData } from '@northbeam/ui';
import type { City, Lang } from './types';
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

export type * from './types';

/**
 * The 26 city landing pages (spec section 2: the route table lists 26; its count of 27 counts
 * Trois-Rivières twice). Figures are rounded public estimates (2021 census, city and CMA), shown as
 * static text; where the spec fixes a figure, the spec's figure is used.
 *
 * One file a city, in the spec's route-table order here (the home page shows the first nine).
 */
export const cities: City[] = [
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

/** ISO date the city pages' content (the cities and their page template) last changed. */
export const cityPagesUpdated = '2026-11-26';

export const cityPath = (city: City) => `/${city.slug}`;

export const cityBySlug = (slug: string): City | undefined =>
  cities.find((city) => city.slug === slug);

/** Home page: the first nine city routes, in route-table order (the French home: their twins). */
export const homeCities = (lang: Lang = 'en-CA'): CityCardData[] =>
  cities.slice(0, 9).map((city) =>
    lang === 'fr-CA'
      ? {
          name: city.lang === 'fr-CA' ? city.fr.name : city.name,
          province: provinceNames[city.provinceName] ?? city.provinceName,
          population: frAtLeast(city.population),
          ...cityCards[city.slug]!,
          href: frenchCityPath(city.slug),
        }
      : {
          name: city.name,
          province: city.provinceName,
          population: enAtLeast(city.population),
          ...city.home!,
          href: cityPath(city),
        },
  );
