import type { EnglishCity } from './types';

export const vancouver: EnglishCity = {
  slug: 'vancouver-seo',
  name: 'Vancouver',
  province: 'BC',
  provinceName: 'British Columbia',
  population: 660_000,
  metro: 2_600_000,
  facts: [
    { label: 'Top Industries', value: 'Film, Tech, Trade' },
    { label: 'Port Trade', value: '$275B+ a year' },
  ],
  regionalKeyword: 'Lower Mainland SEO agency',
  headline: 'Vancouver SEO for a Pacific Gateway Economy',
  subtitle:
    'Tech studios, film production, tourism and trade: we put Vancouver businesses in front of customers searching across Metro Vancouver and the Pacific Rim.',
  reasons: [
    {
      title: 'Tech and Film Set the Bar',
      description:
        'Vancouver’s digital-first industries raise expectations for every website. Fast, well-structured pages are the minimum to compete.',
    },
    {
      title: 'Asia-Pacific Reach',
      description:
        'Canada’s largest port links Vancouver to Asia. We plan content for international searchers as well as local ones.',
    },
    {
      title: 'Tourism Searches All Year',
      description:
        'Visitors plan trips through search and AI assistants. Structured data and reviews turn those questions into bookings.',
    },
  ],
  towns: [
    'Vancouver',
    'Burnaby',
    'Richmond',
    'Surrey',
    'North Vancouver',
    'West Vancouver',
    'Coquitlam',
    'New Westminster',
    'Delta',
    'Langley',
    'Port Moody',
    'Maple Ridge',
  ],
  home: {
    businesses: '110K+',
    growth: '+4.9%',
    description: 'Pacific gateway with thriving tech, film and tourism industries.',
  },
};
