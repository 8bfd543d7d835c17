import type { EnglishCity } from './types';

export const edmonton: EnglishCity = {
  slug: 'edmonton-seo',
  name: 'Edmonton',
  province: 'AB',
  provinceName: 'Alberta',
  population: 1_000_000,
  metro: 1_400_000,
  facts: [
    { label: 'Top Industries', value: 'Energy, Logistics, Health' },
    { label: 'Post-Secondary Students', value: '60K+' },
  ],
  regionalKeyword: 'Edmonton Metro Region SEO',
  headline: 'Edmonton SEO for Alberta’s Capital',
  subtitle:
    'From energy services to health research and logistics, we help Edmonton businesses win local search and the AI answers their customers trust.',
  reasons: [
    {
      title: 'Gateway to the North',
      description:
        'Edmonton supplies the oil sands and northern communities. Service-area SEO reaches buyers far beyond the city limits.',
    },
    {
      title: 'A Research City',
      description:
        'The University of Alberta and Amii make Edmonton an AI research centre. Evidence-rich content earns citations from answer engines.',
    },
    {
      title: 'Fast Population Growth',
      description:
        'Edmonton grew more than 8% in five years. New residents search for every service from scratch: be the first result they find.',
    },
  ],
  towns: [
    'Edmonton',
    'St. Albert',
    'Sherwood Park',
    'Spruce Grove',
    'Leduc',
    'Fort Saskatchewan',
    'Stony Plain',
    'Beaumont',
    'Devon',
    'Morinville',
    'Nisku',
    'Gibbons',
  ],
  home: {
    businesses: '75K+',
    growth: '+8.3%',
    description: 'Alberta’s capital and gateway to the North’s energy economy.',
  },
};
