-- RPCs the edge functions call with the service role. They reach the `private` schema (not exposed
-- by PostgREST) and bundle multi-row writes into one transaction. Only service_role may execute them.
-- Tables are created by the earlier product-table migrations (see docs/backend-contract.md).

-- Billing: Stripe customer mapping ---------------------------------------------------------------

create or replace function public.get_stripe_customer_id(p_user_id uuid)
returns text
language sql stable security definer set search_path = ''
as $$
  select stripe_customer_id from private.stripe_customers where user_id = p_user_id
$$;

-- First writer wins: a concurrent second link for the same user returns the stored customer.
create or replace function public.link_stripe_customer(p_user_id uuid, p_customer_id text)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_customer text;
begin
  insert into private.stripe_customers (user_id, stripe_customer_id)
  values (p_user_id, p_customer_id)
  on conflict (user_id) do nothing;
  select stripe_customer_id into v_customer from private.stripe_customers where user_id = p_user_id;
  return v_customer;
end
$$;

create or replace function public.user_for_stripe_customer(p_customer_id text)
returns uuid
language sql stable security definer set search_path = ''
as $$
  select user_id from private.stripe_customers where stripe_customer_id = p_customer_id
$$;

-- Billing: webhook idempotency ----------------------------------------------------------------------

create or replace function public.stripe_event_processed(p_id text)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from private.stripe_events where id = p_id)
$$;

create or replace function public.record_stripe_event(p_id text, p_type text, p_created bigint)
returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.stripe_events (id, type, created) values (p_id, p_type, p_created)
  on conflict (id) do nothing;
  return found;
end
$$;

-- Billing: synced subscription state ----------------------------------------------------------------

create or replace function public.get_subscription_state(p_user_id uuid)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object(
        'subscribed', s.status in ('active', 'trialing'),
        'subscription_tier', case when s.status in ('active', 'trialing') then s.tier end,
        'subscription_end', case when s.status in ('active', 'trialing') then s.current_period_end end)
     from public.subscriptions s where s.user_id = p_user_id),
    jsonb_build_object('subscribed', false, 'subscription_tier', null, 'subscription_end', null))
$$;

-- Stores the result of re-reading a customer's subscriptions from Stripe. p_version is the time
-- (ms) the read started, kept in subscriptions.stripe_event_created: an older read that finishes
-- late is ignored, so concurrent syncs converge on the newest read of Stripe.
-- p_plan: null or {subscription_id, tier, interval, status, current_period_end (unix s),
-- cancel_at_period_end}; p_addons: [{name, active, subscription_id}]. A user with a Stripe customer
-- but no plan subscription keeps a row with status 'none' so the version still guards add-ons.
create or replace function public.apply_billing_sync(
  p_user_id uuid,
  p_version bigint,
  p_plan jsonb,
  p_addons jsonb
)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_stored bigint;
  v_plan jsonb := case when p_plan is null or jsonb_typeof(p_plan) = 'null' then null else p_plan end;
  v_addons jsonb := case when jsonb_typeof(p_addons) = 'array' then p_addons else '[]'::jsonb end;
begin
  perform pg_advisory_xact_lock(hashtext('billing-sync:' || p_user_id::text));
  select stripe_event_created into v_stored from public.subscriptions where user_id = p_user_id;
  if v_stored is not null and v_stored > p_version then
    return public.get_subscription_state(p_user_id);
  end if;

  insert into public.subscriptions as s (
    user_id, stripe_subscription_id, tier, billing_interval, status, current_period_end,
    cancel_at_period_end, stripe_event_created, updated_at)
  values (
    p_user_id,
    v_plan ->> 'subscription_id',
    v_plan ->> 'tier',
    v_plan ->> 'interval',
    coalesce(v_plan ->> 'status', 'none'),
    to_timestamp((v_plan ->> 'current_period_end')::double precision),
    coalesce((v_plan ->> 'cancel_at_period_end')::boolean, false),
    p_version,
    now())
  on conflict (user_id) do update set
    stripe_subscription_id = excluded.stripe_subscription_id,
    tier = excluded.tier,
    billing_interval = excluded.billing_interval,
    status = excluded.status,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    stripe_event_created = excluded.stripe_event_created,
    updated_at = now();

  insert into public.user_addons as a (user_id, addon_name, active, stripe_subscription_id)
  select p_user_id, x.name, coalesce(x.active, false), x.subscription_id
  from jsonb_to_recordset(v_addons) as x(name text, active boolean, subscription_id text)
  where x.name is not null
  on conflict (user_id, addon_name) do update set
    active = excluded.active,
    stripe_subscription_id = excluded.stripe_subscription_id;

  -- Add-ons sold through Stripe that Stripe no longer lists are off; ones granted by hand
  -- (no subscription id) are left alone.
  update public.user_addons a set active = false
  where a.user_id = p_user_id
    and a.stripe_subscription_id is not null
    and a.active
    and not exists (
      select 1 from jsonb_to_recordset(v_addons) as x(name text, active boolean, subscription_id text)
      where x.name = a.addon_name);

  return public.get_subscription_state(p_user_id);
end
$$;

-- Mail: contact enquiries and the outbox -------------------------------------------------------------

