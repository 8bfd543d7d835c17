// WCAG 2.2 AA by keyboard and through the accessibility tree, not only by axe: every public route
// walked with Shift+Tab under the fixed header, the header at 320-1280 px, and the auth, contact,
// newsletter and dashboard journeys by keyboard alone, with what a screen reader would hear read
// from Chromium's accessibility tree (CDP Accessibility.getFullAXTree).
import type { Locator, Page } from '@playwright/test';
import { publicPaths } from '../app/content/publicRoutes';
import { PASSWORD, expect, test, uniqueEmail } from './account/fixtures';

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  parentId?: string;
  ignored?: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
}

async function axTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    return nodes;
  } finally {
    await cdp.detach();
  }
}

const prop = (node: AXNode, name: string) =>
  node.properties?.find((property) => property.name === name)?.value.value;

/** The text a screen reader gets from a node: its static text descendants, in order. */
function textOf(node: AXNode, byId: Map<string, AXNode>): string {
  if (node.role?.value === 'StaticText') return String(node.name?.value ?? '');
  return (node.childIds ?? [])
    .map((id) => byId.get(id))
    .filter((child): child is AXNode => child !== undefined)
    .map((child) => textOf(child, byId))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface LiveRegion {
  role: string;
  live: string;
  name: string;
  text: string;
  /** Roles with their own live semantics inside this region (announced a second time). */
  nestedLiveRoles: string[];
}

/** Every live region root (a live node whose parent is not live), as the browser exposes it. */
async function liveRegions(page: Page): Promise<LiveRegion[]> {
  const nodes = await axTree(page);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const isLive = (node: AXNode | undefined) =>
    node !== undefined && typeof prop(node, 'live') === 'string' && prop(node, 'live') !== 'off';
  const descendants = (node: AXNode): AXNode[] =>
    (node.childIds ?? [])
      .map((id) => byId.get(id))
      .filter((child): child is AXNode => child !== undefined)
      .flatMap((child) => [child, ...descendants(child)]);
  return nodes
    .filter((node) => isLive(node) && !isLive(byId.get(node.parentId ?? '')))
    .map((node) => ({
      role: String(node.role?.value ?? ''),
      live: String(prop(node, 'live')),
      name: String(node.name?.value ?? ''),
      text: textOf(node, byId),
      nestedLiveRoles: descendants(node)
        .map((child) => String(child.role?.value ?? ''))
        .filter((role) => ['alert', 'status', 'log'].includes(role)),
    }));
}

/** The focused node as assistive technology sees it. */
async function focused(page: Page) {
  // The document itself reports focus too; the focused element is the last (deepest) node.
  const node = (await axTree(page))
    .filter((candidate) => prop(candidate, 'focused') === true)
    .filter((candidate) => candidate.role?.value !== 'RootWebArea')
    .at(-1);
  return {
    role: String(node?.role?.value ?? ''),
    name: String(node?.name?.value ?? ''),
    description: String(node?.description?.value ?? ''),
    invalid: String(prop(node ?? { nodeId: '' }, 'invalid') ?? 'false'),
  };
}

/** Presses Tab until `target` has focus (keyboard only: no programmatic focus). */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Where the focused element is relative to the fixed header. */
function focusState() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { where: 'body' as const };
  const header = document.querySelector('header');
  if (!header || header.contains(element)) return { where: 'header' as const };
  const box = element.getBoundingClientRect();
  const bar = header.getBoundingClientRect();
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  return {
    where: 'page' as const,
    // An element taller than the room under the header (the plan comparison's scrolling region)
    // cannot be shown whole: it counts as covered only if none of it shows below the header.
    covered:
      box.width > 0 &&
      box.top < bar.bottom &&
      box.bottom > bar.top &&
      (box.height <= window.innerHeight - bar.bottom || box.bottom <= bar.bottom),
    describe: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}" at top ${Math.round(box.top)} (header bottom ${Math.round(bar.bottom)})`,
  };
}

// WCAG 2.4.11 Focus Not Obscured: Shift+Tab scrolls each element to the top edge of the viewport,
// where the fixed header sits. The shared footer is walked on the first route of each part; later
// routes start from the footer's first link and walk up through the page to the header.
const routes = publicPaths();
const parts = 3;
for (let part = 0; part < parts; part += 1) {
  const mine = routes.filter((_, index) => index % parts === part);
  test(`Shift+Tab through public routes (part ${part + 1} of ${parts}): no focused element is under the header`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    const covered: string[] = [];
    let steps = 0;
    for (const [index, path] of mine.entries()) {
      await page.goto(path);
      await page.waitForLoadState('load');
      if (index === 0) {
        // Start from the last focusable element of the page.
        await page.evaluate(() => {
          const focusable = Array.from(
            document.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
            ),
          ).filter((element) => element.getClientRects().length > 0 && element.tabIndex >= 0);
          focusable.at(-1)?.focus();
        });
      } else {
        await page.locator('footer a').first().focus();
      }
      for (let step = 0; step < 400; step += 1) {
        await page.keyboard.press('Shift+Tab');
        steps += 1;
        const state = await page.evaluate(focusState);
        if (state.where !== 'page') break;
        if (state.covered) covered.push(`${path}: ${state.describe}`);
      }
    }
    expect(steps).toBeGreaterThan(mine.length * 3);
    expect(covered).toEqual([]);
  });
}

