// CONTRIBUTING's "Add a component", followed in a temporary copy of packages/ui: the folder with
// its four files, the entry test failing until `node scripts/write-ui-index.mjs` runs, then the
// entry test and the package's type check passing with the new component exported. A step that
// no longer works as written (a renamed script, a moved theme, a new required file) fails here.
// Run: node --test scripts/recipe-component.check.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { packageCopy, runNode, tool } from './recipe-copy.mjs';

// The stories start from the project's Storybook preview, read where it is (links resolve to it).
const { copy, dir: ui } = packageCopy('packages/ui', {
  files: ['scripts/write-ui-index.mjs'],
  links: ['.storybook'],
});
const folder = path.join(ui, 'src/components/RecipeBadge');

const entryTest = () => runNode(ui, [tool('vitest/vitest.mjs'), 'run', 'src/entry.test.ts']);

test('step 1: the folder with the component, its styles, stories and index', () => {
  mkdirSync(folder);
  writeFileSync(
    path.join(folder, 'RecipeBadge.css.ts'),
    `import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({ minHeight: vars.size.control, padding: vars.space.xs });
export const tone = styleVariants({
  neutral: { color: vars.color.text },
  warning: { background: vars.color.warningSoft },
});
`,
  );
  writeFileSync(
    path.join(folder, 'RecipeBadge.tsx'),
    `import * as css from './RecipeBadge.css';

export const recipeBadgeTones = ['neutral', 'warning'] as const;
export type RecipeBadgeTone = (typeof recipeBadgeTones)[number];

export interface RecipeBadgeProps {
  label: string;
  tone?: RecipeBadgeTone;
}

export function RecipeBadge({ label, tone = 'neutral' }: RecipeBadgeProps) {
  return <span className={\`\${css.badge} \${css.tone[tone]}\`}>{label}</span>;
}
`,
  );
  writeFileSync(
    path.join(folder, 'RecipeBadge.stories.tsx'),
    `import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { RecipeBadge } from './RecipeBadge';

const meta = preview.meta({
  title: 'Feedback/RecipeBadge',
  component: RecipeBadge,
  args: { label: 'New' },
});

export const Default = meta.story({
  name: 'Default',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
});
`,
  );
  writeFileSync(
    path.join(folder, 'index.ts'),
    `export { RecipeBadge, recipeBadgeTones, type RecipeBadgeProps, type RecipeBadgeTone } from './RecipeBadge';\n`,
  );
  const before = entryTest();
  assert.ok(!before.ok, 'the entry test fails before write-ui-index runs');
  assert.match(before.output, /run scripts\/write-ui-index\.mjs after adding one/);
});

test('step 1: write-ui-index adds it to the package entry, and the entry test passes', () => {
  const written = runNode(copy, ['scripts/write-ui-index.mjs']);
  assert.ok(written.ok, written.output);
  const entry = readFileSync(path.join(ui, 'src/index.ts'), 'utf8');
  assert.match(entry, /export \* from '\.\/components\/RecipeBadge';/);
  const after = entryTest();
  assert.ok(after.ok, after.output);
});

test('step 5: the package type check passes with the new component', () => {
  const typecheck = runNode(ui, [tool('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
  assert.ok(typecheck.ok, typecheck.output);
});
