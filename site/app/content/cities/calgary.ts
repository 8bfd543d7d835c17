import type { EnglishCity } from './types';

export const calgary: EnglishCity = {
  slug: 'calgary-seo',
  name: 'Calgary',
  province: 'AB',
  provinceName: 'Alberta',
  population: 1_300_000,
  metro: 1_500_000,
  facts: [
    { label: 'Top Industries', value: 'Energy, Finance, Tech' },
    { label: 'Corporate Head Offices', value: '110+' },
  ],
  regionalKeyword: 'Southern Alberta SEO services',
  headline: 'Calgary SEO for an Economy on the Move',
  subtitle:
    'Energy, finance, logistics and a fast-growing tech scene: we help Calgary companies rank where their next customers and hires are searching.',
  reasons: [
    {
      title: 'Head Offices Per Capita',
      description:
        'Calgary has more corporate head offices per person than any other Canadian city. B2B search is fierce, and authority content wins it.',
    },
    {
      title: 'A Diversifying Economy',
      description:
        'New tech and clean-energy firms arrive every year. Early search visibility lets newcomers compete with established names.',
    },
    {
      title: 'Young, Mobile Searchers',
      description:
        'Calgary has one of the youngest populations among big Canadian cities, and it searches on phones first. We build for mobile speed.',
    },
  ],
  local: {
    economy:
      'Calgary is the head-office city of Canada’s energy industry, home to Suncor, Cenovus and TC Energy, and WestJet flies from its headquarters by the airport. Agriculture, logistics along the CPKC rail network and a fast-growing tech scene have broadened the economy, and every July the Calgary Stampede fills hotels and restaurants.',
    neighbourhoods:
      'Calgary addresses carry a quadrant (NW, NE, SW, SE), and people search that way: “plumber NW Calgary”. The Beltline, Kensington, Inglewood and Mission draw shoppers to their main streets, while suburbs such as Airdrie, Cochrane and Okotoks are markets of their own.',
    faq: [
      {
        question: 'Do the quadrants matter for local SEO?',
        answer:
          'Yes. Write your address with its quadrant the same way everywhere, mention the quadrants you serve on your pages, and your business matches the searches that include them.',
      },
      {
        question: 'How do we plan around the Stampede?',
        answer:
          'Publish event pages and update your Google Business Profile hours in May and June; searches for Stampede events, patios and services start weeks before the grounds open.',
      },
      {
        question: 'Does the energy sector’s cycle affect search?',
        answer:
          'It does: when oil prices move, Calgary’s demand for services, offices and housing moves with it. We watch local search trends monthly and shift your content to what people are looking for now.',
      },
    ],
  },
  coordinates: { latitude: 51.0447, longitude: -114.0719 },
  towns: [
    'Calgary',
    'Airdrie',
    'Cochrane',
    'Chestermere',
    'Okotoks',
    'Strathmore',
    'High River',
    'Canmore',
    'Banff',
    'Crossfield',
    'Black Diamond',
    'Turner Valley',
  ],
  home: {
    businesses: '90K+',
    growth: '+5.5%',
    description: 'Energy and head-office capital with a fast-growing tech sector.',
  },
};
