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
    local: {
      economy:
        'À Kingston, l’enseignement, la santé et le secteur public dominent : l’Université Queen’s, le Collège militaire royal du Canada, le Collège St. Lawrence, le centre hospitalier universitaire de Kingston, la base des Forces canadiennes Kingston et plusieurs établissements fédéraux. Première capitale du Canada, la ville attire un tourisme constant vers son centre de calcaire et les Mille-Îles.',
      neighbourhoods:
        'Le centre-ville et Sydenham, Williamsville, Portsmouth Village, Cataraqui et Kingston Est ont chacun leurs recherches. Chaque septembre, une nouvelle cohorte d’étudiants arrive et, avec elle, une nouvelle vague de recherches de logement, de restaurants et de services.',
      faq: [
        {
          question: 'Comment atteindre les nouveaux étudiants chaque année ?',
          answer:
            'Mettez à jour vos pages et votre fiche d’établissement Google avant septembre et janvier, et répondez aux questions des nouveaux arrivants : comment s’y rendre, prix, heures. Chaque cohorte cherche à partir de zéro.',
        },
        {
          question: 'Touristes ou résidents ?',
          answer:
            'Les deux, avec des pages distinctes. Le visiteur cherche ce qui est proche et ouvert ; le résident compare services et avis.',
        },
        {
          question: 'Comment attirer les visiteurs des Mille-Îles ?',
          answer:
            'Tenez votre fiche à jour de mai à octobre et répondez aux questions des plaisanciers et des croisiéristes : amarrage, stationnement, heures. Beaucoup cherchent depuis l’eau, sur leur téléphone.',
        },
      ],
    },
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
