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
    local: {
      economy:
        'Sherbrooke est une ville universitaire : l’Université de Sherbrooke, l’Université Bishop’s à Lennoxville et le Cégep de Sherbrooke y attirent des dizaines de milliers d’étudiants, et le CHUS en fait le centre de santé des Cantons-de-l’Est. La fabrication, la recherche appliquée et le tourisme vers Magog et le mont Orford complètent l’économie.',
      neighbourhoods:
        'Fleurimont, Rock Forest, Jacques-Cartier, Lennoxville et le Vieux-Nord ont chacun leur clientèle. À Lennoxville, où se trouve Bishop’s, une partie importante des résidents vit en anglais : les recherches y passent d’une langue à l’autre.',
      faq: [
        {
          question: 'Comment atteindre la clientèle étudiante ?',
          answer:
            'Mettez à jour vos pages et votre fiche d’établissement Google avant la rentrée d’août et de janvier, et répondez aux questions des nouveaux arrivants : transport, prix, heures, service en anglais.',
        },
        {
          question: 'Faut-il aussi cibler Magog et Orford ?',
          answer:
            'Si vous y servez des clients ou des touristes, oui, avec leurs propres pages : les visiteurs de la région cherchent avec le nom de l’endroit où ils se trouvent.',
        },
        {
          question: 'Les recherches en anglais comptent-elles à Sherbrooke ?',
          answer:
            'Pour une partie de la clientèle, oui : Lennoxville, Bishop’s et plusieurs municipalités des Cantons-de-l’Est ont une population anglophone. Une version anglaise rédigée pour elle complète votre site français.',
        },
      ],
    },
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
  coordinates: { latitude: 45.4042, longitude: -71.8929 },
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
