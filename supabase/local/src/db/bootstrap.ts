import type { Queryable } from './types.ts';

/**
 * What hosted Supabase already has before any migration runs: the API roles, the `auth` schema with
 * GoTrue's tables (the subset this backend uses) and the helper functions policies call. Idempotent,
 * so it runs on every start, on PGlite and on PostgreSQL alike.
 */
export const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Earlier releases kept a sign-up's password here until its link was followed; hosted Auth has no
-- such column and stores it in encrypted_password, as this backend now does.
alter table auth.users drop column if exists confirmation_password;
-- GoTrue's columns for the code GET /reauthenticate mails (added after the first release).
alter table auth.users add column if not exists reauthentication_token text;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
-- GoTrue's columns for a pending e-mail change (auth/email-change.ts).
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token_new text;
alter table auth.users add column if not exists email_change_token_current text;
alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
create unique index if not exists users_email_key on auth.users (lower(email));
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- PKCE flow states of mailed links (hosted Auth's auth.flow_state; see src/auth/flow-state.ts).
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_user_idx on auth.flow_state (user_id, authentication_method);

create or replace function auth.uid() returns uuid
  language sql stable
  as $fn$ select (nullif(current_setting('request.jwt.claims', true), '')::json ->> 'sub')::uuid $fn$;

create or replace function auth.role() returns text
  language sql stable
  as $fn$ select nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role' $fn$;

create or replace function auth.jwt() returns jsonb
  language sql stable
  as $fn$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $fn$;

grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- Hosted Supabase grants the API roles everything in public by default and leaves the gate to RLS;
-- the migrations narrow these grants where a table must never be touched by a client.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
`;

export async function bootstrap(db: Queryable): Promise<void> {
  await db.exec(BOOTSTRAP_SQL);
}
