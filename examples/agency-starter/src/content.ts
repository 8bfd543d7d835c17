import type { CityCardData, SelectOption } from '@northbeam/ui';

/** Everything Harbourline says, as typed data: pages render it, they do not hold copy. */
export const agency = {
  name: 'Harbourline Digital',
  blurb:
    'Search, answer-engine and AI-assistant visibility for independent businesses on the west and south coasts of Ireland.',
  email: 'hello@harbourline.example',
  phone: '+353 91 555 0142',
  address: '14 Quay Street, Galway H91 X2C4',
  locale: 'en-IE',
  currency: 'EUR',
} as const;

export interface City extends CityCardData {
  slug: string;
  headline: string;
  subtitle: string;
  stats: { label: string; value: string }[];
  irishLine: string;
}

export const cities: City[] = [
  {
    slug: 'galway',
    name: 'Galway',
    province: 'County Galway',
    population: '86K',
    businesses: '9K+',
    growth: '+8%',
    description:
      'Tourism, medtech and the Latin Quarter’s independent shops, found first in search.',
    href: '/cities/galway',
    accent: 'primary',
    headline: 'Galway Search Visibility, Built on the Quay',
    subtitle:
      'We help Galway businesses appear in maps, search results and AI answers when visitors and locals look for them.',
    stats: [
      { label: 'Population', value: '86K' },
      { label: 'Businesses', value: '9K+' },
      { label: 'Visitors a year', value: '2.1M' },
      { label: 'Top industries', value: 'Medtech, Tourism, Food' },
    ],
    irishLine: 'Cuidímid le gnólachtaí na Gaillimhe a bheith le feiceáil.',
  },
  {
    slug: 'cork',
    name: 'Cork',
    province: 'County Cork',
    population: '224K',
    businesses: '21K+',
    growth: '+11%',
    description: 'Pharma, food and a busy harbour: local search for Ireland’s second city.',
    href: '/cities/cork',
    accent: 'accent',
    headline: 'Cork Search Visibility for the Rebel City',
    subtitle:
      'From the English Market to Little Island, we make Cork businesses the answer people find.',
    stats: [
      { label: 'Population', value: '224K' },
      { label: 'Businesses', value: '21K+' },
      { label: 'Port traffic', value: '10M t' },
      { label: 'Top industries', value: 'Pharma, Food, Shipping' },
    ],
    irishLine: 'Cuidímid le gnólachtaí Chorcaí a bheith le feiceáil.',
  },
  {
    slug: 'limerick',
    name: 'Limerick',
    province: 'County Limerick',
    population: '102K',
    businesses: '10K+',
    growth: '+9%',
    description: 'Manufacturing, software and the Shannon region’s growing service firms.',
    href: '/cities/limerick',
    accent: 'success',
    headline: 'Limerick Search Visibility on the Shannon',
    subtitle: 'Local search and AI-answer visibility for Limerick’s makers and service firms.',
    stats: [
      { label: 'Population', value: '102K' },
      { label: 'Businesses', value: '10K+' },
      { label: 'Students', value: '30K' },
      { label: 'Top industries', value: 'Software, Manufacturing' },
    ],
    irishLine: 'Cuidímid le gnólachtaí Luimnigh a bheith le feiceáil.',
  },
];

export const findCity = (slug: string): City | undefined =>
  cities.find((city) => city.slug === slug);

export interface Plan {
  name: string;
  description: string;
  /** Euro per month; null for the plan sold by quote. */
  monthlyPrice: number | null;
  features: string[];
  popular?: boolean;
}

export const plans: Plan[] = [
  {
    name: 'Harbour',
    description: 'For one shop or practice that wants to be found nearby.',
    monthlyPrice: 390,
    features: ['Google Business Profile care', 'Local keyword plan', 'Monthly report'],
  },
  {
    name: 'Coastline',
    description: 'For businesses serving a whole county, in search and in AI answers.',
    monthlyPrice: 790,
    popular: true,
    features: [
      'Everything in Harbour',
      'Answer-engine optimisation',
      'Two articles a month',
      'Fortnightly calls',
    ],
  },
  {
    name: 'Atlantic',
    description: 'For groups with several locations or an online shop.',
    monthlyPrice: null,
    features: ['Everything in Coastline', 'Multi-location pages', 'A named strategist'],
  },
];

export const pricing = {
  annualDiscount: 0.2,
  texts: {
    monthlyPeriod: ' per month',
    annualPeriod: ' per month, billed yearly',
    discountLabel: '20% off',
    annualBanner: 'Pay yearly and save 20%',
  },
  toggle: { legend: 'Billing period', monthly: 'Monthly', annual: 'Yearly', discount: '20% off' },
} as const;

export const contactCities: SelectOption[] = [
  ...cities.map((city) => ({ value: city.slug, label: city.name })),
  { value: 'other', label: 'Elsewhere in Ireland' },
];

export const contactBudgets: SelectOption[] = [
  { value: 'under-500', label: 'Under €500' },
  { value: '500-1500', label: '€500 - €1,500' },
  { value: 'over-1500', label: 'Over €1,500' },
];
