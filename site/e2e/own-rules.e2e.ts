import { readdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import coreBundle from 'playwright-core/lib/coreBundle';
import { publicPaths } from '../app/content/publicRoutes';
import { localeOfPath } from '../app/content/routeTwins';
import { contactFormHooks } from '@northbeam/ui/enhance';
import { newsletterHooks } from '../app/islands/newsletterHooks';
import { pricingPlansHooks } from '../app/islands/pricingPlansHooks';
import { hydrates } from '../scripts/page-runtime.mjs';
import { ready } from './ready';

// A content page carries its own CSS rules inline, for every state it can reach, and loads no
// stylesheet (scripts/critical-css.mjs). If a rule the page uses were missing, the page would look
// different from the same page with the site's full stylesheet: as loaded, or once a menu, the
// mobile sheet, a focus ring or a form's message shows. So on every content page, each of those
// states is the same picture, pixel for pixel, with and without the full stylesheet added.

/**
 * Whether two pictures are the same, by Playwright's PNG comparer (pixelmatch) with no differing
 * pixel allowed. Its colour distance of 0.02 lets through one thing only: Chromium's raster on a
 * loaded machine sometimes draws the same anti-aliased edge a shade apart in two shots of one
 * unchanged page (seen: 13 pixels of the Menu button's rounded corners, each channel off by 1).
 * A missing rule moves, sizes or recolours something, which differs by far more than that.
 */
const compare = coreBundle.utils.getComparator('image/png');
// Two shots of the same pixels are the same file (Chromium's PNG encoder writes no time or other
// varying field), so equal bytes answer at once; only files that differ are decoded and compared
// pixel by pixel, which took a sixth of this test's time when every pair was.
const samePicture = (own: Buffer, full: Buffer) =>
  own.equals(full) || compare(own, full, { threshold: 0.02, maxDiffPixels: 0 }) === null;

const contentRoutes = [...publicPaths(), '/404'].filter((route) => !hydrates(route));

const fullStylesheet = `/assets/${readdirSync(new URL('../build/client/assets', import.meta.url)).find((file) => /^style-[\w-]+\.css$/.test(file))}`;

/** The stylesheets `page` asks for from now on (a test empties the list between steps). */
function stylesheetsRequested(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requests.push(request.url());
  });
  return requests;
}

/** What the page's own elements do not paint: the root's and the body's whole computed style. */
function rootStyles(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, document.body].map((element) => {
      const style = getComputedStyle(element);
      return [...style].map((name) => `${name}: ${style.getPropertyValue(name)}`);
    }),
  );
}

/** What a state's picture shows: the whole page, the viewport or one element. */
type Target = 'page' | 'viewport' | Locator;

/** The picture of `target`, every animation at rest. */
async function stillPicture(page: Page, target: Target) {
  // The logo carousels run for ever: held at their start. A menu's entrance ends at once.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) {
        animation.pause();
        animation.currentTime = 0;
      } else {
        animation.finish();
      }
    }
  });
  const options = { animations: 'disabled', caret: 'hide' } as const;
  if (target === 'page') return page.screenshot({ ...options, fullPage: true });
  return target === 'viewport' ? page.screenshot(options) : target.screenshot(options);
}

/** The state's picture with the page's own rules, then with the full stylesheet added too. */
async function ownAndFull(page: Page, target: Target) {
  const own = await stillPicture(page, target);
  const ownRoot = await rootStyles(page);
  await page.evaluate(
    (href) =>
      new Promise((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
        link.dataset.fullStylesheet = '';
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      }),
    fullStylesheet,
  );
  const full = await stillPicture(page, target);
  const fullRoot = await rootStyles(page);
  await page.evaluate(() => document.querySelector('link[data-full-stylesheet]')?.remove());
  return { own, full, ownRoot, fullRoot };
}

/** The target pictured from the page's own rules and with the full stylesheet: the same. */
async function expectSameAsFull(page: Page, target: Target, label: string) {
  let pictures = await ownAndFull(page, target);
  if (!samePicture(pictures.own, pictures.full)) {
    // A missing rule makes every attempt differ; a second attempt keeps the test failing for that
    // and not for a frame caught mid-change on a loaded machine. The first attempt's pictures are
    // attached for whoever looks into it.
    for (const [name, body] of [
      ['own rules', pictures.own],
      ['full stylesheet', pictures.full],
    ] as const) {
      await test.info().attach(`${label}: ${name}`, { body, contentType: 'image/png' });
    }
    pictures = await ownAndFull(page, target);
  }
  // e.g. the root's scroll padding that keeps keyboard focus clear of the fixed header
  expect(pictures.ownRoot, label).toEqual(pictures.fullRoot);
  expect(
    samePicture(pictures.own, pictures.full),
    `${label}: the page's own rules show it differently from the full stylesheet`,
  ).toBe(true);
}

