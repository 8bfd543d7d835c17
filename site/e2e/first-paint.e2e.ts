import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from '../app/content/publicRoutes';
import { hydrates } from '../scripts/page-runtime.mjs';

// A content page paints from its own inline rules (scripts/critical-css.mjs) and loads the site's
// full stylesheet after that paint (scripts/after-paint.mjs). If the inline rules missed one that
// the page uses, the first paint would look different and the page would shift when the full
// stylesheet arrives. So, on every content page, the whole page as painted from the inline rules
// alone is the same picture, pixel for pixel, as with the full stylesheet too.

const contentRoutes = [...publicPaths(), '/404'].filter((route) => !hydrates(route));

/** What the page's own elements do not paint: the root's and the body's whole computed style. */
function rootStyles(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, document.body].map((element) => {
      const style = getComputedStyle(element);
      return [...style].map((name) => `${name}: ${style.getPropertyValue(name)}`);
    }),
  );
}

async function stillPicture(page: Page) {
  // The logo carousels move: every animation is held at its start, so only rules differ.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

async function firstPaintAndFull(page: Page, route: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The island stays away (it changes the markup); the stylesheet waits until it is let through.
  await page.route('**/assets/islands-*.js', (request) => request.abort());
  await page.route('**/assets/style-*.css', async (request) => {
    await held;
    await request.continue();
  });
  const stylesheetAsked = page.waitForRequest(/\/assets\/style-[\w-]+\.css$/);
  await page.goto(route, { waitUntil: 'load' });
  await stylesheetAsked;
  const first = await stillPicture(page);
  const firstRoot = await rootStyles(page);
  release();
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/style-')),
  );
  const full = await stillPicture(page);
  const fullRoot = await rootStyles(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return { first, full, firstRoot, fullRoot };
}

test('content pages paint from their inline rules as they look with the full stylesheet', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  expect(contentRoutes.length).toBeGreaterThanOrEqual(30);
  // The bench's phone viewport (Lighthouse's mobile preset).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  for (const route of contentRoutes) {
    let pictures = await firstPaintAndFull(page, route);
    if (!pictures.first.equals(pictures.full)) {
      // A rule missing from the inline CSS makes every attempt differ, so a second attempt keeps
      // the test failing for that. On a machine at load 13 the pictures once differed on one route
      // and not on the next attempt (not reproduced in 176 tries at load 2-4): the first attempt's
      // pictures are attached for whoever looks into it.
      await test.info().attach(`${route} first paint`, {
        body: pictures.first,
        contentType: 'image/png',
      });
      await test.info().attach(`${route} full stylesheet`, {
        body: pictures.full,
        contentType: 'image/png',
      });
      pictures = await firstPaintAndFull(page, route);
    }
    const { first, full, firstRoot, fullRoot } = pictures;
    // e.g. the root's scroll padding that keeps keyboard focus clear of the fixed header
    expect(firstRoot, route).toEqual(fullRoot);
    expect(first.equals(full), `${route}: the first paint differs from the full stylesheet's`).toBe(
      true,
    );
  }
  await context.close();
});
