import { requireUser } from '../_shared/auth.ts';
import {
  getOrCreateCustomer,
  liveAddonSubscription,
  livePlanSubscription,
} from '../_shared/billing.ts';
import { adminClient } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { badInput, endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { addonPrice, ADDONS, planPrice, resolveAddon, type PriceSpec } from '../_shared/plans.ts';
import { ensurePrice, stripeClient } from '../_shared/stripe.ts';
import { intervalInput, tierInput } from '../_shared/validate.ts';

function parseBody(body: Record<string, unknown>): PriceSpec {
  const { tier, interval, addon } = body;
  if (tier !== undefined && addon !== undefined) {
    throw badInput('Choose either a plan (tier) or an add-on (addon), not both.');
  }
  const billing = intervalInput(interval);
  if (addon !== undefined) {
    if (typeof addon !== 'string') throw badInput('addon must be the name of an add-on.');
    const found = resolveAddon(addon);
    if (!found)
      throw badInput(`Unknown add-on. Choose one of: ${ADDONS.map((a) => a.name).join(', ')}.`);
    if (billing !== 'month') throw badInput('Add-ons are billed monthly.');
    return addonPrice(found);
  }
  return planPrice(tierInput(tier), billing);
}

/**
 * Starts a Stripe Checkout subscription for a plan or an add-on and answers { url }. A user who
 * already has a live plan gets a 409: plan changes go through change-plan, which applies them
 * from the next billing cycle instead of starting a second subscription.
 */
export const handler = endpoint(['POST'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const spec = parseBody(await readJsonObject(req));
  const stripe = stripeClient();
  const customer = await getOrCreateCustomer(stripe, db, user);
  const dashboard = `${siteUrl()}/dashboard`;

  if (spec.kind === 'plan' && (await livePlanSubscription(stripe, customer))) {
    // A second plan subscription would bill twice; a change waits for the period end.
    throw new HttpError(
      409,
      'You already have a plan: change it with change-plan, from your next billing cycle.',
      'plan_active',
    );
  }
  if (spec.addon && (await liveAddonSubscription(stripe, customer, spec.addon.name))) {
    throw new HttpError(
      409,
      `${spec.addon.name} is already active on your account.`,
      'already_active',
    );
  }

  const price = await ensurePrice(stripe, spec);
  const metadata: Record<string, string> = {
    user_id: user.id,
    kind: spec.kind,
    ...(spec.tier ? { tier: spec.tier, interval: spec.interval } : {}),
    ...(spec.addon ? { addon: spec.addon.name } : {}),
  };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: `${dashboard}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${dashboard}?checkout=cancelled`,
    metadata,
    subscription_data: { metadata },
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return json(req, 200, { url: session.url });
});

if (import.meta.main) Deno.serve(handler);
