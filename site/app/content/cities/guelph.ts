import type { EnglishCity } from './types';

export const guelph: EnglishCity = {
  slug: 'guelph-seo',
  name: 'Guelph',
  province: 'ON',
  provinceName: 'Ontario',
  population: 135_000,
  metro: 155_000,
  facts: [
    { label: 'Top Industries', value: 'Agriculture, Manufacturing, Technology' },
    { label: 'University Students', value: '30K+' },
  ],
  regionalKeyword: 'Wellington County SEO',
  headline: 'Guelph SEO for Ontario’s Agri-Food Capital',
  subtitle:
    'Agriculture, manufacturing and technology: we help Guelph businesses rank across Wellington County and the Toronto–Waterloo corridor.',
  reasons: [
    {
      title: 'Agri-Food Innovation',
      description:
        'The University of Guelph leads Canadian agri-food research. Expert content gets cited by AI answer engines.',
    },
    {
      title: 'Advanced Manufacturing',
      description:
        'Guelph’s manufacturers sell across North America. Technical product pages reach B2B buyers.',
    },
    {
      title: 'Small Towns, Big Reach',
      description:
        'Customers come from Fergus, Elora and Rockwood. Service-area pages bring the whole county to you.',
    },
  ],
  towns: [
    'Guelph',
    'Fergus',
    'Elora',
    'Mount Forest',
    'Drayton',
    'Arthur',
    'Palmerston',
    'Harriston',
    'Rockwood',
    'Acton',
    'Georgetown',
    'Milton',
  ],
};
