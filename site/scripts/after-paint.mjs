// The one inline script of a content page (see static-page.mjs): it starts the site's full
// stylesheet and the island script once the page has painted, so the first paint waits for the
// HTML alone (its own rules are inline, see critical-css.mjs). On a slow phone connection a
// request made during the first paint shares the bandwidth and the connections with it; on a
// fast one it changes nothing.
//
// Its text is the same on every page and in every build, so one hash in the Content-Security-Policy
// allows it (security-headers.mjs) and the policy stays one short constant line on every host.
// What it starts comes from its own data attributes (`data-stylesheet`, `data-module`), which the
// hash does not cover; a script it adds is still held to `script-src 'self'`.
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';

/** @param {HTMLScriptElement} script this inline script */
function startAfterPaint(script) {
  const { stylesheet, module } = script.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    document.head.append(link);
    const island = document.createElement('script');
    island.type = 'module';
    island.src = module;
    document.head.append(island);
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

/** The inline script's text: the function above, minified, called on its own element. */
export const afterPaintScript = minifySync(
  'after-paint.js',
  `(${startAfterPaint.toString()})(document.currentScript)`,
  { compress: true, mangle: true },
).code.trim();

/** Its CSP source expression, e.g. `'sha256-…'`. */
export const afterPaintScriptHash = `'sha256-${createHash('sha256').update(afterPaintScript).digest('base64')}'`;

/**
 * The script element for a page.
 * @param {{ stylesheet: string, module: string }} files URL paths of the full stylesheet and the island
 */
export function afterPaintTag({ stylesheet, module }) {
  for (const value of [stylesheet, module]) {
    if (!/^\/assets\/[\w.-]+$/.test(value))
      throw new Error(`after-paint: unexpected path ${value}`);
  }
  return `<script data-stylesheet="${stylesheet}" data-module="${module}">${afterPaintScript}</script>`;
}
