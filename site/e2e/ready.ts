import type { Page } from '@playwright/test';

/**
 * Whether the page has started (see scripts/page-runtime.mjs): React Router has hydrated it (the
 * SPA fallback), or its island script has run every module the page names (the plans on /pricing,
 * the form on /contact) and React has hydrated each acting part it has (the account pages). Runs
 * in the page.
 */
export const pageStarted = () =>
  '__reactRouterRouteModules' in window ||
  (document.documentElement.dataset.islands === 'ready' &&
    [...document.querySelectorAll<HTMLElement>('[data-acting-part]')].every(
      (part) => part.dataset.actingPartStarted !== undefined,
    ));

/** A page is ready once it has started and the network is quiet. */
export async function ready(page: Page) {
  await page.waitForFunction(pageStarted);
  await page.waitForLoadState('networkidle');
}

/**
 * A page has started, once `page.goto` has returned (its load event has fired): what a walk over
 * every route needs before it reads the page (its key text, its width, axe). `ready`'s half second
 * of quiet network after that cost each walk's ninety pages a minute and more, and such a walk
 * reads nothing requested later: a form's flow loads when a visitor reaches for it, and the pages
 * load no web font.
 */
export async function started(page: Page) {
  await page.waitForFunction(pageStarted);
}
