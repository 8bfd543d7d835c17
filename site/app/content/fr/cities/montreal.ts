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
