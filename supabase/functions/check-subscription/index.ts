import { requireUser } from '../_shared/auth.ts';
import { findCustomerId, NOT_SUBSCRIBED, storedState, syncCustomer } from '../_shared/billing.ts';
import { adminClient } from '../_shared/db.ts';
import { endpoint, HttpError, json } from '../_shared/http.ts';
import { isStripeConnectionError, stripeClient } from '../_shared/stripe.ts';

/**
 * Answers { subscribed, subscription_tier, subscription_end, status, cancel_at_period_end,
 * plan_tier } (docs/backend-contract.md) after re-reading the customer's
 * subscriptions from Stripe, so a user back from checkout sees the plan before the webhook lands.
 * When Stripe cannot be reached the last synced state is the answer.
 */
export const handler = endpoint(['POST', 'GET'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const customerId = await findCustomerId(db, user.id);
  if (!customerId) return json(req, 200, NOT_SUBSCRIBED);
  try {
    const state = await syncCustomer(stripeClient(), db, user.id, customerId);
    return json(req, 200, state);
  } catch (error) {
    const unconfigured = error instanceof HttpError && error.code === 'billing_unavailable';
    if (!unconfigured && !isStripeConnectionError(error)) throw error;
    console.warn(
      'Stripe unreachable, answering from synced state:',
      error instanceof Error ? error.message : error,
    );
    return json(req, 200, await storedState(db, user.id));
  }
});

if (import.meta.main) Deno.serve(handler);
