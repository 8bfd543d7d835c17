import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/index.ts';

// The hosted half of the outbox worker: migration 20261122000200_mail_outbox_worker.sql schedules
// private.invoke_process_mail_outbox() with pg_cron where pg_cron, pg_net and Vault exist. None of
// them runs outside Supabase's own Postgres, so here the migration must apply without scheduling,
// and the function the job runs is checked against stand-ins with the exact signatures of Vault's
// vault.decrypted_secrets and pg_net's net.http_post, recording what would be requested.

let db: Database;

beforeAll(async () => {
  ({ db } = await openDatabase({}));
});

afterAll(async () => {
  await db?.close();
});

async function calls() {
  return db.query<{ url: string; headers: Record<string, string>; timeout: number }>(
    'select url, headers, timeout_milliseconds as timeout from net.requests order by id',
  );
}

async function invoke(): Promise<string | null> {
  const [row] = await db.query<{ id: string | null }>(
    'select private.invoke_process_mail_outbox()::text as id',
  );
  return row!.id;
}

describe('the pg_cron schedule of process-mail-outbox', () => {
  it('applies where pg_cron and pg_net are missing, scheduling nothing', async () => {
    const [row] = await db.query<{ cron: string | null; net: string | null }>(
      "select to_regnamespace('cron')::text as cron, to_regnamespace('net')::text as net",
    );
    expect(row).toEqual({ cron: null, net: null });
    const applied = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations where version = '20261122000200'",
    );
    expect(applied).toHaveLength(1);
  });

  it('lets no API role run the job function', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const [row] = await db.query<{ allowed: boolean }>(
        "select has_function_privilege($1, 'private.invoke_process_mail_outbox()', 'execute') as allowed",
        [role],
      );
      expect(row!.allowed, role).toBe(false);
    }
  });

  it('calls the function only when mail is due, with the URL and key read from Vault', async () => {
    await db.exec(`
      create schema vault;
      create table vault.secrets (name text primary key, decrypted_secret text);
      create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;
      create schema net;
      create table net.requests (
        id bigserial primary key, url text, body jsonb, params jsonb, headers jsonb,
        timeout_milliseconds integer);
      create function net.http_post(
        url text,
        body jsonb default '{}'::jsonb,
        params jsonb default '{}'::jsonb,
        headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
        timeout_milliseconds integer default 5000
      ) returns bigint language sql as $$
        insert into net.requests (url, body, params, headers, timeout_milliseconds)
        values (url, body, params, headers, timeout_milliseconds) returning id
      $$;
    `);

    // Nothing queued: no request, so an idle site costs no invocations.
    expect(await invoke()).toBeNull();
    // Queued but leased by a running worker (not yet due): still nothing.
    await db.query(
      `insert into public.mail_outbox (kind, to_address, subject, html, next_attempt_at)
       values ('contact_agency', 'hello@northbeam.local', 'Leased', '<p>x</p>', now() + interval '2 minutes')`,
    );
    expect(await invoke()).toBeNull();

    await db.query(
      `insert into public.mail_outbox (kind, to_address, subject, html)
       values ('contact_agency', 'hello@northbeam.local', 'Due', '<p>x</p>')`,
    );
    // Due, but the operator has not stored the secrets yet: a warning, no request.
    expect(await invoke()).toBeNull();
    expect(await calls()).toEqual([]);

    await db.query(
      `insert into vault.secrets values
         ('project_url', 'https://abcdefghijklmnop.supabase.co/'),
         ('service_role_key', 'service-role-key-from-vault')`,
    );
    expect(await invoke()).toBe('1');
    expect(await calls()).toEqual([
      {
        url: 'https://abcdefghijklmnop.supabase.co/functions/v1/process-mail-outbox',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer service-role-key-from-vault',
        },
        timeout: 60000,
      },
    ]);

    // Once the worker has sent it, the next run makes no request.
    await db.query("update public.mail_outbox set status = 'sent' where subject = 'Due'");
    expect(await invoke()).toBeNull();
    expect(await calls()).toHaveLength(1);
  });
});
