import type { EnglishCity } from './types';

export const toronto: EnglishCity = {
  slug: 'toronto-seo',
  name: 'Toronto',
  province: 'ON',
  provinceName: 'Ontario',
  population: 2_800_000,
  metro: 6_200_000,
  facts: [
    { label: 'Top Industries', value: 'Finance, Tech, Film' },
    { label: 'Corporate Head Offices', value: '1,000+' },
  ],
  regionalKeyword: 'GTA search engine optimization',
  headline: 'Toronto SEO That Wins Canada’s Most Competitive Market',
  subtitle:
    'From Bay Street finance to Liberty Village start-ups, we help Toronto businesses rank on Google, answer engines and AI assistants across the GTA.',
  reasons: [
    {
      title: 'The Busiest Search Market in Canada',
      description:
        'More head offices and more competitors than any other Canadian city mean page-one rankings in Toronto are earned with data, not guesswork.',
    },
    {
      title: 'Neighbourhood-Level Local SEO',
      description:
        'Searchers look for services in North York, Scarborough or the Annex, not just “Toronto”. We build pages and profiles for each part of the city you serve.',
    },
    {
      title: 'A Multilingual City',
      description:
        'Half of Torontonians were born outside Canada. Content planned for multilingual audiences reaches customers that competitors ignore.',
    },
  ],
  towns: [
    'Toronto',
    'North York',
    'Scarborough',
    'Etobicoke',
    'Mississauga',
    'Brampton',
    'Vaughan',
    'Markham',
    'Richmond Hill',
    'Oakville',
    'Pickering',
    'Ajax',
  ],
  home: {
    businesses: '250K+',
    growth: '+2.3%',
    description: 'Canada’s financial capital and its most competitive search market.',
  },
};
