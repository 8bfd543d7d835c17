import type { FrenchCity } from '../../cities/types';

export const sudbury: FrenchCity = {
  slug: 'sudbury-seo',
  fr: {
    name: 'Sudbury',
    region: 'tout le Nord de l’Ontario',
    title: 'Agence SEO à Sudbury : référencement web | Northbeam Search',
    description:
      'Agence SEO à Sudbury : référencement local en français et en anglais, AEO et GEO pour les entreprises du Grand Sudbury et du Nord de l’Ontario.',
    headline: 'Référencement web à Sudbury, au cœur du Nord ontarien',
    subtitle:
      'Fournisseurs miniers, santé et éducation : nous aidons les entreprises du Grand Sudbury à ressortir dans le Nord de l’Ontario, en français comme en anglais, et auprès d’acheteurs du monde entier.',
    facts: [
      { label: 'Secteurs clés', value: 'Mines, santé, éducation' },
      { label: 'Lacs sur le territoire de la ville', value: '330' },
    ],
    reasons: [
      {
        title: 'Des fournisseurs miniers qui exportent',
        description:
          'Les fournisseurs miniers de Sudbury vendent partout dans le monde. Un contenu technique aide les acheteurs étrangers et les outils d’IA à les trouver.',
      },
      {
        title: 'Un centre de services régional',
        description:
          'Le Nord de l’Ontario vient à Sudbury pour se faire soigner et magasiner. Le référencement par territoire desservi atteint des clients à des heures de route.',
      },
      {
        title: 'Une communauté francophone vivante',
        description:
          'Environ le quart des résidents sont francophones, et le Collège Boréal enseigne en français. Des pages en français ouvrent un marché que vos concurrents négligent.',
      },
    ],
    local: {
      economy:
        'Le Grand Sudbury est l’un des plus grands centres d’extraction de nickel au monde : Vale et Glencore y exploitent mines et fonderies, et les entreprises de fournitures et de services miniers qui les entourent exportent partout. L’Université Laurentienne, Horizon Santé-Nord et Science Nord en font le centre de la santé et de l’enseignement du Nord de l’Ontario.',
      neighbourhoods:
        'Depuis 2001, le Grand Sudbury couvre plus de 3 000 kilomètres carrés et quelque 330 lacs, de Lively à Garson en passant par la Vallée-Est. Le centre-ville et le Nouveau-Sudbury ont leur propre clientèle, et une importante communauté franco-ontarienne y vit, travaille et cherche en français.',
      faq: [
        {
          question: 'Faut-il publier en français à Sudbury ?',
          answer:
            'Oui, si vous pouvez servir vos clients en français. Sudbury compte l’une des plus grandes communautés francophones de l’Ontario, et les pages françaises bien rédigées y font face à peu de concurrence.',
        },
        {
          question: 'Comment un fournisseur minier se démarque-t-il en ligne ?',
          answer:
            'Avec des pages qui répondent aux ingénieurs et aux acheteurs : spécifications d’équipement, certifications de sécurité, service dans tout le Nord de l’Ontario. Les sociétés minières du monde entier cherchent leurs fournisseurs de Sudbury par capacité.',
        },
        {
          question: 'Les clients cherchent-ils depuis tout le Nord de l’Ontario ?',
          answer:
            'Oui : Sudbury est le centre de services de villes comme Espanola et Elliot Lake. Des pages qui nomment les villes desservies et vos conditions de déplacement ou de livraison atteignent cette clientèle.',
        },
      ],
    },
    keywords: [
      'Agence SEO Sudbury',
      'Référencement web Sudbury',
      'Référencement local Grand Sudbury',
      'Marketing numérique Sudbury',
      'Création de site web Sudbury',
      'Référencement web Nord de l’Ontario',
    ],
  },
};
