// Chromium (over CDP) and Firefox (over WebDriver BiDi) through puppeteer-core, each the Debian
// build on this machine: Chromium from scripts/chromium.ts, Firefox ESR from /usr/bin/firefox-esr.
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.ts';
import { within, type EnginePage } from './engine';

const firefoxExecutable = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function launch(engine: 'chromium' | 'firefox'): Promise<Browser> {
  // protocolTimeout bounds every protocol call as `within` bounds each step.
  return engine === 'chromium'
    ? puppeteer.launch({
        executablePath: chromiumExecutable,
        // Speculation rules prerender a link's page on hover; its activation swaps the page's
        // main frame, which Puppeteer's page then reports as detached. The Playwright suites keep
        // prerendering in Chromium; here Chromium is the reference the other engines are held to.
        args: [...chromiumArgs, '--disable-features=Prerender2'],
        headless: true,
        protocolTimeout: 30_000,
      })
    : puppeteer.launch({
        browser: 'firefox',
        executablePath: firefoxExecutable,
        headless: true,
        protocolTimeout: 30_000,
      });
}

export async function openPuppeteer(
  engine: 'chromium' | 'firefox',
  baseUrl: string,
): Promise<EnginePage> {
  const browser = await within(launch(engine), 60_000, `launching ${engine}`);
  const page = await browser.newPage();
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  return {
    engine,
    consoleMessages,
    goto: async (path) => {
      const load = () => within(page.goto(new URL(path, baseUrl).href), 30_000, `goto ${path}`);
      // Firefox may report the load of the page it is already showing as aborted
      // (NS_BINDING_ABORTED) and then show it; asked again, it loads it.
      await load().catch((error: unknown) =>
        error instanceof Error && error.message.includes('NS_BINDING_ABORTED')
          ? load()
          : Promise.reject(error),
      );
    },
    resize: (width, height) => within(page.setViewport({ width, height }), 5_000, 'resize'),
    // The same function body WebDriver's execute runs, with `arguments` bound alike; evaluated as
    // an expression, which the page's CSP (no 'unsafe-eval') leaves to the protocol.
    run: <T>(body: string, args: unknown[] = [], timeoutMs = 10_000) =>
      within(
        page.evaluate(
          `(function () {\n${body}\n}).apply(null, ${JSON.stringify(args)})`,
        ) as Promise<T>,
        timeoutMs,
        'run',
      ),
    click: (selector) => within(page.click(selector), 10_000, `click ${selector}`),
    type: (selector, text) => within(page.type(selector, text), 10_000, `type into ${selector}`),
    press: (key) => within(page.keyboard.press(key), 5_000, `press ${key}`),
    screenshot: async () =>
      Buffer.from(await within(page.screenshot({ type: 'png' }), 15_000, 'screenshot')),
    close: () => within(browser.close(), 15_000, `closing ${engine}`),
  };
}
