import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { client, jsonHeadersFor } from './support/clients.ts';
import { onBothDatabases } from './support/backend.ts';

// The insert and update body as PostgREST reads it (src/PostgREST/ApiRequest/Payload.hs, payloadAttributes, and
// src/PostgREST/Query/SqlFragment.hs, fromJsonBodyF): one row per array element, so `[]` inserts
// nothing and `[{}, {}]` two rows of defaults; an array whose elements are not all objects with the
// same keys is refused with 400 PGRST102 "All object keys must match"; any other JSON value is
// truncated to `[]`; an empty body is 400 PGRST102 "Empty or invalid json".
onBothDatabases((database, start, cleanup) => {
  describe(`REST insert bodies (${database})`, () => {
    let backend: Backend;
    let admin: SupabaseClient;
    const rowCount = async () => {
      const { count, error } = await admin
        .from('body_probe')
        .select('*', { count: 'exact', head: true });
      if (error) throw new Error(error.message);
      return count;
    };
    const send = async (
      method: 'POST' | 'PATCH',
      body: string,
      prefer = 'return=representation',
      query = '',
    ) => {
      const res = await fetch(`${backend.url}/rest/v1/body_probe${query}`, {
        method,
        headers: { ...jsonHeadersFor(backend.serviceRoleKey), prefer },
        body,
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    };
    const post = (body: string, prefer?: string) => send('POST', body, prefer);
    const patch = (body: string, prefer?: string) => send('PATCH', body, prefer, '?id=gt.0');

    beforeAll(async () => {
      backend = await start();
      admin = client(backend.url, backend.serviceRoleKey);
      await backend.db.exec(
        `create table public.body_probe (id serial primary key, note text not null default 'd', n int)`,
      );
    });
    beforeEach(async () => {
      await backend.db.exec('truncate public.body_probe');
    });
    afterAll(async () => {
      await backend.stop();
      await cleanup();
    });

    it('inserts nothing for an empty array, with and without the rows asked back', async () => {
      const returned = await admin.from('body_probe').insert([]).select();
      expect(returned).toMatchObject({ status: 201, error: null, data: [] });
      const minimal = await admin.from('body_probe').insert([]);
      expect(minimal).toMatchObject({ status: 201, error: null, data: null });
      expect(await rowCount()).toBe(0);
    });

    it('upserts nothing for an empty array', async () => {
      const merged = await admin.from('body_probe').upsert([], { onConflict: 'id' }).select();
      expect(merged).toMatchObject({ status: 201, error: null, data: [] });
      const ignored = await admin
        .from('body_probe')
        .upsert([], { onConflict: 'id', ignoreDuplicates: true });
      expect(ignored).toMatchObject({ status: 201, error: null });
      expect(await rowCount()).toBe(0);
    });

    it('inserts one row of defaults per empty object', async () => {
      const two = await admin.from('body_probe').insert([{}, {}]).select('note, n');
      expect(two).toMatchObject({
        status: 201,
        data: [
          { note: 'd', n: null },
          { note: 'd', n: null },
        ],
      });
      const one = await admin.from('body_probe').insert({}).select('note');
      expect(one).toMatchObject({ status: 201, data: [{ note: 'd' }] });
      expect(await rowCount()).toBe(3);
    });

    it('refuses what PostgREST refuses with its code, and inserts nothing', async () => {
      const mismatch = { code: 'PGRST102', message: 'All object keys must match' };
      for (const body of [
        '[{"note":"a"},{"n":1}]',
        '[{"note":"a"},{"note":"b","n":1}]',
        '[1,2]',
        '[{"note":"a"},1]',
        '[[]]',
        '[null]',
      ]) {
        expect(await post(body), body).toMatchObject({ status: 400, body: mismatch });
      }
      const invalid = { code: 'PGRST102', message: 'Empty or invalid json' };
      expect(await post('')).toMatchObject({ status: 400, body: invalid });
      expect(await post('[{"note":')).toMatchObject({ status: 400, body: invalid });
      expect(await rowCount()).toBe(0);
    });

    it('takes any other JSON value as an empty array, as PostgREST does', async () => {
      for (const body of ['5', '"text"', 'true', 'null']) {
        expect(await post(body), body).toEqual({ status: 201, body: [] });
        expect(await post(body, 'return=minimal'), body).toEqual({ status: 201, body: null });
      }
      expect(await rowCount()).toBe(0);
    });

    it('still inserts rows with the same keys, and rows of different keys through ?columns', async () => {
      expect(await post('[{"note":"a","n":1},{"n":2,"note":"b"}]')).toMatchObject({
        status: 201,
        body: [
          { note: 'a', n: 1 },
          { note: 'b', n: 2 },
        ],
      });
      // supabase-js names the union of the keys in ?columns, where PostgREST fills the gaps with NULL.
      const mixed = await admin
        .from('body_probe')
        .insert([{ note: 'c' }, { note: 'e', n: 3 }])
        .select('note, n')
        .order('note');
      expect(mixed).toMatchObject({
        status: 201,
        data: [
          { note: 'c', n: null },
          { note: 'e', n: 3 },
        ],
      });
      expect(await rowCount()).toBe(4);
    });

    // PATCH reads its body the same way (Payload.hs): `[]` and any other non-object value are an
    // empty payload, which has no columns, and an update without columns is
    // `SELECT … WHERE false` (src/PostgREST/Query/QueryBuilder.hs, mutatePlanToQuery Update): no
    // row changes, 204, or 200 with `[]` when the rows are asked back.
    it('updates nothing for an empty array or another non-object body, as PostgREST does', async () => {
      await admin.from('body_probe').insert({ note: 'kept', n: 1 });
      for (const body of ['[]', '5', '"text"', 'true', 'null']) {
        expect(await patch(body), body).toEqual({ status: 200, body: [] });
        expect(await patch(body, 'return=minimal'), body).toEqual({ status: 204, body: null });
      }
      const { data } = await admin.from('body_probe').select('note, n');
      expect(data).toEqual([{ note: 'kept', n: 1 }]);
    });

    it('updates from an array of objects with the same keys, and refuses what PostgREST refuses', async () => {
      await admin.from('body_probe').insert({ note: 'old', n: 1 });
      expect(await patch('[{"note":"new"}]')).toMatchObject({
        status: 200,
        body: [{ note: 'new', n: 1 }],
      });
      const mismatch = { code: 'PGRST102', message: 'All object keys must match' };
      for (const body of ['[{"note":"a"},{"n":1}]', '[1,2]', '[null]']) {
        expect(await patch(body), body).toMatchObject({ status: 400, body: mismatch });
      }
      expect(await patch('')).toMatchObject({
        status: 400,
        body: { code: 'PGRST102', message: 'Empty or invalid json' },
      });
    });
  });
});
