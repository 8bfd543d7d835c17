-- check-subscription answers everything the dashboard shows in one call (docs/backend-contract.md):
-- besides the status fields of 20261126220000_subscription_status.sql, how the live plan is billed,
-- the plan change waiting for its period end, and the active add-ons. The site reads nothing else.

-- The whole answer for a user, as stored by the last sync. apply_billing_sync answers through it,
-- so a sync and the stored state have one shape.
create or replace function public.get_subscription_state(p_user_id uuid)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object(
        'subscribed', live,
        'subscription_tier', case when live then s.tier end,
        'subscription_end', case when live then s.current_period_end end,
        'status', nullif(s.status, 'none'),
        'cancel_at_period_end', s.status <> 'none' and s.cancel_at_period_end,
        'plan_tier', case when s.status <> 'none' then s.tier end,
        'subscription_interval', case when live then s.billing_interval end,
        'scheduled_change',
          case when live and s.scheduled_tier is not null and s.scheduled_change_at is not null
            then jsonb_build_object(
              'tier', s.scheduled_tier,
              'interval', coalesce(s.scheduled_interval, 'month'),
              'effective_at', s.scheduled_change_at)
          end)
     from public.subscriptions s,
       lateral (select s.status in ('active', 'trialing') as live) l
     where s.user_id = p_user_id),
    jsonb_build_object('subscribed', false, 'subscription_tier', null, 'subscription_end', null,
      'status', null, 'cancel_at_period_end', false, 'plan_tier', null,
      'subscription_interval', null, 'scheduled_change', null))
  || jsonb_build_object('addons', coalesce(
    (select jsonb_agg(a.addon_name order by a.addon_name)
     from public.user_addons a where a.user_id = p_user_id and a.active),
    '[]'::jsonb))
$$;

revoke execute on function public.get_subscription_state(uuid) from public, anon, authenticated;
grant execute on function public.get_subscription_state(uuid) to service_role;

-- check-subscription's one database call, made with the caller's own access token: PostgREST has
-- checked its signature and expiry; this checks what Auth's GET /user checks besides (the user
-- still exists and is not banned, the token's session was not signed out: supabase/auth
-- internal/api/auth.go maybeLoadUserOrSession), so the function needs no round trip to Auth.
-- Answers null for a token that fails those checks (the function answers 401), else the user's
-- id, whether a Stripe customer exists (the function then re-reads Stripe) and the stored state.
-- The customer id itself stays private: the function reads it with the service role.
create or replace function public.caller_subscription()
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_uuid constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  v_user uuid;
  v_session text := v_claims ->> 'session_id';
begin
  if coalesce(v_claims ->> 'sub', '') !~ v_uuid then
    return null;
  end if;
  v_user := (v_claims ->> 'sub')::uuid;
  if not exists (
    select 1 from auth.users u
    where u.id = v_user and (u.banned_until is null or u.banned_until <= now())
  ) then
    return null;
  end if;
  if v_session is not null and (v_session !~ v_uuid or not exists (
    select 1 from auth.sessions s where s.id = v_session::uuid and s.user_id = v_user
  )) then
    return null;
  end if;
  return jsonb_build_object(
    'user_id', v_user,
    'has_customer', exists (select 1 from private.stripe_customers c where c.user_id = v_user),
    'state', public.get_subscription_state(v_user));
end
$$;

revoke execute on function public.caller_subscription() from public, anon;
grant execute on function public.caller_subscription() to authenticated;
