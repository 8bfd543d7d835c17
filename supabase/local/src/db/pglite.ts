import { mkdirSync } from 'node:fs';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { Mutex } from './lock.ts';
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
 * Runs statements with the extended protocol as ONE message (parse, bind, describe, execute each,
 * then one sync): one call into PGlite's WebAssembly. PGlite's own `query` makes six (it asks for
 * the parameter types first, to serialise JavaScript values); our parameters are always text (see
 * Param), so the server infers their types, exactly as with node-postgres. Results are parsed by
 * PGlite's own parser with its type parsers. In a profile of contact submissions, the calls into
 * PGlite were half of the gateway's CPU.
 */
async function runStatements(
  pg: PGlite,
  statements: Statement[],
  syncToFs: boolean,
): Promise<{ rows: Row[][]; rolledBack: boolean }> {
  const parts = statements.flatMap(({ sql, params = [] }) => [
    serialize.parse({ text: sql }),
    serialize.bind({ values: params }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
  ]);
  parts.push(serialize.sync());
  const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  // Throws the statement's DatabaseError (code, detail, hint), as PGlite's query does.
  const { messages } = await pg.execProtocol(message, { syncToFs });
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
  /** Several statements without parameters (migrations, bootstrap): PGlite's simple protocol. */
  const exec = async (sql: string) => {
    await pg.exec(sql);
  };

  /**
   * A transaction on the one connection, opened (with the caller's claims, if any) in one call:
   * begin and set_config travel together. Statements inside do not sync the file system; commit does.
   */
  async function inTransaction<T>(first: Statement[], fn: (tx: Queryable) => Promise<T>) {
    const tx: Queryable = {
      async query<R extends Row = Row>(sql: string, params: Param[] = []): Promise<R[]> {
        return ((await runStatements(pg, [{ sql, params }], false)).rows[0] ?? []) as R[];
      },
      exec,
    };
    let result: T;
    try {
      await runStatements(pg, [{ sql: 'begin' }, ...first], false);
      result = await fn(tx);
    } catch (err) {
      await pg.exec('rollback');
      throw err;
    }
    // A statement that failed inside (and was caught) leaves the transaction aborted: its commit
    // rolls back, which must not pass for success.
    if ((await runStatements(pg, [{ sql: 'commit' }], true)).rolledBack)
      throw new Error('the transaction was rolled back at commit: a statement in it had failed');
    return result;
  }

  return {
    kind: 'pglite',
    query: <T extends Row = Row>(sql: string, params: Param[] = []) =>
      lock.run(
        async () => ((await runStatements(pg, [{ sql, params }], true)).rows[0] ?? []) as T[],
      ),
    exec: (sql) => lock.run(() => exec(sql)),
    transaction: (fn) => lock.run(() => inTransaction([], fn)),
    withClaims: (role, claims, fn) =>
      lock.run(() => inTransaction([{ sql: CLAIMS_SQL, params: claimsParams(role, claims) }], fn)),
    // No begin or commit: the messages up to the one sync are a transaction of their own, which
    // the server commits at the sync, or rolls back when a statement failed (it skips the rest).
    runAs: (role, claims, statements) =>
      lock.run(async () => {
        const settings = { sql: CLAIMS_SQL, params: claimsParams(role, claims) };
        const { rows } = await runStatements(pg, [settings, ...statements], true);
        return rows.slice(1);
      }),
    close: () => lock.run(() => pg.close()),
    snapshot: () => lock.run(() => pg.dumpDataDir('none')),
  };
}
