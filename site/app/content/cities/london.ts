import type { EnglishCity } from './types';

export const london: EnglishCity = {
  slug: 'london-seo',
  name: 'London',
  province: 'ON',
  provinceName: 'Ontario',
  population: 420_000,
  metro: 540_000,
  facts: [
    { label: 'Top Industries', value: 'Health, Education, Manufacturing' },
    { label: 'Western University Students', value: '40K+' },
  ],
  regionalKeyword: 'Southwestern Ontario SEO',
  headline: 'London, Ontario SEO That Reaches the Whole Southwest',
  subtitle:
    'Hospitals, universities, manufacturers and main-street shops: we help London businesses rank across Southwestern Ontario.',
  reasons: [
    {
      title: 'Disambiguate From London, UK',
      description:
        'Searches for “London” often return British results. Local schema and Ontario signals make sure Canadian customers find you.',
    },
    {
      title: 'A Student City',
      description:
        'Western and Fanshawe bring 60,000+ students. Mobile-first local search wins this young, always-online audience.',
    },
    {
      title: 'Regional Service Centre',
      description:
        'Rural Southwestern Ontario comes to London for healthcare, shopping and professional services. Service-area SEO reaches them.',
    },
  ],
  towns: [
    'London',
    'St. Thomas',
    'Strathroy',
    'Komoka',
    'Lambeth',
    'Dorchester',
    'Ilderton',
    'Thorndale',
    'Woodstock',
    'Ingersoll',
    'Aylmer',
    'Byron',
  ],
};
