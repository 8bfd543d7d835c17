import { frAtLeast } from '../../lib/frenchTypography';
import type { QuebecCity } from './types';

export const sherbrooke: QuebecCity = {
  slug: 'sherbrooke-seo',
  name: 'Sherbrooke',
  province: 'QC',
  provinceName: 'Quebec',
  population: 172_950,
  metro: 227_398,
  lang: 'fr-CA',
  fr: {
    name: 'Sherbrooke',
    region: 'les Cantons-de-l’Est',
    title: 'Agence SEO à Sherbrooke : référencement bilingue | Northbeam Search',
    description:
      'Agence SEO à Sherbrooke : référencement local en français et en anglais pour les entreprises de Magog, d’Orford, de Coaticook et des Cantons-de-l’Est.',
    headline: 'Référencement web bilingue à Sherbrooke',
    subtitle:
      'Universités, santé et secteur manufacturier : nous aidons les entreprises de Sherbrooke à se démarquer dans les recherches, en français et en anglais, en Estrie et dans tous les Cantons-de-l’Est.',
    facts: [
      { label: 'Étudiants', value: frAtLeast(40_000) },
      { label: 'Secteurs clés', value: 'Éducation, santé, secteur manufacturier' },
    ],
    reasons: [
      {
        title: 'Une ville étudiante',
        description:
          'Plus de 40 000 étudiants fréquentent l’Université de Sherbrooke, l’Université Bishop’s et le Cégep de Sherbrooke. Ils cherchent sur leur téléphone : le référencement local les amène chez vous.',
      },
      {
        title: 'Deux langues dans les Cantons-de-l’Est',
        description:
          'Les Cantons-de-l’Est ont une communauté anglophone historique, de Lennoxville à Stanstead. Un site bilingue atteint toute la région, dans ses deux langues.',
      },
      {
        title: 'Tourisme quatre saisons',
        description:
          'Le mont Orford, Magog et North Hatley attirent des visiteurs toute l’année. Nous optimisons votre site pour leurs recherches.',
      },
    ],
    keywords: [
      'Agence SEO Sherbrooke',
      'Référencement web Sherbrooke',
      'Référencement local Sherbrooke',
      'Création de site web Sherbrooke',
      'Services SEO Sherbrooke QC',
      'Référencement web Estrie',
    ],
    areasHeading: 'Secteurs desservis en Estrie et dans les Cantons-de-l’Est',
  },
  en: {
    line: 'Bilingual French and English SEO for Sherbrooke and the Eastern Townships.',
  },
  towns: [
    'Sherbrooke',
    'Magog',
    'Orford',
    'North Hatley',
    'Lennoxville',
    'Coaticook',
    'Windsor',
    'Granby',
    'Bromont',
    'Waterloo',
    'Stanstead',
    'Val-des-Sources',
  ],
};
