import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { LocalStripe } from '../../src/stripe/index.ts';
import { catalogue, setupStripe } from '../../src/stripe-setup.ts';
import { localStripeForFile } from './local-stripe.ts';

/*
 * The Stripe setup script with the real stripe client against the local Stripe (same wire
 * format as Stripe's API): it creates the catalogue once, changes nothing when run again, and
 * replaces a price whose amount is wrong.
 */

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let emulator: LocalStripe;
let stripe: Stripe;

localStripeForFile((started) => ({ emulator, stripe } = started), { secretKey: 'sk_test_setup' });

async function priceFor(lookupKey: string): Promise<Stripe.Price> {
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  expect(found.data, lookupKey).toHaveLength(1);
  return found.data[0]!;
}

const productOf = (price: Stripe.Price) =>
  typeof price.product === 'string' ? price.product : price.product.id;

describe('pnpm stripe:setup', () => {
  it('creates the three plans (monthly and annual) and the six add-ons under their lookup keys', async () => {
    const results = await setupStripe(stripe);
    expect(results.map((result) => result.action)).toEqual(Array(12).fill('created'));
    expect(new Set(results.map((result) => result.productId)).size).toBe(9);

    const expected: Record<string, number> = {
      northbeam_starter_month: 99_700,
      northbeam_starter_year: 847 * 12 * 100,
      northbeam_professional_month: 199_700,
      northbeam_professional_year: 1_697 * 12 * 100,
      northbeam_enterprise_month: 399_700,
      northbeam_enterprise_year: 3_397 * 12 * 100,
      'northbeam_addon_additional-city-targeting': 49_700,
      'northbeam_addon_bilingual-seo': 79_700,
      'northbeam_addon_ecommerce-seo': 129_700,
      'northbeam_addon_emergency-seo-recovery': 249_700,
      'northbeam_addon_social-media-management': 89_700,
      'northbeam_addon_ppc-management': 149_700,
    };
    for (const [lookupKey, amount] of Object.entries(expected)) {
      const price = await priceFor(lookupKey);
      expect(price.unit_amount, lookupKey).toBe(amount);
      expect(price.currency).toBe('cad');
      expect(price.recurring?.interval).toBe(lookupKey.endsWith('_year') ? 'year' : 'month');
    }
    // A plan's monthly and annual prices belong to one product, named as the site names it.
    for (const tier of ['starter', 'professional', 'enterprise']) {
      const month = await priceFor(`northbeam_${tier}_month`);
      const year = await priceFor(`northbeam_${tier}_year`);
      expect(productOf(year)).toBe(productOf(month));
      const product = await stripe.products.retrieve(productOf(month));
      expect(product.metadata).toMatchObject({ kind: 'plan', tier });
      expect(product.tax_code).toBe('txcd_20030000');
    }
    const bilingual = await stripe.products.retrieve(
      productOf(await priceFor('northbeam_addon_bilingual-seo')),
    );
    expect(bilingual.name).toBe('Bilingual SEO (French/English)');
    expect(catalogue().map((product) => product.name)).toContain('Professional Plan');
  });

  it('gives a product made without a tax code the services tax code', async () => {
    const product = productOf(await priceFor('northbeam_professional_month'));
    emulator.state.products.get(product)!.tax_code = null;
    await setupStripe(stripe);
    expect((await stripe.products.retrieve(product)).tax_code).toBe('txcd_20030000');
    await expect(stripe.products.update(product, { tax_code: 'services' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('creates nothing when run again', async () => {
    const before = emulator.state.prices.size;
    const results = await setupStripe(stripe);
    expect(results.map((result) => result.action)).toEqual(Array(12).fill('kept'));
    expect(emulator.state.prices.size).toBe(before);
  });

  it('replaces a price whose amount is wrong, on the same product, and keeps the rest', async () => {
    const right = await priceFor('northbeam_starter_month');
    await stripe.prices.create({
      product: productOf(right),
      currency: 'cad',
      unit_amount: 12_345,
      recurring: { interval: 'month' },
      lookup_key: 'northbeam_starter_month',
      transfer_lookup_key: true,
    });
    expect((await priceFor('northbeam_starter_month')).unit_amount).toBe(12_345);

    const results = await setupStripe(stripe);
    const starter = results.find((result) => result.lookupKey === 'northbeam_starter_month')!;
    expect(starter.action).toBe('replaced');
    expect(results.filter((result) => result.action === 'kept')).toHaveLength(11);
    const fixed = await priceFor('northbeam_starter_month');
    expect(fixed.unit_amount).toBe(99_700);
    expect(productOf(fixed)).toBe(productOf(right));
  });

  it('runs from the command line with the functions’ variables, and says what is missing', async () => {
    // Asynchronously: the local Stripe answers from this process.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          path.join(packageDir, 'node_modules/.bin/tsx'),
          [path.join(packageDir, 'src/stripe-setup-cli.ts')],
          { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
          (error, stdout, stderr) =>
            resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const ok = await run({
      STRIPE_SECRET_KEY: 'sk_test_setup',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(emulator.port),
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('12 prices: 0 created or replaced, 12 already right.');
    const missing = await run({});
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('STRIPE_SECRET_KEY is not set');
  }, 90_000);
});