/** The words the states look for, in the language of the page being checked (its header and form). */
interface Words {
  menu: string;
  menuTitle: string;
  services: string;
  cities: string;
}
// The header's words as the ui's locale packs (en-CA, fr-CA) write them.
const englishHeader = {
  openMenu: 'Menu',
  menuTitle: 'Menu',
  services: 'Services',
  cities: 'Cities',
};
const frenchHeader = { ...englishHeader, cities: 'Villes' };
const wordsIn = (route: string): Words => {
  const french = localeOfPath(route) === 'fr-CA';
  const header = french ? frenchHeader : englishHeader;
  return {
    menu: header.openMenu,
    menuTitle: header.menuTitle,
    services: header.services,
    cities: header.cities,
  };
};

/** The states a content page can reach, each left as it was found. */
const states: Array<{
  name: string;
  viewport: { width: number; height: number };
  /** Puts the page in the state and returns what to picture, or null where the page has no such state. */
  enter: (page: Page, words: Words) => Promise<Target | null>;
  leave?: (page: Page, words: Words) => Promise<void>;
}> = [
  // The bench's phone viewport (Lighthouse's mobile preset).
  { name: 'as loaded', viewport: { width: 412, height: 823 }, enter: async () => 'page' },
  {
    name: 'keyboard focus',
    viewport: { width: 412, height: 823 },
    enter: async (page) => {
      await page.keyboard.press('Tab');
      return 'viewport';
    },
    leave: async (page) => {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
  },
  {
    name: 'mobile sheet open',
    viewport: { width: 412, height: 823 },
    enter: async (page, words) => {
      await page.getByRole('button', { name: words.menu, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: words.menuTitle });
      await expect(sheet).toBeVisible();
      return sheet;
    },
    leave: async (page, words) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: words.menuTitle })).toBeHidden();
    },
  },
  ...(['services', 'cities'] as const).map((menu) => ({
    name: `${menu} menu open`,
    viewport: { width: 1280, height: 800 },
    enter: async (page: Page, words: Words): Promise<Target> => {
      const button = page.getByRole('banner').getByRole('button', { name: words[menu] });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // The open list and its button, whatever layer the list is drawn in.
      return 'viewport';
    },
    leave: async (page: Page) => {
      await page.keyboard.press('Escape');
    },
  })),
  {
    name: 'newsletter message',
    viewport: { width: 412, height: 823 },
    enter: async (page) => {
      // The ui NewsletterForm's form, by its hook: its name is in the page's language.
      const form = page.locator(`form[${newsletterHooks.form}]`);
      if ((await form.count()) === 0) return null;
      // The form's one button and one field, whatever their words on this page.
      await form.getByRole('button').click();
      await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      return page.locator('section').filter({ has: form });
    },
  },
  {
    // /contact's form runs on the island: the error summary, each field's message and the notice
    // its flow shows from the prerendered parts and templates.
    name: 'the contact form’s empty submit',
    viewport: { width: 412, height: 823 },
    enter: async (page) => {
      const form = page.locator(`form[${contactFormHooks.form}]`);
      if ((await form.count()) === 0) return null;
      await form.locator('button[type=submit]').click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      return 'page';
    },
    leave: async (page) => {
      // A fresh form for the states after this one.
      await page.reload();
      await ready(page);
    },
  },
  {
    // /pricing's plans run on the island: the period its prerender hides until chosen.
    name: 'the other billing period',
    viewport: { width: 412, height: 823 },
    enter: async (page) => {
      const plans = page.locator(`[data-module="${pricingPlansHooks.module}"]`);
      if ((await plans.count()) === 0) return null;
      // The plans' island has run, or the period would not change.
      await expect(plans).toHaveAttribute(pricingPlansHooks.started, '');
      await plans.getByRole('radio').last().check();
      await expect(plans.getByRole('radio').last()).toBeChecked();
      return 'page';
    },
    leave: async (page) => {
      await page
        .locator(`[data-module="${pricingPlansHooks.module}"]`)
        .getByRole('radio')
        .first()
        .check();
    },
  },
];

// In three parts, which the suite's workers share out (about 80 pages, each state pictured twice).
const routeParts = 3;
test('there are content pages to walk, and the full stylesheet to compare them with', () => {
  expect(contentRoutes.length).toBeGreaterThanOrEqual(30);
  expect(fullStylesheet).toMatch(/^\/assets\/style-[\w-]+\.css$/);
});

for (let part = 0; part < routeParts; part += 1) {
  const mine = contentRoutes.filter((_, index) => index % routeParts === part);
  test(`content pages show every state from their own rules as with the full stylesheet (part ${part + 1} of ${routeParts})`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport: states[0]!.viewport });
    const page = await context.newPage();
    // The page links no stylesheet: only the test's own addition may load one.
    const stylesheetRequests = stylesheetsRequested(page);
    for (const route of mine) {
      const words = wordsIn(route);
      await page.setViewportSize(states[0]!.viewport);
      await page.goto(route);
      await ready(page);
      expect(stylesheetRequests, `${route} asked for a stylesheet`).toEqual([]);
      for (const state of states) {
        await page.setViewportSize(state.viewport);
        const target = await state.enter(page, words);
        if (target === null) continue;
        await expectSameAsFull(page, target, `${route} ${state.name}`);
        stylesheetRequests.length = 0;
        await state.leave?.(page, words);
      }
    }
    await context.close();
  });
}
