// The public journeys in each browser engine: Chromium, Firefox ESR (WebDriver BiDi) and WebKit
// (WebKitGTK's WebDriver), on the built site served as `npm start` serves it. Each step has a
// bounded wait, so a page that stops answering fails its test instead of hanging the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NoAnswer, type EngineName, type EnginePage } from './engine';
import { startPublicBackend } from '../../scripts/backend-process.mjs';
import { baseUrl, journeyTools, until } from './harness';
import { newsletterJourney } from './newsletter.journey';
import { accountJourney } from './account.journey';
import { fontJourney, type FontFigure } from './fonts.journey';
import { carouselJourney } from './carousel.journey';
import { visualJourney } from './visual.journey';
import { headerJourney } from './header.journey';
import { openPuppeteer } from './puppeteer';
import { openWebKit } from './webkit';

const port = new URL(baseUrl).port;
const allEngines: EngineName[] = ['chromium', 'firefox', 'webkit'];
const engines = process.env.ENGINES
  ? allEngines.filter((engine) => process.env.ENGINES!.split(',').includes(engine))
  : allEngines;

let server: ChildProcess | undefined;
let backend: Awaited<ReturnType<typeof startPublicBackend>> | undefined;
beforeAll(async () => {
  // The embedded backend on the address the public build targets, for the journeys that call it
  // (the newsletter, the account with its inbox); it starts while the site server does.
  const backendStarted = startPublicBackend(baseUrl).then((started) => (backend = started));
  server = spawn('node', ['scripts/serve.mjs'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, PORT: port },
    stdio: 'inherit',
  });
  // A server that cannot listen (the port taken) must fail the run, not test another server.
  const exited = new Promise<never>((_, reject) =>
    server?.once('exit', (code) =>
      reject(new Error(`the site server on ${port} exited (${code})`)),
    ),
  );
  await Promise.race([
    exited,
    until(
      () =>
        fetch(`${baseUrl}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        ),
      15_000,
      'the site server',
    ),
  ]);
  exited.catch(() => undefined);
  await backendStarted;
});
afterAll(async () => {
  server?.kill();
  await backend?.stop();
});

/** The figure every engine must agree with: Chromium's, measured in this run. */
const chromiumFigures = new Map<string, number>();
const chromiumFonts = new Map<string, FontFigure>();

describe.each(engines)('%s', (engine) => {
  let page: EnginePage;
  const tools = journeyTools(engine, () => page);
  const { open, waitFor, tag, button, link, location } = tools;

  beforeAll(async () => {
    page = engine === 'webkit' ? await openWebKit(baseUrl) : await openPuppeteer(engine, baseUrl);
  });
  afterAll(async () => {
    await page?.close();
  });

  test("the README's browser support table names the version tested here", async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const agent = await page.run<string>('return navigator.userAgent');
    // WebKitGTK's MiniBrowser names Safari's version, not its own: Debian's record of the library's package does.
    const named =
      engine === 'chromium'
        ? `Chromium ${/Chrome\/(\d+)/.exec(agent)?.[1]}`
        : engine === 'firefox'
          ? `Firefox ESR ${/Firefox\/(\d+)/.exec(agent)?.[1]}`
          : `WebKitGTK ${
              /Package: libwebkit2gtk-4\.1-0\n(?:.+\n)*?Version: (\d+\.\d+)/.exec(
                readFileSync('/var/lib/dpkg/status', 'utf8'),
              )?.[1]
            }`;
    expect(readme.slice(readme.indexOf('## Browser support'))).toContain(named);
  });

  test('the header menus open, close and navigate by pointer', async () => {
    await page.resize(1280, 900);
    await open('/toronto-seo')();
    await page.click(await button('header nav', 'Services'));
    await waitFor(
      `const b = document.querySelector('[data-journey]');
       return b.getAttribute('aria-expanded') === 'true' && b.popoverTargetElement.matches(':popover-open');`,
      'Services open',
    );
    // Anchored under its own button, whole on screen.
    const placement = await page.run<{ gap: number; left: number; right: number }>(
      `const b = document.querySelector('[data-journey]').getBoundingClientRect();
       const l = document.querySelector('[data-journey]').popoverTargetElement.getBoundingClientRect();
       return { gap: l.top - b.bottom, left: l.left - b.left, right: innerWidth - l.right };`,
    );
    expect(placement.gap).toBeGreaterThanOrEqual(0);
    expect(placement.gap).toBeLessThan(16);
    expect(Math.abs(placement.left)).toBeLessThan(2);
    expect(placement.right).toBeGreaterThan(0);
    // One menu at a time.
    await page.click(await button('header nav', 'Cities'));
    await waitFor(
      `return document.querySelectorAll(':popover-open').length === 1 &&
        document.querySelector('[data-journey]').popoverTargetElement.matches(':popover-open');`,
      'Cities open, Services closed',
    );
    await page.click('main h1');
    await waitFor(
      `return document.querySelectorAll(':popover-open').length === 0`,
      'closed by a click outside',
    );
    await page.click(await button('header nav', 'Cities'));
    await page.click(await link('header nav', 'Quebec City'));
    await until(async () => (await location()) === '/quebec-city-seo', 10_000, 'Quebec City page');
  });

  test('the Cities menu has a row per 44 px link, as in Chromium', async () => {
    await page.resize(1280, 900);
    await open('/toronto-seo')();
    await page.click(await button('header nav', 'Cities'));
    const rows = await page.run<number[]>(
      `const list = document.querySelector('[data-journey]').popoverTargetElement;
       return [...new Set([...list.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top)))];`,
    );
    const pitch = rows[1]! - rows[0]!;
    if (engine === 'chromium') chromiumFigures.set('cities row pitch', pitch);
    expect(pitch).toBeGreaterThanOrEqual(44);
    expect(Math.abs(pitch - (chromiumFigures.get('cities row pitch') ?? 44))).toBeLessThanOrEqual(
      4,
    );
  });

  test('the header menus work by keyboard: Enter, arrows, Escape', async () => {
    await page.resize(1280, 900);
    await open('/toronto-seo')();
    const services = await button('header nav', 'Services');
    await page.run(`document.querySelector('[data-journey]').focus()`);
    await page.press('Enter');
    await waitFor(
      `return document.querySelector('[data-journey]').popoverTargetElement.matches(':popover-open')`,
      'opened by Enter',
    );
    await page.press('ArrowDown');
    await waitFor(
      `const list = document.querySelector('[data-journey]').popoverTargetElement;
       return document.activeElement === list.querySelector('a');`,
      'ArrowDown on the first link',
    );
    await page.press('Escape');
    await waitFor(
      `const b = document.querySelector(arguments[0]);
       return !b.popoverTargetElement.matches(':popover-open') && document.activeElement === b &&
         b.getAttribute('aria-expanded') === 'false';`,
      'closed by Escape, focus on its button',
      [services],
    );
    await page.press(' ');
    await waitFor(
      `return document.querySelector('[data-journey]').popoverTargetElement.matches(':popover-open')`,
      'opened by Space',
    );
  });

  test('the mobile sheet opens, closes by Escape and by its button, and navigates', async () => {
    await page.resize(390, 844);
    await open('/')();
    const menu = await tag(
      `return document.querySelector('header button[aria-haspopup="dialog"]')`,
    );
    await page.click(menu);
    await waitFor(`return document.querySelector('dialog[data-site-sheet]').open`, 'sheet open');
    await page.press('Escape');
    await waitFor(
      `return !document.querySelector('dialog[data-site-sheet]').open &&
        document.activeElement === document.querySelector('[data-journey]')`,
      'sheet closed, focus back on Menu',
    );
    // Slid in: a control still outside the window is one no pointer can reach.
    const slidIn = `const sheet = document.querySelector('dialog[data-site-sheet]');
       return sheet.open && sheet.getAnimations().every((a) => a.playState === 'finished');`;
    await page.click(menu);
    await waitFor(slidIn, 'sheet open again');
    await page.click('dialog[data-site-sheet] [data-sheet-close]');
    await waitFor(
      `return !document.querySelector('dialog[data-site-sheet]').open &&
        document.activeElement === document.querySelector('[data-journey]')`,
      'sheet closed by its close button',
    );
    // Where the platform has invoker commands the page's fallback leaves the button to it: one
    // handler each, so Chromium never reports opening an already open dialog.
    expect(
      page.consoleMessages?.filter((message) => /dialog/i.test(message)) ?? [],
      'console messages about the dialog',
    ).toEqual([]);
    await page.click(menu);
    await waitFor(slidIn, 'sheet open a third time');
    await page.click(await link('dialog[data-site-sheet]', 'Blog'));
    await until(async () => (await location()) === '/blog', 10_000, 'the blog');
  });

  test('pricing switches to annual prices and sends the chosen plan to /auth', async () => {
    await page.resize(1280, 900);
    await open('/pricing')();
    await page.click(
      await tag(
        `return [...document.querySelectorAll('main label')].find((l) => /Annual/.test(l.textContent))`,
      ),
    );
    await waitFor(
      `const text = document.querySelector('main').textContent;
       return ['Save 15% with annual billing!', '$847', '$1,697', '$3,397'].every((t) => text.includes(t));`,
      'annual prices',
    );
    await page.click(
      await tag(
        `return [...document.querySelectorAll('main a, main button')].filter((e) => e.textContent.trim() === 'Get Started')[1]`,
      ),
    );
    await until(async () => (await location()).startsWith('/auth?'), 10_000, '/auth');
    const query = Object.fromEntries(new URL(await location(), baseUrl).searchParams);
    expect(query).toEqual({ plan: 'professional', returnTo: '/pricing', billingPeriod: 'annual' });
  });

  test('an empty contact submit focuses the error summary, and its link focuses the field, below the header', async () => {
    for (const width of [1280, 390]) {
      await page.resize(width, 800);
      await open('/contact')();
      await page.click(await button('main form', 'Send Message'));
      // Read once the summary has focus (its scroll comes with it): under the fixed header.
      const summaryTop = await until(
        () =>
          page.run<number | false>(
            `const summary = document.querySelector('main form [data-error-summary]');
             if (!summary || document.activeElement !== summary) return false;
             return summary.getBoundingClientRect().top -
               document.querySelector('header').getBoundingClientRect().bottom;`,
          ),
        5_000,
        'the error summary focused',
      );
      expect(summaryTop, `summary at ${width} px`).toBeGreaterThanOrEqual(0);
      // Its last link names the message field, the farthest down: the label comes into view.
      await page.click(
        await tag(`return [...document.querySelectorAll('[data-error-summary] a')].at(-1)`),
      );
      const seen = await until(
        () =>
          page.run<{ header: number; label: number; field: number } | false>(
            `const field = document.activeElement;
             if (!field || field.tagName !== 'TEXTAREA') return false;
             const label = document.querySelector('label[for="' + field.id + '"]');
             return {
               header: document.querySelector('header').getBoundingClientRect().bottom,
               label: label.getBoundingClientRect().top,
               field: field.getBoundingClientRect().top,
             };`,
          ),
        5_000,
        'the message field focused',
      );
      const where = `at ${width} px: ${JSON.stringify(seen)}`;
      expect(seen.label, `label ${where}`).toBeGreaterThanOrEqual(seen.header);
      expect(seen.field, `field ${where}`).toBeGreaterThan(seen.header);
    }
  });

  carouselJourney(tools);
  newsletterJourney(tools);
  accountJourney(tools, () => backend!.urls.inboxUrl);
  fontJourney(tools, chromiumFonts);
  headerJourney(tools);
  visualJourney(tools);

  // Last: a page that froze answers nothing more in this engine.
  test('narrowing from 1280 px across every breakpoint, the page answers within 1 s', async () => {
    for (const menu of ['', 'Services', 'Cities']) {
      for (const width of [1199, 1024, 1023, 767, 390]) {
        await page.resize(1280, 900);
        await open('/toronto-seo')();
        if (menu) await page.click(await button('header nav', menu));
        await page.resize(width, 900);
        const started = Date.now();
        const answer = await page
          .run<{ width: number; menuButton: boolean }>(
            `return { width: innerWidth,
              menuButton: document.querySelector('header button[aria-haspopup="dialog"]').checkVisibility() };`,
            [],
            1_000,
          )
          .catch((error: unknown) => {
            if (error instanceof NoAnswer) {
              throw new Error(
                `1280 → ${width} px${menu && ` with ${menu} open`}: ${error.message}`,
              );
            }
            throw error;
          });
        expect(Date.now() - started).toBeLessThan(1_000);
        // WebKit's MiniBrowser window stops at its own minimum width (447 px).
        expect(answer.width).toBeLessThan(width === 390 ? 768 : width + 1);
        expect(
          answer.menuButton,
          `Menu button at ${answer.width} px${menu && ` after ${menu}`}`,
        ).toBe(true);
      }
    }
  });
});
