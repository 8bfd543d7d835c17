import type { Locator, Page } from '@playwright/test';
import {
  choosePasswordFromLink,
  expect,
  expectAccessible,
  getStartedOnPricing,
  payWithTestCard,
  planCard,
  requestNewResetLink,
  PASSWORD,
  requestPasswordReset,
  runEnv,
  signIn,
  submitSignIn,
  test,
  toasts,
} from './account/fixtures';
import { holdRequests } from './hold';
import { pageStarted } from './ready';

test('annual billing chosen on /pricing travels through /auth to the dashboard, which buys the annual price', async ({
  page,
  context,
  customer: email,
}) => {
  await getStartedOnPricing(page, 'Starter', true);
  // A document navigation (the page runs no router): the choice travels in the query.
  await page.waitForURL('**/auth?plan=starter&returnTo=%2Fpricing&billingPeriod=annual');
  // A plan choice opens Create Account, with the plan and its price; a returning customer
  // switches to Sign In on the card.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('Selected Plan: Starter')).toBeVisible();
  await expect(page.getByText('$847/month', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();

  await submitSignIn(page, email);
  await page.waitForURL('**/dashboard');

  // The dashboard offers the same toggle, on the period chosen on /pricing.
  const plans = page.getByRole('region', { name: 'Available Plans' });
  await expect(plans.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await expect(plans.getByText('Save 15% with annual billing!')).toBeVisible();
  const starter = plans.getByRole('article', { name: 'Starter' });
  await expect(starter).toContainText('$847');
  await expect(starter).toContainText('/month (billed annually)');

  const checkoutTab = context.waitForEvent('page');
  const request = page.waitForRequest('**/functions/v1/create-checkout');
  await starter.getByRole('button', { name: 'Subscribe' }).click();
  expect((await request).postDataJSON()).toEqual({
    tier: 'starter',
    interval: 'year',
    locale: 'en-CA',
  });
  const checkout = await checkoutTab;
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Starter Plan');
  await expect(checkout.getByText('per year', { exact: true })).toBeVisible();
  await expect(checkout.getByText(/10,164/).first()).toBeVisible();
  await payWithTestCard(checkout);
  // The subscription card's plan name (the invoice list, loaded after it, names it too).
  await expect(
    checkout.getByRole('region', { name: 'Current Subscription' }).getByText('Starter Plan'),
  ).toBeVisible();
  // The card shows the period and the next renewal, a year from now.
  const renewal = new Date();
  renewal.setUTCFullYear(renewal.getUTCFullYear() + 1);
  await expect(
    checkout.getByText(
      new RegExp(`^Billed annually · Renews on [A-Z][a-z]+ \\d{1,2}, ${renewal.getUTCFullYear()}$`),
    ),
  ).toBeVisible();
  await checkout.close();

  // Signed in, a choice on /pricing goes straight to the dashboard, with its period.
  await getStartedOnPricing(page, 'Professional');
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
  await expect(plans.getByRole('radio', { name: /Monthly/ })).toBeChecked();
});

test('a wrong password shows the provider error; the button shows Loading... while busy', async ({
  page,
  customer: email,
}) => {
  await page.goto('/auth');

  // Hold the sign-in request to see the busy state.
  const release = await holdRequests(page, '**/auth/v1/token?grant_type=password');
  await submitSignIn(page, email, 'not-the-password');
  const busy = page.getByRole('button', { name: 'Loading...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('the form checks its fields before calling the backend', async ({ page }) => {
  let calls = 0;
  await page.route('**/auth/v1/**', async (route) => {
    calls += 1;
    await route.continue();
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The error summary takes focus and links each field; each message is beside its field too.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Email is required.',
    'Password is required.',
  ]);
  await summary.getByRole('link', { name: 'Password is required.' }).click();
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Password is required.');

  await submitSignIn(page, 'not-an-email', '12345');
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter a valid email address.',
    'Password must be at least 6 characters.',
  ]);
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );

  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(summary.getByRole('link').first()).toHaveText('Full name is required.');
  expect(calls).toBe(0);
});

test('forgot password: the mailed link opens the new-password form, which signs in', async ({
  page,
  browser,
  customer: email,
}) => {
  const link = await requestPasswordReset(page, email);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(
    `${runEnv().site}/auth?mode=update-password`,
  );
  await choosePasswordFromLink(page, link, { password: 'a-brand-new-secret' });
  await expect(toasts(page)).toContainText('Password updated');
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();

  // The new password works in a fresh browser; the old one no longer does.
  const fresh = await browser.newContext({ baseURL: runEnv().site });
  const other = await fresh.newPage();
  await signIn(other, email, 'a-brand-new-secret');
  await fresh.close();
});

test('a used or expired reset link says so and sends a new one; the new-password card has a way back', async ({
  page,
  browser,
  customer: email,
}) => {
  // The link works once: another browser asks for it (so holds its PKCE verifier), follows it,
  // then leaves the new-password card.
  const other = await browser.newContext({ baseURL: runEnv().site });
  const tab = await other.newPage();
  const link = await requestPasswordReset(tab, email);
  await tab.goto(link);
  await expect(tab.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await tab.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await other.close();

  // Followed again, it has expired: the card says so instead of asking for a password.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has expired' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Reset links work once, within five minutes, in the browser where you asked for them. Enter your email to get a new one.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  await requestNewResetLink(page, email, link);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
});

test('a link carrying a session in its fragment signs nobody in (login CSRF)', async ({
  page,
  customer: attacker,
}) => {
  // The attacker's own session, as an implicit-flow link would carry it.
  const { supabase, serviceRoleKey } = runEnv();
  const res = await fetch(`${supabase}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: attacker, password: PASSWORD }),
  });
  const session = (await res.json()) as Record<string, string | number>;
  expect(session.access_token).toBeTruthy();
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type: 'magiclink',
  });

  for (const path of ['/pricing', '/auth']) {
    await page.goto(`${path}#${fragment}`);
    // Whatever the page does with the link (before PKCE: /auth took the session, then /dashboard),
    // the visitor stays signed out.
    await page.waitForLoadState('networkidle');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${attacker}`)).toHaveCount(0);
  }
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
    ),
  ).toEqual([]);
});

test('a signed-in user opening /auth is sent to /dashboard', async ({ page, customer: email }) => {
  await signIn(page, email);
  await page.goto('/auth');
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
  // The header offers the dashboard instead of Sign In.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first(),
  ).toBeVisible();
});

test('/dashboard without a session shows Loading... and then redirects to /auth', async ({
  page,
}) => {
  // Hold the auth client's code so the unknown-session state stays on screen.
  const release = await holdRequests(page, /\/assets\/supabase-[^/]+\.js$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  release();
  await page.waitForURL('**/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
});

test('/auth shows its sign-in card before its script runs, keeps what was typed as it hydrates, and nothing moves', async ({
  page,
  customer,
}) => {
  // Hold the card's script: what shows until then is the prerendered page alone.
  const release = await holdRequests(page, /\/assets\/authCard-[^/]+\.js$/);
  await page.goto('/auth');
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome Back' });
  await expect(heading).toBeVisible();
  // A screen tall: the footer stays below the first view.
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeDisabled();
  // The fields take text before the script; Enter submits nothing (the password would go into
  // the address) while the card is not running.
  await page.getByLabel('Email').fill(customer);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  const card = page.getByRole('region', { name: 'Welcome Back' });
  const before = await shownBox(card);
  expect(page.url()).toMatch(/\/auth$/);
  release();
  await page.waitForFunction(pageStarted);
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(customer);
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  expect(await shownBox(card)).toEqual(before);
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  // What was typed before the script ran is what the card sends.
  await submit.click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Welcome back, ${customer}`)).toBeVisible();
});

test('a signed-in /dashboard names the customer before its session is read, and its header does not move', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  // Hold the session machine's code: what shows until then is the prerender and the island
  // script's (the part renders its first view from the stored session meanwhile).
  const release = await holdRequests(page, /\/assets\/sessionActor-[^/]+\.js$/);
  // auth-js is not needed to show a fresh stored session (account/sessionToken.ts).
  const authClientRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/supabase-[^/]+\.js$/.test(request.url())) authClientRequests.push(request.url());
  });
  await page.reload();
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  const welcome = page.getByText(`Welcome back, ${customer}`, { exact: true });
  await expect(welcome).toBeVisible();
  const before = { heading: await shownBox(heading), welcome: await shownBox(welcome) };
  // The footer stays below the first view, so the dashboard does not push it out of sight.
  await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  await expect(page.getByRole('region', { name: 'Current Subscription' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect({ heading: await shownBox(heading), welcome: await shownBox(welcome) }).toEqual(before);
  await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
  expect(authClientRequests).toEqual([]);
  // Signing out needs auth-js: it loads then, and the session ends.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(authClientRequests).toHaveLength(1);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
    ),
  ).toEqual([]);
});

