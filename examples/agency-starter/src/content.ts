import type { CityCardData, SelectOption } from '@northbeam/ui';
import { fr } from './content.fr-CA.js';

/**
 * The one language setting: 'en-IE' for the English site, 'fr-CA' for the Quebec French one.
 * It picks the agency's own copy below (or content.fr-CA.ts), the components' built-in words
 * (the ui pack App.tsx gives LocaleProvider), the figures' formats, <html lang> and the page titles.
 */
const locale = 'en-IE' as Locale;

type Locale = 'en-IE' | 'fr-CA';

/**
 * What stays the same in every language, written once: the agency's name, phone and currency, the
 * cities' names, accents and Irish lines, the plans' prices, the discount, the budgets' values.
 * Each language (the English below, content.fr-CA.ts) gives only its own words for them.
 */
const facts = {
  agency: { name: 'Harbourline Digital', phone: '+353 91 555 0142', currency: 'EUR' },
  cities: [
    {
      slug: 'galway',
      name: 'Galway',
      accent: 'primary',
      irishLine: 'Cuidímid le gnólachtaí na Gaillimhe a bheith le feiceáil.',
    },
    {
      slug: 'cork',
      name: 'Cork',
      accent: 'accent',
      irishLine: 'Cuidímid le gnólachtaí Chorcaí a bheith le feiceáil.',
    },
    {
      slug: 'limerick',
      name: 'Limerick',
      accent: 'success',
      irishLine: 'Cuidímid le gnólachtaí Luimnigh a bheith le feiceáil.',
    },
  ],
  /** Euro per month, in the order of each language's plans; null for the plan sold by quote. */
  plans: [{ monthlyPrice: 390 }, { monthlyPrice: 790, popular: true }, { monthlyPrice: null }],
  annualDiscount: 0.2,
  budgets: ['under-500', '500-1500', 'over-1500'],
} as const;

type CitySlug = (typeof facts.cities)[number]['slug'];
type Budget = (typeof facts.budgets)[number];

/** Everything Harbourline says, as typed data: pages render it, they do not hold copy. */
const enAgency = {
  blurb:
    'Search, answer-engine and AI-assistant visibility for independent businesses on the west and south coasts of Ireland.',
  email: 'hello@harbourline.example',
  address: '14 Quay Street, Galway H91 X2C4',
};

export interface City extends CityCardData {
  slug: string;
  headline: string;
  subtitle: string;
  stats: { label: string; value: string }[];
  irishLine: string;
}

/** A city's words in one language (its facts are in `facts.cities`). */
type CityWords = Omit<City, 'slug' | 'name' | 'href' | 'accent' | 'irishLine'>;

const enCities: Record<CitySlug, CityWords> = {
  galway: {
    province: 'County Galway',
    population: '86K',
    businesses: '9K+',
    growth: '+8%',
    description:
      'Tourism, medtech and the Latin Quarter’s independent shops, found first in search.',
    headline: 'Galway Search Visibility, Built on the Quay',
    subtitle:
      'We help Galway businesses appear in maps, search results and AI answers when visitors and locals look for them.',
    stats: [
      { label: 'Population', value: '86K' },
      { label: 'Businesses', value: '9K+' },
      { label: 'Visitors a year', value: '2.1M' },
      { label: 'Top industries', value: 'Medtech, Tourism, Food' },
    ],
  },
  cork: {
    province: 'County Cork',
    population: '224K',
    businesses: '21K+',
    growth: '+11%',
    description: 'Pharma, food and a busy harbour: local search for Ireland’s second city.',
    headline: 'Cork Search Visibility for the Rebel City',
    subtitle:
      'From the English Market to Little Island, we make Cork businesses the answer people find.',
    stats: [
      { label: 'Population', value: '224K' },
      { label: 'Businesses', value: '21K+' },
      { label: 'Port traffic', value: '10M t' },
      { label: 'Top industries', value: 'Pharma, Food, Shipping' },
    ],
  },
  limerick: {
    province: 'County Limerick',
    population: '102K',
    businesses: '10K+',
    growth: '+9%',
    description: 'Manufacturing, software and the Shannon region’s growing service firms.',
    headline: 'Limerick Search Visibility on the Shannon',
    subtitle: 'Local search and AI-answer visibility for Limerick’s makers and service firms.',
    stats: [
      { label: 'Population', value: '102K' },
      { label: 'Businesses', value: '10K+' },
      { label: 'Students', value: '30K' },
      { label: 'Top industries', value: 'Software, Manufacturing' },
    ],
  },
};

interface Plan {
  name: string;
  description: string;
  /** Euro per month; null for the plan sold by quote. */
  monthlyPrice: number | null;
  features: string[];
  popular?: boolean;
}

