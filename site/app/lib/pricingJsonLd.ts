// The pricing page's JSON-LD, typed with schema-dts (a property schema.org does not define fails
// the type check). Only the pricing route imports it, so it stays in that route's own chunk.
import { annualPrice, ANNUAL_DISCOUNT } from '@northbeam/flows';
import type { Offer, OfferCatalog, UnitPriceSpecification, WithContext } from 'schema-dts';
import type { Lang } from '../content/cities/types';
import type { Plan } from '../content/plans';
import type { Addon } from '../content/pricing';
import { absoluteUrl } from '../content/site';
import { byLocale } from './byLocale';
import { agencyRef } from './seo';

/** The words of the catalogue in each language; the figures and codes are the same in both. */
const words = {
  'en-CA': {
    catalogue: 'SEO plans and add-ons',
    billedMonthly: 'Billed monthly',
    billedAnnually: 'Billed annually',
    oneMonth: 'one month of service',
    month: 'month',
    annualUnit: (percent: number) => `month, billed annually (${percent}% off)`,
  },
  'fr-CA': {
    catalogue: 'Forfaits de référencement et options',
    billedMonthly: 'Facturé mensuellement',
    billedAnnually: 'Facturé annuellement',
    oneMonth: 'un mois de service',
    month: 'mois',
    annualUnit: (percent: number) => `mois, facturé annuellement (${percent} % de rabais)`,
  },
} satisfies Record<Lang, unknown>;
type Words = (typeof words)[Lang];

/**
 * A price per month (UN/CEFACT unit MON), billed every month or, at the annual discount, for
 * twelve months at once. Taxes are extra.
 */
function unitPrice(
  monthly: number,
  period: 'monthly' | 'annual',
  text: Words,
): UnitPriceSpecification {
  const annual = period === 'annual';
  return {
    '@type': 'UnitPriceSpecification',
    name: annual ? text.billedAnnually : text.billedMonthly,
    price: annual ? annualPrice(monthly) : monthly,
    priceCurrency: 'CAD',
    valueAddedTaxIncluded: false,
    referenceQuantity: {
      '@type': 'QuantitativeValue',
      value: 1,
      unitCode: 'MON',
      valueReference: text.oneMonth,
    },
    // Each payment covers one month, or twelve at once (ISO 8601 durations).
    billingDuration: annual ? 'P12M' : 'P1M',
    unitText: annual ? text.annualUnit(ANNUAL_DISCOUNT * 100) : text.month,
  };
}

/**
 * A priced plan or add-on as an Offer; a price without its period (month, or the French mois)
 * fails the build, named.
 */
function offer(
  item: { name: string; description: string; monthly: number; period: string },
  text: Words,
  url: string,
): Offer {
  const { name, description, monthly, period } = item;
  if (!/month|mois/.test(period)) {
    throw new Error(`JSON-LD: ${name} has a price but no monthly period`);
  }
  return {
    '@type': 'Offer',
    name,
    description,
    price: monthly,
    priceCurrency: 'CAD',
    priceSpecification: [unitPrice(monthly, 'monthly', text), unitPrice(monthly, 'annual', text)],
    url,
    seller: agencyRef(),
  };
}

/** A pricing page's plans and add-ons (in its language, at its path), each priced per period. */
export const pricingJsonLd = (
  plans: readonly Plan[],
  addons: readonly Addon[],
  { lang, path }: { lang: Lang; path: string },
): WithContext<OfferCatalog> => {
  const text = byLocale(lang, words['en-CA'], words['fr-CA']);
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: text.catalogue,
    url,
    itemListElement: [
      ...plans.flatMap((plan) =>
        plan.monthlyPrice === null
          ? []
          : [offer({ ...plan, monthly: plan.monthlyPrice }, text, url)],
      ),
      ...addons.map((addon) =>
        offer({ ...addon, monthly: addon.price, period: `/${text.month}` }, text, url),
      ),
    ],
  };
};
