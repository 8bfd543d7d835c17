// Builds each page's acting part (see page-runtime.mjs) into the client build's assets: one Vite
// build per part, run as the React Router client build is written, with that build's root and
// mode and the app's aliases, defines and package chunk groups (client-build.mjs) and its
// vanilla-extract plugin. Alone, a part's code is one file beside React (XState included where it
// uses it): as an entry of the app's build it shared the app's modules in some twenty small chunks, each
// compressed without the others' words (/pricing loaded 28 scripts). The app's stylesheet stays the
// site's one stylesheet: vanilla-extract names a class from its file's path under the build's root
// and its place in the file, so a part built from the same root names the classes the app's build
// wrote, which this build checks, and it writes no stylesheet of its own. The postbuild reads which
// file starts each part, which chunks that file imports, and which a French page adds (the ui's
// French pack, which startPart imports dynamically there), from `build/acting-parts.json`.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { clientDefine, packageChunkGroups, workspaceAliases } from './client-build.mjs';
import { partEntry, partNames } from './page-runtime.mjs';

const manifestName = 'acting-parts.json';
// The module startPart imports on a French page only.
const frenchPack = /app[\\/]acting[\\/]frenchPack\.ts$/;
const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;
// React as the parts import it: built once (sharedReact), so every page that acts loads the same
// file and a visitor going from one to another downloads React once. Each part's imports of these
// are rewritten to that file.
const reactSpecifiers = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const sharedReactId = '\0northbeam-shared-react';
const sharedReactExternal = 'northbeam-shared-react';
const reactFacade = '\0northbeam-react:';
// Vite wraps each dynamic import of a client build in its preload helper (about 3 KB minified),
// which preloads the imported chunk's static imports and stylesheets. A part's build writes no
// stylesheet, and the after-paint starter preloads what the part needs (modulePreload is off), so
// every call it writes has nothing to preload: a part's helper only calls the import.
const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Each specifier's export names, read from the package as Node loads it (React's packages are
 * CommonJS, whose names no bundler reads through their conditional `require`).
 * @param {string} siteDir
 * @returns {Map<string, string[]>}
 */
function reactExports(siteDir) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return new Map(
    reactSpecifiers.map((specifier) => [
      specifier,
      Object.keys(require(specifier)).filter((name) => name !== 'default'),
    ]),
  );
}

/**
 * React with every export of every specifier a part imports, as one module: a name two specifiers
 * share (`version`, the jsx runtime's `Fragment`) is the same value in both, exported once.
 * @param {Map<string, string[]>} exports
 */
function sharedReactModule(exports) {
  const exported = new Set();
  return [...exports]
    .map(([specifier, names]) => {
      const own = names.filter((name) => !exported.has(name));
      for (const name of own) exported.add(name);
      return `export { ${own.join(', ')} } from ${JSON.stringify(specifier)};`;
    })
    .join('\n');
}

/**
 * Builds React once into the client's assets.
 * @param {{ root: string; mode: string; clientDir: string }} build
 * @param {Map<string, string[]>} exports
 * @returns {Promise<string>} the file's name under the client directory
 */
