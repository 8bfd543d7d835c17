import type { EnglishCity } from './types';

export const windsor: EnglishCity = {
  slug: 'windsor-seo',
  name: 'Windsor',
  province: 'ON',
  provinceName: 'Ontario',
  population: 230_000,
  metro: 420_000,
  facts: [
    { label: 'Top Industries', value: 'Automotive, Manufacturing, Logistics' },
    { label: 'Canada–US Trade Crossing', value: '25%+' },
  ],
  regionalKeyword: 'Windsor-Essex SEO',
  headline: 'Windsor SEO on Canada’s Busiest Border',
  subtitle:
    'Automotive suppliers, logistics firms and local businesses: we help Windsor-Essex companies rank with customers on both sides of the border.',
  reasons: [
    {
      title: 'Cross-Border Customers',
      description:
        'A quarter of Canada–US trade crosses at Windsor. We plan content for Detroit-area buyers without losing Canadian rankings.',
    },
    {
      title: 'Automotive Capital',
      description:
        'Windsor builds cars and EV batteries. Suppliers need technical, specification-rich pages that B2B buyers and AI tools can read.',
    },
    {
      title: 'Wine Country Next Door',
      description:
        'Essex County wineries and Point Pelee draw visitors. Tourism businesses win with local and map search.',
    },
  ],
  towns: [
    'Windsor',
    'LaSalle',
    'Tecumseh',
    'Amherstburg',
    'Lakeshore',
    'Essex',
    'Kingsville',
    'Leamington',
    'Belle River',
    'Harrow',
    'Tilbury',
    'Chatham',
  ],
};
