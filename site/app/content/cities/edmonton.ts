import type { EnglishCity } from './types';

export const edmonton: EnglishCity = {
  slug: 'edmonton-seo',
  name: 'Edmonton',
  province: 'AB',
  provinceName: 'Alberta',
  population: 1_000_000,
  metro: 1_400_000,
  facts: [
    { label: 'Top Industries', value: 'Energy, Logistics, Health' },
    { label: 'Post-Secondary Students', value: '60K+' },
  ],
  regionalKeyword: 'Edmonton Metro Region SEO',
  headline: 'Edmonton SEO for Alberta’s Capital',
  subtitle:
    'From energy services to health research and logistics, we help Edmonton businesses win local search and the AI answers their customers trust.',
  reasons: [
    {
      title: 'Gateway to the North',
      description:
        'Edmonton supplies the oil sands and northern communities. Service-area SEO reaches buyers far beyond the city limits.',
    },
    {
      title: 'A Research City',
      description:
        'The University of Alberta and Amii make Edmonton an AI research centre. Evidence-rich content earns citations from answer engines.',
    },
    {
      title: 'Fast Population Growth',
      description:
        'Edmonton grew more than 8% in five years. New residents search for every service from scratch: be the first result they find.',
    },
  ],
  local: {
    economy:
      'As Alberta’s capital, Edmonton employs thousands in the provincial government, and east of the city Refinery Row in Strathcona County anchors the petrochemical industry. The University of Alberta and the Alberta Machine Intelligence Institute (Amii) make the city a centre of AI research, and West Edmonton Mall draws shoppers from across the Prairies.',
    neighbourhoods:
      'Whyte Avenue in Old Strathcona, the Ice District downtown, Oliver and Garneau each have their own shoppers, and neighbouring Sherwood Park, St. Albert and Spruce Grove are searched by name. Long winters change what people look for: furnace repair, snow removal and indoor activities peak from November to March.',
    faq: [
      {
        question: 'Are Edmonton searches seasonal?',
        answer:
          'Very. We plan content a season ahead, so your winter services rank before the first cold snap and your summer services before the river valley trails fill up.',
      },
      {
        question: 'Do I need pages for Sherwood Park and St. Albert?',
        answer:
          'If you serve them, yes. They are separate municipalities, and people there search with their own town’s name.',
      },
      {
        question: 'Do Oilers playoff runs change what people search?',
        answer:
          'Yes: bars, restaurants and merchandise searches jump on game days, and especially in the spring playoffs. Event posts and up-to-date hours catch that demand.',
      },
    ],
  },
  coordinates: { latitude: 53.5461, longitude: -113.4938 },
  towns: [
    'Edmonton',
    'St. Albert',
    'Sherwood Park',
    'Spruce Grove',
    'Leduc',
    'Fort Saskatchewan',
    'Stony Plain',
    'Beaumont',
    'Devon',
    'Morinville',
    'Nisku',
    'Gibbons',
  ],
  home: {
    businesses: '75K+',
    growth: '+8.3%',
    description: 'Alberta’s capital and gateway to the North’s energy economy.',
  },
};
