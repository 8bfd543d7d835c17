import type { Locator, Page } from '@playwright/test';
import {
  choosePasswordFromLink,
  expect,
  getStartedOnPricing,
  linkIn,
  mailsTo,
  payWithTestCard,
  planCard,
  requestNewResetLink,
  requestPasswordReset,
  runEnv,
  stripeApi,
  submitSignIn,
  subscriptionOf,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from './account/fixtures';
import { ready } from './ready';

/*
 * A customer's year in one run, on the embedded backend with the local Stripe and the MailDev
 * inbox: an annual plan bought from /pricing, a plan change that waits for the period end and
 * applies when the period rolls over, the newsletter left through its mail's link (and nothing
 * sent after that), and a way back from an expired password-reset link.
 */

async function subscribeToNewsletter(form: Locator, address: string) {
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
  await expect(form.getByLabel('Email address')).toHaveValue('');
  return await waitForMail(address, /Confirm your newsletter subscription/);
}

test('a customer buys an annual plan, changes plan at the period end, leaves the newsletter and recovers from an expired reset link', async ({
  page,
  context,
  browser,
  customer: email,
}) => {
  const plans = page.getByRole('region', { name: 'Available Plans' });
  const card = page.getByRole('region', { name: 'Current Subscription' });
  let periodEnd = '';

  await test.step('annual Starter chosen on /pricing, signed in on /auth, bought on the dashboard', async () => {
    await getStartedOnPricing(page, 'Starter', true);
    await page.waitForURL('**/auth?plan=starter&returnTo=%2Fpricing&billingPeriod=annual');
    // The card opens on Create Account; a returning customer switches to Sign In.
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await submitSignIn(page, email);
    await page.waitForURL('**/dashboard');
    await expect(plans.getByRole('radio', { name: /Annual/ })).toBeChecked();

    const checkoutTab = context.waitForEvent('page');
    const request = page.waitForRequest('**/functions/v1/create-checkout');
    await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' }).click();
    expect((await request).postDataJSON()).toEqual({
      tier: 'starter',
      interval: 'year',
      locale: 'en-CA',
    });
    const checkout = await checkoutTab;
    await expect(checkout.getByText(/10,164/).first()).toBeVisible();
    await payWithTestCard(checkout);
    await checkout.close();

    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText('Starter Plan')).toBeVisible();
    const renewal = card.getByText(/^Billed annually · Renews on /);
    await expect(renewal).toBeVisible();
    periodEnd = (await renewal.textContent())!.replace('Billed annually · Renews on ', '');
    expect(periodEnd).toMatch(
      new RegExp(`^[A-Z][a-z]+ \\d{1,2}, ${new Date().getUTCFullYear() + 1}$`),
    );
  });

  await test.step("'Upgrade' to Professional waits for the period end; the card says when", async () => {
    const request = page.waitForRequest('**/functions/v1/change-plan');
    const tabs: Page[] = [];
    context.on('page', (opened) => tabs.push(opened));
    await planCard(page, 'Professional').getByRole('button', { name: 'Upgrade' }).click();
    expect((await request).postDataJSON()).toEqual({ tier: 'professional', interval: 'year' });
    await expect(toasts(page)).toContainText('Plan change scheduled');
    await expect(toasts(page)).toContainText(
      'Your plan changes to Professional at the start of your next billing cycle.',
    );
    await expect(
      card.getByText(`Changes to Professional (billed annually) on ${periodEnd}`),
    ).toBeVisible();
    // Nothing changes before then: the plan held, its renewal, no checkout or portal tab.
    await expect(card.getByText('Starter Plan')).toBeVisible();
    await expect(plans.getByRole('article', { name: 'Starter' })).toContainText('Current');
    expect(tabs).toEqual([]);
  });

  await test.step('when the period rolls over the card shows Professional', async () => {
    const sub = await subscriptionOf(email);
    await stripeApi(`/local/subscriptions/${sub.id}/advance_to_period_end`, 'POST');
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText('Professional Plan')).toBeVisible();
    await expect(card.getByText(`Active until ${periodEnd}`)).toHaveCount(0);
    await expect(card.getByText(/^Changes to /)).toHaveCount(0);
    await expect(plans.getByRole('article', { name: 'Professional' })).toContainText('Current');
  });

  await test.step('the newsletter mail’s link unsubscribes; the next issue reaches others only', async () => {
    const reader = uniqueEmail('journey-reader');
    await page.goto('/blog');
    await ready(page);
    const form = page.getByRole('form', { name: 'Newsletter' });
    for (const address of [email, reader]) {
      const mail = await subscribeToNewsletter(form, address);
      // The link opens the blog's panel; its button confirms.
      await page.goto(linkIn(mail, 'newsletter=confirm'));
      await ready(page);
      await page.getByRole('button', { name: 'Confirm subscription', exact: true }).click();
      await expect(page).toHaveURL(/\/blog\?newsletter=confirmed#newsletter-heading$/);
      await ready(page);
    }
    const confirmation = await waitForMail(email, /Confirm your newsletter subscription/);
    await page.goto(linkIn(confirmation, 'newsletter=unsubscribe'));
    await ready(page);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: "You're unsubscribed" })).toBeVisible();

    const subject = `Local search notes ${Date.now()}`;
    const { supabase, serviceRoleKey } = runEnv();
    const sent = await fetch(`${supabase}/functions/v1/newsletter-send`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ subject, text: 'Three things we changed this month.' }),
    });
    expect(sent.status).toBe(200);
    // The confirmed reader gets the issue (so it was sent); the address that left does not (CASL).
    await waitForMail(reader, new RegExp(subject));
    expect((await mailsTo(email)).map((mail) => mail.subject)).not.toContain(subject);
  });

  await test.step('an expired reset link says so and sends a new one, which sets the password', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    const link = await requestPasswordReset(page, email);
    // Used once elsewhere, the link has expired for this browser.
    const other = await browser.newContext({ baseURL: runEnv().site });
    await (await other.newPage()).goto(link);
    await other.close();

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeVisible();
    await choosePasswordFromLink(page, await requestNewResetLink(page, email, link), {
      password: 'a-second-secret-42',
    });
    await expect(card.getByText('Professional Plan')).toBeVisible();
  });
});
