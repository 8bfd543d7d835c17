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
    return { name: this.name(client, text), text, values };
  }

  /** The text's statement name, counted as held by this connection. */
  name(client: pg.PoolClient, text: string): string {
    const { name } = this.#cache.use(text);
    // Evicted names are not closed one by one: the connection holding too many is replaced.
    this.#cache.takeClosed();
    let held = this.#held.get(client);
    if (!held) this.#held.set(client, (held = new Set()));
    held.add(name);
    return name;
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

/** The parts of node-postgres's connection a batch writes to (lib/connection.js). */
interface Wire {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { name: string; text: string }): void;
  bind(config: { statement: string; values: Param[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string }): void;
  sync(): void;
}

/**
 * Several named statements as ONE extended-protocol message sequence with a single Sync, as
 * runStatements does for PGlite: PostgreSQL runs the messages up to a Sync in one implicit
 * transaction (postgres.c: exec_execute_message commits only transaction-control statements; the
 * rest commits at Sync), and after an error skips to the Sync and rolls it all back. So the caller's
 * settings stay local to the request without `begin` and `commit`: one query object and one
 * ReadyForQuery where there were four. A subclass of node-postgres's Query, so pipeline mode takes
 * it (it refuses other custom queries) and its result handling (one Result per statement,
 * `_checkForMultirow`) is node-postgres's own.
 */
class Batch extends pg.Query {
  readonly #statements: { name: string; text: string; values: Param[] }[];

  constructor(statements: { name: string; text: string; values: Param[] }[]) {
    super({ text: statements.map((s) => s.text).join(';\n') });
    this.#statements = statements;
  }

  override submit = (connection: unknown): Error | null => {
    const wire = connection as Wire;
    wire.stream.cork?.();
    try {
      for (const { name, text, values } of this.#statements) {
        if (
          wire.parsedStatements[name] === undefined &&
          wire.submittedNamedStatements[name] === undefined
        ) {
          wire.parse({ name, text });
          wire.submittedNamedStatements[name] = text;
        }
        wire.bind({ statement: name, values });
        wire.describe({ type: 'P', name: '' });
        wire.execute({ portal: '' });
      }
      wire.sync();
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  };

  /** Answers each statement's rows; rejects with the first statement's error. */
  run(client: pg.PoolClient): Promise<Row[][]> {
    return new Promise((resolve, reject) => {
      const self = this as unknown as {
        callback: (err: Error | null, res?: pg.QueryResult<Row> | pg.QueryResult<Row>[]) => void;
      };
      self.callback = (err, res) => {
        if (err) return reject(err);
        const wire = (client as unknown as { connection: Wire }).connection;
        // Parsed now: later queries on this connection only bind them.
        for (const { name, text } of this.#statements) {
          wire.parsedStatements[name] = text;
          delete wire.submittedNamedStatements[name];
        }
        const results = Array.isArray(res) ? res : [res!];
        resolve(results.map((r) => r.rows));
      };
      void client.query(this as unknown as pg.QueryConfig);
    });
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
   * The caller's settings and the statements as one message sequence (Batch): one implicit
   * transaction, committed at its Sync, or rolled back whole when a statement failed; the
   * connection goes back to the pool idle either way.
   */
  function runAs(
    role: DbRole,
    claims: Record<string, unknown>,
    statements: Statement[],
  ): Promise<Row[][]> {
    const batch = [{ sql: CLAIMS_SQL, params: claimsParams(role, claims) }, ...statements];
    return retryStale(() =>
      withClient(async (client) => {
        const named = batch.map(({ sql, params }) => ({
          name: prepared.name(client, sql),
          text: sql,
          values: params ?? [],
        }));
        try {
          return (await new Batch(named).run(client)).slice(1);
        } catch (err) {
          prepared.forget(batch.map((s) => s.sql));
          throw err;
        }
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
