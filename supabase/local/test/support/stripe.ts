import Stripe from 'stripe';
import { expect } from 'vitest';

/** The official SDK pointed at a local Stripe on `port`: Stripe's wire format over plain HTTP. */
export function localStripeSdk(port: number, key: string): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

/** A monthly CAD price with a product of its own (`product`: its name and metadata). */
export async function monthlyPrice(
  stripe: Stripe,
  amount: number,
  product: Stripe.PriceCreateParams.ProductData,
  params: Partial<Stripe.PriceCreateParams> = {},
): Promise<Stripe.Price> {
  return await stripe.prices.create({
    currency: 'cad',
    unit_amount: amount,
    recurring: { interval: 'month' },
    product_data: product,
    ...params,
  });
}

/** Expects `call` to be refused with the SDK's invalid-request error, matching `fields`. */
export async function expectInvalidRequest(
  call: Promise<unknown>,
  fields: Record<string, unknown>,
): Promise<void> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  expect(error).toMatchObject(fields);
}

/** Posts a form the way a browser submits the hosted pages, without following redirects. */
export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
/** A billing address Checkout's tax needs (create-checkout turns Stripe Tax on): Toronto, HST. */
export const TORONTO_ADDRESS = {
  country: 'CA',
  line1: '100 King St W',
  city: 'Toronto',
  state: 'ON',
  postal_code: 'M5X 1C9',
};

/** A billing address in Québec: GST and QST. */
export const MONTREAL_ADDRESS = {
  country: 'CA',
  line1: '1000 rue Sherbrooke Ouest',
  city: 'Montréal',
  state: 'QC',
  postal_code: 'H3A 3G4',
};

export const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };
