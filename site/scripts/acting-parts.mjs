// Builds each page's acting part (see page-runtime.mjs) inside the React Router client build, as
// an entry of its own: it shares React, the ui and the flows chunks with the app, and the class
// names vanilla-extract gives the page's stylesheet. The postbuild reads which file starts each
// part, and which chunks that file imports, from `build/acting-parts.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { partEntry, partNames } from './page-runtime.mjs';

const manifestName = 'acting-parts.json';

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
      /** @type {Record<string, { entry: string; imports: string[] }>} */
      const parts = {};
      for (const [part, reference] of references) {
        const entry = this.getFileName(reference);
        parts[part] = {
          entry: `/${entry}`,
          imports: staticImports(bundle, entry).map((file) => `/${file}`),
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
 * @returns {Record<string, { entry: string; imports: string[] }>} each part's start file and imports
 */
export function readActingParts(buildDir) {
  return JSON.parse(readFileSync(path.join(buildDir, manifestName), 'utf8'));
}
