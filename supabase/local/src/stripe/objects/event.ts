import type Stripe from 'stripe';
import { newId, now } from '../store.ts';

export const API_VERSION = '2026-10-28.endive';

/** The object each event type the emulator sends carries in `data.object`. */
export interface EventObjects {
  'customer.created': Stripe.Customer;
  'checkout.session.completed': Stripe.Checkout.Session;
  'checkout.session.expired': Stripe.Checkout.Session;
  'customer.subscription.created': Stripe.Subscription;
  'customer.subscription.updated': Stripe.Subscription;
  'customer.subscription.deleted': Stripe.Subscription;
  'invoice.paid': Stripe.Invoice;
  'subscription_schedule.created': Stripe.SubscriptionSchedule;
  'subscription_schedule.updated': Stripe.SubscriptionSchedule;
  'subscription_schedule.released': Stripe.SubscriptionSchedule;
  'subscription_schedule.canceled': Stripe.SubscriptionSchedule;
  'subscription_schedule.completed': Stripe.SubscriptionSchedule;
}

export type EventType = keyof EventObjects;

/**
 * An event as Stripe sends and lists it (`Stripe.Event`): the object as it was when the event
 * happened, and for updates the fields it had before.
 */
export function eventObject<T extends EventType>(
  type: T,
  object: EventObjects[T],
  previous?: Partial<EventObjects[T]>,
): Stripe.Event {
  const envelope: Omit<Stripe.CustomerCreatedEvent, 'type' | 'data'> = {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  const data = { object, ...(previous ? { previous_attributes: previous } : {}) };
  // EventObjects pairs each type with its object, which is what Stripe.Event's union spells out.
  return { ...envelope, type, data } as Stripe.Event;
}
