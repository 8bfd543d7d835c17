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
  local: {
    economy:
      'Windsor builds cars: Stellantis assembles minivans at Windsor Assembly, and NextStar Energy’s electric-vehicle battery plant has made the city a centre of the EV supply chain. The Ambassador Bridge to Detroit carries more trade than any other Canada–US crossing, and logistics firms, customs brokers and tool-and-die shops thrive around it.',
    neighbourhoods:
      'Walkerville, Via Italia on Erie Street, Ford City, Riverside and South Windsor each have their own customers, and Tecumseh, LaSalle and Amherstburg are part of the local market. Detroit is a short drive across the river, so many Windsor businesses also serve American customers.',
    faq: [
      {
        question: 'Can I rank for customers in Detroit?',
        answer:
          'Yes, with pages written for them: prices in US dollars where relevant, what crossing the border involves, and reviews from US customers. A separate page for American visitors works better than one page for both.',
      },
      {
        question: 'How does an automotive supplier use SEO?',
        answer:
          'With capability pages that buyers and engineers can find: processes, tolerances, certifications such as IATF 16949, and the programs you supply. Purchasing teams research suppliers online long before they request a quote.',
      },
      {
        question: 'Do I need to mention the border crossings?',
        answer:
          'If customers cross to reach you, yes: explain which crossing, typical wait times and what to bring. Those answers are what both Google and AI assistants quote to cross-border shoppers.',
      },
    ],
  },
  coordinates: { latitude: 42.3149, longitude: -83.0364 },
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
