import { requireUser } from '../_shared/auth.ts';
import { findCustomerId, livePlanSubscription, syncCustomer } from '../_shared/billing.ts';
import { adminClient } from '../_shared/db.ts';
import { endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { schedulePlanChange } from '../_shared/planChange.ts';
import { planPrice } from '../_shared/plans.ts';
import { ensurePrice, stripeClient } from '../_shared/stripe.ts';
import { intervalInput, tierInput } from '../_shared/validate.ts';

function parseBody({ tier, interval }: Record<string, unknown>) {
  const resolved = tierInput(tier);
  return planPrice(resolved, intervalInput(interval));
}

/**
 * Changes the caller's plan from the next billing cycle, as the terms say: a subscription schedule
 * holds the new price for the period after this one (nothing is prorated or charged now). Choosing
 * the plan already held drops a pending change. Answers the synced state with the pending change.
 */
export const handler = endpoint(['POST'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const spec = parseBody(await readJsonObject(req));
  const stripe = stripeClient();
  const customer = await findCustomerId(db, user.id);
  const sub = customer ? await livePlanSubscription(stripe, customer) : null;
  if (!customer || !sub) {
    throw new HttpError(
      409,
      'You have no plan to change yet: subscribe to a plan first.',
      'no_plan',
    );
  }
  if (sub.cancel_at_period_end) {
    throw new HttpError(
      409,
      'Your plan is set to end at the close of this period: renew it under Manage Subscription before changing it.',
      'plan_ending',
    );
  }
  const price = await ensurePrice(stripe, spec);
  await schedulePlanChange(stripe, sub, price, {
    user_id: user.id,
    kind: 'plan',
    tier: spec.tier!,
    interval: spec.interval,
  });
  const state = await syncCustomer(stripe, db, user.id, customer);
  const { data, error } = await db
    .from('subscriptions')
    .select('scheduled_tier, scheduled_interval, scheduled_change_at')
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) throw new Error(`reading the scheduled change failed: ${error.message}`);
  const row = data as {
    scheduled_tier: string | null;
    scheduled_interval: string | null;
    scheduled_change_at: string | null;
  } | null;
  return json(req, 200, {
    ...state,
    scheduled_change:
      row?.scheduled_tier && row.scheduled_change_at
        ? {
            tier: row.scheduled_tier,
            interval: row.scheduled_interval,
            effective_at: new Date(row.scheduled_change_at).toISOString(),
          }
        : null,
  });
});

if (import.meta.main) Deno.serve(handler);
