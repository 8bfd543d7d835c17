// What every journey module shares: the served site's address, bounded polling, and the page
// helpers (open a path, wait for a condition, find an element by its text) over one EnginePage.
import { expect } from 'vitest';
import { pageStarted } from '../ready';
import { NoAnswer, type EngineName, type EnginePage } from './engine';

const port = Number(process.env.SITE_ENGINES_PORT ?? 4188);
export const baseUrl = `http://127.0.0.1:${port}`;

/**
 * Polls `probe` until it gives a truthy value. A probe that throws while a navigation replaces
 * the page (its script context gone) counts as not yet; a NoAnswer (a frozen page) fails at once.
 */
export async function until<T>(
  probe: () => Promise<T | false | undefined>,
  ms: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof NoAnswer) throw error;
      if (Date.now() > deadline) throw error;
      return undefined;
    });
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One engine's page as the journeys use it; `page()` is the page its suite has opened. */
export function journeyTools(engine: EngineName, page: () => EnginePage) {
  // The page left behind is marked, so a load of the same path is not taken for started before
  // the new document has replaced it; a path on this site must also be the one shown. WebKit has
  // now and then kept showing /auth (loaded by the step before) after the driver's navigation to
  // another path had returned: that navigation is made once more, and said so on the console.
  const open = (path: string) => async () => {
    const wanted = new URL(path, baseUrl);
    const sameSite = wanted.origin === baseUrl;
    for (let attempt = 1; ; attempt += 1) {
      await page()
        .run('window.journeyLeft = true;')
        .catch(() => undefined);
      await page().goto(path);
      try {
        await until(
          () =>
            page().run<boolean>(
              `return !window.journeyLeft && (!arguments[0] || location.pathname === arguments[0]) &&
                (${pageStarted.toString()})()`,
              [sameSite ? wanted.pathname : ''],
            ),
          15_000,
          `${path} started`,
        );
        return;
      } catch (error) {
        if (attempt === 2 || error instanceof NoAnswer) throw error;
        const shown = await page()
          .run<string>('return location.href')
          .catch(() => '?');
        console.warn(`${engine}: ${path} not shown (${shown}); navigating to it once more`);
      }
    }
  };
  const waitFor = (body: string, what: string, args: unknown[] = []) =>
    until(() => page().run<boolean>(body, args), 5_000, what);
  /**
   * Tags the element a script finds, so the driver can click it: the markup has no test ids.
   * Looks again for up to 5 s: on a loaded machine a started page may still be rendering it.
   * Not found in time fails with the script that looked; a frozen page fails as such.
   */
  const tag = async (body: string, args: unknown[] = []) => {
    const found = await until(
      () =>
        page().run<boolean>(
          `document.querySelectorAll('[data-journey]').forEach((e) => e.removeAttribute('data-journey'));
           const element = (function () { ${body} }).apply(null, arguments);
           element?.setAttribute('data-journey', '');
           return Boolean(element);`,
          args,
        ),
      5_000,
      body,
    ).catch((error: unknown) => {
      if (error instanceof NoAnswer) throw error;
      return false;
    });
    // Not found: say on which page, and what it showed, for a failure seen only now and then.
    const seen = found
      ? ''
      : await page()
          .run<string>(
            `return location.href + ' "' + document.title + '": ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 300)`,
          )
          .catch((error: unknown) => String(error));
    expect(found, `${body}\n${seen}`).toBe(true);
    return '[data-journey]';
  };
  const button = (scope: string, text: string) =>
    tag(
      `return [...document.querySelectorAll(arguments[0] + ' button')].find((b) => b.textContent.trim() === arguments[1]);`,
      [scope, text],
    );
  const link = (scope: string, text: string) =>
    tag(
      `return [...document.querySelectorAll(arguments[0] + ' a')].find((a) => a.textContent.trim() === arguments[1]);`,
      [scope, text],
    );
  const location = () => page().run<string>('return location.pathname + location.search');
  const widths = `return { inner: innerWidth, root: document.documentElement.clientWidth }`;
  /**
   * Waits for two animation frames: by the second the engine has painted what the page changed
   * before the first (a scroll, an opened menu, a new width). WebKit's driver screenshots the
   * last painted frame, which a shot taken at once showed from before the change (the page
   * unscrolled, a menu not yet drawn). Answers the layout widths from before and after.
   */
  const painted = () =>
    // Asked again when the frames do not come within 2 s (a busy machine, or the page replaced
    // since: the new one never heard the request), for up to 10 s.
    until(
      async () => {
        const before = await page().run<{ inner: number; root: number }>(
          `window.journeyFrames = 0;
           requestAnimationFrame(() => requestAnimationFrame(() => { window.journeyFrames = 2; }));
           ${widths}`,
        );
        const after = await until(
          () =>
            page().run<{ inner: number; root: number } | false>(
              `if (window.journeyFrames !== 2) return false; ${widths}`,
            ),
          2_000,
          'two animation frames',
        ).catch((error: unknown) => {
          if (error instanceof NoAnswer) throw error;
          return undefined;
        });
        return after && { before, after };
      },
      10_000,
      'two animation frames',
    );
  /**
   * Resizes the window, then waits until the page is laid out and painted at the width it got: a
   * driver's resize (and the page's innerWidth) can be ahead of the engine's layout and paint, and
   * WebKit's screenshots right after one were now and then of the page at the width before (a
   * phone layout in a desktop shot). Settled: innerWidth at that width and the root's width the
   * same before and after two animation frames, looked at again until so, for up to 5 s.
   */
  const resize = async (width: number, height: number) => {
    const wanted = await page().resize(width, height);
    await until(
      async () => {
        const { before, after } = await painted();
        return before.inner === wanted && after.inner === wanted && after.root === before.root;
      },
      5_000,
      `the page laid out at ${wanted} px`,
    );
    return wanted;
  };
  return { engine, page, open, waitFor, tag, button, link, location, resize, painted };
}

export type JourneyTools = ReturnType<typeof journeyTools>;
