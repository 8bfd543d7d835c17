import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { actingPaths } from '../scripts/page-runtime.mjs';
import { ready } from './ready';

// Content pages ship no framework (scripts/page-runtime.mjs): their header works through native
// HTML and the island script. These tests drive it as a visitor does, by keyboard and pointer.

const contentPage = '/toronto-seo';

function scriptsRequested(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a content page loads the island script only, no framework', async ({ page }) => {
  expect(actingPaths).not.toContain(contentPage);
  const scripts = scriptsRequested(page);
  const problems = consoleProblems(page);
  await page.goto(contentPage);
  await ready(page);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(problems).toEqual([]);
});

test('header menus on a content page: keyboard, Escape, outside click, focus leaving', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto(contentPage);
  await ready(page);
  const header = page.getByRole('banner');
  const services = header.getByRole('button', { name: 'Services' });
  const cities = header.getByRole('button', { name: 'Cities' });
  // Keyboard: Enter opens, Tab enters the list, arrows walk it, Escape closes and returns focus.
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'AI-Powered SEO' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(header.getByRole('link', { name: 'Why AEO is Essential' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(header.getByRole('link', { name: 'Content Strategy' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: 'Content Strategy' })).toBeHidden();
  await expect(services).toBeFocused();
  // Pointer: a click outside closes; opening one menu closes the other.
  await cities.click();
  await expect(header.getByRole('link', { name: 'Halifax' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(cities).toHaveAttribute('aria-expanded', 'false');
  await services.click();
  await cities.click();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(cities).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Toronto' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Tabbing past the last link leaves the menu, which closes it.
  await cities.click();
  await services.focus();
  await page.keyboard.press('Enter');
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
  await expect(cities).toBeFocused();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  // Choosing a link is a plain navigation to the prerendered page.
  await services.click();
  await header.getByRole('link', { name: 'Why AEO is Essential' }).click();
  await expect(page).toHaveURL(/\/why-aeo-essential$/);
  await ready(page);
  await expect(header.getByRole('button', { name: 'Services' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the mobile sheet on a content page: opens, Escape and the backdrop close it, focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(contentPage);
  await ready(page);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await menuButton.click();
  await expect(sheet).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(sheet).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await sheet.getByRole('button', { name: 'Close menu' }).click();
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await sheet.getByRole('link', { name: 'Halifax' }).click();
  await expect(page).toHaveURL(/\/halifax-seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halifax');
});

test('the mobile sheet opens and closes before any script, by HTML alone', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(contentPage);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close menu' }).click();
  await expect(sheet).toBeHidden();
  await context.close();
});

test('the header shows Dashboard on a content page when a session is stored', async ({ page }) => {
  await page.goto(contentPage);
  await ready(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await page.evaluate(() => localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}'));
  await page.reload();
  await ready(page);
  const dashboard = header.getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('href', '/dashboard');
});

test('an auth link landing on a content page goes on to the account page with its fragment', async ({
  page,
}) => {
  await page.goto(`${contentPage}#error_code=otp_expired&error_description=Link+expired`);
  await expect(page).toHaveURL(/\/auth#error_code=otp_expired/);
});
