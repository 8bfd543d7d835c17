import type { Page } from '@playwright/test';
import { expect, payWithTestCard, planCard, showSections, signIn, test } from './account/fixtures';

/*
 * Sales tax end to end, on the embedded backend with the local Stripe: a customer in Montréal and
 * one in Toronto subscribe to Professional, pay the taxes of their province, and find the invoice
 * with those lines in the dashboard; the annual plan is taxed on its annual amount.
 */

const MONTREAL = {
  line1: '1000 rue Sherbrooke Ouest',
  city: 'Montréal',
  province: 'Quebec',
  postalCode: 'H3A 3G4',
};
const TORONTO = {
  line1: '100 King St W',
  city: 'Toronto',
  province: 'Ontario',
  postalCode: 'M5X 1C9',
};

async function subscribe(page: Page, address: typeof MONTREAL, annual = false) {
  const plans = page.getByRole('region', { name: 'Available Plans' });
  await expect(page.getByText(/^Prices in CAD \+ applicable taxes/)).toBeVisible();
  if (annual) await plans.getByRole('radio', { name: /Annual/ }).check();
  const tab = page.context().waitForEvent('page');
  await planCard(page, 'Professional').getByRole('button', { name: 'Subscribe' }).click();
  const checkout = await tab;
  await expect(checkout.getByText('+ applicable taxes')).toBeVisible();
  await payWithTestCard(checkout, { address });
  await checkout.close();
  await page.reload();
}

/** The invoice table's first row, as the customer reads it. */
async function firstInvoice(page: Page) {
  // The invoices load when the customer scrolls to them.
  await showSections(page);
  const table = page.getByRole('table', { name: 'Your invoices, newest first' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
}

/** The first invoice's row once `customer` has signed in and subscribed from `address`. */
async function invoiceOnceSubscribed(
  page: Page,
  customer: string,
  address: typeof MONTREAL,
  annual = false,
) {
  await signIn(page, customer);
  await subscribe(page, address, annual);
  return firstInvoice(page);
}

test('a customer in Montréal pays 1,997.00 + 99.85 GST + 199.20 QST = 2,296.05 and sees the invoice', async ({
  page,
  customer,
}) => {
  const [, plan, subtotal, taxes, total, status] = await invoiceOnceSubscribed(
    page,
    customer,
    MONTREAL,
  );
  expect([plan, subtotal, taxes, total, status]).toEqual([
    'Professional Plan',
    '$1,997.00',
    'GST (5%) $99.85 QST (9.975%) $199.20',
    '$2,296.05',
    'Paid',
  ]);
  await expect(
    page.getByText(/^GST\/HST registration \d{9}RT\d{4} · QST registration/),
  ).toBeVisible();
  const invoice = page.getByRole('link', { name: /^View invoice / });
  const hosted = await page.request.get((await invoice.getAttribute('href'))!);
  expect(await hosted.text()).toContain('$2,296.05');
});

test('a customer in Toronto pays 1,997.00 + 259.61 HST = 2,256.61 and sees the invoice', async ({
  page,
  customer,
}) => {
  const [, , subtotal, taxes, total] = await invoiceOnceSubscribed(page, customer, TORONTO);
  expect([subtotal, taxes, total]).toEqual(['$1,997.00', 'HST (13%) $259.61', '$2,256.61']);
});

test('the annual plan is taxed on its annual amount', async ({ page, customer }) => {
  const [, plan, subtotal, taxes, total] = await invoiceOnceSubscribed(
    page,
    customer,
    MONTREAL,
    true,
  );
  // 20,364.00 (1,697 × 12) + 1,018.20 GST + 2,031.31 QST.
  expect([plan, subtotal, taxes, total]).toEqual([
    'Professional Plan (billed annually)',
    '$20,364.00',
    'GST (5%) $1,018.20 QST (9.975%) $2,031.31',
    '$23,413.51',
  ]);
});
