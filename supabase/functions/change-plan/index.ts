import { requireUser } from '../_shared/auth.ts';
import { findCustomerId, livePlanSubscription, syncCustomer } from '../_shared/billing.ts';
import { adminClient, type SupabaseClient } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { SITE_PATHS } from '../_shared/locale.ts';
import { schedulePlanChange } from '../_shared/planChange.ts';
import { planChangeMail } from '../_shared/planChangeMail.ts';
import { planPrice, type BillingInterval, type Tier } from '../_shared/plans.ts';
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
  const before = await scheduledChange(db, user.id);
  const price = await ensurePrice(stripe, spec);
  await schedulePlanChange(stripe, sub, price, {
    user_id: user.id,
    kind: 'plan',
    tier: spec.tier!,
    interval: spec.interval,
  });
  const state = await syncCustomer(stripe, db, user.id, customer);
  const after = await scheduledChange(db, user.id);
  if (user.email) {
    const dashboard = `${siteUrl()}${SITE_PATHS[user.locale].dashboard}`;
    const notice =
      after &&
      (after.tier !== before?.tier ||
        after.interval !== before?.interval ||
        after.at !== before?.at)
        ? planChangeMail(user.locale, user.email, { scheduled: after }, dashboard)
        : before && !after
          ? planChangeMail(user.locale, user.email, { dropped: before }, dashboard)
          : null;
    // Queued for the outbox worker like every other mail. The change itself is made in Stripe
    // already, so a failed queue is reported in the logs and the answer still says what holds.
    if (notice) {
      const { error } = await db.from('mail_outbox').insert(notice);
      if (error) console.error(`plan change notice not queued for ${user.id}: ${error.message}`);
    }
  }
  return json(req, 200, {
    ...state,
    scheduled_change: after
      ? {
          tier: after.tier,
          interval: after.interval,
          effective_at: new Date(after.at * 1000).toISOString(),
        }
      : null,
  });
});

/** The change waiting for the period's end, as the last sync stored it (none: null). */
async function scheduledChange(
  db: SupabaseClient,
  userId: string,
): Promise<{ tier: Tier; interval: BillingInterval; at: number } | null> {
  const { data, error } = await db
    .from('subscriptions')
    .select('scheduled_tier, scheduled_interval, scheduled_change_at')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`reading the scheduled change failed: ${error.message}`);
  const row = data as {
    scheduled_tier: Tier | null;
    scheduled_interval: BillingInterval | null;
    scheduled_change_at: string | null;
  } | null;
  if (!row?.scheduled_tier || !row.scheduled_change_at) return null;
  return {
    tier: row.scheduled_tier,
    interval: row.scheduled_interval ?? 'month',
    at: Math.floor(new Date(row.scheduled_change_at).getTime() / 1000),
  };
}

if (import.meta.main) Deno.serve(handler);
