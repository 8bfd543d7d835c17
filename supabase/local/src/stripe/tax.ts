import { newId, now, type LocalStripeState } from './store.ts';
import type { Address, CustomerTaxId, TaxAmount, TaxRate, TaxType } from './tax-objects.ts';

// Stripe Tax, for what this agency sells: a service bought by a customer in Canada, billed by a
// supplier registered for GST/HST and QST. Rates by the customer's province (billing address):
//
// - GST 5 % in AB, BC, MB, SK, NT, NU, YT (Excise Tax Act, s. 165(1)).
// - HST 13 % in ON, 14 % in NS (from April 1 2025), 15 % in NB, NL, PE (ETA, Schedule VIII).
// - QST 9.975 % in QC on top of GST (Act respecting the Québec sales tax, s. 16).
// - No PST: the three provinces with a retail sales tax tax goods, software and listed services,
//   and marketing/SEO consulting is not among them. BC: Provincial Sales Tax Act, taxable services
//   are related services to goods, legal, telecommunication and accommodation; advertising
//   services are exempt (Bulletin PST 125, Advertising Agencies; software is a good, Bulletin
//   PST 105, a service delivered by people is not). SK: The Provincial Sales Tax Act s. 5 and
//   Information Bulletin PST-5 list the taxable services. To confirm with a tax adviser before
//   selling there: Saskatchewan extended PST to advertising services and computer consulting on
//   July 1, 2000 (Saskatchewan Finance's notice of that budget), and Bulletin PST-7 (computer
//   services) may reach web work; if SEO counts as either, SK gains a 6 % 'pst' row here and the
//   products a Stripe tax code that Stripe Tax taxes there. MB: The Retail Sales Tax Act s. 1
//   "taxable service" (a closed list without advertising or consulting services).
// - Outside Canada: a service supplied to a non-resident is zero-rated (ETA Schedule VI, Part V,
//   s. 7), so no Canadian tax is collected; Stripe reports `not_collecting` there.
//
// Each tax is rounded to the cent on the line's amount (Stripe's per-line rounding): 1,997.00 in
// Québec is 99.85 GST + 199.20 QST; in Ontario 259.61 HST.

export type { Address, CustomerTaxId, TaxAmount, TaxRate, TaxType };

interface RateSpec {
  type: TaxType;
  /** Percent, as Stripe's TaxRate.percentage. */
  percentage: number;
}

const GST: RateSpec = { type: 'gst', percentage: 5 };
const hst = (percentage: number): RateSpec => ({ type: 'hst', percentage });

/** Province and territory codes (ISO 3166-2:CA, as Stripe's address.state) to their taxes. */
const PROVINCE_RATES: Readonly<Record<string, readonly RateSpec[]>> = {
  AB: [GST],
  BC: [GST],
  MB: [GST],
  NB: [hst(15)],
  NL: [hst(15)],
  NS: [hst(14)],
  NT: [GST],
  NU: [GST],
  ON: [hst(13)],
  PE: [hst(15)],
  QC: [GST, { type: 'qst', percentage: 9.975 }],
  SK: [GST],
  YT: [GST],
};

const DISPLAY_NAME: Record<TaxType, string> = { gst: 'GST', hst: 'HST', qst: 'QST' };

/** The rate object for a province's tax, created once and then reused, as Stripe Tax does. */
function rateFor(state: LocalStripeState, province: string, spec: RateSpec): TaxRate {
  // GST and HST are federal (the CRA collects both); QST is Québec's own.
  const jurisdiction = spec.type === 'qst' ? 'Quebec' : 'Canada';
  for (const rate of state.taxRates.values()) {
    if (rate.state === province && rate.tax_type === spec.type) return rate;
  }
  const rate: TaxRate = {
    id: newId('txr', 24),
    object: 'tax_rate',
    created: now(),
    country: 'CA',
    state: province,
    display_name: DISPLAY_NAME[spec.type],
    jurisdiction,
    percentage: spec.percentage,
    tax_type: spec.type,
    livemode: false,
  };
  state.taxRates.set(rate.id, rate);
  return rate;
}

/**
 * The taxes on `amount` (cents) for a customer at `address`: none outside Canada, the province's
 * rates inside. The address must have passed addressProblem first.
 */
export function taxesFor(
  state: LocalStripeState,
  address: Address | null,
  amount: number,
): TaxAmount[] {
  if (!address || address.country !== 'CA') return [];
  const province = address.state ?? '';
  return (PROVINCE_RATES[province] ?? []).map((spec) => {
    const rate = rateFor(state, province, spec);
    return {
      amount: Math.round((amount * spec.percentage) / 100),
      tax_rate: rate.id,
      taxable_amount: amount,
      taxability_reason: 'standard_rated',
    };
  });
}

export const sumTaxes = (taxes: readonly TaxAmount[]) =>
  taxes.reduce((sum, tax) => sum + tax.amount, 0);

/** Canadian postal codes: A1A 1A1, without the letters Canada Post never uses. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export type AddressField = 'country' | 'line1' | 'city' | 'state' | 'postal_code';

/** What is wrong with a billing address Checkout collected, or null when it can be taxed. */
export function addressProblem(address: Address): AddressField | null {
  if (!address.country || !/^[A-Z]{2}$/.test(address.country)) return 'country';
  if (!address.line1?.trim()) return 'line1';
  if (!address.city?.trim()) return 'city';
  if (address.country !== 'CA') return null;
  if (!address.state || !(address.state in PROVINCE_RATES)) return 'state';
  if (!address.postal_code || !POSTAL_CODE.test(address.postal_code.trim())) return 'postal_code';
  return null;
}

/**
 * Stripe's Canadian tax ID formats: a business number (123456789), a GST/HST account
 * (123456789RT0001) or a QST number (1234567890TQ0001). Anything else is refused, as Stripe's
 * Checkout refuses a tax ID it cannot parse.
 */
export function parseTaxId(raw: string): CustomerTaxId | null {
  const value = raw.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}$/.test(value)) return { type: 'ca_bn', value };
  if (/^\d{9}RT\d{4}$/.test(value)) return { type: 'ca_gst_hst', value };
  if (/^\d{10}TQ\d{4}$/.test(value)) return { type: 'ca_qst', value };
  return null;
}
