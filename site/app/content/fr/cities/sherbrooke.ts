import { sherbrooke as bilingual } from '../../cities/sherbrooke';
import type { FrenchCity } from '../../cities/types';

/** The French version of the French-led page: the same French text, without its English line. */
export const sherbrooke: FrenchCity = {
  slug: bilingual.slug,
  fr: {
    ...bilingual.fr,
    // Its own title and description: the French-led page at its English address has the others.
    title: 'Référencement web à Sherbrooke : SEO, AEO et GEO | Northbeam Search',
    description:
      'Référencement web à Sherbrooke : SEO local, AEO et GEO pour les entreprises de Magog, d’Orford, de Coaticook et de tous les Cantons-de-l’Est.',
  },
};
