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
        codeSplitting: {
          // One file per group compresses better than the dozen small ones the automatic split
          // makes. A page's acting part (app/acting) loads React and `common`, never React Router
          // or the app's `shell` (the build test holds it to that).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/,
              priority: 3,
            },
            {
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
              priority: 3,
            },
            {
              // Shared by the acting parts and the app: what starts a part, ui primitives, buttons, links, the ui's English
              // pack, its LocaleProvider and formats (the French pack is its own chunk), site facts, the plans' names
              // (both parts name plans), French typography, texts,
              // and the stylesheets' stubs (empty: the CSS is the one site stylesheet).
              name: 'common',
              test: /\.vanilla\.css$|site[\\/]app[\\/](content[\\/](site|planNames|fr[\\/]planNames)|lib[\\/](loadSupabase|frText|byLocale)|account[\\/]storedSession|acting[\\/]startPart)|packages[\\/]flows[\\/]src[\\/]sessionTexts|packages[\\/]ui[\\/]src[\\/](components[\\/](Icon|Button)[\\/]|link[\\/]|i18n[\\/](context|en-CA|LocaleProvider)|format[\\/]|primitives[\\/](layout|surface|typography))/,
              priority: 2,
            },
            {
              // The ui's French pack: only the app's frame and a French page's part load it.
              name: 'ui-french',
              test: /packages[\\/]ui[\\/]src[\\/]i18n[\\/]fr-CA/,
              priority: 2,
            },
            {
              // The account session's store and provider, the toast provider and 'Loading...': the app's
              // frame and the account pages' parts (which run no router) both render them.
              name: 'accountSession',
              test: /site[\\/]app[\\/](components[\\/]Notices|account[\\/](AuthProvider|sessionStore|authClient))|packages[\\/]ui[\\/]src[\\/]components[\\/]LoadingStatus[\\/]/,
              priority: 2,
            },
            {
              // The app's frame: root, header, footer, routing helpers. A group
              // takes in what its modules import, too: a module the shell imports that a part
              // needs as well is captured by `common` first, or the part would load the shell and
              // React Router with it (the build test names such a leak).
              name: 'shell',
              test: /site[\\/]app[\\/](root|components[\\/](CtaBanner|PageSection)|lib[\\/](seo|routerLink)|content[\\/](navigation|cityDirectory))|packages[\\/]ui[\\/]src[\\/](components[\\/](SiteHeader|SiteFooter|OfficeList|CtaBanner|ReasonCards)[\\/]|primitives[\\/]SectionIntro)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
