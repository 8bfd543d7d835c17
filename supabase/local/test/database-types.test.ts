import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, readDatabaseTypes } from '../src/db/typegen.ts';

describe('supabase/types/database.ts', () => {
  // A migration that adds, renames or drops a column changes the generated text, so the site's
  // typed PostgREST client cannot drift from the schema it talks to.
  it('is what `pnpm db:types` generates from the migrations', async () => {
    const generated = await generateDatabaseTypes();
    expect(generated).toContain('subscriptions: {');
    expect(
      readDatabaseTypes(),
      'supabase/types/database.ts is out of date: run pnpm db:types',
    ).toBe(generated);
  });
});
