-- Abuse limits for the contact form and the newsletter, configurable by the caller (the functions
-- read them from their environment). Every limit is checked before anything is stored, under an
-- advisory lock per client and per address, so concurrent requests cannot slip past a limit and a
-- refused request leaves no row behind.

-- Newsletter requests per client (salted IP hash), kept only as long as the limit needs them.
create table private.form_rate_events (
  kind text not null,
  key_hash text not null,
  created_at timestamptz not null default now()
);
create index form_rate_events_lookup on private.form_rate_events (kind, key_hash, created_at);
alter table private.form_rate_events enable row level security;
revoke all on private.form_rate_events from public, anon, authenticated;

create index if not exists contact_enquiries_ip_recent on public.contact_enquiries (ip_hash, created_at);
create index if not exists contact_enquiries_email_recent on public.contact_enquiries (lower(email), created_at);

drop function if exists public.submit_contact_enquiry(uuid, jsonb, text, jsonb);

create function public.submit_contact_enquiry(
  p_id uuid,
  p_enquiry jsonb,
  p_ip_hash text,
  p_mails jsonb,
  p_max_per_ip integer default 10,
  p_max_per_email integer default 5
)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_mails jsonb;
  v_email text := lower(trim(p_enquiry ->> 'email'));
begin
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(1, hashtext(p_ip_hash));
    if (select count(*) from public.contact_enquiries
        where ip_hash = p_ip_hash and created_at > now() - interval '1 hour') >= p_max_per_ip then
      return jsonb_build_object('rate_limited', true, 'limit', 'ip', 'id', null, 'mails', '[]'::jsonb);
    end if;
  end if;
  perform pg_advisory_xact_lock(2, hashtext(v_email));
  if (select count(*) from public.contact_enquiries
      where lower(email) = v_email and created_at > now() - interval '1 hour') >= p_max_per_email then
    return jsonb_build_object('rate_limited', true, 'limit', 'email', 'id', null, 'mails', '[]'::jsonb);
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

  -- Inserted leased for two minutes: the request that stored them is about to send them.
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

drop function if exists public.newsletter_subscribe(text, text, jsonb);

-- Returns {rate_limited, mails}. Mails are none for a confirmed address, when a link went out in the
-- last minute, or when the address already got p_max_mails_per_email links this hour, so the answer
-- never depends on who is subscribed and nobody can be mail-bombed through the form.
create function public.newsletter_subscribe(
  p_email text,
  p_token text,
  p_mail jsonb,
  p_ip_hash text default null,
  p_max_per_ip integer default 20,
  p_max_mails_per_email integer default 3
)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
  v_status text;
  v_mail jsonb;
begin
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(3, hashtext(p_ip_hash));
    if (select count(*) from private.form_rate_events
        where kind = 'newsletter' and key_hash = p_ip_hash and created_at > now() - interval '1 hour') >= p_max_per_ip then
      return jsonb_build_object('rate_limited', true, 'mails', '[]'::jsonb);
    end if;
    delete from private.form_rate_events where created_at < now() - interval '1 day';
    insert into private.form_rate_events (kind, key_hash) values ('newsletter', p_ip_hash);
  end if;

  select status into v_status from public.newsletter_subscribers where lower(email) = v_email for update;
  if v_status = 'confirmed' then
    return jsonb_build_object('rate_limited', false, 'mails', '[]'::jsonb);
  end if;
  if v_status = 'pending' and (
    exists (
      select 1 from public.mail_outbox
      where to_address = v_email and kind = 'newsletter_confirm' and created_at > now() - interval '1 minute')
    or (select count(*) from public.mail_outbox
        where to_address = v_email and kind = 'newsletter_confirm'
          and created_at > now() - interval '1 hour') >= p_max_mails_per_email) then
    return jsonb_build_object('rate_limited', false, 'mails', '[]'::jsonb);
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
  return jsonb_build_object('rate_limited', false, 'mails', jsonb_build_array(v_mail));
exception when unique_violation then
  -- A concurrent request for the same address won; its mail is on the way.
  return jsonb_build_object('rate_limited', false, 'mails', '[]'::jsonb);
end
$$;

revoke execute on function public.submit_contact_enquiry(uuid, jsonb, text, jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.submit_contact_enquiry(uuid, jsonb, text, jsonb, integer, integer) to service_role;
revoke execute on function public.newsletter_subscribe(text, text, jsonb, text, integer, integer) from public, anon, authenticated;
grant execute on function public.newsletter_subscribe(text, text, jsonb, text, integer, integer) to service_role;
