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
