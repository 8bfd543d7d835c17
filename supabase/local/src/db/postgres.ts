import pg from 'pg';
import { applyClaims, type Database, type Param, type Queryable, type Row } from './types.ts';

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

  async function inTransaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    before?: (tx: Queryable) => Promise<void>,
  ): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const tx = wrap(client);
      if (before) await before(tx);
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
    withClaims: (role, claims, fn) => inTransaction(fn, (tx) => applyClaims(tx, role, claims)),
    close: () => pool.end(),
  };
}
