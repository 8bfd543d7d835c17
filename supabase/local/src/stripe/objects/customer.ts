import type Stripe from 'stripe';
import type { Customer } from '../store.ts';
import { addressObject } from './invoice.ts';

/** The prefix of the customer's invoice numbers, as Stripe derives one per customer. */
export function invoicePrefix(customerId: string): string {
  return customerId.slice(4, 12).toUpperCase();
}

/** A customer as Stripe's API returns it (`Stripe.Customer`); fields it never set are null. */
export function customerObject(c: Customer): Stripe.Customer {
  return {
    id: c.id,
    object: 'customer',
    address: addressObject(c.address),
    balance: 0,
    created: c.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: c.description,
    discount: null,
    email: c.email,
    invoice_prefix: invoicePrefix(c.id),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: { ...c.metadata },
    name: c.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [...c.preferred_locales],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}