-- Mails are inserted leased for two minutes: the request that stored them is about to send them,
-- and process-mail-outbox must not send the same mail at the same time.
create or replace function public.submit_contact_enquiry(
  p_id uuid,
  p_enquiry jsonb,
  p_ip_hash text,
  p_mails jsonb
)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_mails jsonb;
begin
  if p_ip_hash is not null and (
    select count(*) from public.contact_enquiries
    where ip_hash = p_ip_hash and created_at > now() - interval '1 hour') >= 10 then
    return jsonb_build_object('rate_limited', true, 'id', null, 'mails', '[]'::jsonb);
  end if;

  insert into public.contact_enquiries (
    id, first_name, last_name, email, phone, company, website, city, budget, message, ip_hash)
  values (
    p_id,
    p_enquiry ->> 'first_name',
    p_enquiry ->> 'last_name',
    p_enquiry ->> 'email',
    nullif(p_enquiry ->> 'phone', ''),
    nullif(p_enquiry ->> 'company', ''),
    nullif(p_enquiry ->> 'website', ''),
    nullif(p_enquiry ->> 'city', ''),
    nullif(p_enquiry ->> 'budget', ''),
    p_enquiry ->> 'message',
    p_ip_hash);

  with inserted as (
    insert into public.mail_outbox (kind, to_address, subject, html, text_body, enquiry_id, next_attempt_at)
    select x.kind, x.to_address, x.subject, x.html, x.text_body, p_id, now() + interval '2 minutes'
    from jsonb_to_recordset(p_mails) as x(kind text, to_address text, subject text, html text, text_body text)
    returning id, to_address, subject, html, text_body, created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', id, 'to_address', to_address, 'subject', subject, 'html', html, 'text_body', text_body)
      order by created_at), '[]'::jsonb)
  into v_mails from inserted;

  return jsonb_build_object('rate_limited', false, 'id', p_id, 'mails', v_mails);
end
$$;

-- Records one delivery attempt. Failures back off exponentially (base, 2x base, ... capped at an
-- hour) and give up as 'failed' after ten attempts.
create or replace function public.mark_mail_result(
  p_id uuid,
  p_error text,
  p_retry_base_seconds double precision default 30
)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_error is null then
    update public.mail_outbox
    set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null
    where id = p_id;
  else
    update public.mail_outbox
    set attempts = attempts + 1,
        last_error = left(p_error, 1000),
        status = case when attempts + 1 >= 10 then 'failed' else 'queued' end,
        next_attempt_at = now() + make_interval(
          secs => least(3600, greatest(1, p_retry_base_seconds) * power(2, attempts)))
    where id = p_id;
  end if;
end
$$;

-- Takes up to p_limit due mails and leases them for two minutes while they are sent.
create or replace function public.claim_due_mail(p_limit integer default 20, p_ignore_backoff boolean default false)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_mails jsonb;
begin
  with due as (
    select id from public.mail_outbox
    where status = 'queued' and (p_ignore_backoff or next_attempt_at <= now())
    order by next_attempt_at
    limit greatest(1, least(p_limit, 100))
    for update skip locked
  ), leased as (
    update public.mail_outbox m set next_attempt_at = now() + interval '2 minutes'
    from due where m.id = due.id
    returning m.id, m.to_address, m.subject, m.html, m.text_body, m.created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', id, 'to_address', to_address, 'subject', subject, 'html', html, 'text_body', text_body)
      order by created_at), '[]'::jsonb)
  into v_mails from leased;
  return v_mails;
end
$$;

-- Newsletter: double opt-in --------------------------------------------------------------------------

-- Returns the mails to send now (none for a confirmed address, or when a link went out in the last
-- minute) so the caller's answer never depends on who is subscribed.
create or replace function public.newsletter_subscribe(p_email text, p_token text, p_mail jsonb)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
  v_status text;
  v_mail jsonb;
begin
  select status into v_status from public.newsletter_subscribers where lower(email) = v_email for update;
  if v_status = 'confirmed' then
    return '[]'::jsonb;
  end if;
  if v_status = 'pending' and exists (
    select 1 from public.mail_outbox
    where to_address = v_email and kind = 'newsletter_confirm' and created_at > now() - interval '1 minute') then
    return '[]'::jsonb;
  end if;
  if v_status is null then
    insert into public.newsletter_subscribers (email, status, confirm_token)
    values (v_email, 'pending', p_token);
  else
    update public.newsletter_subscribers
    set status = 'pending', confirm_token = p_token, confirmed_at = null
    where lower(email) = v_email;
  end if;
  insert into public.mail_outbox (kind, to_address, subject, html, text_body, next_attempt_at)
  values ('newsletter_confirm', v_email, p_mail ->> 'subject', p_mail ->> 'html', p_mail ->> 'text_body',
          now() + interval '2 minutes')
  returning jsonb_build_object('id', id, 'to_address', to_address, 'subject', subject, 'html', html,
                               'text_body', text_body)
  into v_mail;
  return jsonb_build_array(v_mail);
exception when unique_violation then
  -- A concurrent request for the same address won; its mail is on the way.
  return '[]'::jsonb;
end
$$;

create or replace function public.newsletter_confirm(p_token text)
returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  update public.newsletter_subscribers
  set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
  where confirm_token = p_token and status in ('pending', 'confirmed');
  return found;
end
$$;

-- Only the service role (the edge functions) may call any of these.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.get_stripe_customer_id(uuid)',
    'public.link_stripe_customer(uuid, text)',
    'public.user_for_stripe_customer(text)',
    'public.stripe_event_processed(text)',
    'public.record_stripe_event(text, text, bigint)',
    'public.get_subscription_state(uuid)',
    'public.apply_billing_sync(uuid, bigint, jsonb, jsonb)',
    'public.submit_contact_enquiry(uuid, jsonb, text, jsonb)',
    'public.mark_mail_result(uuid, text, double precision)',
    'public.claim_due_mail(integer, boolean)',
    'public.newsletter_subscribe(text, text, jsonb)',
    'public.newsletter_confirm(text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
