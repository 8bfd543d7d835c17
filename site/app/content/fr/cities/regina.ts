import type { FrenchCity } from '../../cities/types';

export const regina: FrenchCity = {
  slug: 'regina-seo',
  fr: {
    name: 'Regina',
    region: 'tout le sud de la Saskatchewan',
    title: 'Agence SEO à Regina : référencement web | Northbeam Search',
    description:
      'Agence SEO à Regina : référencement local, AEO et GEO pour les entreprises de Regina, de White City, de Moose Jaw et du sud de la Saskatchewan.',
    headline: 'Référencement web à Regina, capitale de la Saskatchewan',
    subtitle:
      'Administration publique, agriculture, assurances et énergie : nous aidons les entreprises de Regina à remporter les recherches qui comptent dans tout le sud de la Saskatchewan.',
    facts: [
      { label: 'Secteur public', value: '20 %' },
      { label: 'Secteurs clés', value: 'Administration publique, agriculture, énergie' },
    ],
    reasons: [
      {
        title: 'Une ville de fonctionnaires',
        description:
          'Environ 20 % des emplois de Regina relèvent du secteur public. Les fournisseurs décrochent des contrats grâce à des pages de services claires et crédibles.',
      },
      {
        title: 'Des sièges sociaux agricoles',
        description:
          'Machinerie agricole, assurance récolte, financement agricole : ces entreprises ont leur siège à Regina. Un contenu interentreprises atteint les producteurs de toutes les Prairies.',
      },
      {
        title: 'Peu de concurrence, bon rendement',
        description:
          'Peu d’entreprises locales investissent dans le référencement, si bien qu’une campagne solide atteint vite la première page.',
      },
    ],
    keywords: [
      'Agence SEO Regina',
      'Référencement web Regina',
      'Référencement local Regina',
      'Marketing numérique Regina',
      'Création de site web Regina',
      'Référencement web sud de la Saskatchewan',
    ],
  },
};
