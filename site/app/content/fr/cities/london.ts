import type { FrenchCity } from '../../cities/types';

export const london: FrenchCity = {
  slug: 'london-seo',
  fr: {
    name: 'London',
    region: 'tout le Sud-Ouest ontarien',
    title: 'Agence SEO à London (Ontario) : référencement web | Northbeam Search',
    description:
      'Agence SEO à London (Ontario) : référencement local, AEO et GEO pour les entreprises de London, de St. Thomas, de Woodstock et du Sud-Ouest ontarien.',
    headline: 'Référencement web à London, pour tout le Sud-Ouest ontarien',
    subtitle:
      'Hôpitaux, universités, fabricants et commerces de la rue principale : nous aidons les entreprises de London à ressortir dans les recherches de tout le Sud-Ouest de l’Ontario.',
    facts: [
      { label: 'Secteurs clés', value: 'Santé, éducation, fabrication' },
      { label: 'Étudiants à l’Université Western', value: 'Plus de 40 000' },
    ],
    reasons: [
      {
        title: 'Ne pas être confondu avec Londres',
        description:
          'Une recherche sur « London » renvoie souvent des résultats britanniques. Des données structurées locales et des signaux ontariens font en sorte que la clientèle canadienne vous trouve.',
      },
      {
        title: 'Une ville étudiante',
        description:
          'Western et le Collège Fanshawe accueillent plus de 60 000 étudiants. Un référencement local pensé pour le mobile atteint ce public jeune, toujours connecté.',
      },
      {
        title: 'Un centre de services régional',
        description:
          'Le Sud-Ouest ontarien rural vient à London pour se faire soigner, magasiner et consulter des professionnels. Des pages par territoire desservi vous font connaître de cette clientèle.',
      },
    ],
    local: {
      economy:
        'La santé et l’enseignement mènent l’économie de London : le centre hospitalier universitaire, l’Université Western et le Collège Fanshawe emploient des dizaines de milliers de personnes. Les assurances (la Canada Vie y est très présente), la transformation alimentaire et la fabrication de véhicules blindés pour la Défense complètent le portrait.',
      neighbourhoods:
        'La rue Richmond, Wortley Village, Byron et Masonville ont chacun leur clientèle. La ville porte aussi le nom de la capitale britannique : une recherche comme « comptable London » peut afficher des résultats de l’autre côté de l’Atlantique.',
      faq: [
        {
          question: 'Comment éviter la concurrence de Londres, en Angleterre ?',
          answer:
            'Dites partout où vous êtes : « London (Ontario) » dans vos titres, votre adresse complète avec code postal et des repères locaux. Google et les assistants IA vous associent alors aux recherches d’ici.',
        },
        {
          question: 'La clientèle étudiante vaut-elle la peine ?',
          answer:
            'Avec plus de 40 000 étudiants entre Western et Fanshawe, oui, surtout en septembre et en janvier. Logement, restauration, conditionnement physique et services en profitent le plus.',
        },
        {
          question: 'Faut-il aussi cibler St. Thomas et Strathroy ?',
          answer:
            'Si vous les desservez, oui, avec leurs propres pages. Les résidents de St. Thomas, de Strathroy et d’Ilderton cherchent d’abord avec le nom de leur ville.',
        },
      ],
    },
    keywords: [
      'Agence SEO London Ontario',
      'Référencement web London',
      'Référencement local London',
      'Marketing numérique London',
      'Création de site web London',
      'Référencement web Sud-Ouest ontarien',
    ],
  },
};
