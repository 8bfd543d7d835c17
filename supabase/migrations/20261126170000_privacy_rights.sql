-- Privacy rights (Law 25, PIPEDA): a person's data export and the closing of their account.
-- The edge functions export-my-data and close-account verify the caller's session and pass only
-- that user's id here; these functions are service_role only, so no client can name another user.

-- One row per account being closed. It outlives the auth user on purpose: it is how a closing that
-- failed halfway (a Stripe call) is completed by the next attempt, and it keeps the Stripe customer
-- id, under which Stripe holds the invoices for the six years tax law requires. No e-mail or name
-- is kept here once the closing is done.
create table private.account_closures (
  user_id uuid primary key,
  email text,
  stripe_customer_id text,
  cancel_mode text not null check (cancel_mode in ('now', 'period_end')),
  requested_at timestamptz not null default now(),
  -- A running attempt holds the closing until this time, so two at once cannot interleave.
  claimed_until timestamptz,
  stripe_done_at timestamptz,
  erased_at timestamptz
);
alter table private.account_closures enable row level security;
revoke all on private.account_closures from public, anon, authenticated;
grant select, insert, update, delete on private.account_closures to service_role;

-- Everything the product's database holds about one person, read in one statement (one snapshot),
-- so two exports at once both answer the same complete data. Invoices are read from Stripe by the
-- function. Matching by e-mail is how enquiries and the newsletter know a person: they are sent
-- without an account.
create function public.export_user_data(p_user_id uuid)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  with u as (
    select id, lower(email) as email, email as shown_email, created_at, email_confirmed_at,
           last_sign_in_at, raw_user_meta_data
      from auth.users where id = p_user_id
  )
  select jsonb_build_object(
    'profile', (select jsonb_build_object(
        'id', u.id, 'email', u.shown_email,
        'full_name', u.raw_user_meta_data ->> 'full_name',
        'locale', u.raw_user_meta_data ->> 'locale',
        'created_at', u.created_at, 'email_confirmed_at', u.email_confirmed_at,
        'last_sign_in_at', u.last_sign_in_at) from u),
    'sign_ins', coalesce((select jsonb_agg(jsonb_build_object(
        'signed_in_at', s.created_at, 'last_active_at', s.refreshed_at) order by s.created_at)
      from auth.sessions s where s.user_id = p_user_id), '[]'::jsonb),
    'subscription', (select jsonb_build_object(
        'tier', s.tier, 'billing_interval', s.billing_interval, 'status', s.status,
        'current_period_end', s.current_period_end,
        'cancel_at_period_end', s.cancel_at_period_end,
        'scheduled_tier', s.scheduled_tier, 'scheduled_change_at', s.scheduled_change_at,
        'updated_at', s.updated_at)
      from public.subscriptions s where s.user_id = p_user_id),
    'addons', coalesce((select jsonb_agg(jsonb_build_object(
        'name', a.addon_name, 'active', a.active, 'created_at', a.created_at)
        order by a.created_at)
      from public.user_addons a where a.user_id = p_user_id), '[]'::jsonb),
    'stripe_customer_id', (select c.stripe_customer_id from private.stripe_customers c
      where c.user_id = p_user_id),
    'newsletter', (select jsonb_build_object(
        'email', n.email, 'status', n.status, 'subscribed_at', n.created_at,
        'confirmed_at', n.confirmed_at, 'unsubscribed_at', n.unsubscribed_at,
        'locale', n.locale)
      from public.newsletter_subscribers n, u where n.email = u.email),
    'enquiries', coalesce((select jsonb_agg(jsonb_build_object(
        'sent_at', e.created_at, 'first_name', e.first_name, 'last_name', e.last_name,
        'email', e.email, 'phone', e.phone, 'company', e.company, 'website', e.website,
        'city', e.city, 'budget', e.budget, 'message', e.message, 'locale', e.locale)
        order by e.created_at)
      from public.contact_enquiries e, u where lower(e.email) = u.email), '[]'::jsonb),
    'mails', coalesce((select jsonb_agg(jsonb_build_object(
        'kind', m.kind, 'subject', m.subject, 'status', m.status, 'queued_at', m.created_at,
        'sent_at', m.sent_at) order by m.created_at)
      from public.mail_outbox m, u where lower(m.to_address) = u.email), '[]'::jsonb)
  )
  from u
