import { requireUser } from '../_shared/auth.ts';
import {
  getOrCreateCustomer,
  liveAddonSubscription,
  standingPlanSubscription,
} from '../_shared/billing.ts';
import { countBillingCall } from '../_shared/billingLimit.ts';
import { checkoutSessionParams } from '../_shared/checkoutSession.ts';
import { adminClient } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { badInput, endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { addonPrice, ADDONS, planPrice, resolveAddon, type PriceSpec } from '../_shared/plans.ts';
import { ensurePrice, stripeClient, type Stripe } from '../_shared/stripe.ts';
import { SITE_PATHS } from '../_shared/locale.ts';
import { intervalInput, requestLocale, tierInput } from '../_shared/validate.ts';

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

/** The metadata a session is created with: who buys what, and how it is found again. */
function sessionMetadata(userId: string, spec: PriceSpec): Record<string, string> {
  return {
    user_id: userId,
    kind: spec.kind,
    ...(spec.tier ? { tier: spec.tier, interval: spec.interval } : {}),
    ...(spec.addon ? { addon: spec.addon.name } : {}),
  };
}

/** Ten minutes: a session about to expire is not handed out again (the buyer needs time to pay). */
const REUSE_MARGIN_SECONDS = 600;

/**
 * The customer's open Checkout Session for exactly this purchase, if one has time left: a second
 * click (or a script) gets the same page instead of a new session and its Stripe calls.
 */
async function openSessionFor(
  stripe: Stripe,
  customer: string,
  metadata: Record<string, string>,
): Promise<string | null> {
  const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 });
  const wanted = Object.entries(metadata);
  const now = Math.floor(Date.now() / 1000);
  const same = open.data.find(
    (session) =>
      session.url &&
      session.expires_at > now + REUSE_MARGIN_SECONDS &&
      Object.keys(session.metadata ?? {}).length === wanted.length &&
      wanted.every(([key, value]) => session.metadata?.[key] === value),
  );
  return same?.url ?? null;
}

/**
 * Starts a Stripe Checkout subscription for a plan or an add-on and answers { url }, reusing the
 * open session for the same purchase. The page and the return pages are in the request's `locale`
 * (the language of the page the buyer clicked on; their stored one when absent). A reused session
 * keeps the language it was created in: a buyer who switches language and clicks again gets the
 * same session, not a second one they could also pay. Each call counts against the user's billing limit (429
 * past it, before any Stripe call). A user who already has a live plan gets a 409: plan changes
 * go through change-plan, which applies them from the next billing cycle instead of starting a
 * second subscription; so does one whose plan's renewal failed (payment_due: the portal fixes
 * it). Taxes are Stripe Tax's, from the billing address the page asks for.
 */
export const handler = endpoint(['POST'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const body = await readJsonObject(req);
  const spec = parseBody(body);
  const locale = requestLocale(body, user);
  await countBillingCall(db, user.id);
  const stripe = stripeClient();
  const customer = await getOrCreateCustomer(stripe, db, user, locale);
  const dashboard = `${siteUrl()}${SITE_PATHS[locale].dashboard}`;

  const standing = spec.kind === 'plan' ? await standingPlanSubscription(stripe, customer) : null;
  if (standing && !standing.owed) {
    // A second plan subscription would bill twice; a change waits for the period end.
    throw new HttpError(
      409,
      'You already have a plan: change it with change-plan, from your next billing cycle.',
      'plan_active',
    );
  }
  if (standing?.owed) {
    // The plan still stands with its renewal unpaid: paying that invoice (the portal) restores
    // it; a new checkout would bill a second plan beside it once the card works again.
    throw new HttpError(
      409,
      'Your plan’s renewal payment failed: update your payment method in the billing portal.',
      'payment_due',
    );
  }
  if (spec.addon && (await liveAddonSubscription(stripe, customer, spec.addon.name))) {
    throw new HttpError(
      409,
      `${spec.addon.name} is already active on your account.`,
      'already_active',
    );
  }

  const metadata = sessionMetadata(user.id, spec);
  const reusable = await openSessionFor(stripe, customer, metadata);
  if (reusable) return json(req, 200, { url: reusable });

  const price = await ensurePrice(stripe, spec);
  const session = await stripe.checkout.sessions.create(
    checkoutSessionParams({
      customer,
      userId: user.id,
      priceId: price.id,
      dashboard,
      metadata,
      locale,
    }),
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return json(req, 200, { url: session.url });
});

if (import.meta.main) Deno.serve(handler);
