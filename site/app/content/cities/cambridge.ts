import type { EnglishCity } from './types';

export const cambridge: EnglishCity = {
  slug: 'cambridge-seo',
  name: 'Cambridge',
  province: 'ON',
  provinceName: 'Ontario',
  population: 135_000,
  metro: 580_000,
  facts: [
    { label: 'Tech Corridor', value: 'Innovation Hub' },
    { label: 'Top Industries', value: 'Technology, Manufacturing, Services' },
  ],
  regionalKeyword: 'Waterloo Region digital marketing',
  headline: 'Cambridge SEO in the Waterloo Region Tech Corridor',
  subtitle:
    'Technology, manufacturing and services: we help Cambridge businesses rank across Waterloo Region and the 401 corridor.',
  reasons: [
    {
      title: 'Part of an Innovation Hub',
      description:
        'Cambridge shares a 580K+ metro with Kitchener and Waterloo. We target the whole region without cannibalising pages.',
    },
    {
      title: 'Manufacturing Strength',
      description:
        'Toyota and hundreds of suppliers build in Cambridge. Specification-rich pages win B2B search.',
    },
    {
      title: 'Three Historic Cores',
      description:
        'Galt, Preston and Hespeler each have their own main street. Neighbourhood pages reach local shoppers.',
    },
  ],
  local: {
    economy:
      'Toyota builds RAV4s and Lexus models at its Cambridge plant, and hundreds of manufacturers and logistics firms line Highway 401 and the Grand River. The University of Waterloo’s School of Architecture sits in a converted silk mill in Galt, and much of the city’s workforce shares a labour market with Kitchener and Waterloo.',
    neighbourhoods:
      'Cambridge was formed in 1973 from Galt, Preston and Hespeler, and each kept its main street and its name in searches. Blair, Hespeler Village and the Grand River trails draw visitors, and Ayr and North Dumfries are just south.',
    faq: [
      {
        question: 'Galt, Preston or Hespeler: where do I rank?',
        answer:
          'Where you are, and Cambridge as a whole. Residents often search with the old town names, so mention yours and build your profile around it.',
      },
      {
        question: 'How does a manufacturer here win B2B search?',
        answer:
          'With specification pages that engineers and buyers find: capabilities, certifications, lead times. Automotive buyers research suppliers long before they request a quote.',
      },
      {
        question: 'Should I also target Kitchener and Waterloo?',
        answer:
          'If you serve them, yes, with pages of their own. Each city searches with its own name, and separate pages written for each avoid competing with each other.',
      },
    ],
  },
  coordinates: { latitude: 43.3616, longitude: -80.3144 },
  towns: [
    'Cambridge',
    'Kitchener',
    'Waterloo',
    'Guelph',
    'Preston',
    'Galt',
    'Hespeler',
    'Blair',
    'New Hamburg',
    'Baden',
    'St. Jacobs',
    'Elmira',
  ],
};
