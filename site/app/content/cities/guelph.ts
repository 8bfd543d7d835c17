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
  local: {
    economy:
      'The University of Guelph, with the Ontario Veterinary College and its agricultural research, makes Guelph a centre of food and agri-tech. Advanced manufacturing is the other pillar: Linamar, one of Canada’s largest auto-parts makers, is headquartered here, and Sleeman Breweries began in the city.',
    neighbourhoods:
      'Downtown under the Basilica of Our Lady, the Ward, Exhibition Park, the South End and Kortright Hills each have their own customers. Fergus, Elora and the rest of Wellington County look to Guelph for services, and many residents commute along Highway 401.',
    faq: [
      {
        question: 'Should I target Wellington County too?',
        answer:
          'If you serve Fergus, Elora or Rockwood, yes, with pages of their own: those towns search with their own names.',
      },
      {
        question: 'How do agri-food firms use SEO?',
        answer:
          'With pages that answer buyers’ and regulators’ questions, such as certifications, traceability and capacity. Food companies research suppliers online long before they request a sample.',
      },
      {
        question: 'Do University of Guelph students matter to my business?',
        answer:
          'For food, housing, fitness and services near campus, a great deal. Update your profile and pages before September and January, when new students search from scratch.',
      },
    ],
  },
  coordinates: { latitude: 43.5448, longitude: -80.2482 },
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
