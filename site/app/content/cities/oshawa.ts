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
