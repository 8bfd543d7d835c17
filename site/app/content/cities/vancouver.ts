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
  local: {
    economy:
      'The Port of Vancouver is Canada’s largest port, and trade, logistics and the film and television studios (visual effects and video games included) employ a large share of the region. Tourism, outdoor apparel brands such as Lululemon and Arc’teryx, and a growing clean-tech sector round out a market where many buyers research across the Pacific.',
    neighbourhoods:
      'Kitsilano, Gastown, Yaletown, Mount Pleasant and Commercial Drive each have their own search habits, and Metro Vancouver spreads over 21 municipalities, from Burnaby and Richmond to Surrey. Many residents speak Cantonese, Mandarin or Punjabi at home, so the same service is searched in several languages.',
    faq: [
      {
        question: 'Do I need pages in Chinese or Punjabi?',
        answer:
          'Only if you can serve customers in those languages. Where you can, a well-written page per language, marked with its hreflang, reaches searches your English page never will; machine translation does more harm than good.',
      },
      {
        question: 'Should Burnaby, Richmond and Surrey get their own pages?',
        answer:
          'If you have customers or a location there, yes: each is a city of its own in Google’s eyes. A page needs local substance, such as the jobs you did there, not just the name swapped.',
      },
      {
        question: 'How do I compete with big brands downtown?',
        answer:
          'By owning the searches they ignore: your neighbourhood, your specialty, your exact service. A Main Street bike shop can lead “e-bike repair Mount Pleasant” even where national chains lead “bike shop Vancouver”.',
      },
    ],
  },
  coordinates: { latitude: 49.2827, longitude: -123.1207 },
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
