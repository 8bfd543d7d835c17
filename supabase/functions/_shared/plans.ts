// What Stripe sells: the plans' and add-ons' names and prices (whole CAD a month) come from their one
// home in the flows package, a module with no imports that Deno reads by its path.
import {
  ADDONS as CATALOGUE_ADDONS,
  ANNUAL_DISCOUNT,
  PLAN_IDS,
  PLANS as CATALOGUE_PLANS,
  type PlanId,
} from '../../../packages/flows/src/catalogue.ts';

export type Tier = PlanId;
export type BillingInterval = 'month' | 'year';

export const CURRENCY = 'cad';

/**
 * The Stripe Tax code of everything sold (plans and add-ons): "General - Services"
 * (docs.stripe.com/tax/tax-codes), a service taxed at the standard GST/HST and QST rates and
 * outside the PST provinces' taxable services. Stripe Tax computes each invoice's taxes from it.
 */
export const TAX_CODE = 'txcd_20030000';

export const PLANS = CATALOGUE_PLANS;

export const TIERS: readonly Tier[] = PLAN_IDS;

/**
 * The original site always sends `tier: 'premium'`, a name no plan carries. Professional is the
 * plan the pricing page marks most popular and the middle of the range, so 'premium' resolves to it
 * rather than failing the call the published client makes.
 */
const TIER_ALIASES: Record<string, Tier> = { premium: 'professional' };

export interface Addon {
  slug: string;
  /** Exactly the name the site shows and stores in user_addons.addon_name. */
  name: string;
  monthly: number;
}

export const ADDONS: readonly Addon[] = CATALOGUE_ADDONS.map(({ id, name, monthly }) => ({
  slug: id,
  name,
  monthly,
}));

/** Annual billing is the monthly price less the discount, rounded to whole dollars, charged as 12 months at once. */
export function annualMonthlyPrice(monthly: number): number {
  return Math.round(monthly * (1 - ANNUAL_DISCOUNT));
}

export function resolveTier(value: string): Tier | undefined {
  const key = value.trim().toLowerCase();
  if ((TIERS as string[]).includes(key)) return key as Tier;
  return TIER_ALIASES[key];
}

export function resolveAddon(value: string): Addon | undefined {
  const key = value.trim().toLowerCase();
  return ADDONS.find((a) => a.slug === key || a.name.toLowerCase() === key);
}

/**
 * What Stripe calls the recurring price of a product. Prices are found by lookup_key so that a plan
 * change made in Stripe's own portal (which swaps the price on the subscription) still tells us the tier.
 */
export interface PriceSpec {
  lookupKey: string;
  productName: string;
  unitAmount: number; // cents
  interval: BillingInterval;
  kind: 'plan' | 'addon';
  tier?: Tier;
  addon?: Addon;
}

const LOOKUP_PREFIX = 'northbeam';

export function planPrice(tier: Tier, interval: BillingInterval): PriceSpec {
  const plan = PLANS[tier];
  const perMonth = interval === 'year' ? annualMonthlyPrice(plan.monthly) : plan.monthly;
  return {
    lookupKey: `${LOOKUP_PREFIX}_${tier}_${interval}`,
    productName: `${plan.name} Plan`,
    unitAmount: (interval === 'year' ? perMonth * 12 : perMonth) * 100,
    interval,
    kind: 'plan',
    tier,
  };
}

export function addonPrice(addon: Addon): PriceSpec {
  return {
    lookupKey: `${LOOKUP_PREFIX}_addon_${addon.slug}`,
    productName: addon.name,
    unitAmount: addon.monthly * 100,
    interval: 'month',
    kind: 'addon',
    addon,
  };
}

export function allPriceSpecs(): PriceSpec[] {
  return [
    ...TIERS.flatMap((t) => [planPrice(t, 'month'), planPrice(t, 'year')]),
    ...ADDONS.map(addonPrice),
  ];
}

export function priceSpecForLookupKey(lookupKey: string | null | undefined): PriceSpec | undefined {
  if (!lookupKey) return undefined;
  return allPriceSpecs().find((p) => p.lookupKey === lookupKey);
}
