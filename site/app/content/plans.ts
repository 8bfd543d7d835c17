import { PLANS, type PricedPlan, type PricingTexts } from '@northbeam/flows';
import { planNames, type PlanKey } from './planNames';

// The plans /pricing shows (components/PricingPlans.tsx), apart from the rest of the page's content
// (pricing.ts): the page prerenders them, so no script carries the plans of either language.

export interface Plan extends PricedPlan {
  name: string;
  /** CAD per month; null for a plan sold by quote. */
  monthlyPrice: number | null;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  cta: string;
  badge?: string;
  /** planNames.ts's key, the plan's `?plan=` (/contact?plan=enterprise, /auth?plan=starter). */
  key: PlanKey;
}

/** The way on for a plan sold by contract: its card's action, or a second link beside 'Get Started'. */
const talkToUs = 'Talk to us';

/** Pricing page plans (spec section 9). */
export const plans: Plan[] = [
  {
    key: 'starter',
    name: planNames['starter'],
    monthlyPrice: PLANS.starter.monthly,
    period: '/month',
    description: 'For local businesses starting to build search visibility.',
    features: [
      '5 target keywords',
      'Monthly report',
      'Listings in 10 directories',
      'Google Business Profile optimization',
      'Technical SEO health check',
    ],
    popular: false,
    cta: 'Get Started',
  },
  {
    key: 'professional',
    name: planNames['professional'],
    monthlyPrice: PLANS.professional.monthly,
    period: '/month',
    description: 'For growing businesses ready to win competitive searches.',
    features: [
      '15 target keywords',
      'Bi-weekly reports',
      '4 blog posts a month',
      '5 backlinks a month',
      'AEO answer optimization',
    ],
    popular: true,
    cta: 'Get Started',
    badge: 'Most Popular',
  },
  {
    key: 'enterprise',
    name: planNames['enterprise'],
    monthlyPrice: PLANS.enterprise.monthly,
    period: '/month',
    description: 'For established brands competing nationally and in AI search.',
    features: [
      '50+ target keywords',
      '8 blog posts a month',
      '15 backlinks a month',
      'AEO answer optimization',
      'GEO entity and brand optimization',
      'Dedicated account manager',
      '24/7 support',
    ],
    popular: false,
    cta: 'Get Started',
  },
  {
    key: 'custom-enterprise',
    name: planNames['custom-enterprise'],
    monthlyPrice: null,
    period: '',
    description: 'Multi-location and national programs built around your goals.',
    features: [
      'Unlimited keywords and locations',
      'Custom content volume',
      'GEO and AI citation program',
      'Executive reporting',
      'Contact us for a quote',
    ],
    popular: false,
    cta: talkToUs,
  },
];

/** The flows' price words as this page writes them: the flows' own defaults in English. */
export const pricingTexts: Partial<PricingTexts> | undefined = undefined;

export const plansNote: string =
  'All prices in CAD per month + applicable taxes. Month-to-month, no setup fees.';

/** Around a plan's price: how it is billed (/auth's plan summary) and its year (/pricing, annual). */
export const planPriceTexts = {
  billed: { monthly: 'billed monthly', annual: 'billed annually' },
  /** The year's total under an annual price, e.g. '$20,364 a year'. */
  yearTotal: (total: string) => `${total} a year`,
  /** The second way to a plan sold by contract: the contact form, the plan named. */
  talk: talkToUs,
};
