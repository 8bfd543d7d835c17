import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own backend (PGlite initdb, MailDev, Deno) on free ports, so two files
    // run at once: much of a file's time is spent waiting on its child processes, not on a core.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
