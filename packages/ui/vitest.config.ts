import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit tests of pure helpers (theme contrast, formatting). Component behaviour is tested through
// stories in real Chromium (root vitest.config.ts).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
