import { describe, expect, it } from 'vitest';
import { callFunction, signedInUser, harnessForFile, type Harness } from './harness.ts';

// A wrong or rotated STRIPE_SECRET_KEY fails locally as it does in production: the local Stripe
// answers it with a 401, so the product's functions report an error instead of a checkout.

let h: Harness;
harnessForFile((started) => (h = started), {
  functionsStripeKey: 'sk_test_mistyped_or_rotated_key',
});

describe('functions given a wrong STRIPE_SECRET_KEY', () => {
  it('answers create-checkout with an error and no checkout URL; Stripe keeps nothing', async () => {
    const user = await signedInUser(h);
    const res = await callFunction(h, 'create-checkout', {
      token: user.token,
      body: { tier: 'starter', interval: 'month' },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.url).toBeUndefined();
    expect(h.stripe.state.customers.size).toBe(0);
    expect(h.stripe.state.checkoutSessions.size).toBe(0);
  });
});
