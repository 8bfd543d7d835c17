// The one inline script of a content page (see static-page.mjs): it starts the island script once
// the page has painted, so the first paint waits for the HTML alone (its own rules are inline, see
// critical-css.mjs). On a slow phone connection a request made during the first paint shares the
// bandwidth and the connections with it; on a fast one it changes nothing. A page with an acting
// part (/pricing, /contact) starts that part and the site's full stylesheet the same way, with the
// chunks the part imports preloaded beside it, so it too requests nothing but its HTML before it has
// painted.
//
// Its text is the same on every page and in every build, so one hash in the Content-Security-Policy
// allows it (security-headers.mjs) and the policy stays one short constant line on every host.
// What it starts comes from its own data attributes (`data-island`, and on a page that acts
// `data-stylesheet`, `data-part` and `data-preload`), which the hash does not cover; a script it adds
// is still held to `script-src 'self'`.
import { inlineScript } from './inline-script.mjs';

/** @param {HTMLScriptElement} script this inline script */
function startAfterPaint(script) {
  const { stylesheet, island, part, preload } = script.dataset;
  let started = false;
  const add = (tag, properties) =>
    document.head.append(Object.assign(document.createElement(tag), properties));
  const start = () => {
    if (started) return;
    started = true;
    const elements = [];
    if (stylesheet) elements.push(['link', { rel: 'stylesheet', href: stylesheet }]);
    for (const href of preload ? preload.split(' ') : [])
      elements.push(['link', { rel: 'modulepreload', href }]);
    for (const src of part ? [island, part] : [island])
      elements.push(['script', { type: 'module', src }]);
    // One element a task: each one that starts a request costs the main thread up to a few
    // milliseconds on a slow phone (the first of a task most), and a part's thirty in one task, or
    // six a task, made tasks long enough to count in Total Blocking Time. A message channel starts
    // the next task at once, where nested timers would wait 4 ms each after the fifth.
    const channel = new MessageChannel();
    const addNext = () => {
      add(...elements.shift());
      if (elements.length) channel.port2.postMessage(0);
    };
    channel.port1.onmessage = addNext;
    addNext();
  };
  // A page that paints nothing now (a background tab, a prerender) or a browser without paint
  // timing starts at once.
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    start();
    return;
  }
  // After the first contentful paint and the load event (an eager image is part of the first
  // view), then two frames more, so the requests begin once that view is on screen.
  let painted = false;
  let loaded = document.readyState === 'complete';
  const next = () => {
    if (painted && loaded)
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  };
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted = true;
    next();
  }).observe({ type: 'paint', buffered: true });
  if (!loaded) {
    addEventListener(
      'load',
      () => {
        loaded = true;
        next();
      },
      { once: true },
    );
  }
  // A tab hidden before it painted reports no paint: start then, and in any case within 3 s.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
}

/**
 * The inline script's text (the function above, minified, called on its own element) and its CSP
 * source expression.
 */
export const { code: afterPaintScript, hash: afterPaintScriptHash } = inlineScript(
  'after-paint.js',
  startAfterPaint,
);

/**
 * The script element for a page.
 * @param {{ stylesheet?: string, module: string, part?: { entry: string, imports: string[] } }} files
 *   URL paths of the island, and on a page that acts the full stylesheet, its part's start file
 *   and the chunks that file imports
 */
export function afterPaintTag({ stylesheet, module, part }) {
  /** @type {Record<string, string>} */
  // `data-island`, not `data-module`: that names the island's modules on their elements.
  const attributes = stylesheet ? { stylesheet, island: module } : { island: module };
  if (part) Object.assign(attributes, { part: part.entry, preload: part.imports.join(' ') });
  const paths = [stylesheet, module, ...(part ? [part.entry, ...part.imports] : [])];
  for (const value of paths.filter((path) => path !== undefined)) {
    if (!/^\/assets\/[\w.-]+$/.test(value))
      throw new Error(`after-paint: unexpected path ${value}`);
  }
  const data = Object.entries(attributes).map(([name, value]) => ` data-${name}="${value}"`);
  return `<script${data.join('')}>${afterPaintScript}</script>`;
}
