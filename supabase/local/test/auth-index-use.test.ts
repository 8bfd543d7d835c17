import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import type { Param, Queryable, Row } from '../src/db/types.ts';
import { findUserById, findUserWithSession } from '../src/auth/user-store.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { startAuthOnlyBackend } from './support/backend.ts';
import { startPostgres15, type TestPostgres } from './support/postgres.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): PlanNode[] {
  return [...(node['Relation Name'] ? [node] : []), ...(node.Plans ?? []).flatMap(scans)];
}

// Every request with a session looks its user and session up by id: compared as uuid the lookup
// goes through the primary key; compared as text (`id::text = $1`) it reads every row. The
// planner may rightly scan a tiny table, so the plans are read with seq scans disabled: then only
// an indexable condition gives an index scan with an Index Cond, and a text comparison still shows
// a Seq Scan or an index read whole with a Filter.
describe('auth lookups by id use the primary keys (PostgreSQL 15)', () => {
  let pgServer: TestPostgres;
  let backend: Backend;
  let planner: pg.Client;
  const sent: { sql: string; params: Param[] }[] = [];
  // The functions' own SQL, recorded on its way to the database.
  const recording: Queryable = {
    query: <T extends Row = Row>(sql: string, params: Param[] = []) => {
      sent.push({ sql, params });
      return backend.db.query<T>(sql, params);
    },
    exec: (sql) => backend.db.exec(sql),
  };
  const plan = async (sql: string, params: Param[]) => {
    const { rows } = await planner.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${sql}`,
      params,
    );
    return scans(rows[0]!['QUERY PLAN'][0].Plan);
  };

  beforeAll(async () => {
    pgServer = await startPostgres15();
    backend = await startAuthOnlyBackend({ databaseUrl: pgServer.url });
    planner = new pg.Client({ connectionString: pgServer.url });
    await planner.connect();
    await planner.query('set enable_seqscan = off');
  });
  afterAll(async () => {
    await planner?.end();
    await backend?.stop();
    await pgServer?.stop();
  });

  it('finds the user and the session of a signed-in caller through their indexes', async () => {
    const email = uniqueEmail('index');
    const admin = client(backend.url, backend.serviceRoleKey);
    const created = await admin.auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const signIn = await client(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'password-123',
    });
    if (signIn.error) throw signIn.error;
    const claims = JSON.parse(
      Buffer.from(signIn.data.session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string; session_id: string };

    const found = await findUserWithSession(recording, claims.sub, claims.session_id);
    expect(found).toMatchObject({ user: { email }, sessionLive: true });
    expect((await findUserById(recording, claims.sub))?.email).toBe(email);

    expect(sent).toHaveLength(2);
    for (const { sql, params } of sent) {
      const nodes = await plan(sql, params);
      expect(nodes.map((n) => n['Relation Name']).sort(), sql).toEqual(
        sql.includes('auth.sessions') ? ['sessions', 'users'] : ['users'],
      );
      for (const node of nodes) {
        expect(node['Node Type'], sql).not.toBe('Seq Scan');
        expect(node['Index Cond'] ?? node['Recheck Cond'], sql).toMatch(/\(id = /);
      }
    }
  });
});
