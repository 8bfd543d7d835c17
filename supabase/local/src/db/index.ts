import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bootstrap, BOOTSTRAP_SQL } from './bootstrap.ts';
import { migrate, MIGRATIONS_DIR, SEED_FILE, type MigrationResult } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

function pgliteVersion(): string {
  try {
    const manifest = new URL(
      '../../node_modules/@electric-sql/pglite/package.json',
      import.meta.url,
    );
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
const PGLITE_VERSION = pgliteVersion();

export type { Database } from './types.ts';

export interface DatabaseOptions {
  /** PGlite data directory; omitted (and no databaseUrl) means an in-memory PGlite. */
  dataDir?: string;
  /** A PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  migrationsDir?: string;
  seedFile?: string;
}

export async function openDatabase(
  options: DatabaseOptions,
): Promise<{ db: Database; migrations: MigrationResult }> {
  if (!options.databaseUrl && !options.dataDir) return openMemoryPglite(options);
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  return prepare(db, options);
}

async function prepare<T extends Database>(
  db: T,
  options: DatabaseOptions,
): Promise<{ db: T; migrations: MigrationResult }> {
  try {
    await bootstrap(db);
    const migrations = await migrate(db, options.migrationsDir, options.seedFile);
    return { db, migrations };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}

/** Identifies a migrated database: the PGlite build, the bootstrap SQL, every migration and the seed. */
function snapshotKey(options: DatabaseOptions): string {
  const hash = createHash('sha256').update(PGLITE_VERSION).update(BOOTSTRAP_SQL);
  const dir = options.migrationsDir ?? MIGRATIONS_DIR;
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).sort())
      hash.update(file).update(readFileSync(join(dir, file)));
  }
  const seed = options.seedFile ?? SEED_FILE;
  if (existsSync(seed)) hash.update(readFileSync(seed));
  return hash.digest('hex').slice(0, 24);
}

/**
 * An in-memory PGlite (tests, throw-away runs). initdb plus migrations take seconds on a busy
 * machine, so the migrated data directory is cached as a tarball in the temp dir and later
 * instances start from it; a change to any migration makes a new key.
 */
async function openMemoryPglite(
  options: DatabaseOptions,
): Promise<{ db: Database; migrations: MigrationResult }> {
  const file = join(tmpdir(), 'northbeam-pglite-snapshots', `${snapshotKey(options)}.tar`);
  if (existsSync(file)) {
    try {
      const db = await openPglite(undefined, new Blob([readFileSync(file)]));
      return await prepare(db, options);
    } catch (err) {
      console.warn(
        `[db] ignoring unusable PGlite snapshot ${file}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  const prepared = await prepare(await openPglite(), options);
  try {
    const tarball = Buffer.from(await (await prepared.db.snapshot()).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } catch (err) {
    console.warn(
      `[db] could not cache a PGlite snapshot: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  return prepared;
}
