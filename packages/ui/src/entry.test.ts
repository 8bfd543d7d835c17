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

  it('gives every component folder a story file', () => {
    const folders = readdirSync(path.join(src, 'components'));
    const withoutStories = folders.filter(
      (name) =>
        !readdirSync(path.join(src, 'components', name)).some((file) =>
          file.endsWith('.stories.tsx'),
        ),
    );
    expect(withoutStories).toEqual(['Icon']);
  });
});
