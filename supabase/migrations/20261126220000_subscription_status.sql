-- check-subscription also answers the Stripe status of the plan subscription that matters (see
-- syncCustomer in supabase/functions/_shared/billing.ts), whether it is cancelled at the period
-- end, and its plan whatever the status, so the dashboard can say 'payment failed' or 'Ends on …'.
-- The spec's three fields keep their meaning: subscribed, tier and end only for a live plan
-- (active or trialing). A row with status 'none' (a customer without a plan) answers status null.
create or replace function public.get_subscription_state(p_user_id uuid)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object(
        'subscribed', s.status in ('active', 'trialing'),
        'subscription_tier', case when s.status in ('active', 'trialing') then s.tier end,
        'subscription_end', case when s.status in ('active', 'trialing') then s.current_period_end end,
        'status', nullif(s.status, 'none'),
        'cancel_at_period_end', s.status <> 'none' and s.cancel_at_period_end,
        'plan_tier', case when s.status <> 'none' then s.tier end)
     from public.subscriptions s where s.user_id = p_user_id),
    jsonb_build_object('subscribed', false, 'subscription_tier', null, 'subscription_end', null,
      'status', null, 'cancel_at_period_end', false, 'plan_tier', null))
$$;

revoke execute on function public.get_subscription_state(uuid) from public, anon, authenticated;
grant execute on function public.get_subscription_state(uuid) to service_role;
