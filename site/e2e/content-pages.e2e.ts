import { expect, test, type Page } from '@playwright/test';
import { actingPaths } from '../scripts/page-runtime.mjs';
import { expectAccessible } from './axe';
import { holdRequests } from './hold';
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

test('content pages load the island script only, no framework: a city, home, about, blog', async ({
  page,
}) => {
  for (const route of [contentPage, '/', '/about', '/blog']) {
    expect(actingPaths(), route).not.toContain(route);
    const scripts = scriptsRequested(page);
    const problems = consoleProblems(page);
    await page.goto(route);
    await ready(page);
    expect(scripts, route).toHaveLength(1);
    expect(scripts[0], route).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    expect(await page.evaluate(() => '__reactRouterContext' in window), route).toBe(false);
    expect(problems, route).toEqual([]);
    page.removeAllListeners('request');
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

/** Each logo row's animation as the browser runs it: delay (ms), loop (ms) and play state. */
function logoRows(page: Page) {
  return page
    .getByRole('region', { name: 'Client organisations' })
    .getByTestId('logo-track')
    .evaluateAll((tracks) =>
      tracks.map((track) => {
        const [animation] = track.getAnimations();
        const timing = animation?.effect?.getTiming();
        return {
          delay: timing?.delay ?? null,
          duration: timing?.duration ?? null,
          state: getComputedStyle(track).animationPlayState,
        };
      }),
    );
}

test("the home page's two logo carousels autoplay after 2,000 ms and 4,000 ms; about's after 2,000 ms", async ({
  page,
}) => {
  await page.goto('/');
  await ready(page);
  expect(await logoRows(page)).toEqual([
    { delay: 2000, duration: 30_000, state: 'running' },
    { delay: 4000, duration: 25_000, state: 'running' },
  ]);
  await page.goto('/about');
  await ready(page);
  expect(await logoRows(page)).toEqual([
    { delay: 2000, duration: 30_000, state: 'running' },
    { delay: 2000, duration: 25_000, state: 'running' },
  ]);
});

test('the logo carousels pause by their control and on hover without React', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/');
  await ready(page);
  const carousel = page.getByRole('region', { name: 'Client organisations' });
  const states = async () => (await logoRows(page)).map((row) => row.state);
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await page.mouse.move(0, 0);
  expect(await states()).toEqual(['paused', 'paused']);
  await expect(carousel.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await carousel.getByRole('button', { name: 'Play' }).click();
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  expect(await states()).toEqual(['running', 'running']);
  await carousel.getByTestId('logo-track').first().hover();
  expect(await states()).toEqual(['paused', 'paused']);
  await page.mouse.move(0, 0);
  expect(await states()).toEqual(['running', 'running']);
  await expectAccessible(page, '[aria-label="Client organisations"]');
  expect(problems).toEqual([]);
});

test('under prefers-reduced-motion the logos stand still, every name on screen, no pause control', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const route of ['/', '/about']) {
    await page.goto(route);
    await ready(page);
    const carousel = page.getByRole('region', { name: 'Client organisations' });
    expect(await logoRows(page), route).toEqual([
      { delay: null, duration: null, state: 'running' },
      { delay: null, duration: null, state: 'running' },
    ]);
    await expect(carousel.getByRole('button'), route).toHaveCount(0);
    const names = carousel.getByRole('listitem');
    await expect(names, route).toHaveCount(9);
    const viewport = page.viewportSize()!;
    for (const box of await names.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left, route).toBeGreaterThanOrEqual(0);
      expect(box.right, route).toBeLessThanOrEqual(viewport.width);
    }
  }
});

test('the blog newsletter form checks the address without React; its flow loads when the reader reaches for it', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const scripts = scriptsRequested(page);
  await page.goto('/blog');
  await ready(page);
  expect(scripts).toHaveLength(1);
  const form = page.getByRole('form', { name: 'Newsletter' });
  const email = form.getByLabel('Email address');
  await email.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
  // The error summary as on the contact and sign-in forms: focused, naming the field by a link.
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('There is a problem');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await summary.getByRole('link', { name: 'Please enter a valid email address.' }).click();
  await expect(email).toBeFocused();
  expect(scripts.length).toBeGreaterThan(1);
  await email.fill('reader@example.com');
  await expect(form.getByText('Please enter a valid email address.')).toHaveCount(0);
  await expect(summary).toBeHidden();
  await expect(email).not.toHaveAttribute('aria-invalid');
  // No notice of a mailed link shows on the plain blog address.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectAccessible(page, 'main');
  expect(problems).toEqual([]);
});

/**
 * Whether Chromium tells assistive technology that the named button's menu is expanded: its own
 * accessibility tree, read over CDP (Playwright's role queries only read aria-* attributes).
 */
async function exposedExpanded(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

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
  // The island's aria-expanded agrees with the state Chromium exposes for the popover's invoker.
  expect(await exposedExpanded(page, 'Services')).toBe(true);
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
  expect(await exposedExpanded(page, 'Services')).toBe(false);
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
  await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeFocused();
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
  await expectAccessible(page);
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
  expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
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

test('the header menus open, close and navigate before any script, by HTML alone', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(contentPage);
  const header = page.getByRole('banner');
  const services = header.getByRole('button', { name: 'Services' });
  const cities = header.getByRole('button', { name: 'Cities' });
  const halifax = header.getByRole('link', { name: 'Halifax' });
  await expect(halifax).toBeHidden();
  expect(await exposedExpanded(page, 'Cities')).toBe(false);
  // A click opens the list under its button, and assistive technology hears it is expanded.
  await cities.click();
  await expect(halifax).toBeVisible();
  expect(await exposedExpanded(page, 'Cities')).toBe(true);
  const button = (await cities.boundingBox())!;
  const list = (await halifax.locator('xpath=ancestor::ul[1]').boundingBox())!;
  expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(list.y).toBeLessThan(button.y + button.height + 16);
  expect(Math.abs(list.x - button.x)).toBeLessThan(2);
  // Escape closes it and leaves focus on its button; one menu is open at a time; a click outside
  // closes it.
  await page.keyboard.press('Escape');
  await expect(halifax).toBeHidden();
  await expect(cities).toBeFocused();
  expect(await exposedExpanded(page, 'Cities')).toBe(false);
  await services.click();
  await expect(header.getByRole('link', { name: 'Technical SEO' })).toBeVisible();
  await cities.click();
  await expect(header.getByRole('link', { name: 'Technical SEO' })).toBeHidden();
  await expect(halifax).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(halifax).toBeHidden();
  // By keyboard: Enter opens, Tab goes from the button into the list; a link navigates.
  await cities.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Toronto' })).toBeFocused();
  await halifax.click();
  await expect(page).toHaveURL(/\/halifax-seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halifax');
  await context.close();
});

test('a menu opened before the island has started stays open, and the island takes it over', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/islands-[\w-]+\.js$/);
  await page.goto(contentPage);
  const header = page.getByRole('banner');
  const cities = header.getByRole('button', { name: 'Cities' });
  const halifax = header.getByRole('link', { name: 'Halifax' });
  await cities.click();
  await expect(halifax).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
  release();
  await ready(page);
  await expect(header.getByRole('button', { name: 'Cities', expanded: true })).toBeVisible();
  await expect(halifax).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(header.getByRole('link', { name: 'Toronto' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(halifax).toBeHidden();
  await expect(header.getByRole('button', { name: 'Cities', expanded: false })).toBeFocused();
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
