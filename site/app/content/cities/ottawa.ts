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
  local: {
    economy:
      'The federal public service is Ottawa’s largest employer, and a whole industry of consultants, contractors and associations grows around it. Kanata North is one of Canada’s largest technology parks, Shopify was founded in the city, and the University of Ottawa is the largest bilingual university in the world.',
    neighbourhoods:
      'Searches split between the ByWard Market, Centretown, the Glebe, Westboro, Kanata, Barrhaven and Orléans, a suburb with a large francophone community. Across the river, Gatineau is in Quebec, with its own language rules and its own local results.',
    faq: [
      {
        question: 'Do I need French pages for Ottawa?',
        answer:
          'If you serve Orléans, Gatineau or federal clients, yes. Many Ottawa searches are in French, and French pages written for them, not machine translated, reach customers most competitors ignore.',
      },
      {
        question: 'Does SEO help with government contracts?',
        answer:
          'Contracts are awarded through CanadaBuys, not through search. But buyers research suppliers first: clear capability pages and published expertise make you easy to find and easy to shortlist.',
      },
      {
        question: 'How do I show up for Gatineau customers?',
        answer:
          'With a French page written for Gatineau, your service area on your Google Business Profile, and reviews from Quebec clients. Gatineau residents search in French and expect answers in French.',
      },
    ],
  },
  coordinates: { latitude: 45.4215, longitude: -75.6972 },
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
