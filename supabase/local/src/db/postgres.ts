import pg from 'pg';
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

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: Param[] = []): Promise<T[]> {
      const result = await client.query<T>(sql, params);
      return result.rows;
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
  const direct = wrap(pool);

  /**
   * begin and the caller's settings travel in one simple-protocol call (one round trip instead of
   * two per request); the values are quoted by the driver's escapeLiteral, never interpolated raw.
   */
  function openSql(
    client: pg.PoolClient,
    claims?: { role: DbRole; claims: Record<string, unknown> },
  ) {
    if (!claims) return 'begin';
    const [role, json, sub] = claimsParams(claims.role, claims.claims).map((v) =>
      client.escapeLiteral(String(v)),
    );
    return `begin; select set_config('role', ${role}, true), set_config('request.jwt.claims', ${json}, true), set_config('request.jwt.claim.sub', ${sub}, true)`;
  }

  async function inTransaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    claims?: { role: DbRole; claims: Record<string, unknown> },
  ): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query(openSql(client, claims));
      const tx = wrap(client);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * begin, the caller's settings, the statements and commit written at once, each answered on its
   * own: a failed statement leaves the transaction aborted, so the statements after it fail too and
   * the commit answers ROLLBACK; the connection goes back to the pool idle either way.
   */
  async function runAs(
    role: DbRole,
    claims: Record<string, unknown>,
    statements: Statement[],
  ): Promise<Row[][]> {
    const client = await pool.connect();
    let unusable = false;
    try {
      const settled = await Promise.allSettled([
        client.query('begin'),
        client.query(CLAIMS_SQL, claimsParams(role, claims)),
        ...statements.map(({ sql, params }) => client.query(sql, params ?? [])),
        client.query('commit'),
      ]);
      const commit = settled[settled.length - 1]!;
      // The commit itself failed: the connection's state is unknown, so it is not reused.
      if (commit.status === 'rejected') unusable = true;
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      if ((commit as PromiseFulfilledResult<pg.QueryResult>).value.command === 'ROLLBACK')
        throw new Error('the transaction was rolled back at commit: a statement in it had failed');
      return settled
        .slice(2, -1)
        .map((s) => (s as PromiseFulfilledResult<pg.QueryResult<Row>>).value.rows);
    } finally {
      client.release(unusable);
    }
  }

  return {
    kind: 'postgres',
    runAs,
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => inTransaction(fn),
    withClaims: (role, claims, fn) => inTransaction(fn, { role, claims }),
    close: () => pool.end(),
  };
}
