import type { FrenchCity } from '../../cities/types';

export const edmonton: FrenchCity = {
  slug: 'edmonton-seo',
  fr: {
    name: 'Edmonton',
    region: 'le nord de l’Alberta',
    title: 'Agence SEO à Edmonton : référencement web | Northbeam Search',
    description:
      'Agence SEO à Edmonton : référencement local, AEO et GEO pour les entreprises d’Edmonton, de St. Albert, de Sherwood Park et de toute la région.',
    headline: 'Référencement web à Edmonton, capitale de l’Alberta',
    subtitle:
      'Services énergétiques, recherche en santé, logistique : nous aidons les entreprises d’Edmonton à se démarquer dans la recherche locale et à figurer dans les réponses de l’IA auxquelles leurs clients se fient.',
    facts: [
      { label: 'Secteurs clés', value: 'Énergie, logistique, santé' },
      { label: 'Étudiants du postsecondaire', value: 'Plus de 60 000' },
    ],
    reasons: [
      {
        title: 'La porte du Nord',
        description:
          'Edmonton approvisionne les sables bitumineux et les communautés du Nord. Le référencement par territoire desservi atteint des acheteurs bien au-delà des limites de la ville.',
      },
      {
        title: 'Une ville de recherche',
        description:
          'L’Université de l’Alberta et l’institut Amii font d’Edmonton un centre de recherche en IA. Un contenu appuyé sur des données se fait citer par les moteurs de réponse.',
      },
      {
        title: 'Une croissance rapide',
        description:
          'La population d’Edmonton a augmenté de plus de 8 % en cinq ans. Les nouveaux résidents cherchent chaque service à partir de zéro : soyez le premier résultat qu’ils trouvent.',
      },
    ],
    local: {
      economy:
        'Capitale de l’Alberta, Edmonton emploie des milliers de fonctionnaires provinciaux, et à l’est de la ville, les raffineries du comté de Strathcona portent l’industrie pétrochimique. L’Université de l’Alberta et l’institut d’intelligence artificielle Amii en font un centre de recherche en IA, et l’immense centre commercial West Edmonton attire des visiteurs de partout dans les Prairies.',
      neighbourhoods:
        'L’avenue Whyte, dans le vieux Strathcona, le centre-ville, Oliver et Garneau ont chacun leur clientèle, et Sherwood Park, St. Albert et Spruce Grove se cherchent par leur nom. Les longs hivers changent les recherches : réparation de fournaise, déneigement et activités intérieures culminent de novembre à mars. La communauté francophone se rassemble autour du Campus Saint-Jean.',
      faq: [
        {
          question: 'Les recherches sont-elles saisonnières à Edmonton ?',
          answer:
            'Beaucoup. Nous planifions le contenu une saison d’avance, pour que vos services d’hiver ressortent avant la première vague de froid.',
        },
        {
          question: 'Faut-il cibler Sherwood Park et St. Albert ?',
          answer:
            'Si vous y travaillez, oui : ce sont des municipalités distinctes, et leurs résidents cherchent avec le nom de leur ville.',
        },
        {
          question: 'Les séries éliminatoires des Oilers changent-elles les recherches ?',
          answer:
            'Oui : les recherches de bars, de restaurants et d’articles de sport bondissent les soirs de match, surtout au printemps. Des publications d’événement et des heures à jour captent cette demande.',
        },
      ],
    },
    keywords: [
      'Agence SEO Edmonton',
      'Référencement web Edmonton',
      'Référencement local Edmonton',
      'Marketing numérique Edmonton',
      'Création de site web Edmonton',
      'Référencement web région d’Edmonton',
    ],
  },
};
