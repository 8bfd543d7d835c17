import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { Mutex } from './lock.ts';
import { applyClaims, type Database, type Param, type Queryable, type Row } from './types.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: Param[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteDatabase extends Database {
  /** A tarball of the whole data directory, to start another in-memory instance from. */
  snapshot(): Promise<Blob>;
}

/**
 * PGlite keeps its files in dataDir (kept across restarts); without one it lives in memory,
 * optionally starting from a snapshot instead of running initdb.
 */
export async function openPglite(dataDir?: string, fromSnapshot?: Blob): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(fromSnapshot ? { loadDataDir: fromSnapshot } : {});
  await pg.exec(`set timezone to 'UTC'`);
  const lock = new Mutex();
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction: (fn) => lock.run(() => pg.transaction((tx) => fn(wrap(tx)))),
    withClaims: (role, claims, fn) =>
      lock.run(() =>
        pg.transaction(async (tx) => {
          const q = wrap(tx);
          await applyClaims(q, role, claims);
          return fn(q);
        }),
      ),
    close: () => lock.run(() => pg.close()),
    snapshot: () => lock.run(() => pg.dumpDataDir('none')),
  };
}
