import type { Page } from '@playwright/test';

/**
 * A page is ready once React Router has hydrated it (a page that acts) or its island script has
 * run (a page that ships no framework; see scripts/page-runtime.mjs), and the network is quiet.
 */
export async function ready(page: Page) {
  await page.waitForFunction(
    () =>
      '__reactRouterRouteModules' in window || document.documentElement.dataset.islands === 'ready',
  );
  await page.waitForLoadState('networkidle');
}
