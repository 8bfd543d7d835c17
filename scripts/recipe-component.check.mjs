// CONTRIBUTING's "Add a component", followed in a temporary copy of packages/ui: the folder with
// its four files, the entry test failing until `node scripts/write-ui-index.mjs` runs, then the
// entry test and the package's type check passing with the new component exported. A step that
// no longer works as written (a renamed script, a moved theme, a new required file) fails here.
// Run: node --test scripts/recipe-component.check.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(path.join(tmpdir(), 'northbeam-recipe-component-'));
after(() => rmSync(copy, { recursive: true, force: true }));

// The package without its installed modules, which the copy borrows through links.
for (const file of ['tsconfig.base.json', 'scripts/write-ui-index.mjs'])
  cpSync(path.join(root, file), path.join(copy, file));
cpSync(path.join(root, 'packages/ui'), path.join(copy, 'packages/ui'), {
  recursive: true,
  filter: (source) => !source.includes(`${path.sep}node_modules`),
});
// The stories start from the project's Storybook preview, read where it is (links resolve to it).
for (const shared of ['node_modules', '.storybook'])
  symlinkSync(path.join(root, shared), path.join(copy, shared));
symlinkSync(
  path.join(root, 'packages/ui/node_modules'),
  path.join(copy, 'packages/ui/node_modules'),
);

const ui = path.join(copy, 'packages/ui');
const folder = path.join(ui, 'src/components/RecipeBadge');

/** Runs a command in the copy; its output goes along when it fails. */
function run(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000 });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
const entryTest = () =>
  run(ui, process.execPath, [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    'src/entry.test.ts',
  ]);

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
  const written = run(copy, process.execPath, ['scripts/write-ui-index.mjs']);
  assert.ok(written.ok, written.output);
  const entry = readFileSync(path.join(ui, 'src/index.ts'), 'utf8');
  assert.match(entry, /export \* from '\.\/components\/RecipeBadge';/);
  const after = entryTest();
  assert.ok(after.ok, after.output);
});

test('step 5: the package type check passes with the new component', () => {
  const typecheck = run(ui, process.execPath, [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  assert.ok(typecheck.ok, typecheck.output);
});
