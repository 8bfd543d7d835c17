// Creates the Stripe catalogue the functions sell: one product per plan (Starter, Professional,
// Enterprise) with its monthly and annual price, and one product per add-on with its monthly
// price, every product with the tax code Stripe Tax computes its taxes from (TAX_CODE; a product
// made before it, or with another, is given it), each price under the lookup key the functions find it by (supabase/functions/_shared/
// plans.ts). Idempotent: a price already under its key with the right amount, currency and
// interval is kept; one with another amount is replaced by a new price on the same product, which
// takes the key over (transfer_lookup_key); running it twice creates nothing the second time.
//
//   STRIPE_SECRET_KEY=sk_live_... pnpm stripe:setup
//
// STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point it at another Stripe-compatible
// API (the local Stripe of supabase/local), as they do for the functions.
import Stripe from 'stripe';
import {
  addonPrice,
  ADDONS,
  CURRENCY,
  planPrice,
  PLANS,
  TAX_CODE,
  TIERS,
  type PriceSpec,
} from '../../functions/_shared/plans.ts';

export interface CatalogueProduct {
  name: string;
  metadata: Record<string, string>;
  prices: PriceSpec[];
}

/** The products and prices the functions expect, grouped by product. */
export function catalogue(): CatalogueProduct[] {
  return [
    ...TIERS.map((tier) => ({
      name: `${PLANS[tier].name} Plan`,
      metadata: { kind: 'plan', tier },
      prices: [planPrice(tier, 'month'), planPrice(tier, 'year')],
    })),
    ...ADDONS.map((addon) => ({
      name: addon.name,
      metadata: { kind: 'addon', addon: addon.name },
      prices: [addonPrice(addon)],
    })),
  ];
}

export interface SetupResult {
  lookupKey: string;
  priceId: string;
  productId: string;
  action: 'created' | 'kept' | 'replaced';
}

const matches = (price: Stripe.Price, spec: PriceSpec) =>
  price.unit_amount === spec.unitAmount &&
  price.currency === CURRENCY &&
  price.recurring?.interval === spec.interval;

function productIdOf(price: Stripe.Price): string {
  return typeof price.product === 'string' ? price.product : price.product.id;
}

export async function setupStripe(stripe: Stripe): Promise<SetupResult[]> {
  const results: SetupResult[] = [];
  for (const product of catalogue()) {
    // At most two keys per product: within Stripe's limit of ten lookup_keys per list call.
    const found = await stripe.prices.list({
      lookup_keys: product.prices.map((spec) => spec.lookupKey),
      active: true,
      limit: 10,
    });
    const byKey = new Map(found.data.map((price) => [price.lookup_key, price]));
    const known = found.data[0];
    const productId = known
      ? productIdOf(known)
      : (
          await stripe.products.create({
            name: product.name,
            metadata: product.metadata,
            tax_code: TAX_CODE,
          })
        ).id;
    if (known) {
      const existing = await stripe.products.retrieve(productId);
      const code =
        typeof existing.tax_code === 'string' ? existing.tax_code : existing.tax_code?.id;
      if (code !== TAX_CODE) await stripe.products.update(productId, { tax_code: TAX_CODE });
    }
    for (const spec of product.prices) {
      const existing = byKey.get(spec.lookupKey);
      if (existing && matches(existing, spec)) {
        results.push({
          lookupKey: spec.lookupKey,
          priceId: existing.id,
          productId: productIdOf(existing),
          action: 'kept',
        });
        continue;
      }
      const created = await stripe.prices.create({
        product: productId,
        currency: CURRENCY,
        unit_amount: spec.unitAmount,
        recurring: { interval: spec.interval },
        lookup_key: spec.lookupKey,
        transfer_lookup_key: true,
        metadata: {
          kind: spec.kind,
          ...(spec.tier ? { tier: spec.tier } : {}),
          ...(spec.addon ? { addon: spec.addon.name } : {}),
        },
      });
      results.push({
        lookupKey: spec.lookupKey,
        priceId: created.id,
        productId,
        action: existing ? 'replaced' : 'created',
      });
    }
  }
  return results;
}

/** The client the functions build, from the same variables. */
export function stripeFromEnv(env: NodeJS.ProcessEnv = process.env): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set (Dashboard → Developers → API keys).');
  const protocol = env.STRIPE_API_PROTOCOL;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  });
}

export function formatResults(results: SetupResult[]): string {
  return results
    .map((result) => `${result.action.padEnd(8)} ${result.lookupKey} ${result.priceId}`)
    .join('\n');
}
