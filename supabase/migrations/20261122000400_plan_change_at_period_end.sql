-- Plan changes apply from the next billing cycle: a change waiting in a Stripe subscription
-- schedule is synced here (the plan, how it will be billed, from when) so the dashboard can say
-- 'Changes to <Plan> on <date>'. Stripe stays the truth: every sync rewrites these columns.
alter table public.subscriptions
  add column if not exists scheduled_tier text
    check (scheduled_tier in ('starter', 'professional', 'enterprise')),
  add column if not exists scheduled_interval text
    check (scheduled_interval in ('month', 'year')),
  add column if not exists scheduled_change_at timestamptz;

-- As in 20260101000100_billing_rpc.sql, with p_plan's scheduled_tier, scheduled_interval and
-- scheduled_change_at (unix s; all null when no change is pending).
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
    cancel_at_period_end, scheduled_tier, scheduled_interval, scheduled_change_at,
    stripe_event_created, updated_at)
  values (
    p_user_id,
    v_plan ->> 'subscription_id',
    v_plan ->> 'tier',
    v_plan ->> 'interval',
    coalesce(v_plan ->> 'status', 'none'),
    to_timestamp((v_plan ->> 'current_period_end')::double precision),
    coalesce((v_plan ->> 'cancel_at_period_end')::boolean, false),
    v_plan ->> 'scheduled_tier',
    v_plan ->> 'scheduled_interval',
    to_timestamp((v_plan ->> 'scheduled_change_at')::double precision),
    p_version,
    now())
  on conflict (user_id) do update set
    stripe_subscription_id = excluded.stripe_subscription_id,
    tier = excluded.tier,
    billing_interval = excluded.billing_interval,
    status = excluded.status,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    scheduled_tier = excluded.scheduled_tier,
    scheduled_interval = excluded.scheduled_interval,
    scheduled_change_at = excluded.scheduled_change_at,
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

revoke execute on function public.apply_billing_sync(uuid, bigint, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.apply_billing_sync(uuid, bigint, jsonb, jsonb) to service_role;
