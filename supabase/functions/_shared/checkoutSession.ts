// Only locale.ts (no imports of its own): the Stripe contract test in supabase/local sends Stripe
// these very parameters, so the emulator is checked against what the product asks for.
import { STRIPE_LOCALE, type Locale } from './locale.ts';

export interface CheckoutPurchase {
  customer: string;
  userId: string;
  priceId: string;
  /** The dashboard in the buyer's language, where the hosted page returns to. */
  dashboard: string;
  /** Who buys what; on the subscription too, so its webhooks say whose it is. */
  metadata: Record<string, string>;
  locale: Locale;
}

/** create-checkout's Checkout Session: a subscription to one price, paid on Stripe's hosted page. */
export function checkoutSessionParams(purchase: CheckoutPurchase) {
  const { customer, userId, priceId, dashboard, metadata, locale } = purchase;
  return {
    mode: 'subscription' as const,
    locale: STRIPE_LOCALE[locale],
    customer,
    client_reference_id: userId,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: `${dashboard}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${dashboard}?checkout=cancelled`,
    metadata,
    subscription_data: { metadata },
    // Stripe Tax: GST/HST and QST from the billing address Checkout collects and saves on the
    // customer (renewals are taxed from it), and an optional business number on the invoice.
    automatic_tax: { enabled: true },
    billing_address_collection: 'required' as const,
    tax_id_collection: { enabled: true },
    customer_update: { address: 'auto' as const, name: 'auto' as const },
  };
}
