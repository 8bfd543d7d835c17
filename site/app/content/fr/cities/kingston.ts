import type { FrenchCity } from '../../cities/types';

export const kingston: FrenchCity = {
  slug: 'kingston-seo',
  fr: {
    name: 'Kingston',
    region: 'tout l’Est ontarien',
    title: 'Agence SEO à Kingston : référencement web | Northbeam Search',
    description:
      'Agence SEO à Kingston : référencement local, AEO et GEO pour les entreprises de Kingston, de Napanee, de Gananoque et de tout l’Est ontarien.',
    headline: 'Référencement web à Kingston, ville historique de l’Est ontarien',
    subtitle:
      'Universités, hôpitaux, forces armées et une saison touristique animée : nous aidons les entreprises de Kingston à ressortir dans les recherches de tout l’Est ontarien.',
    facts: [
      { label: 'Secteurs clés', value: 'Éducation, santé, défense' },
      { label: 'Étudiants à Queen’s', value: 'Plus de 28 000' },
    ],
    reasons: [
      {
        title: 'De nouveaux étudiants chaque septembre',
        description:
          'L’Université Queen’s, le Collège militaire royal et le Collège St. Lawrence amènent chaque année une nouvelle vague de clients. Le référencement local vous fait connaître dès leur arrivée.',
      },
      {
        title: 'Un tourisme patrimonial',
        description:
          'Le fort Henry et les Mille-Îles attirent des visiteurs tout l’été. La recherche sur les cartes et les avis clients les mènent jusqu’à votre porte.',
      },
      {
        title: 'À mi-chemin entre Toronto et Montréal',
        description:
          'Kingston dessert un large corridor. Des pages par territoire desservi atteignent Belleville, Brockville et les îles.',
      },
    ],
    keywords: [
      'Agence SEO Kingston',
      'Référencement web Kingston',
      'Référencement local Kingston',
      'Marketing numérique Kingston',
      'Création de site web Kingston',
      'Référencement web Est ontarien',
    ],
  },
};
