// Builds each page's acting part (see page-runtime.mjs) into the client build's assets: one Vite
// build per part, run as the React Router client build is written, with that build's root and
// mode and the app's aliases, defines and package chunk groups (client-build.mjs) and its
// vanilla-extract plugin. Alone, a part's code is one file beside React (and XState where it uses
// it): as an entry of the app's build it shared the app's modules in some twenty small chunks, each
// compressed without the others' words (/pricing loaded 28 scripts). The app's stylesheet stays the
// site's one stylesheet: vanilla-extract names a class from its file's path under the build's root
// and its place in the file, so a part built from the same root names the classes the app's build
// wrote, which this build checks, and it writes no stylesheet of its own. The postbuild reads which
// file starts each part, which chunks that file imports, and which a French page adds (the ui's
// French pack, which startPart imports dynamically there), from `build/acting-parts.json`.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { clientDefine, packageChunkGroups, workspaceAliases } from './client-build.mjs';
import { partEntry, partNames } from './page-runtime.mjs';

const manifestName = 'acting-parts.json';
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
 * @param {string} siteDir the site's directory (its app/acting/ holds the parts)
 * @returns {import('vite').Plugin}
 */
export function actingPartsPlugin(siteDir) {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let config;
  return {
    name: 'northbeam-acting-parts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (!options.dir || !config)
        throw new Error('acting-parts: the client build has no output directory');
      const stylesheet = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => String(file.source))
        .join('\n');
      const known = new Set([...stylesheet.matchAll(classSelector)].map((match) => match[1]));
      const build = {
        siteDir,
        root: config.root,
        mode: config.mode,
        clientDir: options.dir,
        known,
      };
      /** @type {Record<string, import('./acting-parts.d.mts').BuiltPart>} */
      const parts = {};
      for (const part of partNames(siteDir)) parts[part] = await buildPart(build, part);
      writeFileSync(
        path.join(options.dir, '..', manifestName),
        `${JSON.stringify(parts, null, 2)}\n`,
      );
    },
  };
}

/**
 * @param {string} buildDir the build directory (the parent of `client/`)
 * @returns {Record<string, import('./acting-parts.d.mts').BuiltPart>} each part's start file,
 *   imports, and what a French page adds
 */
export function readActingParts(buildDir) {
  return JSON.parse(readFileSync(path.join(buildDir, manifestName), 'utf8'));
}

/**
 * @param {{ siteDir: string; root: string; mode: string; clientDir: string; known: Set<string> }} build
 *   the app's build: its sources, root, mode, client directory and its stylesheet's classes
 * @param {string} part
 */
async function buildPart({ siteDir, root, mode, clientDir, known }, part) {
  // Built aside, then its scripts copied: the stylesheet it would write is the app's, whose
  // class names are checked instead.
  const outDir = path.join(clientDir, '..', `part-${part}`);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode,
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
