import type { EnglishCity } from './types';

export const cambridge: EnglishCity = {
  slug: 'cambridge-seo',
  name: 'Cambridge',
  province: 'ON',
  provinceName: 'Ontario',
  population: 135_000,
  metro: 580_000,
  facts: [
    { label: 'Tech Corridor', value: 'Innovation Hub' },
    { label: 'Top Industries', value: 'Technology, Manufacturing, Services' },
  ],
  regionalKeyword: 'Waterloo Region digital marketing',
  headline: 'Cambridge SEO in the Waterloo Region Tech Corridor',
  subtitle:
    'Technology, manufacturing and services: we help Cambridge businesses rank across Waterloo Region and the 401 corridor.',
  reasons: [
    {
      title: 'Part of an Innovation Hub',
      description:
        'Cambridge shares a 580K+ metro with Kitchener and Waterloo. We target the whole region without cannibalising pages.',
    },
    {
      title: 'Manufacturing Strength',
      description:
        'Toyota and hundreds of suppliers build in Cambridge. Specification-rich pages win B2B search.',
    },
    {
      title: 'Three Historic Cores',
      description:
        'Galt, Preston and Hespeler each have their own main street. Neighbourhood pages reach local shoppers.',
    },
  ],
  towns: [
    'Cambridge',
    'Kitchener',
    'Waterloo',
    'Guelph',
    'Preston',
    'Galt',
    'Hespeler',
    'Blair',
    'New Hamburg',
    'Baden',
    'St. Jacobs',
    'Elmira',
  ],
};