$$;
revoke execute on function public.export_user_data(uuid) from public, anon, authenticated;
grant execute on function public.export_user_data(uuid) to service_role;

-- Starts or resumes a closing. Answers its state, or null when another attempt holds it now. The
-- first attempt records the e-mail and the Stripe customer, so a later attempt finds them even if
-- the mapping is gone; the mode may change until Stripe has been done.
create function public.claim_account_closure(p_user_id uuid, p_mode text, p_hold_seconds integer)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_row private.account_closures;
begin
  perform pg_advisory_xact_lock(5, hashtext(p_user_id::text));
  insert into private.account_closures (user_id, email, stripe_customer_id, cancel_mode)
  select p_user_id, u.email,
         (select c.stripe_customer_id from private.stripe_customers c where c.user_id = p_user_id),
         p_mode
    from auth.users u where u.id = p_user_id
  on conflict (user_id) do nothing;
  select * into v_row from private.account_closures where user_id = p_user_id;
  if v_row.user_id is null then
    return null;
  end if;
  if v_row.claimed_until is not null and v_row.claimed_until > now() then
    return jsonb_build_object('busy', true);
  end if;
  update private.account_closures set
    claimed_until = now() + make_interval(secs => p_hold_seconds),
    cancel_mode = case when stripe_done_at is null then p_mode else cancel_mode end
  where user_id = p_user_id
  returning * into v_row;
  return jsonb_build_object(
    'busy', false, 'email', v_row.email, 'stripe_customer_id', v_row.stripe_customer_id,
    'cancel_mode', v_row.cancel_mode, 'stripe_done', v_row.stripe_done_at is not null);
end
$$;
revoke execute on function public.claim_account_closure(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.claim_account_closure(uuid, text, integer) to service_role;

-- Ends an attempt. An attempt whose password was wrong leaves nothing behind (p_forget) unless an
-- earlier attempt had already begun with Stripe.
create function public.release_account_closure(
  p_user_id uuid, p_stripe_done boolean, p_forget boolean
)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_forget then
    delete from private.account_closures
     where user_id = p_user_id and stripe_done_at is null and erased_at is null;
  end if;
  update private.account_closures set
    claimed_until = null,
    stripe_done_at = case when p_stripe_done then coalesce(stripe_done_at, now()) else stripe_done_at end
  where user_id = p_user_id;
end
$$;
revoke execute on function public.release_account_closure(uuid, boolean, boolean) from public, anon, authenticated;
grant execute on function public.release_account_closure(uuid, boolean, boolean) to service_role;

-- Deletes the person's rows and anonymises their enquiries, in one transaction; run again it
-- changes nothing. Enquiries keep only what says nothing about the person (when, city, budget) so
-- the agency's counts stay true. The auth user itself is deleted next by the function, through
-- Auth's admin API, which ends the sessions with it.
create function public.erase_account_data(p_user_id uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text;
begin
  perform pg_advisory_xact_lock(5, hashtext(p_user_id::text));
  select lower(email) into v_email from private.account_closures where user_id = p_user_id;
  if v_email is not null then
    delete from public.mail_outbox
     where lower(to_address) = v_email
        or enquiry_id in (select id from public.contact_enquiries where lower(email) = v_email);
    update public.contact_enquiries set
      first_name = '', last_name = '', email = '', phone = null, company = null,
      website = null, message = '', ip_hash = null
     where lower(email) = v_email;
    delete from public.newsletter_subscribers where email = v_email;
  end if;
  delete from public.user_addons where user_id = p_user_id;
  delete from public.subscriptions where user_id = p_user_id;
  delete from private.stripe_customers where user_id = p_user_id;
  delete from private.form_rate_events where kind = 'billing' and key_hash = p_user_id::text;
  update private.account_closures set email = null, erased_at = coalesce(erased_at, now())
   where user_id = p_user_id;
end
$$;
revoke execute on function public.erase_account_data(uuid) from public, anon, authenticated;
grant execute on function public.erase_account_data(uuid) to service_role;
