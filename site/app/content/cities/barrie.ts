import type { EnglishCity } from './types';

export const barrie: EnglishCity = {
  slug: 'barrie-seo',
  name: 'Barrie',
  province: 'ON',
  provinceName: 'Ontario',
  population: 150_000,
  metro: 210_000,
  facts: [
    { label: 'Growth', value: '15% a year' },
    { label: 'Top Industries', value: 'Manufacturing, Retail, Tourism' },
  ],
  regionalKeyword: 'Simcoe County SEO',
  headline: 'Barrie SEO for One of Ontario’s Fastest-Growing Cities',
  subtitle:
    'Growing 15% a year, Barrie fills with new households every month. We help local businesses be the first name they find.',
  reasons: [
    {
      title: 'Growth of 15% a Year',
      description:
        'New residents arrive constantly and search for every service from scratch. Local SEO turns that growth into customers.',
    },
    {
      title: 'Cottage Country Gateway',
      description:
        'Highway 400 brings weekend traffic to Lake Simcoe and Muskoka. Tourism and trades businesses win with map search.',
    },
    {
      title: 'Commuters to the GTA',
      description:
        'Many residents work in Toronto and shop online in the evening. Mobile-first pages catch them.',
    },
  ],
  local: {
    economy:
      'Barrie sits on Kempenfelt Bay of Lake Simcoe, an hour north of Toronto on Highway 400. Royal Victoria Regional Health Centre and Georgian College are major employers, Canadian Forces Base Borden is nearby, and many residents commute south on the GO train’s Barrie line.',
    neighbourhoods:
      'Downtown and the waterfront, Allandale, Painswick, Holly and Ardagh each have their own customers. Every summer weekend, cottage traffic to Muskoka and Georgian Bay passes through Barrie, and visitors search for supplies, food and services on the way.',
    faq: [
      {
        question: 'How do I reach cottage-country traffic?',
        answer:
          'Keep your Google Business Profile hours, photos and products current from May to October, and answer what travellers search on Highway 400: what is open, how far, and what you have in stock.',
      },
      {
        question: 'Should I target Innisfil and Orillia too?',
        answer:
          'If you serve them, yes, with pages of their own. Residents of Innisfil, Orillia and Springwater search with their own town’s name.',
      },
      {
        question: 'Does winter tourism matter here?',
        answer:
          'Yes: skiers heading to Horseshoe Resort and Snow Valley and ice-fishing visitors on Lake Simcoe search for rentals, food and lodging. A winter version of your pages catches them.',
      },
    ],
  },
  coordinates: { latitude: 44.3894, longitude: -79.6903 },
  towns: [
    'Barrie',
    'Innisfil',
    'Orillia',
    'Angus',
    'Alliston',
    'Bradford',
    'Midhurst',
    'Wasaga Beach',
    'Collingwood',
    'Stroud',
    'Elmvale',
    'Oro-Medonte',
  ],
};
