import type { FrenchCity } from '../../cities/types';

export const toronto: FrenchCity = {
  slug: 'toronto-seo',
  fr: {
    name: 'Toronto',
    region: 'la région du Grand Toronto',
    title: 'Agence SEO à Toronto | Northbeam Search',
    description:
      'Référencement web à Toronto : SEO, AEO et GEO pour les entreprises de la région du Grand Toronto, de North York à Mississauga.',
    headline: 'Le référencement qui gagne le marché le plus compétitif du pays',
    subtitle:
      'De la finance de Bay Street aux jeunes pousses de Liberty Village, nous aidons les entreprises torontoises à se hisser en tête de Google, des moteurs de réponse et des assistants IA.',
    facts: [
      { label: 'Secteurs phares', value: 'Finance, techno, cinéma' },
      { label: 'Sièges sociaux', value: 'Plus de 1 000' },
    ],
    reasons: [
      {
        title: 'Le marché de recherche le plus disputé au Canada',
        description:
          'Nulle part ailleurs au pays on ne trouve autant de sièges sociaux et de concurrents : à Toronto, la première page de Google se gagne avec des données, pas au hasard.',
      },
      {
        title: 'Un référencement local quartier par quartier',
        description:
          'Les gens cherchent un service à North York, à Scarborough ou dans l’Annex, pas seulement « à Toronto ». Nous créons des pages et des fiches pour chaque secteur que vous desservez.',
      },
      {
        title: 'Une ville aux mille langues',
        description:
          'La moitié des Torontois sont nés hors du Canada. Un contenu pensé pour un public multilingue atteint une clientèle que vos concurrents négligent.',
      },
    ],
    keywords: [
      'agence SEO Toronto',
      'référencement web Toronto',
      'référencement local Toronto',
      'marketing numérique Toronto',
      'conception de site Web Toronto',
      'référencement Grand Toronto',
    ],
  },
};
