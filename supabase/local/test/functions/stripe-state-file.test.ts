import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalStripe } from '../../src/stripe/index.ts';
import { localStripeSdk } from '../support/stripe.ts';

// A local Stripe state file written by an older emulator still starts (stripe-emulator.test.ts
// holds the round trip of a current one).

describe('state file from an older emulator', () => {
  it('restores a file saved before invoices had lines, leaving those invoices out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
    const stateFile = join(dir, 'stripe.json');
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
    const restored = await startLocalStripe({
      port: 0,
      stateFile,
      secretKey: 'sk_test_state',
      log: () => undefined,
    });
    try {
      const sdk = localStripeSdk(restored.port, 'sk_test_state');
      expect((await sdk.customers.retrieve('cus_old')).id).toBe('cus_old');
      expect((await sdk.invoices.list({ customer: 'cus_old' })).data).toEqual([]);
    } finally {
      await restored.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
