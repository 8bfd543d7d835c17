// The pricing page's JSON-LD, typed with schema-dts (a property schema.org does not define fails
// the type check). Only the pricing route imports it, so it stays in that route's own chunk.
import { annualPrice, ANNUAL_DISCOUNT } from '@northbeam/flows';
import type { Offer, OfferCatalog, UnitPriceSpecification, WithContext } from 'schema-dts';
import type { Addon, Plan } from '../content/pricing';
import { absoluteUrl } from '../content/site';
import { agencyRef } from './seo';

/**
 * A price per month (UN/CEFACT unit MON), billed every month or, at the annual discount, for
 * twelve months at once. Taxes are extra.
 */
function unitPrice(monthly: number, period: 'monthly' | 'annual'): UnitPriceSpecification {
  const annual = period === 'annual';
  return {
    '@type': 'UnitPriceSpecification',
    name: annual ? 'Billed annually' : 'Billed monthly',
    price: annual ? annualPrice(monthly) : monthly,
    priceCurrency: 'CAD',
    valueAddedTaxIncluded: false,
    referenceQuantity: {
      '@type': 'QuantitativeValue',
      value: 1,
      unitCode: 'MON',
      valueReference: 'one month of service',
    },
    // Each payment covers one month, or twelve at once (ISO 8601 durations).
    billingDuration: annual ? 'P12M' : 'P1M',
    unitText: annual ? `month, billed annually (${ANNUAL_DISCOUNT * 100}% off)` : 'month',
  };
}

/** A priced plan or add-on as an Offer; a price without its period fails the build, named. */
function offer(name: string, description: string, monthly: number, period: string): Offer {
  if (!/month/.test(period)) throw new Error(`JSON-LD: ${name} has a price but no monthly period`);
  return {
    '@type': 'Offer',
    name,
    description,
    price: monthly,
    priceCurrency: 'CAD',
    priceSpecification: [unitPrice(monthly, 'monthly'), unitPrice(monthly, 'annual')],
    url: absoluteUrl('/pricing'),
    seller: agencyRef(),
  };
}

/** The pricing page's plans and add-ons, each with its monthly and annual price. */
export const pricingJsonLd = (
  plans: readonly Plan[],
  addons: readonly Addon[],
): WithContext<OfferCatalog> => ({
  '@context': 'https://schema.org',
  '@type': 'OfferCatalog',
  name: 'SEO plans and add-ons',
  url: absoluteUrl('/pricing'),
  itemListElement: [
    ...plans.flatMap((plan) =>
      plan.monthlyPrice === null
        ? []
        : [offer(plan.name, plan.description, plan.monthlyPrice, plan.period)],
    ),
    ...addons.map((addon) => offer(addon.name, addon.description, addon.price, '/month')),
  ],
});
