// Which prerendered pages start React, how much of it, and which ship only their HTML, CSS and
// the island script.
//
// A page 'acts' when what it shows changes with what the visitor does in ways the platform cannot
// do alone. Most pages do not: they are content, rendered by the same React components at build
// time, then stripped of React Router's scripts by the postbuild; their few interactive parts
// (header menus and sheet, the carousel's pause, the newsletter form, the signed-in link) work
// through native HTML and the island script (app/islands). A new route is content unless it is
// listed here.
//
// - A page with an acting part (/pricing's billing toggle and plans, /contact's form, the account
//   pages' sign-in card and dashboard) is content around one React root of its own:
//   `app/acting/<part>.tsx` defines it, `<part>.start.ts` starts it (React and the part's flows,
//   no React Router), after the first paint. The account pages route nothing: /auth and
//   /dashboard reach each other by document navigations.

/** Pages whose one acting part hydrates as its own React root, by the part's name. */
export const actingParts = {
  '/pricing': 'pricingPlans',
  '/contact': 'contactForm',
  '/fr/forfaits': 'pricingPlans',
  '/fr/nous-joindre': 'contactForm',
  '/auth': 'authCard',
  '/fr/connexion': 'authCard',
  '/dashboard': 'accountDashboard',
  '/fr/tableau-de-bord': 'accountDashboard',
};

/**
 * The account pages (and their French twins): noindex, prerendered as a shell whose part renders
 * from the browser's session, never prerendered by speculation rules (they start a session).
 */
export const accountPaths = ['/auth', '/dashboard', '/fr/connexion', '/fr/tableau-de-bord'];

/** Every page that starts React. */
export const actingPaths = Object.keys(actingParts);

/** The module that starts an acting part, relative to the site. */
export const partEntry = (part) => `app/acting/${part}.start.ts`;

const normalise = (pathname) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * @param {string} pathname a route path such as '/toronto-seo' (a trailing slash is ignored)
 * @returns {'part' | 'content'} how the page at that path runs
 */
export function runtimeOf(pathname) {
  return Object.hasOwn(actingParts, normalise(pathname)) ? 'part' : 'content';
}

/**
 * @param {string} pathname a route path such as '/pricing'
 * @returns {string | null} the name of the page's acting part, if it has one
 */
export function partOf(pathname) {
  const path = normalise(pathname);
  return Object.hasOwn(actingParts, path) ? actingParts[path] : null;
}

/**
 * @param {string} pathname a route path such as '/toronto-seo' (a trailing slash is ignored)
 * @returns {boolean} whether the page at that path starts React (an acting part)
 */
export function hydrates(pathname) {
  return runtimeOf(pathname) !== 'content';
}
