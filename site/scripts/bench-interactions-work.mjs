// The work behind each interaction bench-interactions.mjs times, counted rather than timed, so the
// figures hold on a loaded machine: for every control of bench-interactions-controls.mjs, per
// interaction, the style recalculations and the elements they restyled, the layouts and the layout
// objects they laid out (a Chromium trace's `UpdateLayoutTree` and `Layout` events,
// DevTools protocol `Tracing`), and the React components rendered and host elements React updated
// (counted in each commit through the hook React DevTools installs, `__REACT_DEVTOOLS_GLOBAL_HOOK__`).
// Each figure is the mean over a control's interactions of what the page did from the first until
// two frames after the last, so it takes in the frames of a transition an interaction starts.
// A benchmark, never a test.
// Usage: pnpm --filter @northbeam/site run bench:interactions:work [--no-build] [--only=<route>]
// Serves build/client (SITE_ROOT, as serve.mjs reads it) on a free port of 127.0.0.1, or
// BENCH_WORK_PORT, refusing other origins as the timing bench does.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { pageStarted, startServer } from './bench-page.mjs';
import { controls } from './bench-interactions-controls.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '..');
/** A port nothing listens on: the system picks it. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
const port = Number(process.env.BENCH_WORK_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/**
 * Runs in the page before React: a stand-in for the DevTools hook that counts, in each commit, the
 * components that rendered (a fiber's PerformedWork flag, as React DevTools' `didFiberRender`
 * reads it) and the host elements re-rendered (React 19 flags one for update whenever it got new
 * props, and compares them at commit). A subtree React bailed out of keeps its old
 * fibers (the child pointer is shared with the alternate), so the walk stops there, as DevTools'.
 */
function countReactWork() {
  const counts = { commits: 0, rendered: 0, updated: 0 };
  Object.defineProperty(window, '__reactWork', { value: counts });
  const performedWork = 1;
  const update = 4;
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const walk = (fiber) => {
    for (let node = fiber; node; node = node.sibling) {
      if (componentTags.has(node.tag) && node.flags & performedWork) counts.rendered += 1;
      if (node.tag === 5 && node.alternate && node.flags & update) counts.updated += 1;
      if (node.child && (!node.alternate || node.child !== node.alternate.child)) walk(node.child);
    }
  };
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      nextId += 1;
      this.renderers.set(nextId, renderer);
      return nextId;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      counts.commits += 1;
      const current = root.current;
      // The first commit of a root (hydration) is the page starting, not an interaction.
      if (current.alternate) walk(current.child);
    },
  };
}

const categories = ['devtools.timeline', 'blink'];

/** Traces `act` and sums the style and layout work of the page's renderer, with React's. */
async function work(page, cdp, act) {
  await page.evaluate(() => Object.assign(window.__reactWork, { rendered: 0, updated: 0 }));
  const events = [];
  const onData = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  await act();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  const react = await page.evaluate(() => ({ ...window.__reactWork }));
  const sum = { recalcs: 0, restyled: 0, layouts: 0, laidOut: 0 };
  for (const event of events) {
    if (event.ph !== 'X' && event.ph !== 'B') continue;
    if (event.name === 'UpdateLayoutTree') {
      sum.recalcs += 1;
      sum.restyled += event.args?.elementCount ?? event.args?.data?.elementCount ?? 0;
    } else if (event.name === 'Layout') {
      sum.layouts += 1;
      sum.laidOut += event.args?.beginData?.dirtyObjects ?? 0;
    }
  }
  return { ...sum, rendered: react.rendered, updated: react.updated };
}

async function main() {
  if (!args.includes('--no-build')) {
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: siteDir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build failed with status ${result.status}`);
  }
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(countReactWork);
    console.log(
      'Per interaction (mean): style recalcs, elements restyled, layouts, objects laid out, React components rendered, host elements re-rendered',
    );
    console.log(
      `${'Interaction'.padEnd(46)} ${'n'.padStart(3)} ${['recalcs', 'restyled', 'layouts', 'laid out', 'rendered', 'elements'].map((h) => h.padStart(9)).join('')}`,
    );
    for (const { route, label, run } of controls) {
      if (only && route !== only) continue;
      const page = await context.newPage();
      await page.route(
        (url) => url.origin !== origin,
        (request) => request.abort(),
      );
      await page.route(/\/(auth|dashboard)\?/, (request) =>
        request.request().isNavigationRequest()
          ? request.fulfill({ status: 204 })
          : request.fallback(),
      );
      await page.goto(`${origin}${route}`);
      await page.waitForFunction(pageStarted, null, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      const rows = await run(page, async (count, act) => ({
        count,
        ...(await work(page, cdp, act)),
      }));
      await page.close();
      for (const [name, { count, ...sums }] of rows) {
        const cells = Object.values(sums).map((value) =>
          (value / count).toFixed(value / count < 10 ? 1 : 0).padStart(9),
        );
        console.log(
          `${`${route} ${label}: ${name}`.padEnd(46)} ${String(count).padStart(3)} ${cells.join('')}`,
        );
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
