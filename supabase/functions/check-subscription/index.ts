import { callAsCaller } from '../_shared/auth.ts';
import {
  findCustomerId,
  subscriptionState,
  syncCustomer,
  type SubscriptionState,
} from '../_shared/billing.ts';
import { adminClient } from '../_shared/db.ts';
import { endpoint, HttpError, json } from '../_shared/http.ts';
import { isStripeConnectionError, stripeClient } from '../_shared/stripe.ts';

/** What caller_subscription answers (supabase/migrations/*_subscription_answer.sql). */
interface Caller {
  user_id: string;
  has_customer: boolean;
  state: Partial<SubscriptionState> | null;
}

/**
 * Answers everything the dashboard shows about the caller's plan and add-ons
 * (docs/backend-contract.md). One database call as the caller checks them and reads the stored
 * state; a customer's subscriptions are then re-read from Stripe, so a user back from checkout
 * sees the plan before the webhook lands. When Stripe cannot be reached the stored state is the
 * answer.
 */
export const handler = endpoint(['POST', 'GET'], async (req) => {
  const caller = await callAsCaller<Caller>(req, 'caller_subscription');
  const stored = subscriptionState(caller.state);
  if (!caller.has_customer) return json(req, 200, stored);
  const db = adminClient();
  const customerId = await findCustomerId(db, caller.user_id);
  if (!customerId) return json(req, 200, stored);
  try {
    return json(req, 200, await syncCustomer(stripeClient(), db, caller.user_id, customerId));
  } catch (error) {
    const unconfigured = error instanceof HttpError && error.code === 'billing_unavailable';
    if (!unconfigured && !isStripeConnectionError(error)) throw error;
    console.warn(
      'Stripe unreachable, answering from synced state:',
      error instanceof Error ? error.message : error,
    );
    return json(req, 200, stored);
  }
});

if (import.meta.main) Deno.serve(handler);
