import type { EnglishCity } from './types';

export const regina: EnglishCity = {
  slug: 'regina-seo',
  name: 'Regina',
  province: 'SK',
  provinceName: 'Saskatchewan',
  population: 225_000,
  metro: 250_000,
  facts: [
    { label: 'Government Sector', value: '20%' },
    { label: 'Top Industries', value: 'Government, Agriculture, Energy' },
  ],
  regionalKeyword: 'Southern Saskatchewan SEO',
  headline: 'Regina SEO for Saskatchewan’s Capital',
  subtitle:
    'Government, agriculture, insurance and energy: we help Regina businesses win the searches that matter across southern Saskatchewan.',
  reasons: [
    {
      title: 'A Government Town',
      description:
        'About 20% of Regina’s jobs are in government. Suppliers win contracts with clear, credible service pages.',
    },
    {
      title: 'Agriculture Head Offices',
      description:
        'Farm equipment, crop insurance and ag-finance firms are based in Regina. B2B content reaches farmers across the Prairies.',
    },
    {
      title: 'Low Competition, High Return',
      description:
        'Fewer local businesses invest in SEO here, so strong campaigns reach page one quickly.',
    },
  ],
  local: {
    economy:
      'As Saskatchewan’s capital, Regina is home to the provincial government and the Crown corporations SaskTel, SaskPower and SGI. The Co-op Refinery Complex, potash mines nearby, agriculture and the RCMP Academy, Depot Division, where every Mountie trains, complete an economy of steady employers.',
    neighbourhoods:
      'The Cathedral district, the Warehouse District, Lakeview, Harbour Landing and the Wascana Centre area each draw their own customers. On Saskatchewan Roughriders game days at Mosaic Stadium, searches for restaurants, bars and parking around the city surge.',
    faq: [
      {
        question: 'How do I use Roughriders game days?',
        answer:
          'Plan for them: event pages, updated Google Business Profile hours and posts a few days ahead catch the searches for food, parking and merchandise before kick-off.',
      },
      {
        question: 'Is Regina too small for SEO?',
        answer:
          'No. Fewer competitors invest in search, so a well-built site and profile can lead local results sooner than in larger cities.',
      },
      {
        question: 'Should I target Moose Jaw and White City?',
        answer:
          'If you serve them, yes. White City, Emerald Park and Moose Jaw search with their own names, and pages about your work there rank where Regina-only pages do not.',
      },
    ],
  },
  coordinates: { latitude: 50.4452, longitude: -104.6189 },
  towns: [
    'Regina',
    'White City',
    'Emerald Park',
    'Pilot Butte',
    'Balgonie',
    'Lumsden',
    'Moose Jaw',
    'Fort Qu’Appelle',
    'Indian Head',
    'Weyburn',
    'Grand Coulee',
    'Regina Beach',
  ],
};
