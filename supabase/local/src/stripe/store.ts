import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { Address, CustomerTaxId, TaxAmount, TaxRate } from './tax-objects.ts';

// In-memory objects shaped like Stripe's API version 2026 (period dates on subscription items).

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
  /** The languages of the customer's receipts and invoices, most preferred first. */
  preferred_locales: string[];
  /** The billing address Checkout saved (customer_update[address]=auto); taxes follow it. */
  address: Address | null;
  tax_ids: CustomerTaxId[];
  livemode: false;
}

export interface Product {
  id: string;
  object: 'product';
  created: number;
  name: string;
  active: boolean;
  metadata: Record<string, string>;
  tax_code: string | null;
  livemode: false;
}

export interface Price {
  id: string;
  object: 'price';
  created: number;
  active: boolean;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  type: 'recurring' | 'one_time';
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count: number;
    usage_type: 'licensed';
  } | null;
  lookup_key: string | null;
  nickname: string | null;
  product: string;
  metadata: Record<string, string>;
  livemode: false;
}

interface LineItem {
  price: string;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  mode: 'subscription' | 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  /** The language of the page (Stripe's value; null is Stripe's auto). */
  locale: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  metadata: Record<string, string>;
  subscription: string | null;
  invoice: string | null;
  automatic_tax: boolean;
  billing_address_collection: 'auto' | 'required' | null;
  tax_id_collection: boolean;
  /** The taxes computed from the address the buyer entered (empty until then). */
  taxes: TaxAmount[];
  customer_address: Address | null;
  customer_tax_ids: CustomerTaxId[];
  livemode: false;
  /** Not part of Stripe's session object: what the hosted page needs to build the subscription. */
  _line_items: LineItem[];
  _subscription_metadata: Record<string, string>;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  customer: string;
  status: Stripe.Subscription.Status;
  currency: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  /** Set when the admin endpoint puts it in a trial (checkout here sells no trial). */
  trial_start?: number | null;
  trial_end?: number | null;
  billing_cycle_anchor: number;
  collection_method: 'charge_automatically';
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  /** The subscription schedule that manages it, if any. */
  schedule: string | null;
  /** Stripe Tax on its invoices (from the Checkout Session's automatic_tax). */
  automatic_tax: boolean;
  livemode: false;
}

export interface SchedulePhase {
  start_date: number;
  end_date: number;
  currency: string;
  items: { price: string; quantity: number; metadata: Record<string, string> }[];
  metadata: Record<string, string>;
  proration_behavior: 'create_prorations' | 'none' | 'always_invoice';
}

export interface SubscriptionSchedule {
  id: string;
  object: 'subscription_schedule';
  created: number;
  customer: string;
  subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  end_behavior: 'release' | 'cancel';
  current_phase: { start_date: number; end_date: number } | null;
  phases: SchedulePhase[];
  metadata: Record<string, string>;
  released_at: number | null;
  released_subscription: string | null;
  canceled_at: number | null;
  completed_at: number | null;
  test_clock: null;
  livemode: false;
}

/** One line of an invoice: a subscription item's price for the period it pays. */
export interface InvoiceLine {
  id: string;
  price: Price;
  quantity: number;
  amount: number;
  period: { start: number; end: number };
  subscription_item: string;
  taxes: TaxAmount[];
}

export interface Invoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  number: string;
  status: 'paid';
  currency: string;
  subscription: string;
  billing_reason: 'subscription_create' | 'subscription_update' | 'subscription_cycle';
  /** Stripe's invoice period: the usage period before the one the lines pay (create: a point). */
  period_start: number;
  period_end: number;
  lines: InvoiceLine[];
  automatic_tax: boolean;
  customer_address: Address | null;
  customer_tax_ids: CustomerTaxId[];
  livemode: false;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  locale: string | null;
  livemode: false;
}

export interface Delivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: number;
}

export interface LocalStripeState {
  customers: Map<string, Customer>;
  products: Map<string, Product>;
  prices: Map<string, Price>;
  checkoutSessions: Map<string, CheckoutSession>;
  subscriptions: Map<string, Subscription>;
  subscriptionSchedules: Map<string, SubscriptionSchedule>;
  invoices: Map<string, Invoice>;
  portalSessions: Map<string, PortalSession>;
  taxRates: Map<string, TaxRate>;
  events: Stripe.Event[];
  deliveries: Delivery[];
}

export function createState(): LocalStripeState {
  return {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    subscriptionSchedules: new Map(),
    invoices: new Map(),
    portalSessions: new Map(),
    taxRates: new Map(),
    events: [],
    deliveries: [],
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** Adds calendar months the way Stripe anchors billing periods (clamped to the month's end). */
export function addInterval(start: number, interval: string, count = 1): number {
  const d = new Date(start * 1000);
  switch (interval) {
    case 'day':
      d.setUTCDate(d.getUTCDate() + count);
      break;
    case 'week':
      d.setUTCDate(d.getUTCDate() + 7 * count);
      break;
    case 'year':
      d.setUTCFullYear(d.getUTCFullYear() + count);
      break;
    default: {
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + count);
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      d.setUTCDate(Math.min(day, last));
    }
  }
  return Math.floor(d.getTime() / 1000);
}

type MapKeys =
  | 'customers'
  | 'products'
  | 'prices'
  | 'checkoutSessions'
  | 'subscriptions'
  | 'subscriptionSchedules'
  | 'invoices'
  | 'portalSessions'
  | 'taxRates';
const MAP_KEYS: MapKeys[] = [
  'customers',
  'products',
  'prices',
  'checkoutSessions',
  'subscriptions',
  'subscriptionSchedules',
  'invoices',
  'portalSessions',
  'taxRates',
];

/** Plain-JSON form of the state, so a local dev setup keeps its Stripe data across restarts. */
export function serializeState(state: LocalStripeState): string {
  const out: Record<string, unknown> = { version: 1, events: state.events.slice(-500) };
  for (const key of MAP_KEYS) out[key] = [...state[key].values()];
  return JSON.stringify(out);
}

/** Fields added after state files were first written, with the value an older row means. */
const ADDED_LATER: Partial<Record<MapKeys, Record<string, unknown>>> = {
  customers: { preferred_locales: [], address: null, tax_ids: [] },
  products: { tax_code: null },
  checkoutSessions: {
    locale: null,
    automatic_tax: false,
    billing_address_collection: null,
    tax_id_collection: false,
    taxes: [],
    customer_address: null,
    customer_tax_ids: [],
  },
  subscriptions: { automatic_tax: false },
  invoices: { automatic_tax: false, customer_address: null, customer_tax_ids: [] },
  portalSessions: { locale: null },
};

export function restoreState(state: LocalStripeState, json: string): void {
  const data = JSON.parse(json) as Record<string, unknown>;
  if (data.version !== 1) return;
  for (const key of MAP_KEYS) {
    const rows = data[key];
    if (!Array.isArray(rows)) continue;
    const map = state[key] as Map<string, { id: string }>;
    map.clear();
    for (const row of rows as { id: string; lines?: unknown }[]) {
      // Invoices saved before they had lines cannot be shown as Stripe's objects: left out.
      if (key === 'invoices' && !Array.isArray(row.lines)) continue;
      // Lines written before taxes existed carried none.
      if (key === 'invoices')
        row.lines = (row.lines as object[]).map((line) => ({ taxes: [], ...line }));
      map.set(row.id, { ...ADDED_LATER[key], ...row });
    }
  }
  if (Array.isArray(data.events))
    state.events.splice(0, state.events.length, ...(data.events as Stripe.Event[]));
}
