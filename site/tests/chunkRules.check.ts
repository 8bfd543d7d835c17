import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

/*
 * The site's chunks follow its entry points and dynamic imports (vite.config.ts). A chunk rule
 * that captured a module of the workspace by its path would make a rename move code between
 * chunks unnoticed, so every rule must name packages only: none may match a source file of the
 * site, the ui or the flows, and none may be left without a test (which captures every module).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const sourceDirs = ['site/app', 'packages/ui/src', 'packages/flows/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type Rule = { name: unknown; test?: unknown };

function chunkRules(): Rule[] {
  const output = config.build?.rolldownOptions?.output;
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((options) => {
    const splitting = options?.codeSplitting;
    return typeof splitting === 'object' ? ((splitting.groups ?? []) as Rule[]) : [];
  });
}

const matches = (test: unknown, id: string) =>
  test instanceof RegExp ? test.test(id) : typeof test === 'string' ? id.includes(test) : true;

describe('the chunk rules of vite.config.ts', () => {
  const files = sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));

  it('finds the workspace’s sources to test them against', () => {
    expect(files.length).toBeGreaterThan(200);
    // A vanilla-extract stylesheet's module id, as the rules see it.
    expect(files.some((file) => file.endsWith('.css.ts'))).toBe(true);
  });

  it('capture no source file of the workspace: only packages', () => {
    for (const rule of chunkRules()) {
      expect(rule.test, `group ${String(rule.name)} has a test`).toBeDefined();
      expect(typeof rule.test, `group ${String(rule.name)}`).not.toBe('function');
      for (const file of [...files, ...files.map((file) => `${file}.vanilla.css`)])
        expect(matches(rule.test, file), `group ${String(rule.name)} captures ${file}`).toBe(false);
    }
  });

  it('still group the packages every page that acts shares', () => {
    const react = path.join(root, 'node_modules/.pnpm/react@19/node_modules/react/index.js');
    expect(chunkRules().some((rule) => matches(rule.test, react))).toBe(true);
  });
});
