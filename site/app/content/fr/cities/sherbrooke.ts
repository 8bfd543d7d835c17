import { sherbrooke as bilingual } from '../../cities/sherbrooke';
import type { FrenchCity } from '../../cities/types';

/** The French version of the French-led page: the same French text, without its English line. */
export const sherbrooke: FrenchCity = { slug: bilingual.slug, fr: bilingual.fr };
