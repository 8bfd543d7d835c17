// No import circle anywhere in the tree's TypeScript: a module that imports, even for a type, one
// that imports it back can no longer be read, moved or tested on its own. `pnpm lint` runs this.
// The imports are resolved by the TypeScript compiler with each file's own tsconfig (its `paths`,
// `.js` specifiers that name `.ts` files, Deno's `.ts` specifiers), so an edge here is the edge
// tsc sees; madge or dependency-cruiser would add a dependency tree to answer the same question.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The TypeScript of the tree: the packages, the site's app, the Deno functions, the backend. */
const ROOTS = [
  'packages/ui',
  'packages/flows',
  'site/app',
  'supabase/functions',
  'supabase/local/src',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', '.react-router']);

const sourceFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** Compiler options of the tsconfig.json nearest to each folder (cached per config file). */
const optionsFor = (() => {
  const byConfig = new Map();
  return (file) => {
    const config = ts.findConfigFile(path.dirname(file), ts.sys.fileExists) ?? '';
    if (!byConfig.has(config)) {
      const parsed = config
        ? ts.getParsedCommandLineOfConfigFile(
            config,
            {},
            { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
          )
        : undefined;
      byConfig.set(
        config,
        parsed?.options ?? { moduleResolution: ts.ModuleResolutionKind.Bundler },
      );
    }
    return byConfig.get(config);
  };
})();

/** Each file's imports (static, `export … from`, `import type`, dynamic) that resolve to a file of `files`. */
const importGraph = (files) => {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, optionsFor(file), ts.sys);
      const target = resolvedModule && path.resolve(resolvedModule.resolvedFileName);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
};

/** One circle per strongly connected group of modules (Tarjan), each as a closed path of files. */
const circles = (graph) => {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file))
      found.push(circleIn(graph, new Set(group)));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
};

/** A shortest path from the group's first file back to itself, inside the group. */
const circleIn = (graph, group) => {
  const [start] = [...group].sort();
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const circle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
};

const named = (circle, base) => circle.map((file) => path.relative(base, file)).join(' → ');

test('the walk finds a circle, a type-only one included, and names its files', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
  try {
    const write = (name, code) => {
      writeFileSync(path.join(folder, name), code);
      return path.join(folder, name);
    };
    const files = [
      write('machine.ts', "export * from './select.js';\nexport const machine = 1;\n"),
      write(
        'select.ts',
        "import type { machine } from './machine.js';\nexport type M = typeof machine;\n",
      ),
      write('alone.ts', "import { machine } from './machine.js';\nexport const x = machine;\n"),
    ];
    assert.deepEqual(
      circles(importGraph(files)).map((circle) => named(circle, folder)),
      ['machine.ts → select.ts → machine.ts'],
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('no import circle in packages/ui, packages/flows, site/app, supabase/functions, supabase/local/src', () => {
  const files = ROOTS.flatMap((folder) => sourceFiles(path.join(root, folder)));
  assert.ok(files.length > 300, `only ${files.length} files found: the walk missed the tree`);
  const graph = importGraph(files);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  assert.ok(edges > files.length, `only ${edges} imports resolved: the resolution is broken`);
  assert.deepEqual(
    circles(graph).map((circle) => named(circle, root)),
    [],
    'import circles (move what both sides need into a module of its own)',
  );
});
