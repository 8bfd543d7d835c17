import type { EnglishCity } from './types';

export const kelowna: EnglishCity = {
  slug: 'kelowna-seo',
  name: 'Kelowna',
  province: 'BC',
  provinceName: 'British Columbia',
  population: 145_000,
  metro: 220_000,
  facts: [
    { label: 'Top Industries', value: 'Tourism, Wine, Tech' },
    { label: 'Okanagan Wineries', value: '200+' },
  ],
  regionalKeyword: 'Okanagan Valley SEO',
  headline: 'Kelowna SEO for the Okanagan',
  subtitle:
    'Wineries, resorts, tech firms and trades: we help Kelowna businesses rank with locals and the visitors who plan every trip online.',
  reasons: [
    {
      title: 'Wine and Tourism',
      description:
        'More than 200 Okanagan wineries compete for visitors. Structured data and reviews decide who gets the booking.',
    },
    {
      title: 'A Growing Tech Scene',
      description:
        'Kelowna’s tech sector grows every year. Product-led SEO helps local firms reach national buyers.',
    },
    {
      title: 'Seasonal Demand',
      description:
        'Summer and ski season bring peaks. We schedule content and campaigns around them.',
    },
  ],
  local: {
    economy:
      'Kelowna is the heart of the Okanagan: wineries, orchards and tourism shape its economy, and UBC Okanagan and the fast-growing Kelowna International Airport have drawn a tech and remote-work community. Construction and real estate have grown with one of Canada’s fastest-growing populations.',
    neighbourhoods:
      'Downtown, the Mission, Rutland and Glenmore are the city’s main districts, and West Kelowna, across Okanagan Lake by the William R. Bennett Bridge, and Lake Country are markets of their own. Summer visitors and wine tourists search very differently from year-round residents.',
    faq: [
      {
        question: 'How do I plan around the tourist season?',
        answer:
          'Prepare in spring. Winery, patio and activity searches peak from June to September, and pages and profiles updated before then rank when visitors arrive.',
      },
      {
        question: 'West Kelowna or Kelowna?',
        answer:
          'Both if you serve both. West Kelowna is a separate municipality, and its residents search with its name.',
      },
      {
        question: 'Does wildfire season affect search?',
        answer:
          'Sometimes sharply: in smoky summers, searches for air purifiers, indoor activities and cancellations rise. Keeping your hours and services current on your profile keeps customers informed.',
      },
    ],
  },
  coordinates: { latitude: 49.888, longitude: -119.496 },
  towns: [
    'Kelowna',
    'West Kelowna',
    'Lake Country',
    'Peachland',
    'Vernon',
    'Penticton',
    'Summerland',
    'Coldstream',
    'Armstrong',
    'Oliver',
    'Osoyoos',
    'Big White',
  ],
};
