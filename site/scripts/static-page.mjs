// Turns a prerendered content page into one that ships no framework (see page-runtime.mjs): React
// Router's scripts go (its modulepreloads, the context and route-module scripts, the scroll
// restoration script), the island script comes in, and speculation rules make its links instant.
// A page with an acting part (/pricing, /contact) is made the same way, then starts that part.
import { deferredStart } from './defer-hydration.mjs';

const preloadLink = /<link rel="modulepreload" href="[^"]+"\/?>/g;
// Every script but JSON-LD data: on a prerendered page they are all React Router's.
const frameworkScript = /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;

/**
 * Links on a content page are plain navigations: prerender the page behind a link once the
 * pointer rests on it (or it is pressed), so the next page is there when the click lands. The
 * account pages are left out: they start a session and are not worth rendering unasked.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/auth', '/auth?*', '/dashboard', '/dashboard?*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/**
 * @param {string} html a prerendered page as React Router wrote it
 * @param {string} islandSrc the island script's URL path
 * @returns {string} the page without React Router's scripts, with the island and speculation rules
 */
export function staticPage(html, islandSrc) {
  if (html.includes('<script type="speculationrules">')) return html;
  if (!html.includes('window.__reactRouterContext')) {
    throw new Error('static-page: no React Router context script in the page');
  }
  const stripped = html.replace(preloadLink, '').replace(frameworkScript, '');
  const head = [
    `<script type="module" src="${islandSrc}"></script>`,
    `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`,
  ].join('');
  return stripped.replace('</head>', () => `${head}</head>`);
}

/**
 * @param {string} html a prerendered page with an acting part, as React Router wrote it
 * @param {string} islandSrc the island script's URL path
 * @param {{ entry: string; imports: string[] }} part the part's start file and the chunks it imports
 * @returns {string} a content page that starts its part after the first paint
 */
export function partPage(html, islandSrc, part) {
  const start = deferredStart(part.imports, [`await import(${JSON.stringify(part.entry)});`]);
  return staticPage(html, islandSrc).replace('</head>', () => `${start}</head>`);
}
