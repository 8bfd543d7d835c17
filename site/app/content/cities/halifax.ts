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
  local: {
    economy:
      'Halifax is the home port of the Royal Canadian Navy’s Atlantic fleet, and Irving Shipbuilding builds the navy’s new ships at the Halifax Shipyard. The port handles container ships and cruise ships; Dalhousie and Saint Mary’s universities and a growing ocean-technology sector around COVE in Dartmouth complete the economy.',
    neighbourhoods:
      'Since 1996 Halifax, Dartmouth, Bedford and the county form the Halifax Regional Municipality, but people still search by those names. The North End’s Agricola Street, Spring Garden Road and the waterfront each draw their own customers, and Dartmouth is a market of its own across the harbour.',
    faq: [
      {
        question: 'Halifax or Dartmouth: which do I target?',
        answer:
          'The one your customers live in, and both if you serve both. Dartmouth residents search with “Dartmouth” even though it is part of HRM.',
      },
      {
        question: 'How do I reach cruise passengers and tourists?',
        answer:
          'Keep your Google Business Profile hours and photos current for the cruise season, from spring to October, and answer the short questions visitors ask their phones: what is open, how far, how long.',
      },
      {
        question: 'Do I need pages for the rest of Nova Scotia?',
        answer:
          'If you ship or travel across the province, yes: Truro, Bridgewater and the Annapolis Valley search with their own names, and few Halifax competitors write for them.',
      },
    ],
  },
  coordinates: { latitude: 44.6488, longitude: -63.5752 },
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
