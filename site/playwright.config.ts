import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const port = Number(process.env.SITE_E2E_PORT ?? 4183);

/**
 * The built site (run `pnpm build` first), served by the same static server as `pnpm start`, in
 * Debian's Chromium. Two workers, every test on its own (the long route walks are split into
 * parts so they share out); a file whose tests share one backend says so with its own mode.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  reporter: 'list',
  outputDir: 'test-results',
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/robots.txt`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    viewport: { width: 1280, height: 900 },
  },
});
