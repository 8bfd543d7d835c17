// CONTRIBUTING's "Add a machine", followed in a temporary copy of packages/flows: a machine with
// its backend work as an actor that fails loudly when not provided, a selector, the behaviour test
// and the model walk beside it, the folder's index exported from the package entry; then the
// package's tests of that folder and its type check, as step 4 says. A step that no longer works as
// written (a moved helper, a renamed harness) fails here.
// Run: node --test scripts/recipe-machine.check.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { packageCopy, runNode, tool } from './recipe-copy.mjs';

const { dir: flows } = packageCopy('packages/flows');
const folder = path.join(flows, 'src/recipeNote');

const run = (args) => runNode(flows, args);
const vitest = (...files) => run([tool('vitest/vitest.mjs'), 'run', ...files]);

test('steps 1-3: the machine, its selector, its two tests and its public face', () => {
  mkdirSync(folder);
  writeFileSync(
    path.join(folder, 'recipeNoteMachine.ts'),
    `import { setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../provided.js';

export const recipeNoteMachine = setup({
  types: { events: {} as { type: 'SAVE' } },
  actors: { saveNote: notProvided<void, void>('saveNote') },
}).createMachine({
  id: 'recipeNote',
  initial: 'idle',
  states: {
    idle: { on: { SAVE: 'saving' } },
    saving: { invoke: { id: 'saveNote', src: 'saveNote', onDone: 'saved', onError: 'failed' } },
    saved: { on: { SAVE: 'saving' } },
    failed: { on: { SAVE: 'saving' } },
  },
});

export type RecipeNoteSnapshot = SnapshotFrom<typeof recipeNoteMachine>;

export const selectRecipeNote = (snapshot: RecipeNoteSnapshot) => ({
  busy: snapshot.matches('saving'),
  failed: snapshot.matches('failed'),
});
`,
  );
  writeFileSync(
    path.join(folder, 'recipeNoteMachine.test.ts'),
    `import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recipeNoteMachine, selectRecipeNote } from './index.js';

describe('recipeNote', () => {
  it('fails loudly when the app did not provide the backend work', async () => {
    const actor = createActor(recipeNoteMachine).start();
    actor.send({ type: 'SAVE' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(selectRecipeNote(actor.getSnapshot()).failed).toBe(true);
  });

  it('saves through the provided actor', async () => {
    const actor = createActor(
      recipeNoteMachine.provide({ actors: { saveNote: fromPromise<void, void>(async () => {}) } }),
    ).start();
    actor.send({ type: 'SAVE' });
    expect(selectRecipeNote(actor.getSnapshot()).busy).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('saved');
  });
});
`,
  );
  writeFileSync(
    path.join(folder, 'recipeNoteMachine.model.test.ts'),
    `import { expect } from 'vitest';
import type { ControlledActors } from '../testing/controlledActors.js';
import { describeModel } from '../testing/modelHarness.js';
import { recipeNoteMachine, selectRecipeNote } from './index.js';

describeModel('recipeNote', {
  subject: (actors: ControlledActors) => ({
    machine: recipeNoteMachine.provide({ actors: { saveNote: actors.actor() } }),
    effects: { actors },
  }),
  events: [
    { type: 'SAVE' },
    { type: 'xstate.done.actor.saveNote', output: undefined },
    { type: 'xstate.error.actor.saveNote', error: new Error('503') },
  ],
  states: {
    idle: (snapshot) => expect(selectRecipeNote(snapshot)).toEqual({ busy: false, failed: false }),
    saving: (snapshot, { actors }) => {
      expect(selectRecipeNote(snapshot).busy).toBe(true);
      expect(actors.running('saveNote')).toBe(1);
    },
    saved: (snapshot) => expect(selectRecipeNote(snapshot).failed).toBe(false),
    failed: (snapshot) => expect(selectRecipeNote(snapshot).failed).toBe(true),
  },
});
`,
  );
  writeFileSync(
    path.join(folder, 'index.ts'),
    `// The folder's public face: the package entry reads this folder from here.\nexport * from './recipeNoteMachine.js';\n`,
  );
  appendFileSync(path.join(flows, 'src/index.ts'), `export * from './recipeNote/index.js';\n`);
});

test("step 4: the folder's tests pass, the model walk covering every state", () => {
  const tests = vitest('src/recipeNote');
  assert.ok(tests.ok, tests.output);
  assert.match(tests.output, /recipeNoteMachine\.model\.test\.ts/);
  assert.match(tests.output, /Test Files +2 passed/);
});

test('step 4: a state without an assertion fails the model walk', () => {
  const model = path.join(folder, 'recipeNoteMachine.model.test.ts');
  const text = readFileSync(model, 'utf8');
  writeFileSync(model, text.replace(/\n {4}saved: [^\n]+\n/, '\n'));
  const walk = vitest('src/recipeNote/recipeNoteMachine.model.test.ts');
  writeFileSync(model, text);
  assert.ok(!walk.ok, 'the model walk notices the state it does not check');
});

test('the package type check passes with the new machine exported', () => {
  const typecheck = run([tool('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
  assert.ok(typecheck.ok, typecheck.output);
});
