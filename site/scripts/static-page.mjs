// Turns a prerendered content page into one that ships no framework (see page-runtime.mjs): React
// Router's scripts go (its modulepreloads, the context and route-module scripts, the scroll
// restoration script), speculation rules make its links instant, and the page needs nothing but
// its HTML to paint: its own CSS rules, in every state it can reach, are inline (critical-css.mjs),
// and one inline script starts the island script after that paint (after-paint.mjs). A page with
// an acting part (/pricing, /contact) is made the same way; the same script then starts that part.
// React may render there what the prerender did not (a form's messages, a notice): the page's
// inline rules also hold those of every class the part's code names (`partClasses`, see
// critical-css.mjs), so it loads no stylesheet either, whose arrival restyled the whole page in
// one long task after the first paint. A part given no classes (the account pages' parts, which
// render in the browser alone) starts the site's full stylesheet with it instead; without
// JavaScript that stylesheet comes from a <noscript> link.
import { afterPaintTag } from './after-paint.mjs';
import { cspHash } from './inline-script.mjs';
import { accountPaths } from './page-runtime.mjs';
import { withStoredWelcome } from './stored-welcome.mjs';

const preloadLink = /<link rel="modulepreload" href="[^"]+"\/?>/g;
const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"\/?>/g;
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
          { not: { href_matches: accountPaths.flatMap((route) => [route, `${route}?*`]) } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

const speculationRulesText = JSON.stringify(speculationRules);

/**
 * The rules' CSP source expression. Chrome ignores `'inline-speculation-rules'` once the policy
 * lists a hash (as it ignores `'unsafe-inline'`), so the rules, the same on every page, are
 * allowed by their own hash beside the after-paint starter's.
 */
export const speculationRulesHash = cspHash(speculationRulesText);

/**
 * @param {string} html a prerendered page as React Router wrote it
 * @param {{
 *   islandSrc: string,
 *   criticalCss: (html: string) => Promise<string>,
 *   part?: { entry: string, imports: string[], classes?: readonly string[] },
 * }} options the island script's URL path, the page's own CSS rules (critical-css.mjs) and, on a
 *   page with an acting part, the file that starts the part, the chunks it imports and the
 *   classes their code names (critical-css.mjs's classesInCode)
 * @returns {Promise<string>} the page without React Router's scripts, its rules inline, the
 *   island (and a part with the full stylesheet) started after its first paint, with speculation
 *   rules
 */
export async function staticPage(html, { islandSrc, criticalCss, part }) {
  if (!html.includes('window.__reactRouterContext')) {
    throw new Error('static-page: no React Router context script in the page');
  }
  // The dashboard's welcome line is filled before the first paint (stored-welcome.mjs).
  const stripped = withStoredWelcome(html.replace(preloadLink, '').replace(frameworkScript, ''));
  const stylesheets = [...stripped.matchAll(stylesheetLink)].map((match) => match[1]);
  if (stylesheets.length !== 1) {
    throw new Error(`static-page: expected one stylesheet, found ${stylesheets.length}`);
  }
  const rules = await criticalCss(stripped, part?.classes);
  const stylesheet = part && !part.classes ? stylesheets[0] : undefined;
  const head = [
    `<style>${rules}</style>`,
    stylesheet ? `<noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>` : '',
    afterPaintTag({ stylesheet, module: islandSrc, part }),
    `<script type="speculationrules">${speculationRulesText}</script>`,
  ].join('');
  return stripped.replace(stylesheetLink, () => head);
}
