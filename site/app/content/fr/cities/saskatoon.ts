import type { FrenchCity } from '../../cities/types';

export const saskatoon: FrenchCity = {
  slug: 'saskatoon-seo',
  fr: {
    name: 'Saskatoon',
    region: 'toute la Saskatchewan',
    title: 'Agence SEO à Saskatoon : référencement web | Northbeam Search',
    description:
      'Agence SEO à Saskatoon : référencement local, AEO et GEO pour les entreprises de Saskatoon, de Martensville, de Warman et du centre de la Saskatchewan.',
    headline: 'Référencement web à Saskatoon, ville de l’innovation des Prairies',
    subtitle:
      'Potasse, uranium, agriculture et agrotechnologies : nous aidons les entreprises de Saskatoon à ressortir dans toute la Saskatchewan et auprès d’acheteurs du monde entier.',
    facts: [
      { label: 'Secteurs clés', value: 'Potasse, agriculture, agrotechnologies' },
      { label: 'Part de la potasse mondiale', value: 'Plus de 30 %' },
    ],
    reasons: [
      {
        title: 'Des acheteurs partout dans le monde',
        description:
          'La Saskatchewan extrait plus de 30 % de la potasse mondiale. Les exportateurs ont besoin de visibilité à l’étranger comme au pays.',
      },
      {
        title: 'Un pôle de l’agrotechnologie',
        description:
          'Les entreprises d’agrotechnologie et de sciences de la vie se regroupent autour de l’Université de la Saskatchewan. Un contenu d’expert les fait citer dans les réponses de l’IA.',
      },
      {
        title: 'Une vaste région à desservir',
        description:
          'La clientèle rurale vient de tout le centre de la Saskatchewan. Le référencement par territoire desservi l’amène jusqu’à vous.',
      },
    ],
    keywords: [
      'Agence SEO Saskatoon',
      'Référencement web Saskatoon',
      'Référencement local Saskatoon',
      'Marketing numérique Saskatoon',
      'Création de site web Saskatoon',
      'Agence SEO Saskatchewan',
    ],
  },
};
