// CONTRIBUTING's "Add an edge function", followed in a temporary copy of supabase/ (with
// docs/backend-contract.md beside it): a function with its handler, its verify_jwt setting, the
// table it writes in a new migration, the database types rewritten, its contract test through
// supabase-js against the embedded backend, its rows in the functions README and the contract
// doc; then the tests step 5 names and the Deno type check. The doc and type tests must fail
// before their steps and pass after. A step that no longer works as written fails here.
// Run: node --test scripts/recipe-function.check.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { packageCopy, runNode, tool } from './recipe-copy.mjs';

// The functions read the business facts they share with the site from packages/ (read there).
const { copy, dir: supabase } = packageCopy('supabase', {
  files: ['docs/backend-contract.md'],
  links: ['supabase/local/node_modules', 'packages'],
});
const local = path.join(supabase, 'local');
const vitest = (...files) => runNode(local, [tool('vitest/vitest.mjs'), 'run', ...files]);

/** Writes `file` (from the copy's root) after replacing `anchor`; the anchor must be there. */
function edit(file, anchor, replacement) {
  const full = path.join(copy, file);
  const source = readFileSync(full, 'utf8');
  assert.ok(source.includes(anchor), `${file} no longer has ${JSON.stringify(anchor)}`);
  writeFileSync(full, source.replace(anchor, replacement));
}

test('steps 1-3: the handler, its verify_jwt, its migration', () => {
  mkdirSync(path.join(supabase, 'functions/recipe-greeting'));
  writeFileSync(
    path.join(supabase, 'functions/recipe-greeting/index.ts'),
    `import { adminClient } from '../_shared/db.ts';
import { badInput, endpoint, json, readJsonObject } from '../_shared/http.ts';
import { singleLineField } from '../_shared/validate.ts';

/** Keeps a visitor's name and greets them. Body: \`{ name }\`. Anyone may call it. */
export const handler = endpoint(['POST'], async (req) => {
  const name = singleLineField(await readJsonObject(req), 'name', 'Name', 80);
  if (!name) throw badInput('Name is required.');
  const { error } = await adminClient().from('recipe_greetings').insert({ name });
  if (error) throw error;
  return json(req, 200, { greeting: \`Hello, \${name}!\` });
});

if (import.meta.main) Deno.serve(handler);
`,
  );
  appendFileSync(
    path.join(supabase, 'config.toml'),
    '\n[functions.recipe-greeting]\nverify_jwt = false\n',
  );
  writeFileSync(
    path.join(supabase, 'migrations/29991231000000_recipe_greetings.sql'),
    `create table public.recipe_greetings (
  id bigint generated always as identity primary key,
  name text not null,
  created_at timestamptz not null default now()
);
alter table public.recipe_greetings enable row level security;
`,
  );
});

test('before steps 3 and 4 are done, the type and contract-doc tests fail, naming the new parts', () => {
  const before = vitest('test/database-types.test.ts', 'test/backend-contract-doc.test.ts');
  assert.ok(!before.ok, before.output);
  assert.match(before.output, /recipe-greeting/);
  assert.match(before.output, /public\.recipe_greetings\.name/);
  assert.match(before.output, /FAIL\s+test\/database-types\.test\.ts/);
});

test('step 3: pnpm db:types rewrites the Database type with the new table', () => {
  const written = runNode(local, [
    path.join(local, 'node_modules/tsx/dist/cli.mjs'),
    'scripts/db-types.ts',
  ]);
  assert.ok(written.ok, written.output);
  assert.match(readFileSync(path.join(supabase, 'types/database.ts'), 'utf8'), /recipe_greetings/);
});

test('step 4: the contract test, and the function in the README and the contract doc', () => {
  writeFileSync(
    path.join(local, 'test/functions/recipe-greeting.test.ts'),
    `import { expect, it } from 'vitest';
import { client } from '../support/clients.ts';
import { callFunction, harnessForFile, type Harness } from './harness.ts';

let h: Harness;
harnessForFile((started) => {
  h = started;
});

it('greets through supabase-js and keeps the name', async () => {
  const visitor = client(h.backend.url, h.backend.anonKey);
  const { data, error } = await visitor.functions.invoke('recipe-greeting', {
    body: { name: 'Ada' },
  });
  expect(error).toBeNull();
  expect(data).toEqual({ greeting: 'Hello, Ada!' });
  const { data: rows } = await h.admin.from('recipe_greetings').select('name');
  expect(rows).toEqual([{ name: 'Ada' }]);
});

it('answers a caller without a session (verify_jwt = false in config.toml)', async () => {
  const answer = await callFunction(h, 'recipe-greeting', {
    body: { name: 'Grace' },
    token: 'not-a-session',
  });
  expect(answer.status).toBe(200);
});

it('refuses a name on two lines with a 400 and keeps nothing', async () => {
  const answer = await callFunction(h, 'recipe-greeting', { body: { name: 'Ada\\nLovelace' } });
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ error: 'Name must be on a single line.', code: 'invalid_input' });
  const { count } = await h.admin
    .from('recipe_greetings')
    .select('*', { count: 'exact', head: true })
    .like('name', '%Lovelace%');
  expect(count).toBe(0);
});
`,
  );
  edit(
    'supabase/functions/README.md',
    '| customer-portal ',
    '| recipe-greeting | anyone (`verify_jwt = false`) | `{ name }` | `{ greeting }`; 400 `invalid_input` for a name that is missing, too long or on two lines |\n| customer-portal ',
  );
  edit(
    'docs/backend-contract.md',
    'Names: check-subscription,',
    'Names: recipe-greeting, check-subscription,',
  );
  edit(
    'docs/backend-contract.md',
    '  - `public.newsletter_subscribers(',
    '  - `public.recipe_greetings(id bigint identity pk, name text, created_at)` — recipe-greeting writes it; no client access.\n  - `public.newsletter_subscribers(',
  );
});

test('step 5: the function contract test, the type and doc tests, and the Deno type check pass', () => {
  const after = vitest(
    'test/functions/recipe-greeting.test.ts',
    'test/database-types.test.ts',
    'test/backend-contract-doc.test.ts',
  );
  assert.ok(after.ok, after.output);
  assert.match(after.output, /Tests\s+\d+ passed/);
  // The README's command, run from the copy's root.
  const deno = spawnSync(
    path.join(local, 'node_modules/@deno/linux-x64-glibc/deno'),
    [
      'check',
      '--config',
      'supabase/functions/deno.json',
      'supabase/functions/recipe-greeting/index.ts',
    ],
    { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  assert.equal(deno.status, 0, `${deno.stdout}${deno.stderr}`);
});
