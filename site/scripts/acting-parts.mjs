// Builds each page's acting part (see page-runtime.mjs) inside the React Router client build, as
// an entry of its own: it shares React, the ui and the flows chunks with the app, and the class
// names vanilla-extract gives the page's stylesheet. The postbuild reads which file starts each
// part, which chunks that file imports, and which a French page adds (the ui's French pack, which
// startPart imports dynamically there), from `build/acting-parts.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { partEntry, partNames } from './page-runtime.mjs';

const manifestName = 'acting-parts.json';
// The module startPart imports on a French page only.
const frenchPack = /app[\\/]acting[\\/]frenchPack\.ts$/;

/** Every chunk a chunk imports statically, directly or through another. */
function staticImports(bundle, fileName, seen = new Set()) {
  for (const imported of bundle[fileName]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(bundle, imported, seen);
  }
  return [...seen];
}

/**
 * @param {string} siteDir the site's directory
 * @returns {import('vite').Plugin}
 */
export function actingPartsPlugin(siteDir) {
  /** @type {Map<string, string>} part name → emitted chunk reference */
  const references = new Map();
  return {
    name: 'northbeam-acting-parts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      references.clear();
      for (const part of partNames(siteDir)) {
        const id = path.join(siteDir, partEntry(part));
        references.set(part, this.emitFile({ type: 'chunk', id, name: part }));
      }
    },
    writeBundle(options, bundle) {
      const french = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && frenchPack.test(chunk.facadeModuleId ?? ''),
      );
      if (!french) throw new Error('acting-parts: the French pack was not built as a chunk');
      /** @type {Record<string, import('./acting-parts.d.mts').BuiltPart>} */
      const parts = {};
      for (const [part, reference] of references) {
        const entry = this.getFileName(reference);
        const imports = staticImports(bundle, entry);
        parts[part] = {
          entry: `/${entry}`,
          imports: imports.map((file) => `/${file}`),
          french: [french.fileName, ...staticImports(bundle, french.fileName)]
            .filter((file) => !imports.includes(file))
            .map((file) => `/${file}`),
        };
      }
      if (!options.dir) throw new Error('acting-parts: the client build has no output directory');
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
