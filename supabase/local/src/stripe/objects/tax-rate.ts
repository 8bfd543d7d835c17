import type Stripe from 'stripe';
import type { TaxRate } from '../tax.ts';

/** A tax rate Stripe Tax made for a jurisdiction, as Stripe's API returns it (`Stripe.TaxRate`). */
export function taxRateObject(r: TaxRate): Stripe.TaxRate {
  return {
    id: r.id,
    object: 'tax_rate',
    active: true,
    country: r.country,
    created: r.created,
    description: null,
    display_name: r.display_name,
    effective_percentage: r.percentage,
    flat_amount: null,
    inclusive: false,
    jurisdiction: r.jurisdiction,
    jurisdiction_level: r.tax_type === 'qst' ? 'state' : 'country',
    livemode: false,
    metadata: null,
    percentage: r.percentage,
    rate_type: 'percentage',
    state: r.state,
    tax_type: r.tax_type,
  };
}
