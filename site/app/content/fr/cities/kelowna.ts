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
