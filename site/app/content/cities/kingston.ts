import type { EnglishCity } from './types';

export const kingston: EnglishCity = {
  slug: 'kingston-seo',
  name: 'Kingston',
  province: 'ON',
  provinceName: 'Ontario',
  population: 130_000,
  metro: 170_000,
  facts: [
    { label: 'Top Industries', value: 'Education, Health, Defence' },
    { label: 'Queen’s Students', value: '28K+' },
  ],
  regionalKeyword: 'Eastern Ontario SEO',
  headline: 'Kingston SEO for Ontario’s First Capital',
  subtitle:
    'Universities, hospitals, the military and a busy tourism season: we help Kingston businesses rank across Eastern Ontario.',
  reasons: [
    {
      title: 'Students Every September',
      description:
        'Queen’s, RMC and St. Lawrence College bring a new wave of customers each year. Local SEO catches them on arrival.',
    },
    {
      title: 'Heritage Tourism',
      description:
        'Fort Henry and the Thousand Islands draw visitors all summer. Map search and reviews bring them to your door.',
    },
    {
      title: 'Halfway Between Toronto and Montreal',
      description:
        'Kingston serves a wide corridor. Service-area pages reach Belleville, Brockville and the islands.',
    },
  ],
  local: {
    economy:
      'Kingston’s largest employers are education, health care and the public sector: Queen’s University, the Royal Military College, St. Lawrence College, Kingston Health Sciences Centre, Canadian Forces Base Kingston and several federal institutions. The city was Canada’s first capital, and tourism to its limestone downtown and the Thousand Islands is steady.',
    neighbourhoods:
      'Downtown and Sydenham, Williamsville, Portsmouth Village, Cataraqui and Kingston East each search differently. Each September a new class of students arrives, and with them a fresh wave of searches for rentals, food and services.',
    faq: [
      {
        question: 'How do I reach new students every year?',
        answer:
          'Refresh your pages and Google Business Profile before September and January, and answer the questions newcomers ask: how to get there, prices, hours. A new class searches from scratch each year.',
      },
      {
        question: 'Tourists or residents?',
        answer:
          'Both, with separate pages. Visitors search for what is near and open; residents compare services and reviews.',
      },
      {
        question: 'How do I reach Thousand Islands visitors?',
        answer:
          'Keep your profile current from May to October, and answer the questions boaters and cruise visitors ask: docking, parking, hours. Many search from the water on their phones.',
      },
    ],
  },
  coordinates: { latitude: 44.2312, longitude: -76.486 },
  towns: [
    'Kingston',
    'Amherstview',
    'Bath',
    'Gananoque',
    'Napanee',
    'Sydenham',
    'Harrowsmith',
    'Odessa',
    'Wolfe Island',
    'Westport',
    'Brockville',
    'Belleville',
  ],
};
