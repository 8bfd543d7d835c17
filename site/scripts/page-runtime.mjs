// Which prerendered pages start React and which ship only their HTML, CSS and the island script.
//
// A page 'acts' when what it shows changes with what the visitor does in ways the platform cannot
// do alone: /pricing's billing toggle and plan choice, /contact's form, the account pages. Those
// hydrate (React, React Router and their route code, started after the first paint). Every other
// page is content: rendered by the same React components at build time, then stripped of React
// Router's scripts by the postbuild; its few interactive parts (header menus and sheet, the
// carousel's pause, the newsletter form, the signed-in link) work through native HTML and the
// island script (app/islands). A new route is content unless it is listed here.

/** Paths whose pages hydrate. */
export const actingPaths = ['/pricing', '/contact', '/auth', '/dashboard'];

/**
 * @param {string} pathname a route path such as '/toronto-seo' (a trailing slash is ignored)
 * @returns {boolean} whether the page at that path starts React
 */
export function hydrates(pathname) {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return actingPaths.includes(path);
}
