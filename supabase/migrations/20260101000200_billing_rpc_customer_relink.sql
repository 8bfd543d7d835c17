-- Replaces a user's Stripe customer when Stripe no longer has the stored one (deleted in the
-- dashboard, or the local emulator restarted with empty state). Compare-and-swap on the old id so
-- two requests noticing at once cannot overwrite each other's fresh customer.
create or replace function public.replace_stripe_customer(
  p_user_id uuid,
  p_old_customer_id text,
  p_new_customer_id text
)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  v_customer text;
begin
  update private.stripe_customers
  set stripe_customer_id = p_new_customer_id
  where user_id = p_user_id and stripe_customer_id = p_old_customer_id;
  if not found then
    insert into private.stripe_customers (user_id, stripe_customer_id)
    values (p_user_id, p_new_customer_id)
    on conflict (user_id) do nothing;
  end if;
  select stripe_customer_id into v_customer from private.stripe_customers where user_id = p_user_id;
  return v_customer;
end
$$;

revoke execute on function public.replace_stripe_customer(uuid, text, text) from public, anon, authenticated;
grant execute on function public.replace_stripe_customer(uuid, text, text) to service_role;
