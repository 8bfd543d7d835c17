import type { FrenchCity } from '../../cities/types';

export const barrie: FrenchCity = {
  slug: 'barrie-seo',
  fr: {
    name: 'Barrie',
    region: 'tout le comté de Simcoe',
    title: 'Agence SEO à Barrie : référencement web | Northbeam Search',
    description:
      'Agence SEO à Barrie : référencement local, AEO et GEO pour les entreprises de Barrie, d’Innisfil, d’Orillia et de tout le comté de Simcoe.',
    headline: 'Référencement web à Barrie, une des villes qui croissent le plus vite en Ontario',
    subtitle:
      'Avec une croissance de 15 % par année, Barrie accueille de nouveaux ménages chaque mois. Nous aidons les entreprises d’ici à être le premier nom qu’ils trouvent.',
    facts: [
      { label: 'Croissance', value: '15 % par année' },
      { label: 'Secteurs clés', value: 'Fabrication, commerce de détail, tourisme' },
    ],
    reasons: [
      {
        title: 'Une croissance de 15 % par année',
        description:
          'De nouveaux résidents arrivent sans cesse et cherchent chaque service à partir de zéro. Le référencement local transforme cette croissance en clientèle.',
      },
      {
        title: 'La porte du pays des chalets',
        description:
          'L’autoroute 400 amène les vacanciers de fin de semaine vers le lac Simcoe et Muskoka. Commerces touristiques et gens de métier gagnent grâce à la recherche sur les cartes.',
      },
      {
        title: 'Des navetteurs vers Toronto',
        description:
          'Bien des résidents travaillent à Toronto et magasinent en ligne le soir. Des pages pensées pour le mobile les captent au passage.',
      },
    ],
    keywords: [
      'Agence SEO Barrie',
      'Référencement web Barrie',
      'Référencement local Barrie',
      'Marketing numérique Barrie',
      'Création de site web Barrie',
      'Référencement web comté de Simcoe',
    ],
  },
};
