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
