import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The site builds the design system from source, so a component the ui session has just landed
// is usable without a package build; the published package's exports map stays untouched.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@northbeam\/ui$/, replacement: fromHere('../packages/ui/src/index.ts') },
      { find: /^@northbeam\/flows$/, replacement: fromHere('../packages/flows/src/index.ts') },
    ],
  },
  plugins: [vanillaExtractPlugin(), reactRouter()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  build: {
    // One stylesheet for the whole site: a page waits for every stylesheet it links before its
    // first paint, and one cached file beats two dozen small ones on a slow connection.
    cssCodeSplit: false,
  },
});
