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
