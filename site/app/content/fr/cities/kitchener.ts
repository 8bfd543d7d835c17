import type { FrenchCity } from '../../cities/types';

export const kitchener: FrenchCity = {
  slug: 'kitchener-seo',
  fr: {
    name: 'Kitchener',
    region: 'toute la région de Waterloo',
    title: 'Agence SEO à Kitchener : référencement web | Northbeam Search',
    description:
      'Agence SEO à Kitchener : référencement local, AEO et GEO pour les entreprises technologiques et les commerces de Kitchener, de Waterloo et de Cambridge.',
    headline: 'Référencement web à Kitchener, dans le corridor technologique du Canada',
    subtitle:
      'Avec plus de 1 500 entreprises technologiques dans le corridor Toronto-Waterloo, les entreprises de Kitchener ont besoin d’un référencement aussi pointu que leurs produits.',
    facts: [
      { label: 'Entreprises technologiques', value: 'Plus de 1 500' },
      { label: 'Secteurs clés', value: 'Technologies, assurances, fabrication' },
    ],
    reasons: [
      {
        title: 'Une concentration rare de jeunes pousses',
        description:
          'Communitech et plus de 1 500 entreprises techno se disputent l’attention. Le référencement technique et un contenu d’expertise vous démarquent.',
      },
      {
        title: 'Le recrutement passe aussi par la recherche',
        description:
          'Embaucher des ingénieurs commence par une recherche en ligne. Des pages carrières bien classées vous aident à recruter parmi les diplômés des universités de Waterloo.',
      },
      {
        title: 'Trois villes, un seul marché',
        description:
          'Kitchener, Waterloo et Cambridge forment un seul marché. Nous ciblons les trois villes sans publier de contenu en double.',
      },
    ],
    keywords: [
      'Agence SEO Kitchener',
      'Référencement web Kitchener',
      'Référencement local Kitchener',
      'Marketing numérique Kitchener',
      'Création de site web Kitchener',
      'Référencement web région de Waterloo',
    ],
  },
};
