import type Stripe from 'stripe';
import type { Subscription, SubscriptionItem } from '../store.ts';
import { priceObject, wireDecimal } from './price.ts';

/** The legacy plan Stripe still sends beside each item's price (`Stripe.Plan`). */
function planObject(item: SubscriptionItem): Stripe.Plan {
  const p = item.price;
  return {
    id: p.id,
    object: 'plan',
    active: p.active,
    amount: p.unit_amount,
    amount_decimal: wireDecimal(p.unit_amount_decimal),
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    interval: p.recurring?.interval ?? 'month',
    interval_count: p.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: { ...p.metadata },
    meter: null,
    nickname: p.nickname,
    product: p.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** A subscription item as Stripe's API returns it (`Stripe.SubscriptionItem`). */
export function subscriptionItemObject(item: SubscriptionItem): Stripe.SubscriptionItem {
  return {
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: item.created,
    current_period_end: item.current_period_end,
    current_period_start: item.current_period_start,
    current_trial: null,
    discounts: [],
    metadata: { ...item.metadata },
    plan: planObject(item),
    price: priceObject(item.price),
    quantity: item.quantity,
    subscription: item.subscription,
    tax_rates: [],
  };
}

/**
 * A subscription as Stripe's API returns it (`Stripe.Subscription`): charged automatically to a
 * card, Stripe Tax as its Checkout Session had it, a trial only as the admin endpoint sets one, no discounts; everything it never set is null.
 */
export function subscriptionObject(s: Subscription): Stripe.Subscription {
  return {
    id: s.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: s.automatic_tax
      ? { disabled_reason: null, enabled: true, liability: { type: 'self' } }
      : { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: s.billing_cycle_anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: s.cancel_at,
    cancel_at_period_end: s.cancel_at_period_end,
    canceled_at: s.canceled_at,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: s.status === 'canceled' ? 'cancellation_requested' : null,
    },
    collection_method: s.collection_method,
    created: s.created,
    currency: s.currency,
    customer: s.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: s.ended_at,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: s.items.data.map(subscriptionItemObject),
      has_more: false,
      url: s.items.url,
    },
    latest_invoice: s.latest_invoice,
    livemode: false,
    managed_payments: null,
    metadata: { ...s.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: s.schedule,
    start_date: s.start_date,
    status: s.status,
    test_clock: null,
    transfer_data: null,
    trial_end: s.trial_end ?? null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: 'unchanged', missing_payment_method: 'create_invoice' },
    },
    trial_start: s.trial_start ?? null,
  };
}
