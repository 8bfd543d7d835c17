import { frPercent } from '../../lib/frenchTypography';
import type { QuebecCity } from './types';

export const montreal: QuebecCity = {
  slug: 'montreal-seo',
  name: 'Montreal',
  province: 'QC',
  provinceName: 'Quebec',
  population: 1_762_949,
  metro: 4_291_732,
  lang: 'fr-CA',
  bilingual: true,
  fr: {
    name: 'Montréal',
    region: 'toute sa région métropolitaine',
    title: 'Agence SEO à Montréal : référencement web bilingue | Northbeam Search',
    description:
      'Agence SEO à Montréal : référencement local en français et en anglais pour les entreprises de Montréal, de Laval, de Longueuil et de la Rive-Sud.',
    headline: 'Référencement web à Montréal, en français et en anglais',
    subtitle:
      'Vos clients montréalais cherchent dans les deux langues. Nos campagnes de référencement bilingues font remonter votre entreprise dans Google et la font citer par les assistants IA, en français comme en anglais.',
    facts: [
      { label: 'Secteurs clés', value: 'Aérospatiale, IA, jeu vidéo' },
      { label: 'Population bilingue', value: `Plus de ${frPercent(55)}` },
    ],
    reasons: [
      {
        title: 'Deux langues, deux marchés',
        description:
          'Une recherche en français et la même en anglais ne donnent pas les mêmes résultats. Nous optimisons chaque version de votre site pour les requêtes de sa langue.',
      },
      {
        title: 'Un pôle mondial de l’IA',
        description:
          'Montréal accueille Mila et des centaines d’entreprises en intelligence artificielle. Vos clients consultent déjà les moteurs de réponse : faites-y citer votre entreprise.',
      },
      {
        title: 'Le français d’abord, comme le veut la Charte',
        description:
          'Depuis la loi 96, la Charte de la langue française exige que la version française d’un site commercial soit offerte dans des conditions « au moins aussi favorables » que l’anglaise. Nous rédigeons les deux versions et optimisons chacune pour ses propres recherches.',
      },
    ],
    local: {
      economy:
        'Montréal est une capitale de l’aérospatiale, avec Bombardier, CAE et les motoristes et hélicoptéristes de Longueuil et de Mirabel. Elle est aussi un pôle mondial de l’IA autour de Mila, une ville du jeu vidéo avec Ubisoft et des dizaines d’autres studios, et un centre des sciences de la vie, sans oublier ses festivals, qui font vivre restaurants et hôtels tout l’été.',
      neighbourhoods:
        'Ses 19 arrondissements ont chacun leur clientèle : le Plateau-Mont-Royal, le Vieux-Montréal, Griffintown, Rosemont, Villeray, Saint-Henri ou Verdun. Les recherches passent du français à l’anglais d’un quartier à l’autre, et Laval, Longueuil et la Rive-Sud forment des marchés distincts.',
      faq: [
        {
          question: 'Mon site doit-il être offert en français ?',
          answer:
            'La Charte de la langue française demande que la version française d’un site commercial soit offerte dans des conditions au moins aussi favorables que toute autre version. Nous rédigeons la version française pour les recherches francophones, puis l’anglaise pour les siennes.',
        },
        {
          question: 'Faut-il une page par arrondissement ?',
          answer:
            'Pour les arrondissements où vous avez vraiment des clients, oui, avec du contenu propre à chacun : réalisations, accès, repères. Vingt pages identiques au nom près nuiraient plutôt qu’elles n’aideraient.',
        },
        {
          question: 'Comment ressortir sur la Rive-Sud et à Laval ?',
          answer:
            'Avec une page par marché où vous travaillez vraiment : Longueuil, Brossard, Laval. Chacune parle de vos clients et de vos services sur place, et votre fiche d’établissement Google précise votre territoire desservi.',
        },
      ],
    },
    keywords: [
      'Agence SEO Montréal',
      { text: 'Montreal SEO company', lang: 'en-CA' },
      'Référencement web Montréal',
      'Services SEO Montréal QC',
      'Création de site web Montréal',
      'Référencement web Laval',
    ],
  },
  en: {
    line: 'Montreal SEO in French and English: bilingual campaigns that rank on Google.ca and in AI answers.',
    section: {
      heading: 'Montreal SEO in English',
      text: 'Your English-speaking customers search differently from your French-speaking ones. We write and optimise your English pages alongside the French version the law requires, so each one ranks for its own searches across Montreal, Laval and the South Shore.',
    },
  },
  coordinates: { latitude: 45.5019, longitude: -73.5674 },
  towns: [
    'Montréal',
    'Laval',
    'Longueuil',
    'Brossard',
    'Terrebonne',
    'Repentigny',
    'Saint-Jérôme',
    'Blainville',
    'Dollard-des-Ormeaux',
    'Pointe-Claire',
    'Boucherville',
    'Châteauguay',
  ],
  home: {
    businesses: '170K+',
    growth: '+3.4%',
    description: 'Bilingual hub for aerospace, AI research and creative industries.',
  },
};
