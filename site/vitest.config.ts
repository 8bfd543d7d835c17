import { defineConfig } from 'vitest/config';

// Node tests over the built output (build/client); run `pnpm build` first (the `test` script does).
// Also the unit tests of the content helpers the build uses (French typography).
// Files end in .check.ts so the workspace's Storybook runner never collects them.
export default defineConfig({
  test: {
    name: 'site-build',
    include: ['tests/**/*.check.ts'],
    environment: 'node',
  },
});