test('a sign-out in another tab signs the dashboard out too', async ({ page, customer }) => {
  await signIn(page, customer);
  await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
  // The second tab shows the stored session without auth-js; the first signs out with it.
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await expect(other.getByText("You don't have an active subscription.")).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(other).toHaveURL(/\/auth$/);
  await other.close();
});

test('a checkout that cannot start shows "Failed to create checkout session"', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
  // The network drops the call (the function itself cannot be made to fail from outside).
  await page.route('**/functions/v1/create-checkout', (route) => route.abort('failed'));
  const popups: Page[] = [];
  page.context().on('page', (popup) => popups.push(popup));
  await page
    .getByRole('region', { name: 'Add-ons' })
    .getByRole('article', { name: 'E-commerce SEO' })
    .getByRole('button', { name: 'Add' })
    .click();
  await expect(toasts(page)).toContainText('Failed to create checkout session');
  // The tab opened in the click for the checkout is closed again: no empty tab is left behind.
  await expect.poll(() => popups.every((popup) => popup.isClosed())).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/);
});

/*
 * Safari and Firefox only let a page open a tab from inside the click itself; Chromium allows a few
 * seconds more, so the stricter rule is emulated: window.open answers null unless a trusted click
 * or key press is being handled right now (or always, for a browser that refuses every new tab).
 */
