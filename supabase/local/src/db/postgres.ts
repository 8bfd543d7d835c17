import pg from 'pg';
import { isStalePlan, StatementCache } from './statement-cache.ts';
import {
  CLAIMS_SQL,
  claimsParams,
  type Database,
  type DbRole,
  type Param,
  type Queryable,
  type Row,
  type Statement,
} from './types.ts';

/** Names a connection may hold before it is closed and replaced (PostgreSQL keeps each per session). */
const MAX_STATEMENTS_PER_CONNECTION = 500;

/**
 * Prepared statements (see StatementCache): node-postgres parses a named statement once per
 * connection and afterwards only binds and executes it. Each connection's names are counted; one
 * past the bound is closed on release, which frees them on the server.
 */
class Prepared {
  readonly #cache = new StatementCache();
  readonly #held = new WeakMap<pg.PoolClient, Set<string>>();

  config(client: pg.PoolClient, text: string, values: Param[]): pg.QueryConfig {
    const { name } = this.#cache.use(text);
    // Evicted names are not closed one by one: the connection holding too many is replaced.
    this.#cache.takeClosed();
    let held = this.#held.get(client);
    if (!held) this.#held.set(client, (held = new Set()));
    held.add(name);
    return { name, text, values };
  }

  /** A failed statement's text gets a new name: its plan may be stale (see StatementCache.forget). */
  forget(texts: string[]): void {
    this.#cache.forget(texts);
    this.#cache.takeClosed();
  }

  full(client: pg.PoolClient): boolean {
    return (this.#held.get(client)?.size ?? 0) > MAX_STATEMENTS_PER_CONNECTION;
  }
}

function wrap(client: pg.PoolClient, prepared: Prepared): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: Param[] = []): Promise<T[]> {
      try {
        return (await client.query<T>(prepared.config(client, sql, params))).rows;
      } catch (err) {
        prepared.forget([sql]);
        throw err;
      }
    },
    async exec(sql: string): Promise<void> {
      // No parameters: node-postgres uses the simple protocol, which accepts many statements.
      await client.query(sql);
    },
  };
}

/** A real PostgreSQL reached through DATABASE_URL; the user must be a superuser (like `postgres`). */
export async function openPostgres(connectionString: string): Promise<Database> {
  // Pipeline mode: a query is written as soon as it is made, not when the one before it has been
  // answered, so runAs sends a whole request's transaction in one round trip. Code that awaits
  // each query (every other path here) behaves as without it.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: '-c timezone=UTC',
    pipeline: true,
  });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection closed: ${err.message}`));
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('select 1');
  const prepared = new Prepared();

  /** fn on a connection of the pool, which is replaced when it holds too many statements. */
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let unusable = false;
    try {
      return await fn(client);
    } catch (err) {
      // The connection's state is unknown (e.g. a failed commit): it is not reused.
      if ((err as { unusable?: boolean }).unusable) unusable = true;
      throw err;
    } finally {
      client.release(unusable || prepared.full(client));
    }
  }

  /** A statement or a batch that failed whole runs again once when a cached plan went stale. */
  async function retryStale<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      return fn();
    }
  }

  function inTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return withClient(async (client) => {
      await client.query('begin');
      try {
        const result = await fn(wrap(client, prepared));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      }
    });
  }

  /**
   * begin, the caller's settings, the statements and commit written at once, each answered on its
   * own: a failed statement leaves the transaction aborted, so the statements after it fail too and
   * the commit answers ROLLBACK; the connection goes back to the pool idle either way.
   */
  function runAs(
    role: DbRole,
    claims: Record<string, unknown>,
    statements: Statement[],
  ): Promise<Row[][]> {
    const batch = [{ sql: CLAIMS_SQL, params: claimsParams(role, claims) }, ...statements];
    return retryStale(() =>
      withClient(async (client) => {
        const settled = await Promise.allSettled([
          client.query('begin'),
          ...batch.map(({ sql, params }) =>
            client.query(prepared.config(client, sql, params ?? [])),
          ),
          client.query('commit'),
        ]);
        const commit = settled[settled.length - 1]!;
        const failed = settled.find((s) => s.status === 'rejected');
        if (failed) {
          prepared.forget(batch.map((s) => s.sql));
          const err = failed.reason as Error & { unusable?: boolean };
          // The commit itself failed: the connection's state is unknown, so it is not reused.
          if (commit.status === 'rejected') err.unusable = true;
          throw err;
        }
        if ((commit as PromiseFulfilledResult<pg.QueryResult>).value.command === 'ROLLBACK')
          throw new Error(
            'the transaction was rolled back at commit: a statement in it had failed',
          );
        return settled
          .slice(2, -1)
          .map((s) => (s as PromiseFulfilledResult<pg.QueryResult<Row>>).value.rows);
      }),
    );
  }

  return {
    kind: 'postgres',
    runAs,
    query: <T extends Row = Row>(sql: string, params: Param[] = []) =>
      retryStale(() => withClient((client) => wrap(client, prepared).query<T>(sql, params))),
    exec: (sql) => withClient((client) => wrap(client, prepared).exec(sql)),
    transaction: inTransaction,
    close: () => pool.end(),
  };
}
