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
