import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

// The account area's end-to-end tests: their own backend and site build (globalSetup.ts).
export default defineConfig({
  testDir: '..',
  testMatch: /account[^/]*\.spec\.ts$/,
  globalSetup: './globalSetup.ts',
  outputDir: './site-build/node_modules/.account-e2e/test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
