import type { FrenchCity } from '../../cities/types';

export const victoria: FrenchCity = {
  slug: 'victoria-seo',
  fr: {
    name: 'Victoria',
    region: 'toute l’île de Vancouver',
    title: 'Agence SEO à Victoria : référencement web | Northbeam Search',
    description:
      'Agence SEO à Victoria : référencement local, AEO et GEO pour les entreprises de Victoria, de Saanich, de Langford et de toute l’île de Vancouver.',
    headline: 'Référencement web à Victoria, capitale de la Colombie-Britannique',
    subtitle:
      'Administration publique, tourisme et un secteur techno qui rapporte désormais davantage : nous aidons les entreprises de Victoria à ressortir dans tout le Grand Victoria et sur l’île de Vancouver.',
    facts: [
      { label: 'Emplois dans la fonction publique', value: '15 %' },
      { label: 'Secteurs clés', value: 'Administration publique, tourisme, technologies' },
    ],
    reasons: [
      {
        title: 'Des acheteurs publics',
        description:
          'Avec 15 % des emplois dans la fonction publique, les acheteurs du secteur public cherchent leurs fournisseurs en ligne. Des pages de services claires et crédibles les convainquent.',
      },
      {
        title: 'La techno dépasse le tourisme',
        description:
          'Le secteur technologique de Victoria rapporte désormais plus que le tourisme. Un référencement axé sur les produits aide les entreprises d’ici à percer partout au pays.',
      },
      {
        title: 'Toute l’île à votre portée',
        description:
          'La clientèle vient de partout sur l’île de Vancouver. Le référencement par territoire desservi atteint Nanaimo, Duncan et la péninsule de Saanich.',
      },
    ],
    keywords: [
      'Agence SEO Victoria',
      'Référencement web Victoria',
      'Référencement local Victoria',
      'Marketing numérique Victoria',
      'Création de site web Victoria',
      'Référencement web île de Vancouver',
    ],
  },
};
