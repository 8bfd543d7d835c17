import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { browserDependencies } from './.storybook/browser-dependencies.ts';
import { englishInFrench } from './.storybook/english-check.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test, rendered in Debian's Chromium with axe at error level.
// Browser mode sits at the top level (not in `projects`): the Storybook plugin only installs its
// browser setup file when the root config has the browser enabled.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(dirname, '.storybook') })],
  // Every browser-side dependency is pre-bundled up front: if Vite discovers one mid-run it
  // reloads the page and the run fails with 'Vitest failed to find the current suite'.
  // A story that imports a new package must add it here.
  optimizeDeps: { include: browserDependencies },
  test: {
    name: 'stories',
    // The French pass of every story asks Node whether its fr-CA texts hold English.
    setupFiles: ['./.storybook/vitest.setup.ts'],
    // All story files in one page, not an iframe each: a file's iframe loaded the preview, the
    // theme and the components again, 90 of the run's 250 s (73 files; 110 s in all now). Each
    // story still renders on its own root, unmounted after its test by Storybook's runner, and
    // the French pass gives the locale back in a `finally` (.storybook/locale.tsx), so a story
    // starts from no state another left.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      commands: { englishInFrench },
    },
  },
});
