import { limitFromEnv } from './abuse.ts';
import { rpc, type SupabaseClient } from './db.ts';
import { HttpError } from './http.ts';

/**
 * Counts one billing call (create-checkout, customer-portal) for the user, or refuses it with a
 * 429 before any Stripe call: Stripe's rate limit is shared by every customer of the account.
 */
export async function countBillingCall(db: SupabaseClient, userId: string): Promise<void> {
  const allowed = await rpc<boolean>(db, 'billing_call_allowed', {
    p_user_id: userId,
    p_max_per_hour: limitFromEnv('BILLING_RATE_LIMIT_PER_USER', 20),
  });
  if (!allowed) {
    throw new HttpError(
      429,
      'Too many billing requests from your account. Please try again later.',
      'rate_limited',
    );
  }
}
