import type Stripe from 'stripe';
import type { Price, Product } from '../store.ts';

/** Stripe types decimal strings with the SDK's Decimal; on the wire they are plain strings. */
export function wireDecimal(value: string): Stripe.Decimal {
  return value as unknown as Stripe.Decimal;
}

/** A price as Stripe's API returns it (`Stripe.Price`): per-unit billing, tax behaviour unset. */
export function priceObject(p: Price): Stripe.Price {
  return {
    id: p.id,
    object: 'price',
    active: p.active,
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: p.lookup_key,
    metadata: { ...p.metadata },
    nickname: p.nickname,
    product: p.product,
    recurring: p.recurring
      ? {
          interval: p.recurring.interval,
          interval_count: p.recurring.interval_count,
          meter: null,
          trial_period_days: null,
          usage_type: p.recurring.usage_type,
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: p.type,
    unit_amount: p.unit_amount,
    unit_amount_decimal: wireDecimal(p.unit_amount_decimal),
  };
}

/** A product as Stripe's API returns it (`Stripe.Product`), a service with no images. */
export function productObject(p: Product): Stripe.Product {
  return {
    id: p.id,
    object: 'product',
    active: p.active,
    created: p.created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { ...p.metadata },
    name: p.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: p.tax_code,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: p.created,
    url: null,
  };
}
