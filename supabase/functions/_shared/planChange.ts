import { priceSpecForLookupKey, type BillingInterval, type Tier } from './plans.ts';
import type { Stripe } from './stripe.ts';

/*
 * Plan changes apply from the next billing cycle (the terms, the pricing FAQ): the change is a
 * subscription schedule whose current phase keeps today's price until the period ends and whose
 * next phase holds the new price. Nothing is prorated or charged now; Stripe swaps the price when
 * the period rolls over, its webhooks sync the new plan, and the schedule releases the
 * subscription after that phase so it renews as a plain subscription.
 */

/** A change waiting for the period end: the plan, how it will be billed, from when (unix s). */
export interface PendingChange {
  tier: Tier;
  interval: BillingInterval;
  at: number;
}

function scheduleId(sub: Stripe.Subscription): string | null {
  const schedule = sub.schedule;
  if (!schedule) return null;
  return typeof schedule === 'string' ? schedule : schedule.id;
}

/**
 * Schedules `price` to replace the plan's price at the end of the current period. Choosing the
 * price the plan already has drops a pending change instead (the schedule is released).
 */
export async function schedulePlanChange(
  stripe: Stripe,
  sub: Stripe.Subscription,
  price: Stripe.Price,
  metadata: Record<string, string>,
): Promise<void> {
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no items`);
  let id = scheduleId(sub);
  if (price.id === item.price.id) {
    if (id) await stripe.subscriptionSchedules.release(id);
    return;
  }
  if (!id) id = (await stripe.subscriptionSchedules.create({ from_subscription: sub.id })).id;
  const schedule = await stripe.subscriptionSchedules.retrieve(id);
  const current = schedule.current_phase;
  if (!current) throw new Error(`schedule ${id} has no current phase`);
  const recurring = price.recurring;
  if (!recurring) throw new Error(`price ${price.id} is not recurring`);
  await stripe.subscriptionSchedules.update(id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
        start_date: current.start_date,
        end_date: current.end_date,
        proration_behavior: 'none',
      },
      {
        items: [{ price: price.id, quantity: 1 }],
        duration: { interval: recurring.interval, interval_count: recurring.interval_count },
        proration_behavior: 'none',
        // Declarative: the subscription carries these from the phase's start (the tier fallback).
        metadata,
      },
    ],
  });
}

/** The plan change a subscription's schedule holds for a later period, if any. */
export async function pendingPlanChange(
  stripe: Stripe,
  sub: Stripe.Subscription,
  periodEnd: number | null,
): Promise<PendingChange | null> {
  const id = scheduleId(sub);
  if (!id || periodEnd === null) return null;
  const schedule = await stripe.subscriptionSchedules.retrieve(id, {
    expand: ['phases.items.price'],
  });
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const price = next?.items[0]?.price;
  if (!next || !price || typeof price === 'string' || 'deleted' in price) return null;
  const spec = priceSpecForLookupKey(price.lookup_key);
  const now = sub.items.data[0]?.price.lookup_key;
  if (spec?.kind !== 'plan' || !spec.tier || price.lookup_key === now) return null;
  return { tier: spec.tier, interval: spec.interval, at: next.start_date };
}
