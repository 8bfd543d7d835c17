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
    local: {
      economy:
        'Le centre-ville de Kitchener est le cœur de la grappe techno de la région de Waterloo : le carrefour de Communitech, dans l’ancienne tannerie, et les bureaux d’ingénierie de Google, dans l’édifice Breithaupt, sont à quelques rues l’un de l’autre. Les assurances et les services financiers sont l’autre grand employeur de la région, et la transformation alimentaire emploie encore des milliers de personnes.',
      neighbourhoods:
        'Le centre-ville, Victoria Park et Belmont Village ont chacun leurs recherches, et le train léger ION relie Kitchener à Waterloo. La ville portait un nom allemand jusqu’en 1916 ; son Oktoberfest, chaque octobre, est l’un des grands événements de la région.',
      faq: [
        {
          question: 'Kitchener ou Waterloo : une page ou deux ?',
          answer:
            'Deux, si vous servez les deux villes. Les résidents cherchent avec le nom de leur propre ville, et deux pages qui parlent vraiment de chacune se classent mieux qu’une seule page qui les nomme toutes deux.',
        },
        {
          question: 'Comment une entreprise techno recrute-t-elle grâce à la recherche ?',
          answer:
            'Avec des pages carrières qui répondent aux questions des ingénieurs : technologies utilisées, équipe, fourchette salariale, télétravail. Ce sont ces pages que les assistants IA résument quand un candidat s’informe sur vous.',
        },
        {
          question: 'Les visiteurs de l’Oktoberfest cherchent-ils des commerces locaux ?',
          answer:
            'Oui : restaurants, transport, hébergement et activités en octobre. Des pages d’événement et des publications sur votre fiche d’établissement Google en septembre captent ces recherches.',
        },
      ],
    },
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
