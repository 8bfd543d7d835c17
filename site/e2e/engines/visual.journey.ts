// Visual baselines in Firefox (Chromium's are the stories', visual/; WebKit's: see below): the header and its
// menus, the mobile sheet, the plan cards monthly and annual, the contact form empty and refused,
// and one page of each family, at a desktop (1280 px) and a phone width (390 px; WebKit's
// MiniBrowser window stops at 447 px, still the phone layout). Motion is stopped and the fonts
// and on-screen images loaded before each shot, so a difference is the page's, not the moment's.
import { expect, test } from 'vitest';
import { crop, matchBaseline, type Region } from './baseline';
import type { JourneyTools } from './harness';

const viewports = { desktop: [1280, 800], phone: [390, 844] } as const;
type Size = keyof typeof viewports;

/** A region of the viewport, measured in the page: a function body returning a Region. */
type Measure = string;

export function visualJourney({ engine, page, open, waitFor, button, tag }: JourneyTools) {
  // Chromium's baselines are the stories' (pnpm test:visual), one per story at both widths.
  // WebKit has none yet: its shots after a window resize were sometimes taken at the width before
  // (a whole page laid out for the phone in a desktop shot, in a baseline as well as in a run), so
  // they could not tell a regression from the driver's timing. Its functional journeys stay.
  if (engine !== 'firefox') return;

  /** Stops every animation and transition for good, then waits for the fonts and on-screen images. */
  const still = () =>
    waitFor(
      `if (!window.baselineStill) {
         const sheet = new CSSStyleSheet();
         sheet.replaceSync('*, *::before, *::after, ::backdrop { animation: none !important; ' +
           'transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }');
         document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
         window.baselineStill = true;
       }
       return document.fonts.status === 'loaded' && [...document.images].every((image) => {
         const r = image.getBoundingClientRect();
         return r.bottom <= 0 || r.top >= innerHeight || r.width === 0 || image.complete;
       });`,
      'fonts and on-screen images loaded',
    );

  /**
   * The viewport, or the region `measure` gives, against the baseline `name`. A shot that differs
   * is taken once more after a moment (a late paint), and only the second one counts.
   */
  const shoot = async (name: string, measure?: Measure) => {
    await still();
    const region = measure ? await page().run<Region>(measure) : undefined;
    const take = async () => {
      const shot = await page().screenshot();
      return region ? crop(shot, region) : shot;
    };
    if (matchBaseline(engine, name, await take()) === null) return null;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return matchBaseline(engine, name, await take());
  };

  /** The top of the viewport down past the header and the open menu. */
  const headerAndMenu: Measure = `const open = document.querySelector(':popover-open');
    const bottom = Math.max(document.querySelector('header').getBoundingClientRect().bottom,
      open ? open.getBoundingClientRect().bottom : 0);
    return { x: 0, y: 0, width: innerWidth, height: bottom + 16 };`;
  /** Scrolls the element to just under the fixed header; its part in the viewport. */
  const region = (selector: string): Measure =>
    `const element = document.querySelector(${JSON.stringify(selector)});
     const header = document.querySelector('header').getBoundingClientRect().bottom;
     scrollTo(0, element.getBoundingClientRect().top + scrollY - header - 16);
     const r = element.getBoundingClientRect();
     const top = Math.max(r.top, header);
     return { x: 0, y: top, width: innerWidth, height: Math.min(r.bottom, innerHeight) - top };`;
  /** The element's part in the viewport where the page itself has scrolled. */
  const inView = (selector: string): Measure =>
    `const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
     const header = document.querySelector('header').getBoundingClientRect().bottom;
     const top = Math.max(r.top, header);
     return { x: 0, y: top, width: innerWidth, height: Math.min(r.bottom, innerHeight) - top };`;

  const at = async (size: Size, path: string) => {
    const [width, height] = viewports[size];
    await page().resize(width, height);
    await open(path)();
    // The baselines are a visitor's: a session an earlier journey stored (the account journey
    // signs in) would put Dashboard in the header instead of Sign In.
    const hadSession = await page().run<boolean>(
      'const had = localStorage.length > 0; localStorage.clear(); sessionStorage.clear(); return had;',
    );
    if (hadSession) await open(path)();
  };
  /**
   * The page loaded at the first size and shot, then the window resized to the second and shot
   * again: one load for both (a load costs seconds in WebKit; the step has a time budget).
   */
  const pageShots = async (family: string, path: string, sizes: Size[] = ['desktop', 'phone']) => {
    const differences = [];
    for (const [index, size] of sizes.entries()) {
      if (index === 0) await at(size, path);
      else await page().resize(viewports[size][0], viewports[size][1]);
      differences.push(await shoot(`${family}-${size}`));
    }
    return differences;
  };

  test('home, and the mobile sheet open, look as their baselines', async () => {
    const differences = await pageShots('home', '/');
    // The phone page is still open: the sheet over it.
    await page().click(
      await tag(`return document.querySelector('header button[aria-haspopup="dialog"]')`),
    );
    await waitFor(`return document.querySelector('dialog[data-site-sheet]').open`, 'sheet open');
    differences.push(await shoot('mobile-sheet-phone'));
    expect(differences.filter(Boolean)).toEqual([]);
  });

  test('a city page, and the header with Services and with Cities open, look as their baselines', async () => {
    // Desktop last: the menus open on the same page.
    const differences = await pageShots('city', '/toronto-seo', ['phone', 'desktop']);
    for (const menu of ['Services', 'Cities']) {
      await page().click(await button('header nav', menu));
      await waitFor(
        `return document.querySelector('[data-journey]').popoverTargetElement.matches(':popover-open')`,
        `${menu} open`,
      );
      differences.push(await shoot(`header-${menu.toLowerCase()}-desktop`, headerAndMenu));
    }
    expect(differences.filter(Boolean)).toEqual([]);
  });

  test('a blog article and a French page look as their baselines', async () => {
    const differences = [
      ...(await pageShots('blog-article', '/blog/1')),
      ...(await pageShots('french-home', '/fr')),
    ];
    expect(differences.filter(Boolean)).toEqual([]);
  });

  test('the plan cards, monthly and annual, look as their baselines', async () => {
    await at('desktop', '/pricing');
    const plans = region('section[aria-labelledby="plans-heading"]');
    const differences = [await shoot('plans-monthly-desktop', plans)];
    await page().click(
      await tag(
        `return [...document.querySelectorAll('main label')].find((l) => /Annual/.test(l.textContent))`,
      ),
    );
    await waitFor(`return document.querySelector('main').textContent.includes('$847')`, 'annual');
    differences.push(await shoot('plans-annual-desktop', plans));
    expect(differences.filter(Boolean)).toEqual([]);
  });

  test('the contact form, empty and with its error summary, looks as its baselines', async () => {
    await at('desktop', '/contact');
    const differences = [await shoot('contact-empty-desktop', region('main form'))];
    await page().click(await button('main form', 'Send Message'));
    await waitFor(
      `return document.activeElement === document.querySelector('main form [data-error-summary]')`,
      'the error summary focused',
    );
    differences.push(await shoot('contact-errors-desktop', inView('main form')));
    expect(differences.filter(Boolean)).toEqual([]);
  });
}
