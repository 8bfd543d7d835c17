import type { EnglishCity } from './types';

export const victoria: EnglishCity = {
  slug: 'victoria-seo',
  name: 'Victoria',
  province: 'BC',
  provinceName: 'British Columbia',
  population: 90_000,
  metro: 400_000,
  facts: [
    { label: 'Government Jobs', value: '15%' },
    { label: 'Top Industries', value: 'Government, Tourism, Tech' },
  ],
  regionalKeyword: 'Vancouver Island SEO services',
  headline: 'Victoria SEO for BC’s Capital',
  subtitle:
    'Government, tourism and a tech sector bigger than its tourism trade: we help Victoria businesses rank across Greater Victoria and Vancouver Island.',
  reasons: [
    {
      title: 'Government Buyers',
      description:
        'With 15% of jobs in government, public-sector buyers research suppliers online. Clear, credible service pages win them.',
    },
    {
      title: 'Tech Beats Tourism',
      description:
        'Victoria’s tech sector now earns more than tourism. Product-led SEO helps local firms compete nationally.',
    },
    {
      title: 'Island-Wide Reach',
      description:
        'Customers come from across Vancouver Island. Service-area SEO reaches Nanaimo, Duncan and the Saanich Peninsula.',
    },
  ],
  local: {
    economy:
      'As British Columbia’s capital, Victoria depends on the provincial government, but the technology sector has grown into one of its largest private industries, and CFB Esquimalt is the home port of the navy’s Pacific fleet. Tourism brings visitors year round, and the University of Victoria and Camosun College keep the population young.',
    neighbourhoods:
      'The Capital Regional District has 13 municipalities, and people search by them: Saanich, Oak Bay, Esquimalt, Langford, Colwood, Sidney. Within Victoria, James Bay, Fernwood, Fairfield and Cook Street Village are the names locals use.',
    faq: [
      {
        question: 'Should I target Saanich and Langford separately?',
        answer:
          'Yes, if you serve them. They are separate municipalities with their own searches, and a Langford homeowner rarely searches for “Victoria”.',
      },
      {
        question: 'Tourists or locals?',
        answer:
          'Both, with different pages. Tourists search on the go for what is near and open now; residents search for services and compare reviews. One page cannot answer both well.',
      },
      {
        question: 'Does the ferry shape how people search?',
        answer:
          'It does. Mainland visitors plan from Vancouver before they board, so pages that answer “what to do near the Swartz Bay ferry” or “open late in downtown Victoria” reach them before they arrive.',
      },
    ],
  },
  coordinates: { latitude: 48.4284, longitude: -123.3656 },
  towns: [
    'Victoria',
    'Saanich',
    'Oak Bay',
    'Esquimalt',
    'Langford',
    'Colwood',
    'View Royal',
    'Sidney',
    'Central Saanich',
    'Sooke',
    'Metchosin',
    'Duncan',
  ],
};
