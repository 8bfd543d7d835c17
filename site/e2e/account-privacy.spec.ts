import { readFile } from 'node:fs/promises';
import {
  PASSWORD,
  expect,
  payWithTestCard,
  planCard,
  runEnv,
  showSections,
  submitSignIn,
  test,
  toasts,
  uniqueEmail,
} from './account/fixtures';
import { LOCAL_STRIPE_SECRET_KEY } from '../../supabase/local/src/keys.ts';

/*
 * The privacy rights on the embedded backend with the local Stripe: the export holds exactly the
 * person's rows, and a closed account can no longer sign in, its personal rows are gone and its
 * invoices remain in Stripe.
 */

async function stripeApi<T>(path: string): Promise<T> {
  const res = await fetch(`${runEnv().stripe}${path}`, {
    headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Rows of a table as the service role sees them (PostgREST), filtered by `query`. */
async function rows(table: string, query: string): Promise<unknown[]> {
  const { supabase, serviceRoleKey } = runEnv();
  const res = await fetch(`${supabase}/rest/v1/${table}?${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!res.ok) throw new Error(`${table}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown[];
}

/** An enquiry sent through the contact form's function, as a visitor would. */
async function sendEnquiry(email: string, message: string): Promise<void> {
  const { supabase, serviceRoleKey } = runEnv();
  const res = await fetch(`${supabase}/rest/v1/contact_enquiries`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ first_name: 'Ana', last_name: 'Lee', email, message }),
  });
  if (!res.ok) throw new Error(`enquiry: ${res.status} ${await res.text()}`);
}

test('a customer downloads exactly their data, closes the account, and cannot sign in again while the invoice stays in Stripe', async ({
  page,
  context,
  customer: email,
}) => {
  const other = uniqueEmail('someone-else');
  await sendEnquiry(email, 'An audit for my shop, please');
  await sendEnquiry(other, 'Not the customer');
  const yourData = page.getByRole('region', { name: 'Your data' });

  await test.step('signed in, Professional bought', async () => {
    await page.goto('/auth');
    await submitSignIn(page, email);
    await page.waitForURL('**/dashboard');
    const checkoutTab = context.waitForEvent('page');
    await planCard(page, 'Professional').getByRole('button', { name: 'Subscribe' }).click();
    const checkout = await checkoutTab;
    await payWithTestCard(checkout);
    await checkout.close();
    const card = page.getByRole('region', { name: 'Current Subscription' });
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText('Professional Plan')).toBeVisible();
    await showSections(page);
  });

  await test.step('"Download my data" answers their rows only and saves them as one JSON file', async () => {
    const answer = page.waitForResponse('**/functions/v1/export-my-data');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const data = (await (await answer).json()) as Record<string, unknown>;
    expect(data.profile).toMatchObject({ email });
    expect(data.enquiries).toEqual([
      expect.objectContaining({ email, message: 'An audit for my shop, please' }),
    ]);
    // Professional with Ontario's 13 % HST: the test card's billing address is in Toronto.
    expect(data.invoices).toEqual([expect.objectContaining({ total: 2256.61, status: 'paid' })]);
    expect(data.subscription).toMatchObject({ tier: 'professional', status: 'active' });
    expect(JSON.stringify(data)).not.toContain(other);
    await expect(yourData.getByText('1 invoice', { exact: true })).toBeVisible();
    await expect(yourData.getByText('1 enquiry sent from your address')).toBeVisible();
    const download = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Save the JSON file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^northbeam-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await readFile((await file.path())!, 'utf8'))).toEqual(data);
  });

  await test.step('"Close my account" with the password ends the plan now and says the invoices stay', async () => {
    await expect(
      yourData.getByText(
        'Your invoices are kept by our payment processor for six years, as tax law requires.',
      ),
    ).toBeVisible();
    await yourData.getByRole('button', { name: 'Close my account' }).click();
    await yourData.getByRole('radio', { name: /^Now/ }).check();
    await yourData.getByLabel(/Your password/).fill('not-my-password');
    await yourData.getByRole('button', { name: 'Close my account permanently' }).click();
    await expect(yourData.getByText('That password is not correct.')).toBeVisible();
    await yourData.getByLabel(/Your password/).fill(PASSWORD);
    await yourData.getByRole('button', { name: 'Close my account permanently' }).click();
    await expect(yourData.getByText('Your account is closed.')).toBeVisible();
    await expect(
      yourData.getByText(
        'Your personal data has been deleted. Your invoices remain with our payment processor for six years, as tax law requires.',
      ),
    ).toBeVisible();
  });

  await test.step('the invoice remains in the local Stripe; the personal rows are gone; no sign-in', async () => {
    const customers = await stripeApi<{ data: { id: string }[] }>(
      `/v1/customers?email=${encodeURIComponent(email)}`,
    );
    const customer = customers.data[0]!.id;
    const invoices = await stripeApi<{ data: { total: number }[] }>(
      `/v1/invoices?customer=${customer}`,
    );
    expect(invoices.data.map((i) => i.total)).toEqual([225661]);
    const subs = await stripeApi<{ data: { status: string }[] }>(
      `/v1/subscriptions?customer=${customer}&status=all`,
    );
    expect(subs.data.map((s) => s.status)).toEqual(['canceled']);
    expect(await rows('contact_enquiries', `email=eq.${encodeURIComponent(email)}`)).toEqual([]);
    expect(await rows('contact_enquiries', `email=eq.${encodeURIComponent(other)}`)).toHaveLength(
      1,
    );
    const admin = await fetch(`${runEnv().supabase}/auth/v1/admin/users?per_page=1000`, {
      headers: {
        apikey: runEnv().serviceRoleKey,
        Authorization: `Bearer ${runEnv().serviceRoleKey}`,
      },
    });
    const { users } = (await admin.json()) as { users: { email: string }[] };
    expect(users.map((u) => u.email)).not.toContain(email);

    await yourData.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/auth');
    await submitSignIn(page, email);
    await expect(toasts(page)).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
