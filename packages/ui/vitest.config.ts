import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests of pure helpers (theme contrast, formatting). Component behaviour is tested through
// stories in real Chromium (root vitest.config.ts).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // A file per core (Vitest's default leaves one core out, which on two cores is one file at a
  // time): most of a file's time is its imports and the stylesheet plugin, not a core's work.
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    maxWorkers: availableParallelism(),
  },
});
