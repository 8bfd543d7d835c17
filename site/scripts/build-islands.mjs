// Builds the island scripts into build/client/assets: the content pages' (app/islands/main.ts) and
// the frame's alone (app/islands/frameMain.ts) for the pages with an acting part, each one file, with the site's own aliases but no React, React Router or vanilla-extract
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
 * @param {string} clientDir the build's client directory (the scripts go to its assets/)
 * @returns {Promise<{ content: string; part: string }>} the island scripts' URL paths, e.g.
 *   /assets/islands-AbC123.js for the content pages, /assets/islands-frame-AbC123.js for the pages
 *   with an acting part
 */
export async function buildIslands(clientDir) {
  return {
    content: await buildIsland(clientDir, 'islands', 'app/islands/main.ts'),
    part: await buildIsland(clientDir, 'islands-frame', 'app/islands/frameMain.ts'),
  };
}

/**
 * @param {string} clientDir the build's client directory
 * @param {string} name the script's name, before its hash
 * @param {string} source its entry module, relative to the site
 * @returns {Promise<string>} its URL path
 */
async function buildIsland(clientDir, name, source) {
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
        input: { [name]: fromSite(source) },
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
