// Starts a prerendered page's JavaScript after its first paint instead of during it.
//
// React Router writes <link rel="modulepreload"> for every chunk into the head and an inline module
// script that imports the route modules. On a slow phone connection those ~20 downloads share the
// six HTTP/1.1 connections (and the bandwidth) with the stylesheet the first paint waits for, so
// the prerendered content paints later than it could. The page is complete HTML without
// JavaScript, so nothing is lost by painting it first: this rewrite moves the preloads and the
// imports into a script that runs after the first frame (at once in a background tab, where
// frames never come), with the same modules evaluated in the same order.

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const routeModulesScript =
  /<script type="module"[^>]*>(\s*import "[^"]+";[\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;

const deferredMarker = 'requestAnimationFrame(() => setTimeout(start))';

/**
 * A module script that, after the first frame (at once in a background tab), preloads the chunks
 * and then runs the statements.
 * @param {string[]} preloads chunk URLs to preload
 * @param {string[]} statements the start's body (top-level `await import(...)`s)
 * @returns {string} the `<script type="module">` element
 */
function deferredStart(preloads, statements) {
  const start = [
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    `}`,
    ...statements,
  ].join('\n');
  return `<script type="module">const start = async () => {
${start}
};
if (document.visibilityState === "visible") ${deferredMarker};
else start();</script>`;
}

/**
 * @param {string} html a prerendered page as React Router wrote it
 * @returns {string} the same page, its scripts started after the first paint
 */
export function deferHydration(html) {
  if (html.includes(deferredMarker)) return html;
  const script = html.match(routeModulesScript);
  if (!script) throw new Error('defer-hydration: no React Router module script in the page');
  const body = script[1];
  const sideEffectImports = [...body.matchAll(/^[ \t]*import "([^"]+)";/gm)].map((m) => m[1]);
  const routeImports = [...body.matchAll(/^[ \t]*import \* as (route\d+) from "([^"]+)";/gm)].map(
    (m) => ({ name: m[1], href: m[2] }),
  );
  const assignment = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/);
  const entry = body.match(/import\("([^"]+)"\);/);
  if (!assignment || !entry || routeImports.length === 0) {
    throw new Error('defer-hydration: the module script no longer has the expected shape');
  }
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1]);
  const deferred = deferredStart(preloads, [
    ...sideEffectImports.map((href) => `await import(${JSON.stringify(href)});`),
    ...routeImports.map(
      ({ name, href }) => `const ${name} = await import(${JSON.stringify(href)});`,
    ),
    `window.__reactRouterRouteModules = ${assignment[1]};`,
    `await import(${JSON.stringify(entry[1])});`,
  ]);
  return html.replace(preloadLink, '').replace(script[0], () => deferred);
}
