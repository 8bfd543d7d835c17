import type { EnglishCity } from './types';

export const calgary: EnglishCity = {
  slug: 'calgary-seo',
  name: 'Calgary',
  province: 'AB',
  provinceName: 'Alberta',
  population: 1_300_000,
  metro: 1_500_000,
  facts: [
    { label: 'Top Industries', value: 'Energy, Finance, Tech' },
    { label: 'Corporate Head Offices', value: '110+' },
  ],
  regionalKeyword: 'Southern Alberta SEO services',
  headline: 'Calgary SEO for an Economy on the Move',
  subtitle:
    'Energy, finance, logistics and a fast-growing tech scene: we help Calgary companies rank where their next customers and hires are searching.',
  reasons: [
    {
      title: 'Head Offices Per Capita',
      description:
        'Calgary has more corporate head offices per person than any other Canadian city. B2B search is fierce, and authority content wins it.',
    },
    {
      title: 'A Diversifying Economy',
      description:
        'New tech and clean-energy firms arrive every year. Early search visibility lets newcomers compete with established names.',
    },
    {
      title: 'Young, Mobile Searchers',
      description:
        'Calgary has one of the youngest populations among big Canadian cities, and it searches on phones first. We build for mobile speed.',
    },
  ],
  towns: [
    'Calgary',
    'Airdrie',
    'Cochrane',
    'Chestermere',
    'Okotoks',
    'Strathmore',
    'High River',
    'Canmore',
    'Banff',
    'Crossfield',
    'Black Diamond',
    'Turner Valley',
  ],
  home: {
    businesses: '90K+',
    growth: '+5.5%',
    description: 'Energy and head-office capital with a fast-growing tech sector.',
  },
};