/** A plan's words in one language, in the order of `facts.plans`. */
type PlanWords = Pick<Plan, 'name' | 'description' | 'features'>;

const enPlans: [PlanWords, PlanWords, PlanWords] = [
  {
    name: 'Harbour',
    description: 'For one shop or practice that wants to be found nearby.',
    features: ['Google Business Profile care', 'Local keyword plan', 'Monthly report'],
  },
  {
    name: 'Coastline',
    description: 'For businesses serving a whole county, in search and in AI answers.',
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
    features: ['Everything in Coastline', 'Multi-location pages', 'A named strategist'],
  },
];

const enPricing = {
  texts: {
    monthlyPeriod: ' per month',
    annualPeriod: ' per month, billed yearly',
    discountLabel: '20% off',
    annualBanner: 'Pay yearly and save 20%',
  },
  toggle: { legend: 'Billing period', monthly: 'Monthly', annual: 'Yearly', discount: '20% off' },
};

const enBudgets: Record<Budget, string> = {
  'under-500': 'Under €500',
  '500-1500': '€500 - €1,500',
  'over-1500': 'Over €1,500',
};

const enCopy = {
  title: 'Harbourline Digital',
  description:
    'Harbourline Digital: search and answer-engine optimisation for businesses on the Irish coast.',
  skip: 'Skip to content',
  nav: { label: 'Main', cities: 'Cities', pricing: 'Pricing', contact: 'Contact' },
  footer: {
    company: 'Company',
    cities: 'Where we work',
    contact: 'Talk to us',
    rights: 'A fictional agency showing the Northbeam packages in use.',
  },
  home: {
    eyebrow: 'Search, answers and maps for the Irish coast',
    headline: 'Be the business people find, from Galway Bay to Cork Harbour',
    plans: 'See our plans',
    talk: 'Talk to us',
    trustLine: 'Working with 140 independent businesses in Munster and Connacht',
    citiesTitle: 'Cities we work in',
    citiesIntro: 'Each city has its own searches, its own maps results and its own competitors.',
    more: 'See our local work',
    population: 'People',
    fallbackTitle: 'Somewhere else in Ireland?',
    fallbackText: 'We work with businesses across the country. Tell us where you are.',
    fallbackAction: 'Get in touch',
  },
  city: { cta: (name: string) => `Book a free ${name} search review` },
  pricing: {
    title: 'Plans for every size of business',
    intro: 'Prices in euro, VAT included. Cancel at the end of any month.',
    popular: 'Our most chosen',
    quote: 'Priced with you',
    askQuote: 'Ask for a quote',
    start: (plan: string) => `Start with ${plan}`,
  },
  contact: {
    title: 'Talk to Harbourline',
    intro: 'Tell us about your business. We answer every enquiry within one working day.',
    success: 'Thank you. We answer every enquiry within one working day.',
    elsewhere: 'Elsewhere in Ireland',
    city: 'Nearest city',
    cityPlaceholder: 'Choose a city',
    budget: 'Budget per month',
    budgetPlaceholder: 'Choose a range',
    submit: 'Send enquiry',
  },
};

type Copy = typeof enCopy;
type Pricing = typeof enPricing;
type Agency = typeof enAgency;

/** One language's words: the shape content.fr-CA.ts follows. */
export interface Content {
  agency: Agency;
  cities: Record<CitySlug, CityWords>;
  plans: [PlanWords, PlanWords, PlanWords];
  pricing: Pricing;
  budgets: Record<Budget, string>;
  copy: Copy;
}

const en: Content = {
  agency: enAgency,
  cities: enCities,
  plans: enPlans,
  pricing: enPricing,
  budgets: enBudgets,
  copy: enCopy,
};

const content = locale === 'fr-CA' ? fr : en;

export const agency = { ...facts.agency, ...content.agency, locale };
export const cities: City[] = facts.cities.map((city) => ({
  ...city,
  href: `/cities/${city.slug}`,
  ...content.cities[city.slug],
}));
export const plans: Plan[] = facts.plans.map((plan, index) => ({
  ...content.plans[index]!,
  ...plan,
}));
export const pricing = { annualDiscount: facts.annualDiscount, ...content.pricing };
export const { copy } = content;

export const findCity = (slug: string): City | undefined =>
  cities.find((city) => city.slug === slug);

export const contactCities: SelectOption[] = [
  ...cities.map((city) => ({ value: city.slug, label: city.name })),
  { value: 'other', label: copy.contact.elsewhere },
];

export const contactBudgets: SelectOption[] = facts.budgets.map((value) => ({
  value,
  label: content.budgets[value],
}));
