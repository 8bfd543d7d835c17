import { troisRivieres as bilingual } from '../../cities/trois-rivieres';
import type { FrenchCity } from '../../cities/types';

/** The French version of the French-led page: the same French text, without its English line. */
export const troisRivieres: FrenchCity = { slug: bilingual.slug, fr: bilingual.fr };
