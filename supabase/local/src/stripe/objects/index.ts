import type Stripe from 'stripe';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  LocalStripeState,
  PortalSession,
  Price,
  Product,
  Subscription,
  SubscriptionSchedule,
} from '../store.ts';
import type { TaxRate } from '../tax.ts';
import { checkoutSessionObject } from './checkout-session.ts';
import { customerObject } from './customer.ts';
import { invoiceObject } from './invoice.ts';
import { portalSessionObject } from './portal-session.ts';
import { priceObject, productObject } from './price.ts';
import { scheduleObject } from './schedule.ts';
import { subscriptionItemObject, subscriptionObject } from './subscription.ts';
import { taxRateObject } from './tax-rate.ts';

/** What the emulator keeps; each kind leaves it only through its constructor in this folder. */
export type LocalRecord =
  | Customer
  | Product
  | Price
  | CheckoutSession
  | Subscription
  | SubscriptionSchedule
  | Invoice
  | PortalSession
  | TaxRate;

export type ApiObject =
  | Stripe.Customer
  | Stripe.Product
  | Stripe.Price
  | Stripe.Checkout.Session
  | Stripe.Subscription
  | Stripe.SubscriptionSchedule
  | Stripe.Invoice
  | Stripe.BillingPortal.Session
  | Stripe.TaxRate;

export interface PresentContext {
  state: LocalStripeState;
  publicUrl: () => string;
  /** The request's expand paths (a session's tax breakdown is only there when expanded). */
  expand?: readonly string[];
}

/** The record as Stripe's API returns it. */
export function present(record: LocalRecord, ctx: PresentContext): ApiObject {
  switch (record.object) {
    case 'customer':
      return customerObject(record);
    case 'product':
      return productObject(record);
    case 'price':
      return priceObject(record);
    case 'checkout.session': {
      const customer = record.customer ? ctx.state.customers.get(record.customer) : undefined;
      return checkoutSessionObject(
        record,
        customer?.email ?? record.customer_email,
        ctx.state,
        ctx.expand,
      );
    }
    case 'subscription':
      return subscriptionObject(record);
    case 'subscription_schedule':
      return scheduleObject(record);
    case 'invoice':
      return invoiceObject(record, ctx.publicUrl());
    case 'billing_portal.session':
      return portalSessionObject(record);
    case 'tax_rate':
      return taxRateObject(record);
  }
}

const KINDS = new Set<string>([
  'customer',
  'product',
  'price',
  'checkout.session',
  'subscription',
  'subscription_schedule',
  'invoice',
  'billing_portal.session',
  'tax_rate',
]);

function isRecord(value: unknown): value is LocalRecord {
  const kind = (value as { object?: unknown } | null)?.object;
  return typeof kind === 'string' && KINDS.has(kind);
}

/** A response body: a record, or a list or search result of records, in Stripe's shapes. */
export function presentBody(body: unknown, ctx: PresentContext): unknown {
  if (isRecord(body)) return present(body, ctx);
  const envelope = body as { object?: unknown; data?: unknown } | null;
  if (
    envelope &&
    (envelope.object === 'list' || envelope.object === 'search_result') &&
    Array.isArray(envelope.data)
  ) {
    return { ...envelope, data: envelope.data.map((row: unknown) => presentBody(row, ctx)) };
  }
  return body;
}

/** An update event's previous attributes, with a previous item list in Stripe's shape too. */
export function presentPrevious(
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!previous) return undefined;
  const items = previous.items as Subscription['items'] | undefined;
  if (!items) return previous;
  return { ...previous, items: { ...items, data: items.data.map(subscriptionItemObject) } };
}
