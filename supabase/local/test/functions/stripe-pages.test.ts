import { AxeBuilder } from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalStripe, type LocalStripe } from '../../src/stripe/index.ts';
import { localStripeSdk, monthlyPrice } from '../support/stripe.ts';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';

// The hosted pages are used by people: drive them in Debian's Chromium and check them with axe.
let emulator: LocalStripe;
let stripe: Stripe;
let browser: Browser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><html lang="en"><title>Dashboard</title><h1>Dashboard</h1></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // With the portal's plan switching on, to drive that page too (the site's portal has it off).
  emulator = await startLocalStripe({
    port: 0,
    secretKey: 'sk_test_pages',
    log: () => undefined,
    portalPlanChanges: true,
  });
  stripe = localStripeSdk(emulator.port, 'sk_test_pages');
  browser = await chromium.launch(chromiumLaunchOptions);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
  await new Promise<void>((resolve) => {
    site?.closeAllConnections();
    site?.close(() => resolve());
  });
});

async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function planPrice(name: string, amount: number, key: string): Promise<Stripe.Price> {
  return await monthlyPrice(
    stripe,
    amount,
    { name, metadata: { kind: 'plan' } },
    { lookup_key: key },
  );
}

it('checkout: a person declines, then pays, and lands back on the site; the portal changes and cancels the plan', async () => {
  const customer = await stripe.customers.create({ email: 'pat@example.com' });
  const professional = await planPrice('Professional Plan', 199700, 'pages_professional');
  await planPrice('Starter Plan', 99700, 'pages_starter');
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: professional.id, quantity: 1 }],
    success_url: `${siteUrl}/dashboard?checkout=success`,
    cancel_url: `${siteUrl}/dashboard?checkout=cancelled`,
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(session.url!);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Subscribe to Professional Plan',
    );
    expect(
      await page
        .getByRole('link', { name: 'Cancel and return to Northbeam SEO' })
        .getAttribute('href'),
    ).toBe(`${siteUrl}/dashboard?checkout=cancelled`);
    await expectAccessible(page);

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Your card was declined.');
    await expectAccessible(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${siteUrl}/dashboard?checkout=success`);

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${siteUrl}/dashboard`,
    });
    await page.goto(portal.url);
    await expectAccessible(page);
    await page
      .getByLabel('Change plan')
      .selectOption({ label: 'Starter Plan – CA$997.00 per month' });
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Your plan has been updated.');
    expect(await page.getByRole('heading', { level: 3 }).textContent()).toBe('Starter Plan');

    await page.getByRole('radio', { name: 'Immediately' }).check();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Your subscription has been canceled.').waitFor();
    expect(await page.getByText('You have no active subscriptions.').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Northbeam SEO' }).click();
    await page.waitForURL(`${siteUrl}/dashboard`);
  } finally {
    await context.close();
  }
  const subs = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
  expect(subs.data.map((s) => s.status)).toEqual(['canceled']);
}, 60_000);
