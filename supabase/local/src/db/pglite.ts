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
  onCatalogChange: () => void,
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
    // Its messages are lost with the error: whatever they said, the catalog counts as changed.
    onCatalogChange();
    throw err;
  }
  let last: { text?: string } | undefined;
  for (const m of messages) {
    if (m.name === 'commandComplete') last = m as { text?: string };
    else if (m.name === 'notification') onCatalogChange();
  }
  return {
    rows: parse.parseResults(messages, pg.parsers).map((result) => result.rows as Row[]),
    rolledBack: last?.text === 'ROLLBACK',
  };
}

/**
 * Hosted Supabase tells PostgREST to reload its schema cache from event triggers that NOTIFY on
 * DDL (`extensions.pgrst_ddl_watch`, `pgrst_drop_watch`). PGlite has one session, this one, so the
 * notification of any committed DDL arrives in the answer to the very call that committed it
 * (none for a rolled-back one), before any other statement can run: the catalog version below
 * changes then, and the REST layer's cached function signatures need no check per call.
 */
const CATALOG_WATCH = `
create schema if not exists extensions;
create or replace function extensions.local_catalog_watch() returns event_trigger
  language plpgsql as $$ begin perform pg_notify('local_catalog', ''); end $$;
drop event trigger if exists local_catalog_ddl_watch;
create event trigger local_catalog_ddl_watch on ddl_command_end
  execute function extensions.local_catalog_watch();
alter event trigger local_catalog_ddl_watch enable always;
drop event trigger if exists local_catalog_drop_watch;
create event trigger local_catalog_drop_watch on sql_drop
  execute function extensions.local_catalog_watch();
alter event trigger local_catalog_drop_watch enable always;
listen local_catalog;`;

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
  await pg.exec(CATALOG_WATCH);
  const lock = new Mutex();
  const cache = new StatementCache();
  let catalogVersion = 0;
  const catalogChanged = () => {
    catalogVersion++;
  };
  /**
   * A batch that is a transaction of its own (up to its sync) runs again once when a cached plan
   * went stale: it failed whole, so nothing of it was kept.
   */
  const runAlone = async (statements: Statement[]) => {
    try {
      return await runStatements(pg, cache, statements, true, catalogChanged);
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      return runStatements(pg, cache, statements, true, catalogChanged);
    }
  };
  /** Several statements without parameters (migrations, bootstrap): PGlite's simple protocol. */
  const exec = async (sql: string) => {
    try {
      await pg.exec(sql);
    } finally {
      catalogChanged();
    }
  };

  /**
   * A transaction on the one connection. Statements inside do not sync the file system; commit does.
   */
  async function inTransaction<T>(fn: (tx: Queryable) => Promise<T>) {
    const tx: Queryable = {
      async query<R extends Row = Row>(sql: string, params: Param[] = []): Promise<R[]> {
        return ((await runStatements(pg, cache, [{ sql, params }], false, catalogChanged))
          .rows[0] ?? []) as R[];
      },
      exec,
    };
    let result: T;
    try {
      await runStatements(pg, cache, [{ sql: 'begin' }], false, catalogChanged);
      result = await fn(tx);
    } catch (err) {
      await pg.exec('rollback');
      throw err;
    }
    // A statement that failed inside (and was caught) leaves the transaction aborted: its commit
    // rolls back, which must not pass for success.
    if ((await runStatements(pg, cache, [{ sql: 'commit' }], true, catalogChanged)).rolledBack)
      throw new Error('the transaction was rolled back at commit: a statement in it had failed');
    return result;
  }

  return {
    kind: 'pglite',
    query: <T extends Row = Row>(sql: string, params: Param[] = []) =>
      lock.run(async () => ((await runAlone([{ sql, params }])).rows[0] ?? []) as T[]),
    exec: (sql) => lock.run(() => exec(sql)),
    catalogVersion: () => catalogVersion,
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
