import type { EnglishCity } from './types';

export const kitchener: EnglishCity = {
  slug: 'kitchener-seo',
  name: 'Kitchener',
  province: 'ON',
  provinceName: 'Ontario',
  population: 255_000,
  metro: 575_000,
  facts: [
    { label: 'Tech Companies', value: '1,500+' },
    { label: 'Top Industries', value: 'Tech, Insurance, Manufacturing' },
  ],
  regionalKeyword: 'Waterloo Region SEO',
  headline: 'Kitchener SEO for Canada’s Tech Corridor',
  subtitle:
    'With 1,500+ tech companies in the Toronto–Waterloo corridor, Kitchener businesses need search strategies as sharp as their products.',
  reasons: [
    {
      title: 'A Start-Up Density Few Match',
      description:
        'Communitech and 1,500+ tech firms compete for attention. Technical SEO and thought-leadership content set you apart.',
    },
    {
      title: 'Talent Searches Too',
      description:
        'Recruiting engineers starts with search. Employer pages that rank help you hire from Waterloo’s universities.',
    },
    {
      title: 'Tri-City Reach',
      description:
        'Kitchener, Waterloo and Cambridge act as one market. We target all three without duplicate content.',
    },
  ],
  local: {
    economy:
      'Kitchener’s downtown is the core of the Waterloo Region tech cluster: Communitech’s hub in the Tannery and Google’s engineering office in the Breithaupt Block sit a few streets apart. Insurance and financial services are the region’s other large employers, and food processing and manufacturing still employ thousands.',
    neighbourhoods:
      'Downtown, Victoria Park, Belmont Village, Doon and Forest Heights each have their own searches, and the ION light rail ties Kitchener to Waterloo. The city was named Berlin until 1916, and Kitchener-Waterloo Oktoberfest, every October, is one of the region’s biggest events.',
    faq: [
      {
        question: 'Kitchener or Waterloo: one page or two?',
        answer:
          'Two, when you serve both. Residents search with their own city’s name, and two pages with their own details, such as clients, landmarks and directions, rank better than one page naming both.',
      },
      {
        question: 'How do tech firms recruit through search?',
        answer:
          'With career pages that answer what engineers search: the stack, the team, salary ranges and remote policy. Those pages rank for roles and are what AI assistants summarise when candidates ask about you.',
      },
      {
        question: 'Do Oktoberfest visitors search for local businesses?',
        answer:
          'Yes, for restaurants, rides, accommodation and events in October. Event pages and Google Business Profile posts published in September catch those searches.',
      },
    ],
  },
  coordinates: { latitude: 43.4516, longitude: -80.4925 },
  towns: [
    'Kitchener',
    'Waterloo',
    'Cambridge',
    'Guelph',
    'Elmira',
    'New Hamburg',
    'Baden',
    'St. Jacobs',
    'Breslau',
    'Ayr',
    'Wellesley',
    'Stratford',
  ],
};
