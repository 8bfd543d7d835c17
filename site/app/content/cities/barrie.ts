import type { EnglishCity } from './types';

export const barrie: EnglishCity = {
  slug: 'barrie-seo',
  name: 'Barrie',
  province: 'ON',
  provinceName: 'Ontario',
  population: 150_000,
  metro: 210_000,
  facts: [
    { label: 'Growth', value: '15% a year' },
    { label: 'Top Industries', value: 'Manufacturing, Retail, Tourism' },
  ],
  regionalKeyword: 'Simcoe County SEO',
  headline: 'Barrie SEO for One of Ontario’s Fastest-Growing Cities',
  subtitle:
    'Growing 15% a year, Barrie fills with new households every month. We help local businesses be the first name they find.',
  reasons: [
    {
      title: 'Growth of 15% a Year',
      description:
        'New residents arrive constantly and search for every service from scratch. Local SEO turns that growth into customers.',
    },
    {
      title: 'Cottage Country Gateway',
      description:
        'Highway 400 brings weekend traffic to Lake Simcoe and Muskoka. Tourism and trades businesses win with map search.',
    },
    {
      title: 'Commuters to the GTA',
      description:
        'Many residents work in Toronto and shop online in the evening. Mobile-first pages catch them.',
    },
  ],
  towns: [
    'Barrie',
    'Innisfil',
    'Orillia',
    'Angus',
    'Alliston',
    'Bradford',
    'Midhurst',
    'Wasaga Beach',
    'Collingwood',
    'Stroud',
    'Elmvale',
    'Oro-Medonte',
  ],
};
