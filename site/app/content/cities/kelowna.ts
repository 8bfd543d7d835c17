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