/**
 * Where a shown element is. `boundingBox()` gives null for a node that was replaced between being
 * found and measured (the part's first render replaces the prerender's nodes in place), so this
 * asks again until it has a box: a box that differs is the failure, not a node caught mid-swap.
 */
async function shownBox(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect(async () => {
    box = await locator.boundingBox({ timeout: 1_000 });
    expect(box).not.toBeNull();
  }).toPass({ timeout: 5_000 });
  return box;
}

const strictPopupBlocker = (refuseAll: boolean) => {
  const realOpen = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    const event = window.event;
    const inGesture =
      !refuseAll && event?.isTrusted === true && ['click', 'keydown', 'keyup'].includes(event.type);
    return inGesture ? realOpen(...args) : null;
  };
};

test('checkout opens in a new tab under a strict pop-up blocker (the tab is opened in the click)', async ({
  page,
  context,
  customer,
}) => {
  await page.addInitScript(strictPopupBlocker, false);
  await signIn(page, customer);
  const checkoutTab = context.waitForEvent('page', { timeout: 15_000 });
  await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Starter Plan');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('when the browser refuses any new tab, the portal opens in the same tab', async ({
  page,
  customer,
}) => {
  await page.addInitScript(strictPopupBlocker, true);
  await signIn(page, customer);
  await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Starter Plan');
  await payWithTestCard(page);
  await expect(
    page.getByRole('region', { name: 'Current Subscription' }).getByText('Starter Plan'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

test('axe finds no violations on /auth (both modes) and on /dashboard', async ({
  page,
  customer,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, customer);
  await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Add-ons' }).getByRole('button', { name: 'Add' }),
  ).toHaveCount(5);
  await expectAccessible(page);
});

test('pages are not indexed', async ({ page }) => {
  for (const path of ['/auth', '/dashboard']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  }
  // Signed out, /dashboard goes on to /auth. The test ends once it is there: closing the context
  // while that navigation was under way once left Chromium's context close unanswered until the
  // test's 120 s timeout ('Tearing down "context" exceeded the test timeout').
  await page.waitForURL('**/auth');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
