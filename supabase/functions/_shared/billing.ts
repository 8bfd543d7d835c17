import { rpc, type SupabaseClient } from './db.ts';
import type { CallerUser } from './auth.ts';
import { STRIPE_LOCALE, type Locale } from './locale.ts';
import { pendingPlanChange } from './planChange.ts';
import { priceSpecForLookupKey, type BillingInterval, type Tier } from './plans.ts';
import type { Stripe } from './stripe.ts';

/**
 * The answer of check-subscription (docs/backend-contract.md): the spec's subscriptionData
 * (section 3), whose three fields describe a live plan only, then the Stripe status of the plan
 * subscription that matters (null when the customer never had one), whether it ends at the period
 * end, its plan whatever the status (so a failed renewal can name the plan it is for), and what
 * the dashboard shows besides: how the live plan is billed, the change waiting for its period end
 * and the active add-ons. Plans by tier id; the site names them.
 */
export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: Tier | null;
  subscription_end: string | null;
  status: Stripe.Subscription.Status | null;
  cancel_at_period_end: boolean;
  plan_tier: Tier | null;
  subscription_interval: BillingInterval | null;
  scheduled_change: { tier: Tier; interval: BillingInterval; effective_at: string } | null;
  addons: string[];
}

const NOT_SUBSCRIBED: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  status: null,
  cancel_at_period_end: false,
  plan_tier: null,
  subscription_interval: null,
  scheduled_change: null,
  addons: [],
};

const SUBSCRIBED_STATUSES = new Set(['active', 'trialing']);

function isLive(status: string): boolean {
  return SUBSCRIBED_STATUSES.has(status);
}

export async function findCustomerId(db: SupabaseClient, userId: string): Promise<string | null> {
  return (await rpc<string | null>(db, 'get_stripe_customer_id', { p_user_id: userId })) ?? null;
}

/**
 * One Stripe customer per user, keyed by our user id: the stored mapping first, then a customer
 * Stripe already holds with metadata.user_id (the mapping may have been lost), else a new one.
 * The idempotency key makes two concurrent first checkouts create a single customer.
 * E-mail is never used to find a customer: addresses change and are not proof of identity.
 */
export async function getOrCreateCustomer(
  stripe: Stripe,
  db: SupabaseClient,
  user: CallerUser,
  locale: Locale = user.locale,
): Promise<string> {
  const preferred_locales = [STRIPE_LOCALE[locale]];
  const stored = await findCustomerId(db, user.id);
  const existing = stored ? await liveCustomer(stripe, stored) : null;
  if (stored && existing) {
    // Receipts and invoices follow the language the customer last bought in, and go to the
    // address the account has now (an e-mail change is confirmed in Auth, which Stripe never
    // hears of): brought up to date whenever the customer buys or opens the portal.
    const update: Stripe.CustomerUpdateParams = {
      ...(existing.preferred_locales?.[0] !== preferred_locales[0] ? { preferred_locales } : {}),
      ...(user.email && existing.email !== user.email ? { email: user.email } : {}),
    };
    if (Object.keys(update).length > 0) await stripe.customers.update(stored, update);
    return stored;
  }
  if (stored) {
    // Stripe no longer has it (deleted in the dashboard, or a restarted local emulator).
    const created = await stripe.customers.create(
      {
        ...(user.email ? { email: user.email } : {}),
        metadata: { user_id: user.id },
        preferred_locales,
      },
      { idempotencyKey: `northbeam-customer-${user.id}-after-${stored}` },
    );
    return await rpc<string>(db, 'replace_stripe_customer', {
      p_user_id: user.id,
      p_old_customer_id: stored,
      p_new_customer_id: created.id,
    });
  }
  let customerId: string | undefined;
  try {
    const found = await stripe.customers.search({
      query: `metadata['user_id']:'${user.id}'`,
      limit: 1,
    });
    customerId = found.data[0]?.id;
  } catch (error) {
    // Search is not offered in every Stripe region; creation below is still idempotent.
    console.warn('customer search unavailable', error instanceof Error ? error.message : error);
  }
  if (!customerId) {
    const created = await stripe.customers.create(
      {
        ...(user.email ? { email: user.email } : {}),
        metadata: { user_id: user.id },
        preferred_locales,
      },
      { idempotencyKey: `northbeam-customer-${user.id}` },
    );
    customerId = created.id;
  }
  return await rpc<string>(db, 'link_stripe_customer', {
    p_user_id: user.id,
    p_customer_id: customerId,
  });
}

