import type { EnglishCity } from './types';

export const hamilton: EnglishCity = {
  slug: 'hamilton-seo',
  name: 'Hamilton',
  province: 'ON',
  provinceName: 'Ontario',
  population: 570_000,
  metro: 780_000,
  facts: [
    { label: 'Top Industries', value: 'Steel, Healthcare, Education' },
    { label: 'McMaster Students', value: '35K+' },
  ],
  regionalKeyword: 'Golden Horseshoe SEO agency',
  headline: 'Hamilton SEO for a City Reinventing Itself',
  subtitle:
    'Healthcare, advanced manufacturing and a growing creative scene: we help Hamilton businesses win searches from the Escarpment to the waterfront.',
  reasons: [
    {
      title: 'From Steel Town to Health Hub',
      description:
        'Healthcare is now Hamilton’s largest employer. Trustworthy, expert content is what ranks for health-related searches.',
    },
    {
      title: 'Newcomers From the GTA',
      description:
        'Thousands move from Toronto every year. They search for new dentists, trades and restaurants: local SEO puts you first.',
    },
    {
      title: 'Between Toronto and Niagara',
      description:
        'Hamilton sits in the middle of the Golden Horseshoe. Service-area pages reach customers in Burlington, Grimsby and beyond.',
    },
  ],
  local: {
    economy:
      'Hamilton built its name on steel, and ArcelorMittal Dofasco still makes it there, but health care is now the largest employer: Hamilton Health Sciences and McMaster University’s medical school. The Port of Hamilton moves grain, steel and salt, and a growing number of Toronto firms have opened offices here.',
    neighbourhoods:
      'Since the 2001 amalgamation, Dundas, Ancaster, Stoney Creek, Flamborough and Glanbrook are part of the city, and people search by their names. Below the escarpment, James Street North and Locke Street draw shoppers; “on the Mountain” is a local way of saying where you are.',
    faq: [
      {
        question: 'Should I say “Hamilton” or the old town names?',
        answer:
          'Both. Use Hamilton on your main page and give Ancaster, Dundas or Stoney Creek their own sections or pages where you work there, because residents still search with those names.',
      },
      {
        question: 'How does an industrial supplier win search here?',
        answer:
          'With pages that answer engineers’ questions: specifications, certifications, lead times. Buyers in steel and manufacturing research long before they call, and AI assistants quote pages that give exact answers.',
      },
      {
        question: 'Does the Toronto commute matter for my business?',
        answer:
          'Yes. Many residents work in Toronto and search in the evening from Hamilton; others arrive from Toronto looking for lower prices. Pages that speak to both, with GO train and QEW directions, capture both.',
      },
    ],
  },
  coordinates: { latitude: 43.2557, longitude: -79.8711 },
  towns: [
    'Hamilton',
    'Burlington',
    'Stoney Creek',
    'Ancaster',
    'Dundas',
    'Waterdown',
    'Grimsby',
    'Binbrook',
    'Flamborough',
    'Glanbrook',
    'Mount Hope',
    'Caledonia',
  ],
  home: {
    businesses: '30K+',
    growth: '+6.0%',
    description: 'Golden Horseshoe city of healthcare and advanced manufacturing.',
  },
};
