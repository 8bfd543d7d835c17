import { bootstrap } from './bootstrap.ts';
import { migrate, type MigrationResult } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

export type { Database, DbRole, Queryable } from './types.ts';

export interface DatabaseOptions {
  /** PGlite data directory; omitted (and no databaseUrl) means an in-memory PGlite. */
  dataDir?: string;
  /** A PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  migrationsDir?: string;
  seedFile?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<{ db: Database; migrations: MigrationResult }> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await bootstrap(db);
    const migrations = await migrate(db, options.migrationsDir, options.seedFile);
    return { db, migrations };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
