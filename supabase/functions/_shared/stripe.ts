import Stripe from 'npm:stripe@23.1.0';
import { env } from './env.ts';
import { HttpError } from './http.ts';
import { TAX_CODE, type PriceSpec } from './plans.ts';

export { Stripe };

/**
 * Real Stripe unless STRIPE_API_HOST points elsewhere (the local emulator, or a test fake); the SDK
 * speaks the same wire format to both.
 */
export function stripeClient(): Stripe {
  const key = env('STRIPE_SECRET_KEY');
  if (!key)
    throw new HttpError(503, 'Billing is not configured on this server.', 'billing_unavailable');
  const host = env('STRIPE_API_HOST');
  const port = env('STRIPE_API_PORT');
  const protocol = env('STRIPE_API_PROTOCOL');
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(host ? { host } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  });
}

export function webhookSecret(): string {
  const secret = env('STRIPE_WEBHOOK_SECRET');
  if (!secret)
    throw new HttpError(503, 'Webhooks are not configured on this server.', 'billing_unavailable');
  return secret;
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * Finds the recurring price for a plan or add-on by lookup_key, creating it on first use so a fresh
 * Stripe account (or the emulator) needs no manual setup. transfer_lookup_key makes a concurrent
 * second creation win cleanly instead of leaving two prices under one key.
 */
export async function ensurePrice(stripe: Stripe, spec: PriceSpec): Promise<Stripe.Price> {
  const found = await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) return existing;
  return await stripe.prices.create({
    currency: 'cad',
    unit_amount: spec.unitAmount,
    recurring: { interval: spec.interval },
    lookup_key: spec.lookupKey,
    transfer_lookup_key: true,
    product_data: {
      name: spec.productName,
      tax_code: TAX_CODE,
      metadata: { kind: spec.kind, ...(spec.tier ? { tier: spec.tier } : {}) },
    },
    metadata: {
      kind: spec.kind,
      ...(spec.tier ? { tier: spec.tier } : {}),
      ...(spec.addon ? { addon: spec.addon.name } : {}),
    },
  });
}

/** Stripe being down is a 503 for the caller, not an unexplained 500. */
export function isStripeConnectionError(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}
