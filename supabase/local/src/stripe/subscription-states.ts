import type Stripe from 'stripe';
import { invalid, missing, StripeApiError, type Engine } from './engine.ts';
import { str, type FormObject } from './form.ts';
import type { Subscription } from './store.ts';

// The emulator's own `POST /local/subscriptions/{id}/status`: puts a subscription in any state
// Stripe can leave one in, as a test clock and a failing card would (a renewal that fails is
// past_due, then unpaid; a checkout whose payment did not finish is incomplete, then
// incomplete_expired after 23 hours), announcing it with the event Stripe sends.

const STATUSES: readonly Stripe.Subscription.Status[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
];

/** States a subscription never leaves, in Stripe as here. */
const FINAL = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

export async function setSubscriptionStatus(
  engine: Engine,
  id: string,
  params: FormObject,
): Promise<Subscription> {
  const status = str(params, 'status') as Stripe.Subscription.Status | undefined;
  if (!status) throw missing('status');
  if (!STATUSES.includes(status)) {
    throw invalid('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
  }
  const sub = engine.subscription(id);
  if (FINAL.has(sub.status)) {
    throw new StripeApiError(400, `A subscription that is ${sub.status} cannot change status.`);
  }
  if (status === 'canceled') return await engine.cancelSubscription(id);
  const previous = { status: sub.status };
  sub.status = status;
  if (status === 'incomplete_expired') {
    sub.ended_at = Math.floor(Date.now() / 1000);
    await engine.webhooks.emit('customer.subscription.deleted', sub);
  } else await engine.webhooks.emit('customer.subscription.updated', sub, previous);
  return sub;
}
