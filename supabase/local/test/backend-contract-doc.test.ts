import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.ts';

// docs/backend-contract.md is what the site, the functions and the embedded backend agree on; it
// stays true by this test: every edge function and every column the migrations create is named in it.
// supabase/functions/README.md's table documents each function's body, answer and errors: one row
// a function, none for a function that is gone.

const root = join(import.meta.dirname, '..', '..', '..');
const contract = readFileSync(join(root, 'docs', 'backend-contract.md'), 'utf8');

/** The text of the contract's `## title` section. */
function section(title: string): string {
  const start = contract.indexOf(`## ${title}\n`);
  if (start < 0) throw new Error(`docs/backend-contract.md has no "## ${title}" section`);
  const end = contract.indexOf('\n## ', start + 1);
  return contract.slice(start, end < 0 ? undefined : end);
}

/** The edge functions: the folders of supabase/functions with an index.ts, `_shared` aside. */
const functionNames = readdirSync(join(root, 'supabase', 'functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

const words = (text: string) => new Set(text.match(/[a-z_][a-z0-9_-]*/gi) ?? []);

let database: Awaited<ReturnType<typeof openDatabase>>['db'];
beforeAll(async () => {
  ({ db: database } = await openDatabase({}));
});
afterAll(async () => {
  await database.close();
});

describe('docs/backend-contract.md', () => {
  it('names every edge function in its Functions section', () => {
    const named = words(section('Functions'));
    expect(functionNames.length).toBeGreaterThan(0);
    expect(functionNames.filter((name) => !named.has(name))).toEqual([]);
  });

  it('names every table and column the migrations create in its Database section', async () => {
    const text = section('Database');
    const columns = await database.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
    }>(
      `select table_schema, table_name, column_name from information_schema.columns
        where table_schema in ('public', 'private')
          and table_name in (select table_name from information_schema.tables
                              where table_schema in ('public', 'private') and table_type = 'BASE TABLE')
        order by table_schema, table_name, ordinal_position`,
    );
    expect(columns.length).toBeGreaterThan(0);
    const missing = columns
      .filter(({ table_schema, table_name, column_name }) => {
        const table = `${table_schema}.${table_name}`;
        // The table's entry: the list item that spells out its columns.
        const entry = text.split('\n').find((line) => line.includes(`${table}(`));
        return !entry || !words(entry).has(column_name);
      })
      .map(
        ({ table_schema, table_name, column_name }) =>
          `${table_schema}.${table_name}.${column_name}`,
      );
    expect(missing).toEqual([]);
  });
});

describe('supabase/functions/README.md', () => {
  it('has one row of its table for each function, and none for a function that is not there', () => {
    const readme = readFileSync(join(root, 'supabase', 'functions', 'README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .map((line) => /^\|\s*([a-z][a-z0-9-]*)\s*\|/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined && name !== 'function');
    expect(rows.sort()).toEqual(functionNames);
  });
});
