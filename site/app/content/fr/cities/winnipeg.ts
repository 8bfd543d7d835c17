import type { FrenchCity } from '../../cities/types';

export const winnipeg: FrenchCity = {
  slug: 'winnipeg-seo',
  fr: {
    name: 'Winnipeg',
    region: 'tout le Manitoba',
    title: 'Agence SEO à Winnipeg : référencement web | Northbeam Search',
    description:
      'Agence SEO à Winnipeg : référencement local, AEO et GEO pour les entreprises de Winnipeg, de Saint-Boniface, de Selkirk, de Steinbach et du Manitoba.',
    headline: 'Référencement web à Winnipeg, au cœur du continent',
    subtitle:
      'Fabricants, transporteurs et commerces de tout le Manitoba comptent sur nous pour ressortir dans les recherches faites à Winnipeg et dans les réponses générées par l’IA.',
    facts: [
      { label: 'Secteurs clés', value: 'Fabrication, transport, agroalimentaire' },
      { label: 'Part des Manitobains', value: 'Plus de 60 %' },
    ],
    reasons: [
      {
        title: 'Le Manitoba dans une seule ville',
        description:
          'Plus de 60 % des Manitobains vivent dans la région de Winnipeg : y être bien classé, c’est atteindre la plupart des acheteurs de la province.',
      },
      {
        title: 'Une plaque tournante du transport',
        description:
          'CentrePort et trois chemins de fer font de Winnipeg un centre logistique. Des acheteurs de partout au Canada y cherchent leurs fournisseurs.',
      },
      {
        title: 'Une clientèle fidèle, en français aussi',
        description:
          'Les Winnipégois privilégient les commerces d’ici, et Saint-Boniface abrite la plus grande communauté francophone de l’Ouest. Avis clients, fiche d’établissement Google et pages en français rapportent vite.',
      },
    ],
    keywords: [
      'Agence SEO Winnipeg',
      'Référencement web Winnipeg',
      'Référencement local Winnipeg',
      'Marketing numérique Winnipeg',
      'Création de site web Winnipeg',
      'Agence de marketing numérique Manitoba',
    ],
  },
};
