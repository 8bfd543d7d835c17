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
