import { readdirSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { client } from './support/clients.ts';
import { confirmedUser, onBothDatabases } from './support/backend.ts';

interface Setup {
  backend: Backend;
  admin: SupabaseClient;
  anon: SupabaseClient;
  alice: SupabaseClient;
  bob: SupabaseClient;
  aliceId: string;
  bobId: string;
}

async function setUp(backend: Backend): Promise<Setup> {
  const admin = client(backend.url, backend.serviceRoleKey);
  const alice = await confirmedUser(backend, 'rls');
  const bob = await confirmedUser(backend, 'rls');
  const addons = await admin.from('user_addons').insert([
    { user_id: alice.id, addon_name: 'Local SEO Boost', active: true },
    { user_id: alice.id, addon_name: 'Content Pack', active: false },
    { user_id: bob.id, addon_name: 'AI Search Audit', active: true },
  ]);
  if (addons.error) throw new Error(addons.error.message);
  const subs = await admin.from('subscriptions').insert([
    {
      user_id: alice.id,
      tier: 'professional',
      billing_interval: 'month',
      status: 'active',
      current_period_end: '2030-01-01T00:00:00Z',
    },
    {
      user_id: bob.id,
      tier: 'starter',
      billing_interval: 'year',
      status: 'active',
      current_period_end: null,
    },
  ]);
  if (subs.error) throw new Error(subs.error.message);
  return {
    backend,
    admin,
    anon: client(backend.url, backend.anonKey),
    // Each user's password sign-in token as the bearer, as the site's signed-in client sends it.
    alice: client(backend.url, backend.anonKey, alice.token),
    bob: client(backend.url, backend.anonKey, bob.token),
    aliceId: alice.id,
    bobId: bob.id,
  };
}

const PRIVATE_PUBLIC_TABLES = ['contact_enquiries', 'newsletter_subscribers', 'mail_outbox'];

function rlsSuite(name: string, start: () => Promise<Backend>, cleanup: () => Promise<void>) {
  describe(`row-level security on ${name}`, () => {
    let s: Setup;
    let backend: Backend | undefined;

    beforeAll(async () => {
      backend = await start();
      s = await setUp(backend);
    });

    afterAll(async () => {
      await backend?.stop();
      await cleanup();
    });

    it('applies every migration in order and records it', async () => {
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const rows = await s.backend.db.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
    });

    it('has RLS enabled on every table in public and private, and no write policy that allows everything', async () => {
      const tables = await s.backend.db.query<{ name: string; rls: boolean }>(
        `select n.nspname || '.' || c.relname as name, c.relrowsecurity as rls
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname in ('public', 'private') order by 1`,
      );
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining([
          'public.user_addons',
          'public.subscriptions',
          'private.stripe_customers',
          'private.stripe_events',
          ...PRIVATE_PUBLIC_TABLES.map((t) => `public.${t}`),
        ]),
      );
      expect(tables.filter((t) => !t.rls)).toEqual([]);
      const openWrites = await s.backend.db.query(
        `select tablename, policyname from pg_policies
          where schemaname in ('public', 'private') and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
            and (qual = 'true' or with_check = 'true')`,
      );
      expect(openWrites).toEqual([]);
    });

    it('lets no client execute a security definer function but caller_subscription, which takes no argument', async () => {
      const exposed = await s.backend.db.query(
        `select p.proname, r.rolname, p.pronargs from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           cross join (values ('anon'), ('authenticated')) as r(rolname)
          where n.nspname = 'public' and p.prosecdef and has_function_privilege(r.rolname, p.oid, 'execute')`,
      );
      // check-subscription's one call: it answers only for the user of the verified token's own
      // claims (no argument to name another), and nothing to anon.
      expect(exposed).toEqual([
        { proname: 'caller_subscription', rolname: 'authenticated', pronargs: 0 },
      ]);
    });

    it("shows a signed-in user their own active add-ons with the dashboard's query, and nothing of another user's", async () => {
      const own = await s.alice
        .from('user_addons')
        .select('*')
        .eq('user_id', s.aliceId)
        .eq('active', true);
      expect(own.error).toBeNull();
      expect(own.data?.map((r) => r.addon_name)).toEqual(['Local SEO Boost']);
      const theirs = await s.alice.from('user_addons').select('*').eq('user_id', s.bobId);
      expect(theirs.error).toBeNull();
      expect(theirs.data).toEqual([]);
      const all = await s.alice
        .from('user_addons')
        .select('addon_name, active')
        .order('addon_name');
      expect(all.data).toEqual([
        { addon_name: 'Content Pack', active: false },
        { addon_name: 'Local SEO Boost', active: true },
      ]);
      const bobs = await s.bob.from('user_addons').select('addon_name');
      expect(bobs.data).toEqual([{ addon_name: 'AI Search Audit' }]);
    });

    it('shows each user only their own subscription row', async () => {
      const mine = await s.alice
        .from('subscriptions')
        .select('user_id, tier, status, current_period_end')
        .single();
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual({
        user_id: s.aliceId,
        tier: 'professional',
        status: 'active',
        current_period_end: '2030-01-01T00:00:00+00:00',
      });
      const other = await s.alice
        .from('subscriptions')
        .select('*')
        .eq('user_id', s.bobId)
        .maybeSingle();
      expect(other.data).toBeNull();
      const bobs = await s.bob.from('subscriptions').select('tier');
      expect(bobs.data).toEqual([{ tier: 'starter' }]);
    });

    it('refuses client writes to add-ons and subscriptions', async () => {
      const insert = await s.alice
        .from('user_addons')
        .insert({ user_id: s.aliceId, addon_name: 'Free Stuff' });
      expect(insert.status).toBe(403);
      expect(insert.error?.code).toBe('42501');
      const grant = await s.alice
        .from('subscriptions')
        .update({ tier: 'enterprise' })
        .eq('user_id', s.aliceId)
        .select();
      expect(grant.error?.code).toBe('42501');
      const steal = await s.alice.from('user_addons').delete().eq('user_id', s.bobId);
      expect(steal.error?.code).toBe('42501');
      const check = await s.admin.from('user_addons').select('addon_name').eq('user_id', s.bobId);
      expect(check.data).toEqual([{ addon_name: 'AI Search Audit' }]);
      const tier = await s.admin
        .from('subscriptions')
        .select('tier')
        .eq('user_id', s.aliceId)
        .single();
      expect(tier.data).toEqual({ tier: 'professional' });
    });

    it('gives anon nothing private and lets anon write nothing', async () => {
      for (const table of ['user_addons', 'subscriptions', ...PRIVATE_PUBLIC_TABLES]) {
        const read = await s.anon.from(table).select('*');
        expect(read.data, table).toBeNull();
        expect(read.status, table).toBe(401);
        expect(read.error?.code, table).toBe('42501');
      }
      const enquiry = await s.anon
        .from('contact_enquiries')
        .insert({ first_name: 'A', last_name: 'B', email: 'a@b.co', message: 'hi' });
      expect(enquiry.error?.code).toBe('42501');
      const subscribe = await s.anon
        .from('newsletter_subscribers')
        .insert({ email: 'x@y.co', status: 'confirmed' });
      expect(subscribe.error?.code).toBe('42501');
    });

    it('keeps enquiries, subscribers and the outbox away from signed-in users too', async () => {
      for (const table of PRIVATE_PUBLIC_TABLES) {
        const read = await s.alice.from(table).select('*');
        expect(read.status, table).toBe(403);
        expect(read.error?.code, table).toBe('42501');
      }
    });

    it('does not expose the private schema through the API, not even to the service role', async () => {
      for (const caller of [s.anon, s.alice, s.admin]) {
        const res = await caller.schema('private').from('stripe_customers').select('*');
        expect(res.status).toBe(406);
        expect(res.error?.code).toBe('PGRST106');
      }
    });

    it('lets the service role (edge functions) write and read the product tables', async () => {
      const enquiry = await s.admin
        .from('contact_enquiries')
        .insert({
          first_name: 'Ada',
          last_name: 'L',
          email: 'ada@example.com',
          message: 'Need SEO',
          city: 'toronto',
          budget: '1000-2000',
        })
        .select('id, first_name, city')
        .single();
      expect(enquiry.error).toBeNull();
      expect(enquiry.data).toMatchObject({ first_name: 'Ada', city: 'toronto' });
      const sub = await s.admin
        .from('newsletter_subscribers')
        .upsert(
          { email: ' Mixed@Example.COM ', confirm_token: `tok-${name}` },
          { onConflict: 'email' },
        )
        .select('email, status')
        .single();
      expect(sub.data).toEqual({ email: 'mixed@example.com', status: 'pending' });
      const dup = await s.admin
        .from('newsletter_subscribers')
        .insert({ email: 'MIXED@example.com' });
      expect(dup.status).toBe(409);
      expect(dup.error?.code).toBe('23505');
      const count = await s.admin.from('user_addons').select('*', { count: 'exact', head: true });
      expect(count.count).toBe(3);
      const outbox = await s.admin
        .from('mail_outbox')
        .insert(
          [
            { kind: 'test', to_address: 'a@example.com', subject: 'one' },
            { kind: 'test', to_address: 'b@example.com', subject: 'two', status: 'sent' },
          ],
          { defaultToNull: false },
        )
        .select('subject, status, attempts');
      expect(outbox.error).toBeNull();
      expect(outbox.data).toEqual([
        { subject: 'one', status: 'queued', attempts: 0 },
        { subject: 'two', status: 'sent', attempts: 0 },
      ]);
      const removed = await s.admin
        .from('mail_outbox')
        .delete()
        .eq('kind', 'test')
        .select('subject')
        .order('subject');
      expect(removed.data).toEqual([{ subject: 'one' }, { subject: 'two' }]);
    });

    it('treats any filter value as data, never as SQL', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 40 }).filter((v) => !v.includes('\u0000')),
          async (message) => {
            const inserted = await s.admin
              .from('contact_enquiries')
              .insert({ first_name: 'P', last_name: 'Q', email: 'p@q.co', message })
              .select('id')
              .single();
            expect(inserted.error).toBeNull();
            const found = await s.admin
              .from('contact_enquiries')
              .select('id, message')
              .eq('message', message)
              .eq('id', inserted.data!.id);
            expect(found.error).toBeNull();
            expect(found.data).toEqual([{ id: inserted.data!.id, message }]);
          },
        ),
        { numRuns: 25 },
      );
      const hostile = await s.alice
        .from('user_addons')
        .select('*')
        .eq('user_id', `${s.bobId}' or '1'='1`);
      expect(hostile.error?.code).toBe('22P02');
      const weird = await s.admin.from('user_addons').select('"addon_name"').limit(1);
      expect(weird.error).toBeNull();
      const badColumn = await s.admin.from('user_addons').select('nope; drop table user_addons');
      expect(badColumn.status).toBe(400);
      expect(badColumn.error?.code).toBe('42703');
      const stillThere = await s.admin
        .from('user_addons')
        .select('id', { count: 'exact', head: true });
      expect(stillThere.count).toBe(3);
    });

    it('answers .single() with no row as 406 PGRST116 and an unknown table as 404', async () => {
      const none = await s.alice
        .from('user_addons')
        .select('*')
        .eq('addon_name', 'nothing')
        .single();
      expect(none.status).toBe(406);
      expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
      const unknown = await s.admin.from('no_such_table').select('*');
      expect(unknown.status).toBe(404);
      expect(unknown.error?.code).toBe('42P01');
    });
  });
}

onBothDatabases(rlsSuite);
