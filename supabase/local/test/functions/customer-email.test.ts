import { expect, it } from 'vitest';
import { callFunction, signedInUser, harnessForFile, type Harness } from './harness.ts';

/*
 * Stripe sends receipts and invoices to the customer's e-mail, which Stripe keeps apart from the
 * account: after an e-mail change (confirmed in Auth, which Stripe never hears of) the customer is
 * brought up to date the next time the person buys or opens the portal, with the real functions
 * under Deno and the local Stripe.
 */

let h: Harness;
harnessForFile((started) => (h = started));

it('the Stripe customer follows the account’s new e-mail address', async () => {
  const user = await signedInUser(h);
  const first = await callFunction(h, 'create-checkout', {
    token: user.token,
    body: { tier: 'starter' },
  });
  expect(first.status).toBe(200);
  const [customerId, customer] = [...h.stripe.state.customers.entries()].find(
    ([, entry]) => entry.metadata?.user_id === user.id,
  )!;
  expect(customer.email).toBe(user.email);

  const changed = `changed-${user.email}`;
  const { error } = await h.admin.auth.admin.updateUserById(user.id, {
    email: changed,
    email_confirm: true,
  });
  expect(error).toBeNull();
  const portal = await callFunction(h, 'customer-portal', { token: user.token });
  expect(portal.status).toBe(200);
  expect(h.stripe.state.customers.get(customerId)?.email).toBe(changed);
}, 120_000);