export function isMissingCustomer(error: unknown): boolean {
  const e = error as { type?: string; code?: string; param?: string } | null;
  return (
    e?.type === 'StripeInvalidRequestError' &&
    e.code === 'resource_missing' &&
    (e.param === 'customer' || e.param === 'id')
  );
}

/** The customer Stripe holds under this id, or null when it was deleted or is unknown. */
async function liveCustomer(
  stripe: Stripe,
  customerId: string,
): Promise<{ preferred_locales?: string[] | null; email?: string | null } | null> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return 'deleted' in customer && customer.deleted ? null : customer;
  } catch (error) {
    if (isMissingCustomer(error)) return null;
    throw error;
  }
}

/** The user a Stripe customer belongs to, learning the mapping from Stripe's metadata if needed. */
export async function userForCustomer(
  stripe: Stripe,
  db: SupabaseClient,
  customerId: string,
): Promise<string | null> {
  const known = await rpc<string | null>(db, 'user_for_stripe_customer', {
    p_customer_id: customerId,
  });
  if (known) return known;
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await stripe.customers.retrieve(customerId);
  } catch (error) {
    if (isMissingCustomer(error)) return null;
    throw error;
  }
  if ('deleted' in customer && customer.deleted) return null;
  const userId = (customer as Stripe.Customer).metadata?.user_id;
  if (!userId) return null;
  await rpc<string>(db, 'link_stripe_customer', { p_user_id: userId, p_customer_id: customerId });
  return userId;
}

interface Classified {
  kind: 'plan' | 'addon';
  tier?: Tier;
  interval?: BillingInterval;
  addon?: string;
}

/** What a subscription sells, read from its price's lookup_key, else from its own metadata. */
function classify(sub: Stripe.Subscription): Classified | null {
  for (const item of sub.items.data) {
    const spec = priceSpecForLookupKey(item.price.lookup_key);
    if (spec?.kind === 'plan') return { kind: 'plan', tier: spec.tier, interval: spec.interval };
    if (spec?.kind === 'addon') return { kind: 'addon', addon: spec.addon?.name };
  }
  const meta = sub.metadata ?? {};
  if (meta.kind === 'plan' && meta.tier) {
    return {
      kind: 'plan',
      tier: meta.tier as Tier,
      interval: (meta.interval as BillingInterval) ?? 'month',
    };
  }
  if (meta.kind === 'addon' && meta.addon) return { kind: 'addon', addon: meta.addon };
  return null;
}

/** Since API 2025-03-31 the period lives on the items; older payloads carry it on the subscription. */
function periodEnd(sub: Stripe.Subscription): number | null {
  const fromItem = sub.items.data[0]?.current_period_end;
  if (typeof fromItem === 'number') return fromItem;
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return typeof legacy === 'number' ? legacy : null;
}

/**
 * Which plan subscription the customer is shown when Stripe lists several: a live one first, then
 * one whose renewal failed (still theirs to fix), then the newest of the rest (an unfinished or
 * expired checkout, a cancelled or paused plan). Ties go to the newest.
 */
function rank(sub: Stripe.Subscription): number {
  if (isLive(sub.status)) return 3;
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 2;
  return 1;
}

/**
 * Re-reads every subscription of the customer from Stripe and stores the result. Stripe is the
 * truth, so whatever order webhooks arrive in, the last sync stores the current state. `version`
 * (the time the read started, in ms) keeps a slower, older read from overwriting a newer one.
 */
