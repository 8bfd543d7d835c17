import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startLocalStripe } from '../../src/stripe/index.ts';
import { localStripeSdk, PAYING_CARD, postForm } from '../support/stripe.ts';

// The local Stripe's state file: a current one round-trips across a restart, and one written by
// an older emulator still starts.

/** A local Stripe on `stateFile` for the length of `run`, which gets the SDK on it. */
async function withStateFile(stateFile: string, run: (sdk: Stripe) => Promise<void>) {
  const emulator = await startLocalStripe({
    port: 0,
    stateFile,
    secretKey: 'sk_test_state',
    log: () => undefined,
  });
  try {
    await run(localStripeSdk(emulator.port, 'sk_test_state'));
  } finally {
    await emulator.stop();
  }
}

/** A fresh directory for a state file, removed after `run`. */
async function inTempDir(run: (stateFile: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
  try {
    await run(join(dir, 'stripe.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('state file', () => {
  it('keeps customers, prices and subscriptions across a restart', () =>
    inTempDir(async (stateFile) => {
      let customer = '';
      let price = '';
      await withStateFile(stateFile, async (sdk) => {
        customer = (await sdk.customers.create({ metadata: { user_id: 'u-state' } })).id;
        price = (
          await sdk.prices.create({
            currency: 'cad',
            unit_amount: 49700,
            recurring: { interval: 'month' },
            lookup_key: 'state_addon',
            product_data: { name: 'Additional city targeting' },
          })
        ).id;
        const session = await sdk.checkout.sessions.create({
          mode: 'subscription',
          customer,
          line_items: [{ price, quantity: 1 }],
          success_url: 'http://localhost/ok',
        });
        expect((await postForm(session.url!, PAYING_CARD)).status).toBe(303);
      });
      await withStateFile(stateFile, async (sdk) => {
        expect((await sdk.customers.retrieve(customer)).id).toBe(customer);
        expect(
          (await sdk.prices.list({ lookup_keys: ['state_addon'] })).data.map((p) => p.id),
        ).toEqual([price]);
        const subs = await sdk.subscriptions.list({ customer });
        expect(subs.data.map((s) => [s.status, s.items.data[0]?.price.id])).toEqual([
          ['active', price],
        ]);
      });
    }));
});

describe('state file from an older emulator', () => {
  it('restores a file saved before invoices had lines, leaving those invoices out', () =>
    inTempDir(async (stateFile) => {
      const customer = { id: 'cus_old', object: 'customer', created: 1, email: null, name: null };
      const invoice = { id: 'in_old', object: 'invoice', created: 1, customer: 'cus_old' };
      const saved = {
        version: 1,
        events: [],
        customers: [{ ...customer, description: null, metadata: {}, livemode: false }],
        invoices: [
          {
            ...invoice,
            status: 'paid',
            currency: 'cad',
            amount_due: 100,
            amount_paid: 100,
            livemode: false,
          },
        ],
      };
      writeFileSync(stateFile, JSON.stringify(saved));
      await withStateFile(stateFile, async (sdk) => {
        expect((await sdk.customers.retrieve('cus_old')).id).toBe('cus_old');
        expect((await sdk.invoices.list({ customer: 'cus_old' })).data).toEqual([]);
      });
    }));
});
