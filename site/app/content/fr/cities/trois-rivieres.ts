import { troisRivieres as bilingual } from '../../cities/trois-rivieres';
import type { FrenchCity } from '../../cities/types';

/** The French version of the French-led page: the same French text, without its English line. */
export const troisRivieres: FrenchCity = {
  slug: bilingual.slug,
  fr: {
    ...bilingual.fr,
    // Its own title and description: the French-led page at its English address has the others.
    title: 'Trois-Rivières : référencement web, AEO et GEO | Northbeam Search',
    description:
      'Référencement web à Trois-Rivières : SEO local, AEO et GEO pour les entreprises de Shawinigan, de Drummondville et de toute la Mauricie.',
  },
};
