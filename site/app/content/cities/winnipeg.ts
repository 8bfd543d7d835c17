import type { EnglishCity } from './types';

export const winnipeg: EnglishCity = {
  slug: 'winnipeg-seo',
  name: 'Winnipeg',
  province: 'MB',
  provinceName: 'Manitoba',
  population: 750_000,
  metro: 830_000,
  facts: [
    { label: 'Top Industries', value: 'Manufacturing, Transport, Agri-food' },
    { label: 'Share of Manitobans', value: '60%+' },
  ],
  regionalKeyword: 'Manitoba digital marketing agency',
  headline: 'Winnipeg SEO at the Heart of the Continent',
  subtitle:
    'Manufacturers, transport firms and local businesses across Manitoba rely on us to rank in Winnipeg search and in AI-generated answers.',
  reasons: [
    {
      title: 'Most of Manitoba in One City',
      description:
        'More than 60% of Manitobans live in the Winnipeg region, so ranking here reaches most of the province’s buyers.',
    },
    {
      title: 'A Transport Hub',
      description:
        'CentrePort and three rail lines make Winnipeg a logistics centre. B2B buyers across Canada search for its suppliers.',
    },
    {
      title: 'Loyal Local Customers',
      description:
        'Winnipeggers favour local businesses they can find and trust. Reviews and Google Business Profile work pay off fast.',
    },
  ],
  towns: [
    'Winnipeg',
    'St. Boniface',
    'Transcona',
    'St. Vital',
    'Headingley',
    'East St. Paul',
    'West St. Paul',
    'Selkirk',
    'Steinbach',
    'Stonewall',
    'Oakbank',
    'Niverville',
  ],
  home: {
    businesses: '40K+',
    growth: '+6.3%',
    description: 'Manitoba’s economic hub for manufacturing and transport.',
  },
};
