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
    local: {
      economy:
        'Capitale de la Colombie-Britannique, Victoria vit du gouvernement provincial, mais les technologies sont devenues l’une de ses grandes industries privées, et la base des Forces canadiennes Esquimalt est le port d’attache de la flotte du Pacifique. Le tourisme y amène des visiteurs toute l’année, et l’Université de Victoria et le Collège Camosun gardent la population jeune.',
      neighbourhoods:
        'Le District régional de la capitale compte 13 municipalités, et on les cherche par leur nom : Saanich, Oak Bay, Esquimalt, Langford, Colwood, Sidney. Dans Victoria même, James Bay, Fernwood et Fairfield sont les noms qu’emploient les résidents.',
      faq: [
        {
          question: 'Faut-il cibler Saanich et Langford séparément ?',
          answer:
            'Oui, si vous y travaillez. Ce sont des municipalités distinctes, et un propriétaire de Langford cherche rarement « Victoria ».',
        },
        {
          question: 'Touristes ou résidents ?',
          answer:
            'Les deux, avec des pages différentes. Le touriste cherche ce qui est proche et ouvert maintenant ; le résident compare les services et les avis. Une seule page répond mal aux deux.',
        },
        {
          question: 'Le traversier influence-t-il les recherches ?',
          answer:
            'Oui. Les visiteurs du continent planifient depuis Vancouver avant d’embarquer : des pages qui répondent à « quoi faire près du traversier de Swartz Bay » ou « ouvert tard au centre-ville » les atteignent avant leur arrivée.',
        },
      ],
    },
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
