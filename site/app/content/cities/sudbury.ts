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
  local: {
    economy:
      'Greater Sudbury is one of the world’s largest nickel-mining centres, where Vale and Glencore run mines and smelters, and the mining supply and services firms around them export worldwide. Laurentian University, Health Sciences North and Science North make it Northern Ontario’s centre for health care and education.',
    neighbourhoods:
      'Since 2001 Greater Sudbury covers more than 3,000 square kilometres and some 330 lakes, from Lively and Garson to Valley East. Downtown, New Sudbury and Minnow Lake draw their own customers, and a large francophone community searches in French.',
    faq: [
      {
        question: 'Should I publish in French in Sudbury?',
        answer:
          'Yes, if you can serve customers in French. Sudbury has one of Ontario’s largest francophone communities, and French pages written for it face little competition.',
      },
      {
        question: 'How does a mining supplier win search?',
        answer:
          'With pages that answer engineers and buyers: equipment specifications, safety certifications, service across Northern Ontario. Mining buyers worldwide search Sudbury suppliers by capability.',
      },
      {
        question: 'Do customers search from across Northern Ontario?',
        answer:
          'Yes: Sudbury is the service centre for towns from Espanola to Elliot Lake. Pages that name the towns you serve and your travel or shipping terms reach those customers.',
      },
    ],
  },
  coordinates: { latitude: 46.4917, longitude: -80.993 },
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
