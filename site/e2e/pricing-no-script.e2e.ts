import { expect, test } from '@playwright/test';
import { ready } from './ready';

// /pricing without JavaScript: each plan's action is a link the prerender wrote (the monthly
// period, a visitor), so it leads where the flows' choosePlan says even when no script runs.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor’s Professional link on /pricing reaches Create Account with the plan', async ({
    page,
    browser,
  }) => {
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Professional' })
      .getByRole('link', { name: 'Get Started: Professional' })
      .click();
    await page.waitForURL('**/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=monthly');
    // /auth's prerender is the sign-in card; its script reads the plan from the query and opens
    // Create Account, so the address the link reached is opened where script runs.
    const withScript = await browser.newContext({ javaScriptEnabled: true });
    try {
      const auth = await withScript.newPage();
      await auth.goto(page.url());
      await ready(auth);
      await expect(auth.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await expect(auth.getByText('Selected Plan: Professional')).toBeVisible();
      await expect(auth.getByText('$1,997/month', { exact: true })).toBeVisible();
    } finally {
      await withScript.close();
    }
  });

  test('« Commencer » on /fr/forfaits leads to the French /auth with the plan', async ({
    page,
  }) => {
    await page.goto('/fr/forfaits');
    await page
      .getByRole('article', { name: 'Essentiel' })
      .getByRole('link', { name: /^Commencer/ })
      .click();
    await page.waitForURL(
      '**/fr/connexion?plan=starter&returnTo=%2Ffr%2Fforfaits&billingPeriod=monthly',
    );
  });
});
