import { ANNUAL_DISCOUNT, PLAN_IDS, PLANS, type PlanId } from '../catalogue.js';
import { pricingTextsFor } from '../locale.js';
import type { BillingInterval, SubscriptionData } from './subscriptionData.js';

// The subscription's data lives apart, without the texts: the site's session store needs
// NOT_SUBSCRIBED at start, and the app's first chunks should not carry every flow's words for it.
export * from './subscriptionData.js';

export type BillingPeriod = 'monthly' | 'annual';

/** The part of a plan the price helpers read; the plan content itself belongs to the site. */
export interface PricedPlan {
  name: string;
  /** Missing, null or '' for a plan sold by quote. */
  monthlyPrice?: number | null | '';
  /** The monthly period text the site shows; defaults to '/month'. */
  period?: string;
}

export interface PriceView {
  /** The figure to show, or null for a plan sold by quote. */
  amount: number | null;
  periodText: string | null;
  /** The monthly price shown struck through next to the annual one. */
  strikeThrough: number | null;
  discountLabel: string | null;
}

/** The texts a pricing page shows around the figures; the defaults are this agency's (spec). */
export interface PricingTexts {
  /** After an annual price, e.g. '/month (billed annually)'. */
  annualPeriod: string;
  /** After a monthly price when the plan has no period of its own, e.g. '/month'. */
  monthlyPeriod: string;
  /** The mark next to an annual price, e.g. '15% off'. */
  discountLabel: string;
  /** Above the plans while annual billing is chosen. */
  annualBanner: string;
}

/**
 * Another agency's terms: its own annual discount (0.2 for 20% off) and its own words for the
 * period, the discount mark and the banner. Anything left out keeps the default.
 */
export interface PricingOptions {
  annualDiscount?: number;
  texts?: Partial<PricingTexts>;
  /** The page's language, e.g. 'fr-CA' ('/mois (facturé annuellement)'); English by default. */
  locale?: string;
}

/** The monthly price less the annual discount (15% by default), rounded to a whole unit. */
export const annualPrice = (monthly: number, discount: number = ANNUAL_DISCOUNT): number =>
  Math.round(monthly * (1 - discount));

export const isQuotePlan = (plan: PricedPlan): boolean =>
  typeof plan.monthlyPrice !== 'number' || !Number.isFinite(plan.monthlyPrice);

export const priceView = (
  plan: PricedPlan,
  period: BillingPeriod,
  options: PricingOptions = {},
): PriceView => {
  const words: PricingTexts = { ...pricingTextsFor(options.locale), ...options.texts };
  if (isQuotePlan(plan)) {
    return { amount: null, periodText: null, strikeThrough: null, discountLabel: null };
  }
  const monthly = plan.monthlyPrice as number;
  if (period === 'monthly') {
    return {
      amount: monthly,
      periodText: plan.period ?? words.monthlyPeriod,
      strikeThrough: null,
      discountLabel: null,
    };
  }
  return {
    amount: annualPrice(monthly, options.annualDiscount),
    periodText: words.annualPeriod,
    strikeThrough: monthly,
    discountLabel: words.discountLabel,
  };
};

/** The period a pricing page shows first. */
export const FIRST_BILLING_PERIOD: BillingPeriod = 'monthly';

/**
 * What a pricing page shows for a period: banner and each plan's price. `options` carries another
 * agency's annual discount and texts (see `PricingOptions`). Without a machine, for a page whose
 * only state is the period (`selectPricing` reads the same from `billingPeriodMachine`).
 */
export const pricingFor = (
  period: BillingPeriod,
  plans: readonly PricedPlan[],
  options: PricingOptions = {},
) => ({
  period,
  banner: billingBanner(period, options),
  plans: plans.map((plan) => ({ name: plan.name, ...priceView(plan, period, options) })),
});

/** The banner above the plans; only annual billing has one. */
export const billingBanner = (
  period: BillingPeriod,
  options: PricingOptions = {},
): string | null =>
  period === 'annual'
    ? (options.texts?.annualBanner ?? pricingTextsFor(options.locale).annualBanner)
    : null;

export const intervalForPeriod = (period: BillingPeriod): BillingInterval =>
  period === 'annual' ? 'year' : 'month';

export type PlanAction = 'current' | 'upgrade' | 'subscribe';

/** Dashboard plan card: 'Current' badge for the tier held, else 'Upgrade' or 'Subscribe'. */
export const planAction = (plan: PlanId, subscription: SubscriptionData): PlanAction => {
  if (subscription.subscription_tier !== null && subscription.subscription_tier === plan) {
    return 'current';
  }
  return subscription.subscribed ? 'upgrade' : 'subscribe';
};

export type AddonAction = 'active' | 'add';

export const addonAction = (addonName: string, activeAddons: readonly string[]): AddonAction =>
  activeAddons.includes(addonName) ? 'active' : 'add';

/**
 * Where choosing a plan leads; the billing period chosen on /pricing travels along. /pricing runs
 * no router (only its plans are a React root), so the choice goes in the query of a document
 * navigation (`planChoiceHref`), which /auth and /dashboard read back. The plan travels by its
 * tier id; the page that shows it names it in its own language.
 */
export type PlanChoice =
  | { to: '/dashboard'; query: { billingPeriod: BillingPeriod } }
  | { to: '/auth'; query: { plan: PlanId; returnTo: '/pricing'; billingPeriod: BillingPeriod } };

/** Pricing page: a signed-in user goes to the dashboard; a visitor to /auth with the plan. */
export const choosePlan = (
  isSignedIn: boolean,
  plan: PlanId,
  billingPeriod: BillingPeriod = 'monthly',
): PlanChoice =>
  isSignedIn
    ? { to: '/dashboard', query: { billingPeriod } }
    : { to: '/auth', query: { plan, returnTo: '/pricing', billingPeriod } };

/** The address a plan choice navigates to: `/auth?plan=starter&returnTo=%2Fpricing&billingPeriod=annual`. */
export const planChoiceHref = (choice: PlanChoice): string =>
  `${choice.to}?${new URLSearchParams(choice.query).toString()}`;

/** A billing period from a page's query (`billingPeriod`), or null for anything else. */
export const billingPeriodFromQuery = (query: URLSearchParams): BillingPeriod | null => {
  const value = query.get('billingPeriod');
  return value === 'annual' || value === 'monthly' ? value : null;
};

/**
 * The tier id a query's `plan` names, or null. Links written before plans travelled by id carry
 * the name the plan is sold under (`?plan=Professional`, already in mails and bookmarks): those
 * are still read, in any letter case, as the plan's id.
 */
const planIdFromQuery = (value: string | null): PlanId | null => {
  const wanted = value?.toLowerCase();
  return PLAN_IDS.find((id) => id === wanted || PLANS[id].name.toLowerCase() === wanted) ?? null;
};

/**
 * A plan choice read back from /auth's query. Anyone can write these values into a link, so each
 * is checked: the plan must be a tier sold by subscription (no made-up text on the sign-in card),
 * the return path a path on this site (never `//host` or `/\host`, which browsers read as another
 * host).
 */
export const planChoiceFromQuery = (
  query: URLSearchParams,
): { plan: PlanId | null; returnTo: string | null; billingPeriod: BillingPeriod | null } => {
  const returnTo = query.get('returnTo');
  return {
    plan: planIdFromQuery(query.get('plan')),
    returnTo: returnTo !== null && /^\/(?![/\\])/.test(returnTo) ? returnTo : null,
    billingPeriod: billingPeriodFromQuery(query),
  };
};
