import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { actingPartsPlugin } from './scripts/acting-parts.mjs';
import { clientDefine, packageChunkGroups, workspaceAliases } from './scripts/client-build.mjs';
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

// The site builds the design system and the flows from source (scripts/client-build.mjs).
// The pages' acting parts are built apart, each alone, as this build's client is written
// (scripts/acting-parts.mjs).
export default defineConfig({
  resolve: { alias: workspaceAliases(fromHere('.')) },
  plugins: [
    checkBuildTarget(),
    vanillaExtractPlugin(),
    reactRouter(),
    actingPartsPlugin(fromHere('.')),
  ],
  define: clientDefine,
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
        // Chunks follow the entry points (the app and its routes) and the dynamic imports; the
        // groups name packages only (scripts/client-build.mjs, tests/chunkRules.check.ts).
        codeSplitting: { groups: packageChunkGroups },
      },
    },
  },
});
