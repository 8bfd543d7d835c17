// Lighthouse benchmark of every public route and the account pages (/auth signed out, /dashboard
// signed in, through the embedded backend: bench-account.mjs): builds the site, serves
// build/client, runs Lighthouse (default mobile preset, simulated throttling) in Debian's
// Chromium and prints one row per route.
// The figures are a benchmark, never a test: the command reports targets but does not gate on them.
// Usage: pnpm bench [--routes=/,/toronto-seo] [--no-build] [--save=DIR] [--twins] [--floor=N]
//   [--runs=N]
// `--runs=N` measures every route N times, in N rounds over the whole list (so each route meets the
// machine at N different moments), and reports each route's median run (bench-report.mjs).
// `--twins` also measures each content page's bare twin (its HTML without scripts) right after it;
// `--floor=N` sets how many times the empty page runs, spread over the run (5; 0 for none). Both
// controls are described in bench-controls.mjs.
// `--save=DIR` keeps each route's Lighthouse result and trace (`DIR/<route>.lhr.json`,
// `DIR/<route>.trace.json`, numbered when a route runs more than once) for a closer look at a
// figure, e.g. which task of `long-tasks` makes the TBT, in Chrome DevTools' Performance panel.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import {
  accountRoutes,
  customerSession,
  setStoredSession,
  signedInRoutes,
  startAccountBackend,
} from './bench-account.mjs';
import { barePath, controlsRoot, floorPath, sitemapRoutes } from './bench-controls.mjs';
import { floorSummary, medianRuns, summary, table } from './bench-report.mjs';
import { hydrates } from './page-runtime.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '..');
const clientDir = path.join(siteDir, 'build/client');
const port = Number(process.env.BENCH_PORT ?? 4193);
const origin = `http://127.0.0.1:${port}`;
const routeTimeoutMs = 120_000;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const routesArg = args.find((arg) => arg.startsWith('--routes='));
const skipBuild = args.includes('--no-build');
const saveArg = args.find((arg) => arg.startsWith('--save='));
const saveDir = saveArg ? path.resolve(saveArg.slice('--save='.length)) : null;
const withTwins = args.includes('--twins');
const floorArg = args.find((arg) => arg.startsWith('--floor='));
const floorRuns = floorArg ? Number(floorArg.slice('--floor='.length)) : 5;
if (!Number.isInteger(floorRuns) || floorRuns < 0)
  throw new Error('--floor=N takes a whole number');
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs=N takes a whole number from 1');

function build() {
  console.log('Building the site…');
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: siteDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build failed with status ${result.status}`);
}

async function startServer(root) {
  const server = spawn(process.execPath, [path.join(here, 'serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: root },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${origin}/`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`server did not answer on ${origin} within 15 s`);
}

/**
 * The local server compresses each file when it is first asked for it (brotli at its highest
 * level) and keeps the result; a host sends precompressed or cached files. One pass over every
 * route and every same-origin file its HTML names (stylesheet, scripts, preloads, images) before
 * Lighthouse runs, so its simulated server response times do not include that first compression.
 */
async function warmUp(routes) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const files = new Set();
  for (const route of routes) {
    const res = await fetch(`${origin}${route}`, { headers });
    const html = await res.text();
    for (const [, value] of html.matchAll(/ (?:href|src|data-[\w-]+)="(\/[^"]*)"/g))
      for (const file of value.split(' ')) if (/^\/[\w./-]+$/.test(file)) files.add(file);
  }
  for (const file of files) await (await fetch(`${origin}${file}`, { headers })).arrayBuffer();
  return files.size;
}

