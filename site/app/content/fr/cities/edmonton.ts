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
      'Services énergétiques, recherche en santé, logistique : nous aidons les entreprises d’Edmonton à remporter la recherche locale et à figurer dans les réponses de l’IA auxquelles leurs clients se fient.',
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
