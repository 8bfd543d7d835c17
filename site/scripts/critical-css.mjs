// A content page's own rules, inlined so its first paint needs no stylesheet request (see
// static-page.mjs and after-paint.mjs). beasties (the maintained successor of critters) keeps
// every rule of the site's stylesheet whose selector matches an element of the page, with the
// media queries, keyframes and custom properties they use; states that need script or
// interaction (an open menu, a form's messages) come with the full stylesheet after the paint.
// The e2e test 'first paint' checks that the full stylesheet then changes no element's style.
import Beasties from 'beasties';

/**
 * @param {string} clientDir the build's client directory (stylesheet hrefs resolve in it)
 * @returns {(html: string) => Promise<string>} the CSS rules a page's own elements use
 */
export function criticalCss(clientDir) {
  const beasties = new Beasties({
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
  return async (html) => {
    if (html.includes('<style')) throw new Error('critical-css: the page already has a <style>');
    const styles = [...(await beasties.process(html)).matchAll(/<style>([^<]*)<\/style>/g)];
    if (styles.length !== 1 || !styles[0][1]) {
      throw new Error('critical-css: expected one <style> of the page’s rules');
    }
    return styles[0][1];
  };
}
