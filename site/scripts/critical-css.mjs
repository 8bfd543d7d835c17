// A content page's CSS, inlined: the page needs no stylesheet request to paint, nor later (see
// static-page.mjs). beasties (the maintained successor of critters) keeps every rule of the site's
// stylesheet whose selector matches an element of the page, with the media queries, keyframes and
// custom properties they use. It sets pseudo-classes aside when it matches (`:hover`, `:focus`,
// `:popover-open`); this page also sets attribute selectors aside, because on these pages they
// are states the island or the browser sets later (`[aria-expanded=true]`, `[open]`,
// `[data-paused]`, `[aria-invalid=true]`): a rule is kept when its element is on the page, in
// whatever state. A selector left with nothing to match (`:focus-visible`, `[hidden]`) applies to
// any element and is kept too. So the page's own rules cover every state it can reach, and the
// full stylesheet (10.9 KB gzipped, with every other page's rules) is not loaded after the first
// paint: applying it restyled the whole page, a task that became a long one on a slow phone.
// The e2e test 'own rules' checks that adding the full stylesheet changes nothing the page shows,
// as loaded and with its menus, sheet, focus ring and forms in their other states.
import Beasties from 'beasties';

// `[attr]`, `[attr=value]`, `[attr="a]b"]`: an attribute selector, quoted values included.
const attribute = String.raw`\[(?:[^[\]"']|"[^"]*"|'[^']*')*\]`;
// One that begins a compound (`[hidden]`, `.menu > [open]`, `:not([data-paused])`) becomes `*`;
// any other one (`.button[aria-expanded=true]`) goes.
const leadingAttribute = new RegExp(String.raw`(^|[\s>+~,(])${attribute}`, 'g');
const anyAttribute = new RegExp(attribute, 'g');

/** beasties, matching a selector as any state of the page's elements would. */
class AnyStateBeasties extends Beasties {
  /**
   * beasties 0.5's hook (public, undocumented; the version is pinned and the e2e test above
   * fails if it changes): the selector it matches against the page, '' for "leave the rule out".
   * @param {string} selector
   */
  normalizeCssSelector(selector) {
    const anyState = selector.replace(leadingAttribute, '$1*').replace(anyAttribute, '');
    return super.normalizeCssSelector(anyState) || '*';
  }
}

// Every kind of element a part's React tree renders, for the stand-ins below.
const standInTags = [
  'div',
  'span',
  'p',
  'a',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'form',
  'fieldset',
  'legend',
  'output',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'small',
  'svg',
  'section',
  'article',
  'table',
  'tr',
  'th',
  'td',
];

/**
 * Elements that stand for what an acting part can render in the browser and the prerender did not
 * (a form's messages, a notice, the other billing period's notes): each kind of element, nested
 * and side by side, each carrying every class the part's code names, so that any rule of those
 * classes matches one of them, whatever its combinators. beasties only matches against them; the
 * page keeps its own markup.
 * @param {readonly string[]} classes
 */
function standIns(classes) {
  const names = classes.join(' ');
  const leaves = standInTags
    .map((tag) =>
      tag === 'input' ? `<input class="${names}">` : `<${tag} class="${names}"></${tag}>`,
    )
    .join('');
  return `<div hidden class="${names}"><div class="${names}">${leaves}</div>${leaves}</div>`;
}

const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The stylesheet's classes that a part's code names: vanilla-extract writes each class name into
 * the module that uses it as a string, so a class the part can set appears whole in its chunks.
 * @param {string} stylesheet the site's full stylesheet
 * @param {readonly string[]} code the text of every chunk the part loads
 * @returns {string[]}
 */
export function classesInCode(stylesheet, code) {
  const classes = new Set([...stylesheet.matchAll(classSelector)].map((match) => match[1]));
  const words = new Set(code.flatMap((text) => text.match(/[\w-]+/g) ?? []));
  return [...classes].filter((name) => words.has(name)).sort();
}

/**
 * @param {string} clientDir the build's client directory (stylesheet hrefs resolve in it)
 * @returns {(html: string, partClasses?: readonly string[]) => Promise<string>} the CSS rules a
 *   page's own elements use, in any state, and with `partClasses` the rules of the classes its
 *   acting part can set (classesInCode)
 */
export function criticalCss(clientDir) {
  const beasties = new AnyStateBeasties({
    path: clientDir,
    publicPath: '/',
    // Only the rules are taken from beasties' output; the page keeps its own markup.
    preload: false,
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    keyframes: 'critical',
    inlineFonts: false,
    // beasties drops `:has()` rules even where they match (the page-level `html:has(header)`
    // scroll padding that keeps focus clear of the fixed header): the few there are stay.
    allowRules: [/:has\(/],
    compress: true,
    logLevel: 'silent',
  });
  return async (html, partClasses = []) => {
    if (html.includes('<style')) throw new Error('critical-css: the page already has a <style>');
    const matched = partClasses.length
      ? html.replace('</body>', () => `${standIns(partClasses)}</body>`)
      : html;
    const styles = [...(await beasties.process(matched)).matchAll(/<style>([^<]*)<\/style>/g)];
    if (styles.length !== 1 || !styles[0][1]) {
      throw new Error('critical-css: expected one <style> of the page’s rules');
    }
    return styles[0][1];
  };
}
