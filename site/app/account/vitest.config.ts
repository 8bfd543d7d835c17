import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const fromSite = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

// Unit checks of the account modules in jsdom. Files end in .check.tsx (not .test.tsx) so the
// workspace's Storybook runner never collects them; run with -c app/account/vitest.config.ts.
export default defineConfig({
  root: fromSite('.'),
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: /^@northbeam\/ui$/, replacement: fromSite('../packages/ui/src/index.ts') },
      { find: /^@northbeam\/flows$/, replacement: fromSite('../packages/flows/src/index.ts') },
    ],
  },
  test: {
    name: 'site-account',
    include: ['app/account/**/*.check.tsx'],
    environment: 'jsdom',
  },
});
