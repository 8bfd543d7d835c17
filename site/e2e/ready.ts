import type { Page } from '@playwright/test';

/**
 * Whether the page has started (see scripts/page-runtime.mjs): React Router has hydrated it (an
 * account page), or its island script has run and so has React on each acting part it has (the
 * plans on /pricing, the form on /contact). Runs in the page.
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
