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
      'Administration publique, agriculture, assurances et énergie : nous aidons les entreprises de Regina à ressortir dans les recherches qui comptent, dans tout le sud de la Saskatchewan.',
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
    local: {
      economy:
        'Capitale de la Saskatchewan, Regina accueille le gouvernement provincial et les sociétés d’État SaskTel, SaskPower et SGI. La raffinerie coopérative, les mines de potasse des environs, l’agriculture et l’École de la GRC, la Division Dépôt, où sont formés tous les agents de la Gendarmerie, assurent à la ville des employeurs stables.',
      neighbourhoods:
        'Le quartier de la cathédrale, l’ancien quartier des entrepôts, Lakeview et les abords du parc Wascana ont chacun leur clientèle. Les jours de match des Roughriders, les recherches de restaurants, de bars et de stationnement explosent partout en ville.',
      faq: [
        {
          question: 'Comment profiter des jours de match des Roughriders ?',
          answer:
            'En les planifiant : pages d’événements, heures mises à jour sur votre fiche d’établissement Google et publications quelques jours d’avance captent les recherches de repas, de stationnement et d’articles promotionnels.',
        },
        {
          question: 'Regina est-elle trop petite pour le référencement ?',
          answer:
            'Non. Moins d’entreprises y investissent, si bien qu’un site et une fiche bien construits arrivent en tête des résultats locaux plus vite que dans les grandes villes.',
        },
        {
          question: 'Faut-il cibler Moose Jaw et White City ?',
          answer:
            'Si vous les desservez, oui. White City, Emerald Park et Moose Jaw se cherchent par leur nom, et une page sur votre travail là-bas se classe là où une page sur Regina seule n’apparaît pas.',
        },
      ],
    },
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
