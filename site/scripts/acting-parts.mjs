// Builds each page's acting part (see page-runtime.mjs) into build/client/assets: one Vite build
// per part, after the React Router build, with the app's aliases, defines and package chunk
// groups (client-build.mjs) and its vanilla-extract plugin. Alone, a part's code is one file
// beside React (and XState where it uses it): as an entry of the app's build it shared the app's
// modules in some twenty small chunks, each compressed without the others' words (issue 29 measured
// /pricing at 28 scripts). The app's stylesheet stays the site's one stylesheet: vanilla-extract
// names a class from its file and place, so a part names the classes the app's build wrote, which
// this build checks, and it writes no stylesheet of its own.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { clientDefine, packageChunkGroups, workspaceAliases } from './client-build.mjs';
import { partEntry, partNames } from './page-runtime.mjs';

// The site's sources; a copy of the scripts next to another build (the account e2e tests) is told
// where they are.
const siteDir =
  process.env.SITE_SOURCE_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The module startPart imports on a French page only.
const frenchPack = /app[\\/]acting[\\/]frenchPack\.ts$/;
const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Every chunk a chunk imports statically, directly or through another. */
function staticImports(bundle, fileName, seen = new Set()) {
  for (const imported of bundle.get(fileName)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(bundle, imported, seen);
  }
  return [...seen];
}

/**
 * @param {string} clientDir the build's client directory (the parts go to its assets/)
 * @param {string} stylesheet the app's stylesheet, whose classes the parts must name
 * @returns {Promise<Record<string, import('./acting-parts.d.mts').BuiltPart>>} each part's start
 *   file, the chunks it imports, and what a French page adds (the ui's French pack)
 */
export async function buildActingParts(clientDir, stylesheet) {
  const known = new Set([...stylesheet.matchAll(classSelector)].map((match) => match[1]));
  /** @type {Record<string, import('./acting-parts.d.mts').BuiltPart>} */
  const parts = {};
  for (const part of partNames(siteDir)) parts[part] = await buildPart(clientDir, part, known);
  return parts;
}

/**
 * @param {string} clientDir
 * @param {string} part
 * @param {Set<string>} known the app stylesheet's classes
 */
async function buildPart(clientDir, part, known) {
  // Built aside, then its scripts copied: the stylesheet it would write is the app's, whose
  // class names are checked instead.
  const outDir = path.join(clientDir, '..', `part-${part}`);
  const output = await build({
    configFile: false,
    root: siteDir,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: workspaceAliases(siteDir) },
    plugins: [vanillaExtractPlugin()],
    define: clientDefine,
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      cssCodeSplit: false,
      // The part starts from the after-paint starter, which preloads its imports; Vite's preload
      // helper would only add its code.
      modulePreload: false,
      rolldownOptions: {
        input: { [part]: path.join(siteDir, partEntry(part)) },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          codeSplitting: { groups: packageChunkGroups },
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const chunks = new Map(
    outputs.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  for (const asset of outputs.filter((file) => file.fileName.endsWith('.css'))) {
    const classes = [...String(asset.source).matchAll(classSelector)].map((match) => match[1]);
    const unknown = classes.filter((name) => !known.has(name));
    if (unknown.length > 0)
      throw new Error(
        `acting-parts: ${part} names classes the site's stylesheet lacks: ${unknown.slice(0, 5)}`,
      );
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const french = [...chunks.values()].find((chunk) => frenchPack.test(chunk.facadeModuleId ?? ''));
  if (!entry) throw new Error(`acting-parts: ${part} has no entry chunk`);
  if (!french) throw new Error(`acting-parts: ${part} did not build the French pack as a chunk`);
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  for (const fileName of chunks.keys())
    copyFileSync(path.join(outDir, fileName), path.join(clientDir, fileName));
  rmSync(outDir, { recursive: true, force: true });
  const imports = staticImports(chunks, entry.fileName);
  return {
    entry: `/${entry.fileName}`,
    imports: imports.map((file) => `/${file}`),
    french: [french.fileName, ...staticImports(chunks, french.fileName)]
      .filter((file) => !imports.includes(file))
      .map((file) => `/${file}`),
  };
}
