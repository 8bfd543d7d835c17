import type { EnglishCity } from './types';

export const oshawa: EnglishCity = {
  slug: 'oshawa-seo',
  name: 'Oshawa',
  province: 'ON',
  provinceName: 'Ontario',
  population: 175_000,
  metro: 415_000,
  facts: [
    { label: 'Top Industries', value: 'Automotive, Energy, Education' },
    { label: 'Population Growth', value: '9%' },
  ],
  regionalKeyword: 'Durham Region SEO',
  headline: 'Oshawa SEO for Durham Region',
  subtitle:
    'Automotive, clean energy and a growing education sector: we help Oshawa businesses capture the customers moving east from Toronto.',
  reasons: [
    {
      title: 'GTA Families Moving East',
      description:
        'Oshawa grew 9% in five years as families left Toronto. They look for local services online first.',
    },
    {
      title: 'Energy and Engineering',
      description:
        'Darlington and Ontario Tech University anchor an energy cluster. Technical content ranks for specialised B2B searches.',
    },
    {
      title: 'Durham-Wide Reach',
      description:
        'Customers shop across Whitby, Ajax and Clarington. Service-area pages bring in the whole region.',
    },
  ],
  local: {
    economy:
      'Oshawa has been a General Motors city for over a century, and the Oshawa Assembly plant still builds pickup trucks. Ontario Tech University and Durham College make it a college town, Lakeridge Health is a major employer, and Ontario Power Generation’s Darlington nuclear station is in neighbouring Clarington.',
    neighbourhoods:
      'Downtown, Kedron, Windfields, Taunton and Lakeview each search differently, and Whitby, Ajax, Pickering and Clarington make up the rest of Durham Region. Many residents commute to Toronto on Highway 401 and the GO train, and they search for services near home in the evening.',
    faq: [
      {
        question: 'Should I target Oshawa or all of Durham Region?',
        answer:
          'Both. Most Durham residents search with their own town’s name, so give Whitby, Ajax and Clarington their own pages if you work there, and link them from a Durham Region page.',
      },
      {
        question: 'When do commuters search for local services?',
        answer:
          'Evenings and weekends, mostly on their phones. Fast mobile pages, clear hours and online booking win those searches.',
      },
      {
        question: 'How do I reach Ontario Tech and Durham College students?',
        answer:
          'Refresh your pages before September and January and answer the questions students ask on their phones: prices, transit from the Simcoe Street campus, student discounts.',
      },
    ],
  },
  coordinates: { latitude: 43.8971, longitude: -78.8658 },
  towns: [
    'Oshawa',
    'Whitby',
    'Ajax',
    'Pickering',
    'Courtice',
    'Bowmanville',
    'Clarington',
    'Port Perry',
    'Brooklin',
    'Uxbridge',
    'Newcastle',
    'Scugog',
  ],
};
