import type { FrenchCity } from '../../cities/types';

export const saskatoon: FrenchCity = {
  slug: 'saskatoon-seo',
  fr: {
    name: 'Saskatoon',
    region: 'toute la Saskatchewan',
    title: 'Agence SEO à Saskatoon : référencement web | Northbeam Search',
    description:
      'Agence SEO à Saskatoon : référencement local, AEO et GEO pour les entreprises de Saskatoon, de Martensville, de Warman et du centre de la Saskatchewan.',
    headline: 'Référencement web à Saskatoon, ville de l’innovation des Prairies',
    subtitle:
      'Potasse, uranium, agriculture et agrotechnologies : nous aidons les entreprises de Saskatoon à ressortir dans toute la Saskatchewan et auprès d’acheteurs du monde entier.',
    facts: [
      { label: 'Secteurs clés', value: 'Potasse, agriculture, agrotechnologies' },
      { label: 'Part de la potasse mondiale', value: 'Plus de 30 %' },
    ],
    reasons: [
      {
        title: 'Des acheteurs partout dans le monde',
        description:
          'La Saskatchewan extrait plus de 30 % de la potasse mondiale. Les exportateurs ont besoin de visibilité à l’étranger comme au pays.',
      },
      {
        title: 'Un pôle de l’agrotechnologie',
        description:
          'Les entreprises d’agrotechnologie et de sciences de la vie se regroupent autour de l’Université de la Saskatchewan. Un contenu d’expert les fait citer dans les réponses de l’IA.',
      },
      {
        title: 'Une vaste région à desservir',
        description:
          'La clientèle rurale vient de tout le centre de la Saskatchewan. Le référencement par territoire desservi l’amène jusqu’à vous.',
      },
    ],
    local: {
      economy:
        'Deux des plus grands producteurs mondiaux de potasse et d’uranium, Nutrien et Cameco, ont leur siège social à Saskatoon. Le parc de recherche Innovation Place de l’Université de la Saskatchewan et le synchrotron du Centre canadien de rayonnement synchrotron soutiennent une solide industrie de biotechnologie agricole, et la ville dessert fermes et mines de tout le nord de la province.',
      neighbourhoods:
        'Riversdale, City Park, Nutana, Stonebridge et Sutherland ont chacun leurs recherches, et les ponts sur la rivière Saskatchewan Sud ont valu à la ville le surnom de « Paris des Prairies ». Warman, Martensville et les municipalités rurales voisines comptent sur Saskatoon pour leurs services.',
      faq: [
        {
          question: 'Comment atteindre la clientèle rurale autour de Saskatoon ?',
          answer:
            'Nommez les villes et les municipalités rurales que vous desservez, indiquez votre territoire desservi sur votre fiche d’établissement Google et répondez aux questions des agriculteurs et des exploitants miniers : délais de livraison, service sur place.',
        },
        {
          question:
            'Le référencement interentreprises fonctionne-t-il dans une ville de cette taille ?',
          answer:
            'Oui : les acheteurs des mines et de l’agriculture cherchent leurs fournisseurs par spécifications, et peu de fournisseurs publient des pages qui leur répondent. C’est par là que nous commençons.',
        },
        {
          question: 'La saison des festivals d’été compte-t-elle ?',
          answer:
            'Pour les restaurants, hôtels et boutiques de Nutana, oui. Mettez vos fiches à jour et publiez vos pages d’événement en juin, avant que les festivaliers commencent à chercher.',
        },
      ],
    },
    keywords: [
      'Agence SEO Saskatoon',
      'Référencement web Saskatoon',
      'Référencement local Saskatoon',
      'Marketing numérique Saskatoon',
      'Création de site web Saskatoon',
      'Agence SEO Saskatchewan',
    ],
  },
};
