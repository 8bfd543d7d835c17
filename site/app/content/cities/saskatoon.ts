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