test('header: the spec order and Get Started on one line at 1280 px; the Menu button below 1200 px, nothing clipped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  const entries = await banner
    .getByRole('navigation', { name: 'Main' })
    .locator(':scope > ul > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('a, button')?.textContent?.trim()),
    );
  // The spec's order, then the language switcher to the page's French twin (issue 26).
  expect(entries).toEqual([
    'Services',
    'Pricing',
    'Cities',
    'About',
    'Blog',
    'Contact',
    'Français',
  ]);
  const getStarted = banner.getByRole('link', { name: 'Get Started' });
  const lines = await getStarted.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);

  for (const width of [1280, 1199, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const outside = await banner.evaluate((header, viewportWidth) => {
      return Array.from(header.querySelectorAll<HTMLElement>('a, button'))
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > viewportWidth;
        })
        .map((element) => element.textContent?.trim());
    }, width);
    expect(outside, `header controls outside the viewport at ${width} px`).toEqual([]);
    if (width < 1200) await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
  }
});

// WCAG 1.4.10 Reflow: 320 CSS px wide, as a phone or a 1280 x 1024 screen zoomed to 400 %.
for (const viewport of [
  { width: 320, height: 568, label: '320 px phone' },
  { width: 320, height: 256, label: '400 % zoom of 1280 x 1024' },
]) {
  test(`reflow at ${viewport.label}: the header and its menu fit and work by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/toronto-seo');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const box = await menuButton.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

    await tabTo(page, menuButton, 10);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    // Let the sheet finish sliding in before measuring where focused links are.
    await sheet.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    // Every link of the menu is reached by Tab and shown inside the viewport when focused.
    const links = await sheet.getByRole('link').count();
    const hidden: string[] = [];
    const reached = new Set<string>();
    for (let step = 0; step < links + 2; step += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const rect = element.getBoundingClientRect();
        return {
          label: element.textContent?.trim() ?? '',
          inside:
            rect.left >= 0 &&
            rect.right <= window.innerWidth &&
            rect.top >= 0 &&
            rect.bottom <= window.innerHeight,
          inSheet: element.closest('dialog') !== null,
          isLink: element.matches('a[href]'),
        };
      });
      // Past the last link focus leaves the sheet for the browser's own controls.
      if (!state.inSheet) break;
      if (state.isLink) reached.add(state.label);
      if (!state.inside) hidden.push(state.label);
    }
    expect(reached.size).toBeGreaterThanOrEqual(links - 1);
    expect(hidden).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
}

test('auth by keyboard: errors focused and announced, the wrong password stays inline, a title per mode, focus on the dashboard heading after sign-in', async ({
  page,
  customer: email,
}) => {
  test.setTimeout(180_000);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign In \|/);

  // An empty submit: focus on the error summary; its first link leads to the first invalid
  // field, whose error is read as its description.
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('There is a problem');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focused(page)).name).toBe('Email is required.');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Email');
  const emailField = await focused(page);
  expect(emailField.invalid).toBe('true');
  expect(emailField.description).toContain('Email is required.');

  // A wrong password: an alert beside the form that outlives the 5 s toast.
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await expect
    .poll(async () =>
      (await liveRegions(page)).some(
        (region) => region.role === 'alert' && region.text.includes('Invalid login credentials'),
      ),
    )
    .toBe(true);
  // Focus stayed on the button through its busy state.
  expect((await focused(page)).name).toBe('Sign In');
  // The toast leaves after its 5 s; the inline alert is still there once it has gone.
  const toastText = async () =>
    (await liveRegions(page)).find((region) => region.name === 'Notifications')?.text ?? '';
  await expect.poll(toastText).toContain('Invalid login credentials');
  await expect.poll(toastText, { timeout: 15_000 }).not.toContain('Invalid login credentials');
  const regions = await liveRegions(page);
  expect(regions.some((region) => region.text.includes('Invalid login credentials'))).toBe(true);
  // It stays until the field changes.
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await expect
    .poll(async () =>
      (await liveRegions(page)).some((region) => region.text.includes('Invalid login credentials')),
    )
    .toBe(false);

  // Modes: focus on the new card title, the document title follows.
  await tabTo(page, page.getByRole('button', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Reset your password');
  await expect(page).toHaveTitle(/^Reset your password \|/);
  await tabTo(page, page.getByRole('button', { name: 'Back to sign in' }));
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Welcome Back');
  await expect(page).toHaveTitle(/^Sign In \|/);
  await tabTo(page, page.getByRole('button', { name: "Don't have an account? Sign up" }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(/^Create Account \|/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(/^Sign In \|/);

  // Signed in: the dashboard loads (a new document, whose title the browser announces) with focus
  // on its heading.
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await expect(page).toHaveTitle(/^Dashboard \|/);
  await expect.poll(async () => (await focused(page)).name).toBe('Dashboard');
  expect((await focused(page)).role).toBe('heading');

  // Dashboard: busy buttons keep focus; plan and add-on buttons name their plan or add-on.
  for (const name of ['Refresh', 'Refresh Status']) {
    const button = page.getByRole('button', { name, exact: true });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toBeFocused();
    expect((await focused(page)).name).toBe(name);
  }
  const names = (await axTree(page))
    .filter((node) => node.role?.value === 'button')
    .map((node) => String(node.name?.value ?? ''));
  expect(names.filter((name) => /^Subscribe: /.test(name))).toEqual([
    'Subscribe: Starter',
    'Subscribe: Professional',
    'Subscribe: Enterprise',
  ]);
  expect(names.filter((name) => /^Add: /.test(name))).toHaveLength(5);
});

test('contact by keyboard: an empty submit focuses the error summary below the header, its link First Name; the confirmation is announced', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Please fill in required fields');
  let state = await page.evaluate(focusState);
  expect(state.where === 'page' && state.covered).toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focused(page)).name).toBe('Enter your first name');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('First Name');
  state = await page.evaluate(focusState);
  expect(state.where === 'page' && state.covered).toBe(false);
  // A status region is there before anything is sent, so the confirmation is announced.
  expect((await liveRegions(page)).some((region) => region.role === 'status')).toBe(true);

  await page.keyboard.type('Amélie');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tremblay');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keyboard-contact'));
  await tabTo(page, page.getByLabel(/^Message/));
  await page.keyboard.type('We would like a free audit of our bakery website.');
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () =>
        (await liveRegions(page)).find((region) =>
          region.text.includes('Message sent successfully!'),
        )?.role,
      { timeout: 30_000 },
    )
    .toBe('status');
  // The fields and the button give way to the confirmation, which takes focus.
  await expect(page.locator(':focus')).toContainText('Message sent successfully!');
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
});

test('newsletter by keyboard: an invalid address focuses the error summary, whose link leads to the field with its error; the confirmation is announced once', async ({
  page,
}) => {
  await page.goto('/blog');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await tabTo(page, field);
  await page.keyboard.type('not-an-address');
  await tabTo(page, page.getByRole('button', { name: 'Subscribe to Newsletter' }));
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('There is a problem');
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Please enter a valid email address.');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Email address');
  const current = await focused(page);
  expect(current.invalid).toBe('true');
  expect(current.description).toContain('Please enter a valid email address.');

  await page.keyboard.press('Control+A');
  await page.keyboard.type(uniqueEmail('keyboard-news'));
  await tabTo(page, page.getByRole('button', { name: 'Subscribe to Newsletter' }));
  await page.keyboard.press('Enter');
  // One polite region holds it, with no alert or status of its own inside (heard once).
  await expect
    .poll(
      async () =>
        (await liveRegions(page))
          .filter((region) => region.text.includes('Almost there!'))
          .map(({ live, nestedLiveRoles }) => ({ live, nestedLiveRoles })),
      { timeout: 30_000 },
    )
    .toEqual([{ live: 'polite', nestedLiveRoles: [] }]);
  // Focus stayed on the button through its busy state.
  expect((await focused(page)).name).toBe('Subscribe to Newsletter');
});

test('pricing: plan buttons name their plan; the chosen billing period shows in forced colours', async ({
  page,
}) => {
  await page.goto('/pricing');
  const names = (await axTree(page))
    .filter((node) => ['button', 'link'].includes(String(node.role?.value)))
    .map((node) => String(node.name?.value ?? ''));
  for (const plan of ['Starter', 'Professional', 'Enterprise']) {
    expect(names.some((name) => name.endsWith(`: ${plan}`))).toBe(true);
  }

  // High contrast replaces backgrounds with the system Canvas: the chosen period must still be
  // painted differently from the track it sits on.
  await page.emulateMedia({ forcedColors: 'active' });
  const chosen = await page.evaluate(() => {
    const radio = document.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const option = radio?.closest('label') as HTMLElement;
    return {
      option: getComputedStyle(option).backgroundColor,
      track: getComputedStyle(option.parentElement as HTMLElement).backgroundColor,
    };
  });
  expect(chosen.option).not.toBe('rgba(0, 0, 0, 0)');
  expect(chosen.option).not.toBe(chosen.track);
});

test("the 'Loading...' fallback of the account pages is a status", async ({ page }) => {
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toMatch(/<p role="status"[^>]*>Loading\.\.\.<\/p>/);
});
