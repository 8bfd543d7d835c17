import type Stripe from 'stripe';
import type { SchedulePhase, SubscriptionSchedule } from '../store.ts';

function phaseObject(p: SchedulePhase): Stripe.SubscriptionSchedule.Phase {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: p.currency,
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: p.end_date,
    invoice_settings: null,
    items: p.items.map((it) => ({
      billing_thresholds: null,
      discounts: [],
      metadata: { ...it.metadata },
      plan: it.price,
      price: it.price,
      quantity: it.quantity,
      tax_rates: [],
    })),
    metadata: { ...p.metadata },
    on_behalf_of: null,
    proration_behavior: p.proration_behavior,
    start_date: p.start_date,
    transfer_data: null,
    trial_end: null,
  };
}

/** A subscription schedule as Stripe's API returns it (`Stripe.SubscriptionSchedule`). */
export function scheduleObject(s: SubscriptionSchedule): Stripe.SubscriptionSchedule {
  return {
    id: s.id,
    object: 'subscription_schedule',
    application: null,
    billing_mode: { flexible: null, type: 'classic' },
    canceled_at: s.canceled_at,
    completed_at: s.completed_at,
    created: s.created,
    current_phase: s.current_phase ? { ...s.current_phase } : null,
    customer: s.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      description: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        days_until_due: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: s.end_behavior,
    livemode: false,
    metadata: { ...s.metadata },
    pause_schedules: [],
    phases: s.phases.map(phaseObject),
    released_at: s.released_at,
    released_subscription: s.released_subscription,
    status: s.status,
    subscription: s.subscription,
    test_clock: null,
  };
}
