-- Product tables for the Northbeam site (spec sections 3, 6, 7).
-- Access model: every table has row-level security. Clients (anon, authenticated) only ever READ
-- their own add-ons and subscription; everything else is written by edge functions with the
-- service role. Grants are narrowed as well as RLS so a missing policy can never open a table.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;

-- Add-ons a signed-in user has bought (the dashboard reads addon_name where active).
create table public.user_addons (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  addon_name text not null,
  active boolean not null default true,
  stripe_subscription_id text,
  created_at timestamptz not null default now(),
  unique (user_id, addon_name)
);
alter table public.user_addons enable row level security;
revoke all on public.user_addons from anon, authenticated;
grant select on public.user_addons to authenticated;
create policy "user_addons: owner can read"
  on public.user_addons for select to authenticated
  using ((select auth.uid()) = user_id);

-- Billing state per user, synced from Stripe webhooks by the stripe-webhook function.
create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_subscription_id text unique,
  tier text check (tier in ('starter', 'professional', 'enterprise')),
  billing_interval text check (billing_interval in ('month', 'year')),
  status text not null,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  -- created timestamp of the last Stripe event applied, so an older event never overwrites a newer one
  stripe_event_created bigint not null default 0,
  updated_at timestamptz not null default now()
);
alter table public.subscriptions enable row level security;
revoke all on public.subscriptions from anon, authenticated;
grant select on public.subscriptions to authenticated;
create policy "subscriptions: owner can read"
  on public.subscriptions for select to authenticated
  using ((select auth.uid()) = user_id);

-- Which Stripe customer belongs to which user. Not exposed through the API at all.
create table private.stripe_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text unique not null,
  created_at timestamptz not null default now()
);
alter table private.stripe_customers enable row level security;

-- Webhook idempotency: an event id is applied at most once.
create table private.stripe_events (
  id text primary key,
  type text not null,
  created bigint not null,
  received_at timestamptz not null default now()
);
alter table private.stripe_events enable row level security;

revoke all on all tables in schema private from public, anon, authenticated;
grant select, insert, update, delete on all tables in schema private to service_role;

-- Every contact enquiry is stored before any mail is attempted, so none is lost if SMTP is down.
create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  company text,
  website text,
  city text,
  budget text,
  message text not null,
  ip_hash text,
  created_at timestamptz not null default now()
);
alter table public.contact_enquiries enable row level security;
revoke all on public.contact_enquiries from anon, authenticated;

-- Newsletter with double opt-in: pending until the link in the confirmation mail is followed.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- stored lower-cased (trigger below), so unique(email) is case-insensitive and on_conflict=email works
  email text not null unique,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token text unique,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz
);
alter table public.newsletter_subscribers enable row level security;
revoke all on public.newsletter_subscribers from anon, authenticated;

create function public.normalize_newsletter_email() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;
revoke execute on function public.normalize_newsletter_email() from public, anon, authenticated;

create trigger newsletter_subscribers_normalize_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.normalize_newsletter_email();

-- Outgoing mail, retried by process-mail-outbox until sent.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  to_address text not null,
  subject text not null,
  html text,
  text_body text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  enquiry_id uuid references public.contact_enquiries (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status = 'queued';
