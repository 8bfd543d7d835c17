import type { EnglishCity } from './types';

export const saskatoon: EnglishCity = {
  slug: 'saskatoon-seo',
  name: 'Saskatoon',
  province: 'SK',
  provinceName: 'Saskatchewan',
  population: 265_000,
  metro: 315_000,
  facts: [
    { label: 'Top Industries', value: 'Potash, Agriculture, Ag-Tech' },
    { label: 'Share of World Potash', value: '30%+' },
  ],
  regionalKeyword: 'Saskatchewan SEO agency',
  headline: 'Saskatoon SEO for the Prairies’ Innovation City',
  subtitle:
    'Potash, uranium, agriculture and ag-tech: we help Saskatoon businesses rank across Saskatchewan and with buyers worldwide.',
  reasons: [
    {
      title: 'Global Resource Buyers',
      description:
        'Saskatchewan mines more than 30% of the world’s potash. Exporters need search visibility abroad as well as at home.',
    },
    {
      title: 'Innovation Place',
      description:
        'Ag-tech and life-science firms cluster around the University of Saskatchewan. Expert content gets them cited by AI answers.',
    },
    {
      title: 'Serving a Wide Region',
      description:
        'Rural customers drive in from across central Saskatchewan. Service-area SEO brings them to you.',
    },
  ],
  local: {
    economy:
      'Two of the world’s largest potash and uranium producers, Nutrien and Cameco, are headquartered in Saskatoon. The University of Saskatchewan’s Innovation Place and the Canadian Light Source synchrotron support a strong agricultural-biotech sector, and the city serves farms and mines across northern Saskatchewan.',
    neighbourhoods:
      'Broadway, Riversdale, City Park, Nutana, Stonebridge and Sutherland each have their own searches, and the bridges over the South Saskatchewan River earned the city the nickname “Paris of the Prairies”. Warman, Martensville and the surrounding rural municipalities look to Saskatoon for services.',
    faq: [
      {
        question: 'How do I reach rural customers around Saskatoon?',
        answer:
          'Name the towns and rural municipalities you serve, publish your service area on your Google Business Profile, and answer the questions farmers and mine operators ask, such as delivery times and on-site service.',
      },
      {
        question: 'Does B2B SEO work in a city this size?',
        answer:
          'Yes: mining and agricultural buyers search for suppliers by specification, and few suppliers write pages that answer them. That gap is where we start.',
      },
      {
        question: 'Does the Fringe and summer festival season matter?',
        answer:
          'For restaurants, hotels and shops along Broadway, yes. Update your profiles and publish event pages in June, before the festival crowds start searching.',
      },
    ],
  },
  coordinates: { latitude: 52.1332, longitude: -106.67 },
  towns: [
    'Saskatoon',
    'Martensville',
    'Warman',
    'Osler',
    'Dalmeny',
    'Langham',
    'Clavet',
    'Delisle',
    'Aberdeen',
    'Vanscoy',
    'Humboldt',
    'Rosthern',
  ],
};
