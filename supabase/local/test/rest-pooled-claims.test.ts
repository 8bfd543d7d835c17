import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { client } from './support/clients.ts';
import { confirmedUser, startAuthOnlyBackend } from './support/backend.ts';
import { startPostgres15, type TestPostgres } from './support/postgres.ts';

// Each REST request sets the caller's role and claims for its own transaction only (set_config with
// is_local, as PostgREST), on connections the requests share (PGlite's one, PostgreSQL's pool of
// 10), and its statements are prepared once per connection. Neither may carry one request's role,
// claims or plan into another's.
describe.each(['PGlite', 'PostgreSQL 15'])('REST on shared connections (%s)', (database) => {
  let backend: Backend;
  let pg: TestPostgres | null = null;
  let admin: SupabaseClient;
  const users: { client: SupabaseClient; id: string }[] = [];

  beforeAll(async () => {
    if (database === 'PostgreSQL 15') pg = await startPostgres15();
    backend = await startAuthOnlyBackend(pg ? { databaseUrl: pg.url } : {});
    admin = client(backend.url, backend.serviceRoleKey);
    for (const tier of ['starter', 'professional']) {
      const user = await confirmedUser(backend, 'pooled');
      const row = await admin.from('subscriptions').insert({
        user_id: user.id,
        tier,
        billing_interval: 'month',
        status: 'active',
      });
      if (row.error) throw new Error(row.error.message);
      users.push({ client: client(backend.url, backend.anonKey, user.token), id: user.id });
    }
  });
  afterAll(async () => {
    await backend.stop();
    await pg?.stop();
  });

  it('answers every caller only their own rows while requests of all of them share the connections', async () => {
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const anon = client(backend.url, backend.anonKey);
    const rounds = Array.from({ length: 15 }, () => [
      alice.client.from('subscriptions').select('user_id, tier'),
      bob.client.from('subscriptions').select('user_id, tier'),
      anon.from('subscriptions').select('user_id, tier'),
      // Failing requests in between: refused by RLS, and an error inside the statement.
      alice.client.from('subscriptions').insert({ user_id: alice.id, tier: 'enterprise' }),
      bob.client.from('subscriptions').select('tier').eq('user_id', 'not-a-uuid'),
    ]);
    const answers = await Promise.all(rounds.flat());
    for (let i = 0; i < answers.length; i += 5) {
      expect(answers[i]!.data).toEqual([{ user_id: alice.id, tier: 'starter' }]);
      expect(answers[i + 1]!.data).toEqual([{ user_id: bob.id, tier: 'professional' }]);
      // anon may not read the table at all (no grant): 401, as PostgREST answers anon's 42501.
      expect(answers[i + 2]!.status).toBe(401);
      expect(answers[i + 3]!.status).toBe(403);
      expect(answers[i + 4]!.status).toBe(400);
    }
  });

  it('leaves every pooled connection as the connecting superuser with no claims', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        users[i % 2]!.client.from('subscriptions').update({ tier: 'starter' }).eq('tier', 'none'),
      ),
    );
    // Ten at once, each holding its connection a moment: every connection of the pool answers.
    const seen = await Promise.all(
      Array.from({ length: 10 }, () =>
        backend.db.query<{ pid: number; role: string; claims: string; sub: string }>(
          `select pg_backend_pid() as pid, current_user::text as role,
             coalesce(current_setting('request.jwt.claims', true), '') as claims,
             coalesce(current_setting('request.jwt.claim.sub', true), '') as sub
           from pg_sleep(0.05)`,
        ),
      ),
    );
    const rows = seen.flat();
    if (database === 'PostgreSQL 15')
      expect(new Set(rows.map((r) => r.pid)).size).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatchObject({ role: 'postgres', claims: '', sub: '' });
  });

  it('answers a table read after its columns changed, not through the plan prepared before', async () => {
    await backend.db.exec(
      `create table public.plan_probe (id int primary key, a text);
       insert into public.plan_probe values (1, 'x')`,
    );
    const read = () => backend.db.query('select * from public.plan_probe');
    expect(await read()).toEqual([{ id: 1, a: 'x' }]);
    expect(await read()).toEqual([{ id: 1, a: 'x' }]);
    await backend.db.exec(`alter table public.plan_probe add column b text default 'y'`);
    expect(await read()).toEqual([{ id: 1, a: 'x', b: 'y' }]);
    const rest = await admin.from('plan_probe').select('*');
    expect(rest.data).toEqual([{ id: 1, a: 'x', b: 'y' }]);
  });
});