// The server sends brotli to browsers that accept it; the budget is stated in gzip, so gzip each
// same-origin body the page actually requested (fetched uncompressed) at level 9.
const gzipCache = new Map();
async function gzippedSize(url) {
  if (!gzipCache.has(url)) {
    const res = await fetch(url);
    const body = Buffer.from(await res.arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/**
 * Bytes by kind, and the page's bytes (every same-origin request of the load but its images, which
 * the same page as bare HTML + CSS loads too) as a ratio to its HTML + CSS, the least it can be.
 */
async function bytesByType(lhr) {
  const totals = { Script: 0, Stylesheet: 0, Document: 0 };
  let all = 0;
  const seen = new Set();
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (seen.has(item.url) || !item.url.startsWith(origin)) continue;
    seen.add(item.url);
    const size = await gzippedSize(item.url);
    if (item.resourceType !== 'Image') all += size;
    if (item.resourceType in totals) totals[item.resourceType] += size;
  }
  return {
    jsKb: totals.Script / 1024,
    cssKb: totals.Stylesheet / 1024,
    htmlKb: totals.Document / 1024,
    pageKb: all / 1024,
    ratio: all / (totals.Document + totals.Stylesheet),
  };
}

/** Writes a route's Lighthouse result and trace under --save's directory. */
function save(route, lhr, trace) {
  mkdirSync(saveDir, { recursive: true });
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
  let file = name;
  for (let run = 2; existsSync(path.join(saveDir, `${file}.lhr.json`)); run += 1) {
    file = `${name}.${run}`;
  }
  writeFileSync(path.join(saveDir, `${file}.lhr.json`), JSON.stringify(lhr));
  writeFileSync(path.join(saveDir, `${file}.trace.json`), JSON.stringify(trace));
}

function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function benchRoute(chromePort, route, account) {
  // An account page: signed in (the stored session kept through the run) or signed out.
  const signedIn = signedInRoutes.has(route);
  if (accountRoutes.includes(route)) {
    if (!account.backend) throw new Error(account.error ?? 'no backend');
    await setStoredSession(
      chromePort,
      origin,
      account.backend.urls.url,
      signedIn ? account.session : null,
    );
  }
  const result = await withTimeout(
    lighthouse(`${origin}${route}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      maxWaitForLoad: 45_000,
      disableStorageReset: signedIn,
    }),
    routeTimeoutMs,
    route,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('no Lighthouse result');
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  if (saveDir) save(route, lhr, result.artifacts.Trace);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    route,
    content: !hydrates(route),
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcpS: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    ...(await bytesByType(lhr)),
  };
}

async function main() {
  if (!skipBuild) build();
  const routes = routesArg
    ? routesArg
        .slice('--routes='.length)
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : [...sitemapRoutes(clientDir), ...accountRoutes];
  // Each content page's bare twin right after it, and the empty page spread evenly over the run,
  // so both controls see the machine as the pages around them do.
  const bareRoutes = withTwins ? routes.filter((route) => !hydrates(route)) : [];
  // With --runs=N, N rounds over every route: never a route run again because its figure was poor.
  const groups = Array.from({ length: runs }, () =>
    routes.map((route) => [
      { kind: 'route', route, path: route },
      ...(bareRoutes.includes(route) ? [{ kind: 'bare', route, path: barePath(route) }] : []),
    ]),
  ).flat();
  for (let run = floorRuns - 1; run >= 0; run -= 1) {
    const at = Math.round(((run + 0.5) * groups.length) / floorRuns);
    groups.splice(at, 0, [{ kind: 'floor', route: floorPath, path: floorPath }]);
  }
  const plan = groups.flat();
  const controls = controlsRoot(clientDir, bareRoutes);
  let server;
  let chrome;
  /** The embedded backend and a customer's session, when the plan has account pages. */
  const account = { backend: null, session: null, error: null };
  const rows = [];
  const floor = [];
  try {
    server = await startServer(controls.root);
    const warmed = await warmUp(plan.map((step) => step.path));
    console.error(`Warmed the server's compression: ${plan.length} pages, ${warmed} files`);
    if (plan.some((step) => accountRoutes.includes(step.path))) {
      try {
        account.backend = await startAccountBackend(origin);
        account.session = await customerSession(account.backend.urls);
      } catch (error) {
        // The account pages' rows say why; the public pages are measured all the same.
        await account.backend?.stop();
        account.backend = null;
        account.error = `embedded backend: ${error instanceof Error ? error.message : error}`;
      }
    }
    chrome = await chromeLauncher.launch({
      chromePath: chromiumExecutable,
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'silent',
    });
    const started = Date.now();
    for (const [index, step] of plan.entries()) {
      const t0 = Date.now();
      // Lighthouse's trace recording fails now and then under load (NO_NAVSTART) and asks for a
      // rerun; one retry keeps the table complete while the route stays bounded.
      let row;
      for (let attempt = 1; attempt <= 2 && (!row || row.error); attempt += 1) {
        try {
          row = await benchRoute(chrome.port, step.path, account);
        } catch (error) {
          row = { route: step.path, error: error instanceof Error ? error.message : String(error) };
        }
      }
      if (step.kind === 'route') rows.push(row);
      else if (step.kind === 'floor') floor.push(row);
      else {
        const measured = rows.findLast((candidate) => candidate.route === step.route);
        if (measured && !row.error) measured.bareTbtMs = row.tbtMs;
      }
      console.error(
        `[${index + 1}/${plan.length}] ${step.path} ${row.error ? 'failed' : 'done'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
    }
    const reported = runs > 1 ? medianRuns(rows) : rows;
    console.log(
      `\nLighthouse ${plan.length} runs (${routes.length} routes${runs > 1 ? `, ${runs} runs each, the median run shown` : ''}), mobile preset, ${((Date.now() - started) / 60000).toFixed(1)} min\n`,
    );
    console.log(table(reported));
    console.log(`\n${summary(reported, routes.length)}`);
    if (floorRuns > 0) console.log(`\n${floorSummary(floor)}`);
  } finally {
    await chrome?.kill();
    server?.kill();
    await account.backend?.stop();
    controls.remove();
  }
}

// Lighthouse can leave handles open; the bench ends itself once the report is printed.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
