import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { actingPartsPlugin } from './scripts/acting-parts.mjs';
import { contentWithSamples } from './app/content/samples';
import { buildTarget, findSamples } from './scripts/build-env.mjs';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * A production build stops here, before anything is bundled, when the hosted backend's URL or
 * anon key is missing or sample content remains (app/content/samples.ts); a local build says it
 * is local (scripts/build-env.mjs).
 */
function checkBuildTarget(): Plugin {
  return {
    name: 'northbeam-build-target',
    config(_, { command }) {
      if (command !== 'build') return;
      const { message } = buildTarget(process.env, findSamples(contentWithSamples));
      // React Router resolves this config several times in one build: say it once.
      const shared = globalThis as { northbeamBuildTarget?: string };
      if (shared.northbeamBuildTarget !== message) console.log(message);
      shared.northbeamBuildTarget = message;
    },
  };
}

// The site builds the design system from source, so a component the ui session has just landed
// is usable without a package build; the published package's exports map stays untouched.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@northbeam\/ui$/, replacement: fromHere('../packages/ui/src/index.ts') },
      { find: /^@northbeam\/flows$/, replacement: fromHere('../packages/flows/src/index.ts') },
    ],
  },
  plugins: [
    checkBuildTarget(),
    vanillaExtractPlugin(),
    reactRouter(),
    actingPartsPlugin(fromHere('.')),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  build: {
    // One stylesheet for the whole site: a page waits for every stylesheet it links before its
    // first paint, and one cached file beats two dozen small ones on a slow connection.
    cssCodeSplit: false,
    // React Router preloads every route's chunks from its own manifest; Vite's preload helper for
    // dynamic imports would only add its code to every page.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Chunks follow the entry points (the app, each acting part) and the dynamic imports: a
        // module shared by several of them goes to a chunk of what exactly those share, so a part
        // never loads what only the app imports (React Router, the frame). The groups name
        // packages, each loaded whole by whatever imports it: one file compresses better than its
        // modules spread over the automatic split. No rule names a source file of the workspace
        // (tests/chunkRules.check.ts): renaming a module moves no code between chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
          ],
        },
      },
    },
  },
});
