import type { FrenchCity } from '../../cities/types';

export const kelowna: FrenchCity = {
  slug: 'kelowna-seo',
  fr: {
    name: 'Kelowna',
    region: 'toute la vallée de l’Okanagan',
    title: 'Agence SEO à Kelowna : référencement web | Northbeam Search',
    description:
      'Agence SEO à Kelowna : référencement local, AEO et GEO pour les entreprises de Kelowna, de West Kelowna, de Vernon, de Penticton et de l’Okanagan.',
    headline: 'Référencement web à Kelowna et dans l’Okanagan',
    subtitle:
      'Vignobles, centres de villégiature, entreprises techno et gens de métier : nous aidons les entreprises de Kelowna à se faire trouver par la population locale comme par les visiteurs qui planifient tout en ligne.',
    facts: [
      { label: 'Secteurs clés', value: 'Tourisme, vin, technologies' },
      { label: 'Vignobles de l’Okanagan', value: 'Plus de 200' },
    ],
    reasons: [
      {
        title: 'Vin et tourisme',
        description:
          'Plus de 200 vignobles de l’Okanagan se disputent les visiteurs. Données structurées et avis clients décident de qui obtient la réservation.',
      },
      {
        title: 'Une scène techno en croissance',
        description:
          'Le secteur technologique de Kelowna grandit chaque année. Un référencement axé sur les produits aide les entreprises d’ici à atteindre des acheteurs partout au pays.',
      },
      {
        title: 'Une demande saisonnière',
        description:
          'L’été et la saison de ski amènent des périodes de pointe. Nous planifions le contenu et les campagnes en conséquence.',
      },
    ],
    local: {
      economy:
        'Kelowna est le cœur de l’Okanagan : vignobles, vergers et tourisme façonnent son économie, tandis que l’Université de la Colombie-Britannique (campus Okanagan) et l’aéroport international de Kelowna ont attiré une communauté techno et de télétravailleurs. La construction et l’immobilier ont suivi une croissance démographique parmi les plus rapides au pays.',
      neighbourhoods:
        'Le centre-ville, Mission, Rutland et Glenmore sont les principaux secteurs, et West Kelowna, de l’autre côté du lac Okanagan par le pont Bennett, ainsi que Lake Country, sont des marchés distincts. Les vacanciers et amateurs de vin ne cherchent pas du tout comme les résidents à l’année.',
      faq: [
        {
          question: 'Comment planifier la saison touristique ?',
          answer:
            'Dès le printemps. Les recherches de vignobles, de terrasses et d’activités culminent de juin à septembre ; des pages et une fiche mises à jour avant l’été se classent quand les visiteurs arrivent.',
        },
        {
          question: 'West Kelowna ou Kelowna ?',
          answer:
            'Les deux si vous servez les deux. West Kelowna est une municipalité distincte, et ses résidents cherchent avec son nom.',
        },
        {
          question: 'La saison des feux de forêt change-t-elle les recherches ?',
          answer:
            'Parfois beaucoup : les étés de fumée, les recherches de purificateurs d’air, d’activités intérieures et d’annulations augmentent. Des heures et des services à jour sur votre fiche gardent vos clients informés.',
        },
      ],
    },
    keywords: [
      'Agence SEO Kelowna',
      'Référencement web Kelowna',
      'Référencement local Kelowna',
      'Marketing numérique Kelowna',
      'Création de site web Kelowna',
      'Référencement web Okanagan',
    ],
  },
};
