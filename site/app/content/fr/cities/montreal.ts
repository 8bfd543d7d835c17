import { montreal as bilingual } from '../../cities/montreal';
import type { FrenchCity } from '../../cities/types';

/**
 * The French version of the bilingual Montréal page: its French text, with French searches in
 * place of the English ones the bilingual page shows for its English-speaking readers.
 */
export const montreal: FrenchCity = {
  slug: bilingual.slug,
  fr: {
    ...bilingual.fr,
    // Its own title and description: the bilingual page at /montreal-seo has the others.
    title: 'Référencement web à Montréal : SEO, AEO et GEO | Northbeam Search',
    description:
      'Référencement web à Montréal : SEO local, AEO et GEO pour les entreprises de Montréal, de Laval, de Longueuil et de la Rive-Sud qui veulent être trouvées.',
    keywords: [
      'Agence SEO Montréal',
      'Référencement web Montréal',
      'Référencement local Montréal',
      'Services SEO Montréal QC',
      'Création de site web Montréal',
      'Référencement web Laval',
    ],
  },
};
