import type Stripe from 'stripe';
import type { Engine } from './engine.ts';
import { invalid, missing, StripeApiError } from './errors.ts';
import { bool, str, type FormObject } from './form.ts';
import type { Subscription } from './store.ts';

// The emulator's own `POST /local/subscriptions/{id}/status`: puts a subscription in any state
// Stripe can leave one in, as a test clock and a failing card would (a renewal that fails is
// past_due, then unpaid; a checkout whose payment did not finish is incomplete, then
// incomplete_expired after 23 hours), announcing it with the event Stripe sends. A trial runs to
// the current period's end (trial_start/trial_end as Stripe sets them); `cancel_at_period_end`
// (alone or with a status) goes through the same update as the API's and the portal's.

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
  const cancelText = str(params, 'cancel_at_period_end');
  if (cancelText !== undefined && cancelText !== 'true' && cancelText !== 'false') {
    // Stripe's own answer to a boolean it cannot read.
    throw invalid('cancel_at_period_end', `Invalid boolean: ${cancelText}`);
  }
  const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end');
  if (!status && cancelAtPeriodEnd === undefined) throw missing('status');
  if (status && !STATUSES.includes(status)) {
    throw invalid('status', `Invalid status: must be one of ${STATUSES.join(', ')}`);
  }
  const sub = engine.subscription(id);
  if (FINAL.has(sub.status)) {
    throw new StripeApiError(400, `A subscription that is ${sub.status} cannot change status.`);
  }
  if (cancelAtPeriodEnd !== undefined) {
    await engine.updateSubscription(id, { cancel_at_period_end: cancelAtPeriodEnd });
  }
  if (!status || status === sub.status) return sub;
  if (status === 'canceled') return await engine.cancelSubscription(id);
  const previous: Partial<Subscription> = { status: sub.status };
  if (status === 'trialing') {
    const item = sub.items.data[0];
    previous.trial_start = sub.trial_start ?? null;
    previous.trial_end = sub.trial_end ?? null;
    sub.trial_start = item?.current_period_start ?? sub.start_date;
    sub.trial_end = item?.current_period_end ?? null;
  }
  sub.status = status;
  if (status === 'incomplete_expired') {
    sub.ended_at = Math.floor(Date.now() / 1000);
    await engine.webhooks.emit('customer.subscription.deleted', sub);
  } else await engine.webhooks.emit('customer.subscription.updated', sub, previous);
  return sub;
}
