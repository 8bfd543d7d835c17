import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { startAuthOnlyBackend } from './support/backend.ts';
import { jsonHeadersFor } from './support/clients.ts';
import { startPostgres15, type TestPostgres } from './support/postgres.ts';

// The REST layer keeps each function's catalog signature between calls (PostgREST's schema cache);
// hosted Supabase reloads that cache on DDL, so a function replaced or dropped while the backend
// runs must be answered as it is now, never through the signature read before.
describe.each(['PGlite', 'PostgreSQL 15'])('RPC after the function changed (%s)', (database) => {
  let backend: Backend;
  let pg: TestPostgres | null = null;
  const call = async (body: unknown) => {
    const res = await fetch(`${backend.url}/rest/v1/rpc/cache_probe`, {
      method: 'POST',
      headers: jsonHeadersFor(backend.serviceRoleKey),
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    if (database === 'PostgreSQL 15') pg = await startPostgres15();
    backend = await startAuthOnlyBackend(pg ? { databaseUrl: pg.url } : {});
  });
  afterAll(async () => {
    await backend.stop();
    await pg?.stop();
  });

  it('answers the new return shape, the new argument and the new body, and 404 once dropped', async () => {
    await backend.db.exec(
      `create function public.cache_probe(p_text text) returns text language sql as $$ select 'one:' || p_text $$`,
    );
    expect(await call({ p_text: 'a' })).toEqual({ status: 200, body: 'one:a' });
    expect(await call({ p_text: 'b' })).toEqual({ status: 200, body: 'one:b' });

    // Same name and argument, now a set: an array, not the object the old signature would give.
    await backend.db.exec(
      `drop function public.cache_probe(text);
       create function public.cache_probe(p_text text) returns setof text language sql
         as $$ select p_text union all select p_text || '!' $$`,
    );
    expect(await call({ p_text: 'c' })).toEqual({ status: 200, body: ['c', 'c!'] });

    // Replaced in place (same oid, new xmin) with another body, and with a renamed argument.
    await backend.db.exec(
      `create or replace function public.cache_probe(p_text text) returns setof text language sql
         as $$ select 'two:' || p_text $$`,
    );
    expect(await call({ p_text: 'd' })).toEqual({ status: 200, body: ['two:d'] });
    await backend.db.exec(
      `drop function public.cache_probe(text);
       create function public.cache_probe(p_word text) returns text language sql as $$ select 'three:' || p_word $$`,
    );
    expect(await call({ p_word: 'e' })).toEqual({ status: 200, body: 'three:e' });
    expect((await call({ p_text: 'f' })).status).toBe(404);

    await backend.db.exec(`drop function public.cache_probe(text)`);
    expect(await call({ p_word: 'g' })).toMatchObject({ status: 404, body: { code: 'PGRST202' } });
  });

  // exec above always counts as a change; these go through the calls that run statements (the
  // database's query and transaction, and a function's own DDL inside an RPC's transaction).
  it('answers the new signature after DDL run as a statement, in a transaction or by an RPC', async () => {
    await backend.db.query(
      `create function public.cache_probe(p_text text) returns text language sql as $$ select 'one:' || p_text $$`,
    );
    expect(await call({ p_text: 'a' })).toEqual({ status: 200, body: 'one:a' });
    await backend.db.query(`drop function public.cache_probe(text)`);
    await backend.db.query(
      `create function public.cache_probe(p_text text) returns setof text language sql as $$ select p_text union all select p_text || '!' $$`,
    );
    expect(await call({ p_text: 'b' })).toEqual({ status: 200, body: ['b', 'b!'] });
    await backend.db.transaction(async (tx) => {
      await tx.query(`drop function public.cache_probe(text)`);
      await tx.query(
        `create function public.cache_probe(p_word text) returns text language sql as $$ select 'two:' || p_word $$`,
      );
    });
    expect(await call({ p_word: 'c' })).toEqual({ status: 200, body: 'two:c' });
    await backend.db.query(
      `create function public.cache_probe_swap() returns void language plpgsql security definer as $$ begin
         drop function public.cache_probe(text);
         create function public.cache_probe(p_word text) returns setof text language sql
           as 'select ''three:'' || p_word';
       end $$`,
    );
    const swapped = await fetch(`${backend.url}/rest/v1/rpc/cache_probe_swap`, {
      method: 'POST',
      headers: jsonHeadersFor(backend.serviceRoleKey),
      body: '{}',
    });
    expect(swapped.status).toBe(204);
    expect(await call({ p_word: 'd' })).toEqual({ status: 200, body: ['three:d'] });
    await backend.db.exec(
      `drop function public.cache_probe(text); drop function public.cache_probe_swap()`,
    );
  });

  // PGlite spares the guard while its catalog version is the one the signature was checked under.
  // The version also moves on a failed statement that changed nothing: the next call checks the
  // signature again, and the calls after it, the catalog unchanged, go without the check.
  it('checks the signature once after a failed statement, not in every later call', async () => {
    await backend.db.exec(
      `create function public.cache_probe(p_text text) returns text language sql as $$ select 'one:' || p_text $$`,
    );
    expect(await call({ p_text: 'a' })).toEqual({ status: 200, body: 'one:a' });
    await expect(backend.db.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    const runAs = vi.spyOn(backend.db, 'runAs');
    try {
      for (const text of ['b', 'c', 'd'])
        expect(await call({ p_text: text })).toEqual({ status: 200, body: `one:${text}` });
      // Each call: the guard (when there is one) and the call.
      const statements = runAs.mock.calls.map(([, , batch]) => batch.length);
      expect(statements).toEqual(database === 'PGlite' ? [2, 1, 1] : [2, 2, 2]);
    } finally {
      runAs.mockRestore();
    }
    // The spared check still gives way to DDL: a replaced function is answered as it is now.
    await backend.db.query(
      `create or replace function public.cache_probe(p_text text) returns text language sql as $$ select 'two:' || p_text $$`,
    );
    expect(await call({ p_text: 'e' })).toEqual({ status: 200, body: 'two:e' });
    await backend.db.exec(`drop function public.cache_probe(text)`);
  });

  it("passes a function's own division by zero through, called once", async () => {
    await backend.db.exec(
      `create table public.cache_probe_calls (n int);
       create function public.cache_probe(p_n int) returns int language plpgsql as $$
       begin insert into public.cache_probe_calls values (p_n); return 1 / p_n; end $$`,
    );
    expect(await call({ p_n: 2 })).toEqual({ status: 200, body: 0 });
    const failed = await call({ p_n: 0 });
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ code: '22012' });
    // The failed call's insert was rolled back; the good one is there.
    expect(await backend.db.query('select n from public.cache_probe_calls')).toEqual([{ n: 2 }]);
    // The connection that carried the failed transaction is back in service, idle.
    expect(await call({ p_n: 1 })).toEqual({ status: 200, body: 1 });
  });
});
