// Interaction benchmark: every control a visitor acts on, in Debian's Chromium with its CPU slowed
// 4× through the DevTools protocol (Emulation.setCPUThrottlingRate, Lighthouse's mobile setting),
// measured with the Event Timing API (PerformanceObserver 'event', durationThreshold 16). Prints
// each control's worst interaction and 75th percentile, then the JavaScript /pricing and /contact
// request until idle against the React + XState floor (bench-floor.mjs), measured in the same run.
// A benchmark, never a test: it reports the targets (≤ 50 ms, ≤ 1.10× the floor) but does not gate.
// First a control: the same presses and keys on a page with one button and one field and nothing
// else (no script, no stylesheet), so the run says what this machine takes for an interaction
// that does no work, as the Lighthouse bench's empty page does for TBT.
// Usage: pnpm --filter @northbeam/site run bench:interactions [--no-build] [--rate=4] [--bytes]
// [--only=<route>|control] (--bytes: the floor and the pages' bytes only, which do not move with
// the machine's load; --only: the control and one route's interactions, no floor)
// Serves build/client with scripts/serve.mjs on 127.0.0.1:4194 (BENCH_PORT); every request to
// another origin (the backend) is refused, so no form reaches a server, and a plan's button, which
// leaves the page, is answered with a 204 so the page stays.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { floorBytes } from './bench-floor.mjs';
import { pageStarted, startServer } from './bench-page.mjs';
import { controls, goals, press } from './bench-interactions-controls.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '..');
const port = Number(process.env.BENCH_PORT ?? 4194);
const origin = `http://127.0.0.1:${port}`;
const args = process.argv.slice(2);
const rateArg = args.find((arg) => arg.startsWith('--rate='));
const rate = rateArg ? Number(rateArg.slice('--rate='.length)) : 4;
// One page's controls only (and no floor), for a short run on a shared machine.
// `--only=control`: the control page alone.
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && only !== 'control' && !controls.some((control) => control.route === only))
  throw new Error(
    `--only=${only}: no such page in the bench (${controls.map((c) => c.route).join(', ')}, control)`,
  );

/** Runs in the page before its scripts: keeps every entry that belongs to an interaction. */
function observeInteractions() {
  /** @type {{ id: number; duration: number }[]} */
  const entries = [];
  Object.defineProperty(window, '__interactions', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId, duration } = /** @type {PerformanceEventTiming} */ (entry);
      if (interactionId) entries.push({ id: interactionId, duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** A fresh page at `route`, CPU slowed, started and idle; `onScript` sees each script it loads. */
async function open(context, route, onScript) {
  const page = await context.newPage();
  await page.route(
    (url) => url.origin !== origin,
    (request) => request.abort(),
  );
  // A plan's button leaves for /auth or /dashboard: a 204 keeps the page, as a navigation to an
  // answer without content does, so the click is measured and the next one still has its page.
  await page.route(/\/(auth|dashboard)\?/, (request) =>
    request.request().isNavigationRequest() ? request.fulfill({ status: 204 }) : request.fallback(),
  );
  if (onScript)
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || response.request().resourceType() !== 'script') return;
      onScript(url.pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${origin}${route}`);
  await page.waitForFunction(pageStarted, null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Runs `act` and returns the durations of the interactions it made, `count` of them: those Event
 * Timing did not report were under 16 ms (its threshold) and count as 0.
 */
async function measure(page, count, act) {
  await page.evaluate(() => window.__interactions.splice(0));
  await act();
  // Entries come after the next paint; two frames and a pause let the last one arrive.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );
  const entries = await page.evaluate(() => window.__interactions.splice(0));
  const byId = new Map();
  for (const { id, duration } of entries) byId.set(id, Math.max(byId.get(id) ?? 0, duration));
  const seen = [...byId.values()];
  return [...seen, ...Array(Math.max(0, count - seen.length)).fill(0)];
}

/** The control page: one button, one field, no script, no stylesheet; started as it parses. */
const controlPath = '/__bench-interaction-control';
const controlPage = `<!doctype html><html lang="en" data-islands="ready"><meta charset="utf-8"><title>Control</title>
<main><button type="button">Press</button> <label>Name <input name="name"></label></main></html>`;

/** The control's rows: ten presses of its button (as the page's presses are made), a key every 120 ms in its field. */
async function controlRows(context) {
  const page = await context.newPage();
  await page.route(`${origin}${controlPath}`, (request) =>
    request.fulfill({ status: 200, contentType: 'text/html', body: controlPage }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${origin}${controlPath}`);
  const rows = [
    [
      'a button, no handler',
      await measure(page, 10, async () => {
        for (let i = 0; i < 10; i += 1)
          await press(page, page.getByRole('button', { name: 'Press' })).then(() =>
            page.waitForTimeout(120),
          );
      }),
    ],
  ];
  await page.getByRole('textbox', { name: 'Name' }).focus();
  const keys = [...'Ana Tremblay'];
  rows.push([
    'a field, a key every 120 ms',
    await measure(page, keys.length, async () => {
      for (const key of keys)
        await page.keyboard.press(key, { delay: 10 }).then(() => page.waitForTimeout(120));
    }),
  ]);
  await page.close();
  return rows;
}

const p75 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1];
const shown = (value) => (value < 16 ? '< 16' : value.toFixed(0));
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  if (!args.includes('--no-build')) {
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: siteDir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build failed with status ${result.status}`);
  }
  const floor = only ? undefined : await floorBytes(siteDir);
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(observeInteractions);
    console.log(`CPU ${rate}× slower (Emulation.setCPUThrottlingRate), Event Timing ≥ 16 ms`);
    console.log('Interaction                                     n   worst ms   p75 ms');
    let over = 0;
    const bytesOnly = args.includes('--bytes');
    const row = (name, values) =>
      `${name.padEnd(46)} ${String(values.length).padStart(3)} ${shown(Math.max(...values)).padStart(10)} ${shown(p75(values)).padStart(8)}`;
    if (!bytesOnly)
      for (const [name, values] of await controlRows(context))
        console.log(row(`control page: ${name}`, values));
    for (const { route, label, run } of bytesOnly ? [] : controls) {
      if (only && route !== only) continue;
      const page = await open(context, route);
      const rows = await run(page, (count, act) => measure(page, count, act));
      await page.close();
      for (const [name, values] of rows) {
        const worst = Math.max(...values);
        if (worst > goals.interactionMs) over += 1;
        console.log(row(`${route} ${label}: ${name}`, values));
      }
    }
    if (bytesOnly) console.log('Interactions: not measured (--bytes)');
    else
      console.log(
        `Interactions over ${goals.interactionMs} ms at worst: ${over === 0 ? 'none (met)' : `${over} (NOT met)`}`,
      );

    if (only) return;
    console.log(
      `\nFloor: one state of XState in one React root (react-dom/client ${floor.versions}), minified: ${kb(floor.gzip)} KB gzip -9`,
    );
    for (const route of ['/pricing', '/contact']) {
      const scripts = new Map();
      const page = await open(context, route, (file, body) => scripts.set(file, body));
      await page.close();
      const gzip = [...scripts.values()].reduce(
        (sum, body) => sum + gzipSync(body, { level: 9 }).length,
        0,
      );
      const ratio = gzip / floor.gzip;
      console.log(
        `${route}: ${kb(gzip)} KB gzip -9 in ${scripts.size} scripts, ${ratio.toFixed(2)}× the floor (goal ≤ ${goals.floorRatio}×) ${ratio <= goals.floorRatio ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
