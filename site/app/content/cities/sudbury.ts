import type { EnglishCity } from './types';

export const sudbury: EnglishCity = {
  slug: 'sudbury-seo',
  name: 'Sudbury',
  province: 'ON',
  provinceName: 'Ontario',
  population: 165_000,
  metro: 170_000,
  facts: [
    { label: 'Top Industries', value: 'Mining, Health, Education' },
    { label: 'Lakes Within City Limits', value: '330' },
  ],
  regionalKeyword: 'Northern Ontario SEO',
  headline: 'Sudbury SEO for Northern Ontario’s Hub',
  subtitle:
    'Mining supply, healthcare and education: we help Greater Sudbury businesses rank across Northern Ontario and with buyers worldwide.',
  reasons: [
    {
      title: 'Mining Supply Exports',
      description:
        'Sudbury’s mining supply firms sell worldwide. Technical content helps international buyers and AI tools find them.',
    },
    {
      title: 'Regional Service Centre',
      description:
        'Northern Ontario comes to Sudbury for healthcare and shopping. Service-area SEO reaches customers hours away.',
    },
    {
      title: 'Bilingual Community',
      description:
        'About a quarter of residents are francophone. French pages open a market competitors overlook.',
    },
  ],
  towns: [
    'Sudbury',
    'Val Caron',
    'Hanmer',
    'Chelmsford',
    'Azilda',
    'Lively',
    'Garson',
    'Coniston',
    'Capreol',
    'Copper Cliff',
    'Espanola',
    'Elliot Lake',
  ],
};
