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
  local: {
    economy:
      'Bay Street is the centre of Canadian finance: the Toronto Stock Exchange, the head offices of most of the big banks and the insurers around them. Around that core sit one of North America’s busiest film and television production industries, the MaRS Discovery District’s health and tech start-ups, and the country’s largest concentration of professional firms.',
    neighbourhoods:
      'The city absorbed Etobicoke, North York, Scarborough, York and East York in 1998, and people still search by those names. A dentist in Leslieville, a café on the Danforth and a law firm in Yorkville compete in different local packs, so a Toronto campaign is really a set of neighbourhood campaigns.',
    faq: [
      {
        question: 'Should I target Toronto or the whole GTA?',
        answer:
          'Start where your customers are. A clinic in Scarborough wins more from a strong Scarborough page and Google Business Profile than from a citywide page; a B2B firm selling across the GTA needs both levels, linked so they do not compete.',
      },
      {
        question: 'Is Toronto too competitive for a small business?',
        answer:
          'Not when you pick the right searches. Broad phrases are crowded, but neighbourhood and service-specific searches, and the questions people ask AI assistants, are often answered by no one in particular yet.',
      },
      {
        question: 'Which Toronto searches do AI assistants answer?',
        answer:
          'Questions such as “best accountant for start-ups near King West” or “which Toronto clinics offer evening physiotherapy”. Assistants quote pages that answer them plainly, with prices, hours and neighbourhoods, so we write those answers into your pages.',
      },
    ],
  },
  coordinates: { latitude: 43.6532, longitude: -79.3832 },
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
