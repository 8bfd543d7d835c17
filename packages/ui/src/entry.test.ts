import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

describe('package entry', () => {
  it('exports every component folder (run scripts/write-ui-index.mjs after adding one)', () => {
    const entry = readFileSync(path.join(src, 'index.ts'), 'utf8');
    const folders = readdirSync(path.join(src, 'components')).filter((name) =>
      existsSync(path.join(src, 'components', name, 'index.ts')),
    );
    expect(folders.length).toBeGreaterThan(30);
    for (const name of folders) expect(entry).toContain(`export * from './components/${name}';`);
  });

  it('gives every file that renders a story file beside it', () => {
    // stories-support/ holds what the stories themselves share (wrappers, sample content); it is
    // not part of the package and renders nothing outside a story.
    const rendering = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.tsx') &&
        !/\.(stories|test|check)\.tsx$/.test(file) &&
        !file.startsWith(`stories-support${path.sep}`),
    );
    expect(rendering.length).toBeGreaterThan(40);
    const withoutStories = rendering.filter(
      (file) => !existsSync(path.join(src, file.replace(/\.tsx$/, '.stories.tsx'))),
    );
    expect(withoutStories).toEqual([]);
  });
});
