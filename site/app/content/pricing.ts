import { addonMonthly, type AddonName } from '@northbeam/flows';
import { plans, plansNote } from './plans';
import { actions } from './actions';
import { clientRetention, trafficGrowth } from './figures';

/** Home teaser: the first three plans, with weekly reports on Enterprise (spec section 9). */
export const teaserPlans = [
  { ...plans[0]!, features: ['5 target keywords', 'Monthly report', 'Listings in 10 directories'] },
  {
    ...plans[1]!,
    features: [
      '15 target keywords',
      'Bi-weekly reports',
      '4 blog posts a month',
      '5 backlinks a month',
    ],
  },
  {
    ...plans[2]!,
    features: [
      '50+ target keywords',
      'Weekly reports',
      '8 blog posts a month',
      'Dedicated account manager',
    ],
  },
];

export interface Addon {
  /** Exactly what user_addons.addon_name stores and create-checkout accepts. */
  name: AddonName | (string & {});
  /** Dollars per month. */
  price: number;
  description: string;
  /** Sold on the pricing page, not from the dashboard (the spec's PPC management). */
  pricingPageOnly?: boolean;
  /** The name stored and sold, where `name` is a translation (the French page). */
  productName?: string;
}

/**
 * The add-ons (spec section 9, "Add-ons per month"), for the pricing page and the dashboard alike:
 * names and prices from their one home, @northbeam/flows' catalogue, which the edge functions sell.
 */
export const addons: readonly Addon[] = [
  {
    name: 'PPC management',
    price: addonMonthly('PPC management'),
    description: 'Google and Microsoft Ads campaigns managed alongside your SEO.',
    pricingPageOnly: true,
  },
  {
    name: 'Additional city targeting',
    price: addonMonthly('Additional city targeting'),
    description: 'Add another Canadian city with its own landing page and local citations.',
  },
  {
    name: 'Bilingual SEO (French/English)',
    price: addonMonthly('Bilingual SEO (French/English)'),
    description: 'French keyword research, translation and optimisation for Quebec and beyond.',
  },
  {
    name: 'E-commerce SEO',
    price: addonMonthly('E-commerce SEO'),
    description: 'Product, category and feed optimisation for online stores.',
  },
  {
    name: 'Emergency SEO recovery',
    price: addonMonthly('Emergency SEO recovery'),
    description: 'Fast diagnosis and recovery after a penalty, hack or traffic drop.',
  },
  {
    name: 'Social media management',
    price: addonMonthly('Social media management'),
    description: 'Content and community management on the networks your customers use.',
  },
];

export const roiFigures = [
  { value: '$15,000', label: 'Average Monthly Revenue Increase' },
  { value: '8.5x', label: 'Average ROI' },
  trafficGrowth,
  clientRetention,
];

export const pricingPage = {
  hero: {
    eyebrow: 'Pricing',
    headline: 'Simple, Transparent SEO Pricing',
    subtitle:
      'All prices in CAD per month. Month-to-month with no setup fees; plan changes apply from the next billing cycle.',
  },
  plansHeading: 'Choose Your Plan',
  plansNote,
  roiHeading: 'The Return Our Clients See',
  roiIntro: 'Over 500 businesses served since 2019, with 15M+ keywords ranked.',
  addonsHeading: 'Premium Add-ons',
  addonPeriod: '/month',
  faqHeading: 'Pricing FAQ',
  faq: [
    {
      question: 'Are there setup fees or long contracts?',
      answer: 'No. Every plan is month-to-month with no setup fees.',
    },
    {
      question: 'Can I change plans later?',
      answer: 'Yes. Upgrades and downgrades apply from the next billing cycle.',
    },
    {
      question: 'How does annual billing work?',
      answer:
        'Pay annually and save 15%: each plan costs 85% of its monthly price, billed for the year.',
    },
    {
      question: 'When will I see results?',
      answer: 'Results usually show in 30 to 60 days, with first movements often within 21 days.',
    },
    {
      question: 'Are prices in Canadian dollars?',
      answer: 'Yes. All prices are in CAD per month, before applicable taxes.',
    },
  ],
  cta: {
    heading: 'Not Sure Which Plan Fits?',
    text: 'Get a free audit and we will recommend the plan that matches your goals and budget.',
    primary: actions.audit,
    secondary: actions.services,
  },
};
