import { quebecCity as bilingual } from '../../cities/quebec-city';
import type { FrenchCity } from '../../cities/types';

/** The French version of the French-led page: the same French text, without its English line. */
export const quebecCity: FrenchCity = {
  slug: bilingual.slug,
  fr: {
    ...bilingual.fr,
    // Its own title and description: the French-led page at its English address has the others.
    title: 'Référencement web à Québec : SEO, AEO et GEO | Northbeam Search',
    description:
      'Référencement web à Québec : SEO local, AEO et GEO pour les entreprises de Sainte-Foy, de Charlesbourg, de Lévis et de la Capitale-Nationale.',
  },
};
