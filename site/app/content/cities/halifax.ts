import type { EnglishCity } from './types';

export const halifax: EnglishCity = {
  slug: 'halifax-seo',
  name: 'Halifax',
  province: 'NS',
  provinceName: 'Nova Scotia',
  population: 440_000,
  metro: 465_000,
  facts: [
    { label: 'Top Industries', value: 'Defence, Ocean Tech, Ports' },
    { label: 'Universities', value: '6' },
  ],
  regionalKeyword: 'Atlantic Canada SEO agency',
  headline: 'Halifax SEO for Atlantic Canada’s Largest City',
  subtitle:
    'Ocean tech, defence, shipping and tourism: we help Halifax businesses win search across Nova Scotia and the Maritimes.',
  reasons: [
    {
      title: 'The Atlantic Hub',
      description:
        'Halifax serves all of Atlantic Canada. Regional landing pages capture customers from Moncton to Sydney.',
    },
    {
      title: 'Record Growth',
      description:
        'Halifax is one of Canada’s fastest-growing cities. Newcomers search for everything, and early rankings lock in customers.',
    },
    {
      title: 'Seasonal Tourism',
      description:
        'Cruise ships and summer visitors plan through search and AI assistants. We time content to the season.',
    },
  ],
  towns: [
    'Halifax',
    'Dartmouth',
    'Bedford',
    'Sackville',
    'Cole Harbour',
    'Timberlea',
    'Fall River',
    'Hammonds Plains',
    'Eastern Passage',
    'Tantallon',
    'Windsor',
    'Truro',
  ],
};
