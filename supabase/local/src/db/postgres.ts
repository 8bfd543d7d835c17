import pg from 'pg';
import {
  claimsParams,
  type Database,
  type DbRole,
  type Param,
  type Queryable,
  type Row,
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
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c timezone=UTC' });
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

  return {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => inTransaction(fn),
    withClaims: (role, claims, fn) => inTransaction(fn, { role, claims }),
    close: () => pool.end(),
  };
}
