import type Stripe from 'stripe';
import type { CheckoutSession, LocalStripeState } from '../store.ts';
import { addressObject } from './invoice.ts';
import { taxRateObject } from './tax-rate.ts';

/**
 * A Checkout Session as Stripe's API returns it (`Stripe.Checkout.Session`): hosted, card only,
 * Stripe Tax when asked, no shipping, discounts or custom fields; the buyer's details (address,
 * business number) once the session completes. `total_details.breakdown` is there when expanded,
 * as in Stripe.
 */
export function checkoutSessionObject(
  s: CheckoutSession,
  email: string | null,
  state: LocalStripeState,
  expand: readonly string[] = [],
): Stripe.Checkout.Session {
  const complete = s.status === 'complete';
  const amountTax = s.amount_total - s.amount_subtotal;
  const breakdown = expand.includes('total_details.breakdown')
    ? {
        breakdown: {
          discounts: [],
          taxes: s.taxes.flatMap((tax) => {
            const rate = state.taxRates.get(tax.tax_rate);
            return rate
              ? [
                  {
                    amount: tax.amount,
                    rate: taxRateObject(rate),
                    taxability_reason: tax.taxability_reason,
                    taxable_amount: tax.taxable_amount,
                  },
                ]
              : [];
          }),
        },
      }
    : {};
  return {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: s.amount_subtotal,
    amount_total: s.amount_total,
    automatic_tax: s.automatic_tax
      ? {
          enabled: true,
          liability: { type: 'self' },
          provider: 'stripe',
          status: complete ? 'complete' : 'requires_location_inputs',
        }
      : { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: s.billing_address_collection,
    cancel_url: s.cancel_url,
    client_reference_id: s.client_reference_id,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: s.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.customer ? null : 'always',
    customer_details: complete
      ? {
          address: addressObject(s.customer_address),
          business_name: null,
          email,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: s.customer_tax_ids.map((id) => ({ ...id })),
        }
      : null,
    customer_email: s.customer_email,
    discounts: [],
    expires_at: s.expires_at,
    integration_identifier: null,
    invoice: s.invoice,
    invoice_creation: null,
    livemode: false,
    locale: s.locale as Stripe.Checkout.Session.Locale | null,
    managed_payments: null,
    metadata: { ...s.metadata },
    mode: s.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: s.payment_status,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: null,
    subscription: s.subscription,
    success_url: s.success_url,
    tax_id_collection: { enabled: s.tax_id_collection, required: 'never' },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: amountTax, ...breakdown },
    ui_mode: 'hosted',
    url: s.url,
    wallet_options: null,
  };
}
