// Gives every relative import in the emitted type declarations (dist/**/*.d.ts) its full path:
// `./Button.css` becomes `./Button.css.js`, `./theme` becomes `./theme/index.js`.
//
// Why: the sources import without extensions (moduleResolution "bundler"), and tsc copies those
// specifiers into the .d.ts files unchanged. An app whose TypeScript resolves like Node
// (module "node16"/"nodenext", the default for a Node ESM project) then cannot follow them and
// gets no types at all from the package. Rewriting the emitted files keeps the sources as they
// are. tsc-alias's `resolveFullPaths` does the same job but only for specifiers whose `.js` file
// exists, and the Vite build emits no JavaScript for the components' barrel `index.ts` files.
// The `attw --pack` step of the tests checks the result under node16 resolution.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* declarations(file);
    else if (name.endsWith('.d.ts')) yield file;
  }
}

/** The specifier with its full path, or null when it already names a file. */
function fullSpecifier(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (/\.(js|mjs|cjs|json)$/.test(specifier) && existsSync(base.replace(/\.[cm]?js$/, '.d.ts'))) {
    return null;
  }
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(dist, fromFile)}: cannot resolve '${specifier}'`);
}

let changed = 0;
for (const file of declarations(dist)) {
  const text = readFileSync(file, 'utf8');
  // TypeScript's own scanner finds every module reference: import/export declarations and
  // `import('...')` types alike.
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const edits = importedFiles
    .filter(({ fileName }) => fileName.startsWith('./') || fileName.startsWith('../'))
    .map(({ fileName, pos }) => {
      // `pos` points at or just before the string literal; find the specifier itself from there.
      const start = text.indexOf(fileName, pos);
      return { pos: start, end: start + fileName.length, to: fullSpecifier(file, fileName) };
    })
    .filter((edit) => edit.to !== null)
    .sort((a, b) => b.pos - a.pos);
  if (edits.length === 0) continue;
  let next = text;
  for (const { pos, end, to } of edits) next = next.slice(0, pos) + to + next.slice(end);
  writeFileSync(file, next);
  changed += 1;
}
console.log(`declaration-extensions: ${changed} declaration files rewritten`);
