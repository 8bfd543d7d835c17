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
      'Référencement web, AEO et GEO à Montréal, en français et en anglais : des stratégies de recherche locale pour les entreprises de Laval, de Longueuil, de Brossard et de tout le Grand Montréal.',
    headline: 'Référencement web à Montréal, en français et en anglais',
    subtitle:
      'Vos clients montréalais cherchent dans les deux langues. Nous bâtissons des campagnes SEO, AEO et GEO bilingues qui se positionnent sur Google.ca et dans les réponses des assistants IA, en français comme en anglais.',
    facts: [
      { label: 'Secteurs clés', value: 'Aérospatiale, IA, jeu vidéo' },
      { label: 'Résidents bilingues', value: `${frPercent(55)}+` },
    ],
    reasons: [
      {
        title: 'Deux langues, deux marchés',
        description:
          'Une recherche en français et la même en anglais ne donnent pas les mêmes résultats. Nous optimisons chaque version de votre site pour ses propres requêtes.',
      },
      {
        title: 'Un pôle mondial de l’IA',
        description:
          'Montréal accueille Mila et des centaines d’entreprises en intelligence artificielle. Vos clients consultent déjà les moteurs de réponse : faites-y citer votre entreprise.',
      },
      {
        title: 'Conforme à la loi 96',
        description:
          'La Charte de la langue française demande que la version française de votre site soit offerte dans des conditions « au moins aussi favorables » que la version anglaise. Nous bâtissons un site bilingue conforme, dont chaque version se positionne sur ses propres recherches.',
      },
    ],
    keywords: [
      'Agence SEO Montréal',
      { text: 'Montreal SEO company', lang: 'en-CA' },
      'Référencement web Montréal',
      { text: 'SEO services Montreal QC', lang: 'en-CA' },
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