export async function syncCustomer(
  stripe: Stripe,
  db: SupabaseClient,
  userId: string,
  customerId: string,
): Promise<SubscriptionState> {
  const version = Date.now();
  let subscriptions: Stripe.Subscription[];
  try {
    subscriptions = (
      await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })
    ).data;
  } catch (error) {
    // A customer Stripe no longer has holds no subscriptions.
    if (!isMissingCustomer(error)) throw error;
    subscriptions = [];
  }
  let best: { sub: Stripe.Subscription; what: Classified } | null = null;
  const addons = new Map<string, { active: boolean; subscription_id: string }>();
  for (const sub of subscriptions) {
    const what = classify(sub);
    if (!what) continue;
    if (what.kind === 'addon' && what.addon) {
      const prior = addons.get(what.addon);
      if (!prior || (!prior.active && isLive(sub.status))) {
        addons.set(what.addon, { active: isLive(sub.status), subscription_id: sub.id });
      }
      continue;
    }
    if (
      !best ||
      rank(sub) > rank(best.sub) ||
      (rank(sub) === rank(best.sub) && sub.created > best.sub.created)
    ) {
      best = { sub, what };
    }
  }
  const pending =
    best && isLive(best.sub.status)
      ? await pendingPlanChange(stripe, best.sub, periodEnd(best.sub))
      : null;
  const plan = best
    ? {
        subscription_id: best.sub.id,
        tier: best.what.tier ?? null,
        interval: best.what.interval ?? null,
        status: best.sub.status,
        current_period_end: periodEnd(best.sub),
        cancel_at_period_end: best.sub.cancel_at_period_end,
        scheduled_tier: pending?.tier ?? null,
        scheduled_interval: pending?.interval ?? null,
        scheduled_change_at: pending?.at ?? null,
      }
    : null;
  const state = await rpc<SubscriptionState>(db, 'apply_billing_sync', {
    p_user_id: userId,
    p_version: version,
    p_plan: plan,
    p_addons: [...addons].map(([name, v]) => ({ name, ...v })),
  });
  return subscriptionState(state);
}

/** The state as get_subscription_state answers it (also through apply_billing_sync). */
export function subscriptionState(state: Partial<SubscriptionState> | null): SubscriptionState {
  if (!state) return NOT_SUBSCRIBED;
  const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  const scheduled = state.scheduled_change;
  return {
    subscribed: state.subscribed === true,
    subscription_tier: state.subscription_tier ?? null,
    subscription_end: iso(state.subscription_end),
    status: state.status ?? null,
    cancel_at_period_end: state.cancel_at_period_end === true,
    plan_tier: state.plan_tier ?? null,
    subscription_interval: state.subscription_interval ?? null,
    scheduled_change: scheduled
      ? {
          tier: scheduled.tier,
          interval: scheduled.interval,
          effective_at: iso(scheduled.effective_at)!,
        }
      : null,
    addons: Array.isArray(state.addons) ? state.addons : [],
  };
}

/** The user's live plan subscription in Stripe, if any (to send plan changes to the portal). */
export async function livePlanSubscription(
  stripe: Stripe,
  customerId: string,
): Promise<Stripe.Subscription | null> {
  const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
  return list.data.find((s) => isLive(s.status) && classify(s)?.kind === 'plan') ?? null;
}

/**
 * Stripe statuses in which a subscription still stands and bills again once its invoice is paid:
 * a failed renewal (past_due, then unpaid) and a paused one. Stripe retries the card and the
 * customer fixes it in the portal; a second checkout would start a second plan billed beside it.
 */
const OWED_STATUSES = new Set(['past_due', 'unpaid', 'paused']);

/**
 * The customer's plan subscription that still stands: a live one, else one whose renewal is owed
 * (see OWED_STATUSES); `owed` tells which. One list call, as livePlanSubscription.
 */
export async function standingPlanSubscription(
  stripe: Stripe,
  customerId: string,
): Promise<{ subscription: Stripe.Subscription; owed: boolean } | null> {
  const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
  const plans = list.data.filter((s) => classify(s)?.kind === 'plan');
  const live = plans.find((s) => isLive(s.status));
  if (live) return { subscription: live, owed: false };
  const owed = plans.find((s) => OWED_STATUSES.has(s.status));
  return owed ? { subscription: owed, owed: true } : null;
}

export async function liveAddonSubscription(
  stripe: Stripe,
  customerId: string,
  addonName: string,
): Promise<Stripe.Subscription | null> {
  const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
  return (
    list.data.find((s) => {
      const what = classify(s);
      return isLive(s.status) && what?.kind === 'addon' && what.addon === addonName;
    }) ?? null
  );
}
