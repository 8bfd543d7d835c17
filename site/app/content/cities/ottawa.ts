import type { EnglishCity } from './types';

export const ottawa: EnglishCity = {
  slug: 'ottawa-seo',
  name: 'Ottawa',
  province: 'ON',
  provinceName: 'Ontario',
  population: 1_000_000,
  metro: 1_400_000,
  facts: [
    { label: 'Government Employees', value: '110K+' },
    { label: 'Top Industries', value: 'Government, Tech, Health' },
  ],
  regionalKeyword: 'National Capital Region SEO',
  headline: 'Ottawa SEO for the Capital Region',
  subtitle:
    'Government suppliers, Kanata tech firms and local services: we help Ottawa businesses reach buyers on both sides of the river, in English and French.',
  reasons: [
    {
      title: 'Selling to Government',
      description:
        'With 110K+ government employees, procurement teams research suppliers online. Clear service pages and proof of expertise get you on the shortlist.',
    },
    {
      title: 'Kanata North Tech Park',
      description:
        'Canada’s largest tech park competes for customers and talent worldwide. Technical SEO keeps complex product sites discoverable.',
    },
    {
      title: 'Bilingual Capital',
      description:
        'Gatineau is minutes away and many searches are in French. We plan bilingual pages that reach the whole National Capital Region.',
    },
  ],
  towns: [
    'Ottawa',
    'Gatineau',
    'Kanata',
    'Orléans',
    'Nepean',
    'Barrhaven',
    'Gloucester',
    'Stittsville',
    'Manotick',
    'Rockland',
    'Carleton Place',
    'Arnprior',
  ],
  home: {
    businesses: '60K+',
    growth: '+8.9%',
    description: 'The nation’s capital, with government and a strong tech sector.',
  },
};
