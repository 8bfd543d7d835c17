import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until the returned function is called, so a test sees what the
 * page shows while that script or call has not answered (a busy state, a prerendered view).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