async function buildSharedReact({ root, mode, clientDir }, exports) {
  const outDir = path.join(clientDir, '..', 'part-react');
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode,
    plugins: [
      {
        name: 'northbeam-shared-react',
        resolveId: (id) => (id === sharedReactId ? id : null),
        load: (id) => (id === sharedReactId ? sharedReactModule(exports) : null),
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: { react: sharedReactId },
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const chunks = outputFiles(output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error('acting-parts: React did not build as one file');
  const { fileName } = chunks[0];
  moveIntoClient(outDir, clientDir, [fileName]);
  return fileName;
}

/**
 * Resolves a part's imports of React to the shared file: each specifier to a module re-exporting
 * its names from it, which the build keeps external at its path beside the part.
 * @param {Map<string, string[]>} exports
 * @returns {import('vite').Plugin}
 */
function externalReact(exports) {
  return {
    name: 'northbeam-external-react',
    enforce: 'pre',
    resolveId(id, importer, { kind }) {
      if (id === sharedReactExternal) return { id, external: true };
      if (!exports.has(id)) return null;
      // A CommonJS `require` (use-sync-external-store's, under @xstate/react) takes the module's
      // whole namespace, which the build would fill with every name React exports: it gets those
      // its source reads as a property (`React.useRef`) instead.
      if (kind === 'require-call' && importer)
        return `${reactFacade}${id}?${encodeURIComponent(path.resolve(importer))}`;
      return reactFacade + id;
    },
    load(id) {
      if (!id.startsWith(reactFacade)) return null;
      const [specifier = '', importer] = id.slice(reactFacade.length).split('?');
      let names = exports.get(specifier) ?? [];
      if (importer) {
        const source = readFileSync(decodeURIComponent(importer), 'utf8');
        names = names.filter((name) => source.includes(`.${name}`));
      }
      return `export { ${names.join(', ')} } from ${JSON.stringify(sharedReactExternal)};`;
    },
  };
}

/**
 * The preload helper a part's dynamic imports call, reduced to the import (see preloadHelperId).
 * @returns {import('vite').Plugin}
 */
const importWithoutPreload = () => ({
  name: 'northbeam-import-without-preload',
  enforce: 'pre',
  resolveId: (id) => (id === preloadHelperId ? id : null),
  load: (id) => (id === preloadHelperId ? 'export const __vitePreload = (load) => load();' : null),
});

/** @param {string} css @returns {string[]} the class names a stylesheet's selectors name */
const classesIn = (css) => [...css.matchAll(classSelector)].map((match) => match[1]);

/**
 * The files of a build written aside (a part's, or the shared React's).
 * @param {Awaited<ReturnType<typeof build>>} output
 */
const outputFiles = (output) =>
  (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);

/**
 * Copies the named files of a build written aside into the client's assets, then removes it.
 * @param {string} outDir @param {string} clientDir @param {Iterable<string>} fileNames
 */
function moveIntoClient(outDir, clientDir, fileNames) {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  for (const fileName of fileNames)
    copyFileSync(path.join(outDir, fileName), path.join(clientDir, fileName));
  rmSync(outDir, { recursive: true, force: true });
}

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
      const known = new Set(classesIn(stylesheet));
      const build = {
        siteDir,
        root: config.root,
        mode: config.mode,
        clientDir: options.dir,
        known,
      };
      const exports = reactExports(siteDir);
      const react = await buildSharedReact(build, exports);
      /** @type {Record<string, import('./acting-parts.d.mts').BuiltPart>} */
      const parts = {};
      for (const part of partNames(siteDir))
        parts[part] = await buildPart(build, part, { exports, react });
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
 * @param {{ exports: Map<string, string[]>; react: string }} react React's export names and the
 *   shared file's name under the client directory
 */
async function buildPart({ siteDir, root, mode, clientDir, known }, part, { exports, react }) {
  // Built aside, then its scripts copied: the stylesheet it would write is the app's, whose
  // class names are checked instead.
  const outDir = path.join(clientDir, '..', `part-${part}`);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode,
    resolve: { alias: workspaceAliases(siteDir) },
    plugins: [externalReact(exports), importWithoutPreload(), vanillaExtractPlugin()],
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
          // XState in the part's own file: each part is a build of its own, so its XState chunk
          // was never shared with another page's; one file compresses better than two.
          codeSplitting: {
            groups: packageChunkGroups.filter((group) => group.name !== 'xstate'),
          },
          // The part's chunks are written beside the shared React file (assets/).
          paths: { [sharedReactExternal]: `./${path.basename(react)}` },
        },
      },
    },
  });
  const outputs = outputFiles(output);
  const chunks = new Map(
    outputs.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  for (const asset of outputs.filter((file) => file.fileName.endsWith('.css'))) {
    const unknown = classesIn(String(asset.source)).filter((name) => !known.has(name));
    if (unknown.length > 0)
      throw new Error(
        `acting-parts: ${part} names classes the site's stylesheet lacks: ${unknown.slice(0, 5)}`,
      );
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const french = [...chunks.values()].find((chunk) => frenchPack.test(chunk.facadeModuleId ?? ''));
  if (!entry) throw new Error(`acting-parts: ${part} has no entry chunk`);
  if (!french) throw new Error(`acting-parts: ${part} did not build the French pack as a chunk`);
  moveIntoClient(outDir, clientDir, chunks.keys());
  const imports = [
    // The shared React file is external to the part's build: its chunks list it as written.
    ...staticImports(chunks, entry.fileName).filter((file) => chunks.has(file)),
    react,
  ];
  return {
    entry: `/${entry.fileName}`,
    imports: imports.map((file) => `/${file}`),
    french: [french.fileName, ...staticImports(chunks, french.fileName)]
      .filter((file) => chunks.has(file) && !imports.includes(file))
      .map((file) => `/${file}`),
  };
}
