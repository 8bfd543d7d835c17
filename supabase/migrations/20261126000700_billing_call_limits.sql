-- Billing calls per user (create-checkout, customer-portal). Each one makes Stripe calls, and
-- Stripe's rate limit is per account: without a per-user limit one signed-in user could use it up
-- for every customer. Counted inside Postgres under an advisory lock per user, as the form limits
-- are, so concurrent calls cannot slip past the limit. A refused call is not counted.

create function public.billing_call_allowed(
  p_user_id uuid,
  p_max_per_hour integer default 20
)
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_key text := p_user_id::text;
begin
  perform pg_advisory_xact_lock(4, hashtext(v_key));
  if (select count(*) from private.form_rate_events
      where kind = 'billing' and key_hash = v_key
        and created_at > now() - interval '1 hour') >= p_max_per_hour then
    return false;
  end if;
  delete from private.form_rate_events
  where kind = 'billing' and key_hash = v_key and created_at < now() - interval '1 hour';
  -- key_hash holds the user id here: it is not personal data beyond what auth.users holds.
  insert into private.form_rate_events (kind, key_hash) values ('billing', v_key);
  return true;
end
$$;

revoke execute on function public.billing_call_allowed(uuid, integer) from public, anon, authenticated;
grant execute on function public.billing_call_allowed(uuid, integer) to service_role;
