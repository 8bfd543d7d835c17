import type { EnglishCity } from './types';

export const abbotsford: EnglishCity = {
  slug: 'abbotsford-seo',
  name: 'Abbotsford',
  province: 'BC',
  provinceName: 'British Columbia',
  population: 150_000,
  metro: 195_000,
  facts: [
    { label: 'Top Industries', value: 'Agriculture, Aerospace, Manufacturing' },
    { label: 'Farmland (ALR)', value: '75%' },
  ],
  regionalKeyword: 'Fraser Valley SEO agency',
  headline: 'Abbotsford SEO for the Fraser Valley',
  subtitle:
    'Agriculture, aerospace and manufacturing: we help Abbotsford businesses rank across the Fraser Valley and Metro Vancouver.',
  reasons: [
    {
      title: 'BC’s Farm Capital',
      description:
        'About three quarters of Abbotsford is farmland. Agri-businesses reach buyers with product and supplier pages that rank.',
    },
    {
      title: 'Aerospace Cluster',
      description:
        'Abbotsford International Airport anchors an aerospace cluster. Technical SEO suits specialised B2B searches.',
    },
    {
      title: 'Close to Vancouver, Lower Costs',
      description:
        'Businesses serve Metro Vancouver from the Valley. Service-area pages extend your reach west.',
    },
  ],
  local: {
    economy:
      'Abbotsford is the agricultural heart of the Fraser Valley: berries, poultry, dairy and greenhouse crops make it one of the most valuable farm areas in British Columbia. The University of the Fraser Valley, Abbotsford International Airport, with its August airshow, and manufacturing along Highway 1 complete the economy.',
    neighbourhoods:
      'Historic Downtown, Clearbrook, Matsqui and Sumas each draw their own customers, and Mission is just across the Fraser River. A large share of residents speak Punjabi at home, and many family businesses serve customers in both Punjabi and English.',
    faq: [
      {
        question: 'Should I publish in Punjabi?',
        answer:
          'If your business serves customers in Punjabi, yes: a page written in Punjabi, not machine translated, reaches searches your English page cannot, with little competition.',
      },
      {
        question: 'How do farm suppliers use SEO?',
        answer:
          'With pages that answer growers’ questions: product specifications, seasonal availability, delivery across the valley. Growers search for answers before they call.',
      },
      {
        question: 'Do I need pages for Chilliwack and Langley?',
        answer:
          'If you serve them, yes. Residents of Chilliwack, Langley and Mission search with their own town’s name, and a page about your work there reaches them.',
      },
    ],
  },
  coordinates: { latitude: 49.0504, longitude: -122.3045 },
  towns: [
    'Abbotsford',
    'Mission',
    'Chilliwack',
    'Langley',
    'Aldergrove',
    'Clearbrook',
    'Matsqui',
    'Sumas',
    'Agassiz',
    'Harrison Hot Springs',
    'Hope',
    'Maple Ridge',
  ],
};
