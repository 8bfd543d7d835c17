import { quebecCity as bilingual } from '../../cities/quebec-city';
import type { FrenchCity } from '../../cities/types';

/** The French version of the French-led page: the same French text, without its English line. */
export const quebecCity: FrenchCity = { slug: bilingual.slug, fr: bilingual.fr };
