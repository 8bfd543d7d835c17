import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from './index.ts';
import { SUPABASE_DIR } from './migrate.ts';

/** The checked-in types of the public schema, which the site's PostgREST client is typed with. */
export const DATABASE_TYPES_FILE = join(SUPABASE_DIR, 'types', 'database.ts');

/**
 * The `Database` type supabase-js expects, generated from the migrations applied to a fresh PGlite
 * by Supabase's own generator (the engine of `supabase gen types`, here fed through our driver
 * instead of a Docker Postgres), then formatted with the repository's Prettier settings so the
 * file passes the format check as written.
 */
export async function generateDatabaseTypes(): Promise<string> {
  const { db } = await openDatabase({});
  try {
    const metadata = await introspect(
      { query: async (sql: string) => ({ rows: await db.query(sql) }) },
      { includedSchemas: ['public'] },
    );
    const options = (await resolveConfig(DATABASE_TYPES_FILE)) ?? {};
    const body = await generateTypescript(sortGeneratorMetadata(metadata), {
      // Hosted projects run PostgREST 12+; supabase-js reads the version for its typing.
      postgrestVersion: '12',
      format: (code) => format(code, { ...options, filepath: DATABASE_TYPES_FILE }),
    });
    return `// Generated from supabase/migrations by \`pnpm db:types\`; do not edit.\n${body}`;
  } finally {
    await db.close();
  }
}

/** The checked-in file, or '' when there is none yet. */
export function readDatabaseTypes(): string {
  try {
    return readFileSync(DATABASE_TYPES_FILE, 'utf8');
  } catch {
    return '';
  }
}

export function writeDatabaseTypes(text: string): void {
  writeFileSync(DATABASE_TYPES_FILE, text);
}
