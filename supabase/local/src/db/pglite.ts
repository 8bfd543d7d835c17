import { mkdirSync } from 'node:fs';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { Mutex } from './lock.ts';
import { isStalePlan, StatementCache } from './statement-cache.ts';
import {
  CLAIMS_SQL,
  claimsParams,
  type Database,
  type Param,
  type Queryable,
  type Row,
  type Statement,
} from './types.ts';

const { serialize } = protocol;

/**
 * Runs statements with the extended protocol as ONE message (parse the first time, then bind,
 * describe, execute each, then one sync): one call into PGlite's WebAssembly. PGlite's own `query`
 * makes six (it asks for the parameter types first, to serialise JavaScript values); our parameters
 * are always text (see Param), so the server infers their types, exactly as with node-postgres.
 * Statements are prepared once (StatementCache): parsing and planning were most of a REST read's
 * time in PGlite. Results are parsed by PGlite's own parser with its type parsers.
 */
async function runStatements(
  pg: PGlite,
  cache: StatementCache,
  statements: Statement[],
  syncToFs: boolean,
): Promise<{ rows: Row[][]; rolledBack: boolean }> {
  const parts = cache.takeClosed().map((name) => serialize.close({ type: 'S', name }));
  for (const { sql, params = [] } of statements) {
    const { name, parse: first } = cache.use(sql);
    if (first) parts.push(serialize.parse({ name, text: sql }));
    parts.push(
      serialize.bind({ statement: name, values: params }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
  }
  parts.push(serialize.sync());
  const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  let messages;
  try {
    // Throws the statement's DatabaseError (code, detail, hint), as PGlite's query does.
    ({ messages } = await pg.execProtocol(message, { syncToFs }));
  } catch (err) {
    cache.forget(statements.map((s) => s.sql));
    throw err;
  }
  const completed = messages.filter((m) => m.name === 'commandComplete');
  const last = completed[completed.length - 1] as { text?: string } | undefined;
  return {
    rows: parse.parseResults(messages, pg.parsers).map((result) => result.rows as Row[]),
    rolledBack: last?.text === 'ROLLBACK',
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
  const cache = new StatementCache();
  /**
   * A batch that is a transaction of its own (up to its sync) runs again once when a cached plan
   * went stale: it failed whole, so nothing of it was kept.
   */
  const runAlone = async (statements: Statement[]) => {
    try {
      return await runStatements(pg, cache, statements, true);
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      return runStatements(pg, cache, statements, true);
    }
  };
  /** Several statements without parameters (migrations, bootstrap): PGlite's simple protocol. */
  const exec = async (sql: string) => {
    await pg.exec(sql);
  };

  /**
   * A transaction on the one connection. Statements inside do not sync the file system; commit does.
   */
  async function inTransaction<T>(fn: (tx: Queryable) => Promise<T>) {
    const tx: Queryable = {
      async query<R extends Row = Row>(sql: string, params: Param[] = []): Promise<R[]> {
        return ((await runStatements(pg, cache, [{ sql, params }], false)).rows[0] ?? []) as R[];
      },
      exec,
    };
    let result: T;
    try {
      await runStatements(pg, cache, [{ sql: 'begin' }], false);
      result = await fn(tx);
    } catch (err) {
      await pg.exec('rollback');
      throw err;
    }
    // A statement that failed inside (and was caught) leaves the transaction aborted: its commit
    // rolls back, which must not pass for success.
    if ((await runStatements(pg, cache, [{ sql: 'commit' }], true)).rolledBack)
      throw new Error('the transaction was rolled back at commit: a statement in it had failed');
    return result;
  }

  return {
    kind: 'pglite',
    query: <T extends Row = Row>(sql: string, params: Param[] = []) =>
      lock.run(async () => ((await runAlone([{ sql, params }])).rows[0] ?? []) as T[]),
    exec: (sql) => lock.run(() => exec(sql)),
    transaction: (fn) => lock.run(() => inTransaction(fn)),
    // No begin or commit: the messages up to the one sync are a transaction of their own, which
    // the server commits at the sync, or rolls back when a statement failed (it skips the rest).
    runAs: (role, claims, statements) =>
      lock.run(async () => {
        const settings = { sql: CLAIMS_SQL, params: claimsParams(role, claims) };
        const { rows } = await runAlone([settings, ...statements]);
        return rows.slice(1);
      }),
    close: () => lock.run(() => pg.close()),
    snapshot: () => lock.run(() => pg.dumpDataDir('none')),
  };
}
