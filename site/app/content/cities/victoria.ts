import type { EnglishCity } from './types';

export const victoria: EnglishCity = {
  slug: 'victoria-seo',
  name: 'Victoria',
  province: 'BC',
  provinceName: 'British Columbia',
  population: 90_000,
  metro: 400_000,
  facts: [
    { label: 'Government Jobs', value: '15%' },
    { label: 'Top Industries', value: 'Government, Tourism, Tech' },
  ],
  regionalKeyword: 'Vancouver Island SEO services',
  headline: 'Victoria SEO for BC’s Capital',
  subtitle:
    'Government, tourism and a tech sector bigger than its tourism trade: we help Victoria businesses rank across Greater Victoria and Vancouver Island.',
  reasons: [
    {
      title: 'Government Buyers',
      description:
        'With 15% of jobs in government, public-sector buyers research suppliers online. Clear, credible service pages win them.',
    },
    {
      title: 'Tech Beats Tourism',
      description:
        'Victoria’s tech sector now earns more than tourism. Product-led SEO helps local firms compete nationally.',
    },
    {
      title: 'Island-Wide Reach',
      description:
        'Customers come from across Vancouver Island. Service-area SEO reaches Nanaimo, Duncan and the Saanich Peninsula.',
    },
  ],
  towns: [
    'Victoria',
    'Saanich',
    'Oak Bay',
    'Esquimalt',
    'Langford',
    'Colwood',
    'View Royal',
    'Sidney',
    'Central Saanich',
    'Sooke',
    'Metchosin',
    'Duncan',
  ],
};
