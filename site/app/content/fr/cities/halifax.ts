import type { FrenchCity } from '../../cities/types';

export const halifax: FrenchCity = {
  slug: 'halifax-seo',
  fr: {
    name: 'Halifax',
    region: 'tout le Canada atlantique',
    title: 'Agence SEO à Halifax : référencement web | Northbeam Search',
    description:
      'Agence SEO à Halifax : référencement local, AEO et GEO pour les entreprises de Halifax, de Dartmouth, de Bedford et de toute la Nouvelle-Écosse.',
    headline: 'Référencement web à Halifax, la grande ville de l’Atlantique',
    subtitle:
      'Technologies océaniques, défense, transport maritime et tourisme : nous aidons les entreprises de Halifax à remporter la recherche en Nouvelle-Écosse et dans les Maritimes.',
    facts: [
      { label: 'Secteurs clés', value: 'Défense, technologies océaniques, activités portuaires' },
      { label: 'Universités', value: '6' },
    ],
    reasons: [
      {
        title: 'La plaque tournante de l’Atlantique',
        description:
          'Halifax dessert tout le Canada atlantique. Des pages régionales attirent la clientèle de Moncton à Sydney, sans oublier les communautés acadiennes.',
      },
      {
        title: 'Une croissance record',
        description:
          'Halifax est l’une des villes qui croissent le plus vite au pays. Les nouveaux arrivants cherchent tout en ligne : les entreprises qu’ils trouvent en premier gagnent leur fidélité.',
      },
      {
        title: 'Un tourisme saisonnier',
        description:
          'Croisiéristes et vacanciers d’été préparent leur visite avec les moteurs de recherche et les assistants IA. Nous publions le bon contenu au bon moment de la saison.',
      },
    ],
    keywords: [
      'Agence SEO Halifax',
      'Référencement web Halifax',
      'Référencement local Halifax',
      'Marketing numérique Halifax',
      'Création de site web Halifax',
      'Agence SEO Canada atlantique',
    ],
  },
};
