import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own backend (PGlite initdb, MailDev, Deno); on 2 busy cores that is slow.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
