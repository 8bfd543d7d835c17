import type { EnglishCity } from './types';

export const winnipeg: EnglishCity = {
  slug: 'winnipeg-seo',
  name: 'Winnipeg',
  province: 'MB',
  provinceName: 'Manitoba',
  population: 750_000,
  metro: 830_000,
  facts: [
    { label: 'Top Industries', value: 'Manufacturing, Transport, Agri-food' },
    { label: 'Share of Manitobans', value: '60%+' },
  ],
  regionalKeyword: 'Manitoba digital marketing agency',
  headline: 'Winnipeg SEO at the Heart of the Continent',
  subtitle:
    'Manufacturers, transport firms and local businesses across Manitoba rely on us to rank in Winnipeg search and in AI-generated answers.',
  reasons: [
    {
      title: 'Most of Manitoba in One City',
      description:
        'More than 60% of Manitobans live in the Winnipeg region, so ranking here reaches most of the province’s buyers.',
    },
    {
      title: 'A Transport Hub',
      description:
        'CentrePort and three rail lines make Winnipeg a logistics centre. B2B buyers across Canada search for its suppliers.',
    },
    {
      title: 'Loyal Local Customers',
      description:
        'Winnipeggers favour local businesses they can find and trust. Reviews and Google Business Profile work pay off fast.',
    },
  ],
  local: {
    economy:
      'Winnipeg’s economy is unusually broad: Canada Life and Great-West Lifeco are headquartered here, New Flyer builds buses, aerospace firms service aircraft by the airport, and the grain trade runs through Richardson International and the Canadian Grain Commission. As a rail and trucking hub, the city also moves much of the country’s east–west freight.',
    neighbourhoods:
      'The Exchange District, Osborne Village, St. Boniface, Corydon Avenue, St. Vital and Transcona all search differently. St. Boniface is the heart of Western Canada’s largest francophone community, and many Winnipeggers look for services in French.',
    faq: [
      {
        question: 'Should I publish in French for St. Boniface?',
        answer:
          'If you can serve customers in French, a French page reaches searches that have little competition. Manitoba’s francophone community is small but loyal to businesses that speak to it.',
      },
      {
        question: 'Is Winnipeg big enough for SEO to pay?',
        answer:
          'Yes, because fewer competitors invest in it. A well-built site and profile often reaches the top of local results in Winnipeg faster than in Toronto or Vancouver.',
      },
      {
        question: 'What do Winnipeggers ask AI assistants?',
        answer:
          'Practical questions: who repairs frozen pipes, which movers work in winter, where to find a French-speaking notary. Pages that answer those questions directly are the ones assistants quote.',
      },
    ],
  },
  coordinates: { latitude: 49.8951, longitude: -97.1384 },
  towns: [
    'Winnipeg',
    'St. Boniface',
    'Transcona',
    'St. Vital',
    'Headingley',
    'East St. Paul',
    'West St. Paul',
    'Selkirk',
    'Steinbach',
    'Stonewall',
    'Oakbank',
    'Niverville',
  ],
  home: {
    businesses: '40K+',
    growth: '+6.3%',
    description: 'Manitoba’s economic hub for manufacturing and transport.',
  },
};
