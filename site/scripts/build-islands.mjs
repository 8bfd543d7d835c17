// Builds the island script of the pages that ship no framework (app/islands/main.ts) into
// build/client/assets, with the site's own aliases but no React, React Router or vanilla-extract
// plugin: an import of a component or a stylesheet module by mistake fails this build instead of
// quietly adding a framework to every content page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// The site's sources; a copy of the scripts next to another build (the account e2e tests) is told
// where they are.
const siteDir =
  process.env.SITE_SOURCE_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromSite = (relative) => path.join(siteDir, relative);

/**
 * @param {string} clientDir the build's client directory (the script goes to its assets/)
 * @returns {Promise<string>} the island script's URL path, e.g. /assets/islands-AbC123.js
 */
export async function buildIslands(clientDir) {
  const output = await build({
    configFile: false,
    root: siteDir,
    logLevel: 'warn',
    resolve: {
      alias: [
        {
          find: /^@northbeam\/ui\/enhance$/,
          replacement: fromSite('../packages/ui/src/enhance.ts'),
        },
        { find: /^@northbeam\/flows$/, replacement: fromSite('../packages/flows/src/index.ts') },
      ],
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: {
        input: { islands: fromSite('app/islands/main.ts') },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const entry = outputs.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('build-islands: no entry chunk');
  return `/${entry.fileName}`;
}
