import type { EnglishCity } from './types';

export const abbotsford: EnglishCity = {
  slug: 'abbotsford-seo',
  name: 'Abbotsford',
  province: 'BC',
  provinceName: 'British Columbia',
  population: 150_000,
  metro: 195_000,
  facts: [
    { label: 'Top Industries', value: 'Agriculture, Aerospace, Manufacturing' },
    { label: 'Farmland (ALR)', value: '75%' },
  ],
  regionalKeyword: 'Fraser Valley SEO agency',
  headline: 'Abbotsford SEO for the Fraser Valley',
  subtitle:
    'Agriculture, aerospace and manufacturing: we help Abbotsford businesses rank across the Fraser Valley and Metro Vancouver.',
  reasons: [
    {
      title: 'BC’s Farm Capital',
      description:
        'About three quarters of Abbotsford is farmland. Agri-businesses reach buyers with product and supplier pages that rank.',
    },
    {
      title: 'Aerospace Cluster',
      description:
        'Abbotsford International Airport anchors an aerospace cluster. Technical SEO suits specialised B2B searches.',
    },
    {
      title: 'Close to Vancouver, Lower Costs',
      description:
        'Businesses serve Metro Vancouver from the Valley. Service-area pages extend your reach west.',
    },
  ],
  towns: [
    'Abbotsford',
    'Mission',
    'Chilliwack',
    'Langley',
    'Aldergrove',
    'Clearbrook',
    'Matsqui',
    'Sumas',
    'Agassiz',
    'Harrison Hot Springs',
    'Hope',
    'Maple Ridge',
  ],
};
