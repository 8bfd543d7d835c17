import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.ts';

export const SUPABASE_DIR = fileURLToPath(new URL('../../../', import.meta.url));
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');

const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/;

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

/**
 * Applies supabase/migrations in version order, each in its own transaction, and records them in
 * supabase_migrations.schema_migrations like the Supabase CLI. seed.sql runs once on a fresh database.
 */
export async function migrate(
  db: Database,
  migrationsDir = MIGRATIONS_DIR,
  seedFile = SEED_FILE,
): Promise<MigrationResult> {
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((f) => MIGRATION_NAME.test(f))
        .sort()
    : [];
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((r) => r.version),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_NAME.exec(file)!;
    if (done.has(version!)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(
          `migration ${file} failed: ${err instanceof Error ? err.message : String(err)}`,
          { cause: err },
        );
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3::text])',
        [version!, name!, sql],
      );
    });
    applied.push(file);
  }
  let seeded = false;
  if (fresh && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
        ['supabase/seed.sql', hash],
      );
    });
    seeded = true;
  }
  return { applied, seeded };
}
