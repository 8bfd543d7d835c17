import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY, type LocalStripe } from '../../src/stripe/index.ts';
import { expectInvalidRequest, localStripeSdk, monthlyPrice } from '../support/stripe.ts';
import { localStripeForFile } from './local-stripe.ts';

// Keys and errors as Stripe answers them: only the account's own secret key is accepted, and an
// unknown id given as a parameter is a 400 naming that parameter (a 404 is for ids in the path).

let emulator: LocalStripe;
let stripe: Stripe;

localStripeForFile((started) => ({ emulator, stripe } = started));

describe('API keys', () => {
  it('accepts its own documented secret key', async () => {
    expect(LOCAL_STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
    await expect(stripe.customers.list()).resolves.toMatchObject({ object: 'list' });
  });

  it("answers any other test key with Stripe's 401, naming the key masked", async () => {
    const wrong = 'sk_test_someone_elses_key_9f3a';
    const sdk = localStripeSdk(emulator.port, wrong);
    const error = await sdk.customers.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401 });

    const res = await fetch(`${emulator.url}/v1/customers`, {
      headers: { authorization: `Bearer ${wrong}` },
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: Record<string, string> };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'api_key_invalid' });
    expect(body.error.message).toMatch(/^Invalid API Key provided: sk_test_\*+9f3a$/);
    expect(body.error.message).not.toContain('someone');
  });

  it('refuses a wrong key before doing anything: nothing is created', async () => {
    const before = emulator.state.customers.size;
    const sdk = localStripeSdk(emulator.port, 'sk_test_rotated_key_0000');
    await expect(sdk.customers.create({ email: 'nobody@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    expect(emulator.state.customers.size).toBe(before);
  });
});

describe('unknown ids in create parameters', () => {
  it('answers an unknown price in a Checkout Session with 400 resource_missing and its param', async () => {
    const session = stripe.checkout.sessions.create({
      mode: 'subscription',
      success_url: 'https://example.com/ok',
      line_items: [{ price: 'price_does_not_exist', quantity: 1 }],
    });
    await expectInvalidRequest(session, {
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: "No such price: 'price_does_not_exist'",
    });
  });

  it('answers an unknown customer in a Checkout Session with 400 resource_missing and its param', async () => {
    const price = await monthlyPrice(stripe, 1000, { name: 'Plan' });
    const session = stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: 'cus_does_not_exist',
      success_url: 'https://example.com/ok',
      line_items: [{ price: price.id, quantity: 1 }],
    });
    await expectInvalidRequest(session, {
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
      message: "No such customer: 'cus_does_not_exist'",
    });
    await expectInvalidRequest(
      stripe.billingPortal.sessions.create({ customer: 'cus_does_not_exist' }),
      {
        statusCode: 400,
        code: 'resource_missing',
        param: 'customer',
      },
    );
  });

  it('still answers an unknown id in the path with 404', async () => {
    await expectInvalidRequest(stripe.invoices.retrieve('in_missing'), {
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    });
  });
});
