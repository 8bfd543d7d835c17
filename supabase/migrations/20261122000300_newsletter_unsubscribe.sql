-- Newsletter unsubscribe (CASL): every newsletter mail carries List-Unsubscribe headers and a link;
-- an unsubscribed address stays on file as 'unsubscribed' (a suppression record) so no later send
-- reaches it, and its queued newsletter mail is dropped at once.

-- Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post), sent as stored.
alter table public.mail_outbox add column if not exists headers jsonb;
alter table public.newsletter_subscribers add column if not exists unsubscribed_at timestamptz;

-- As before, with the headers.
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
    returning m.id, m.to_address, m.subject, m.html, m.text_body, m.headers, m.created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', id, 'to_address', to_address, 'subject', subject, 'html', html, 'text_body', text_body,
      'headers', headers)
      order by created_at), '[]'::jsonb)
  into v_mails from leased;
  return v_mails;
end
$$;

-- As in 20261122000100, storing the mail's headers; an unsubscribed address may subscribe again
-- (double opt-in: it only gets the confirmation mail, and nothing else until it confirms).
create or replace function public.newsletter_subscribe(
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
  if v_status in ('pending', 'unsubscribed') and (
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
  insert into public.mail_outbox (kind, to_address, subject, html, text_body, headers, next_attempt_at)
  values ('newsletter_confirm', v_email, p_mail ->> 'subject', p_mail ->> 'html', p_mail ->> 'text_body',
          p_mail -> 'headers', now() + interval '2 minutes')
  returning jsonb_build_object('id', id, 'to_address', to_address, 'subject', subject, 'html', html,
                               'text_body', text_body, 'headers', headers)
  into v_mail;
  return jsonb_build_object('rate_limited', false, 'mails', jsonb_build_array(v_mail));
exception when unique_violation then
  -- A concurrent request for the same address won; its mail is on the way.
  return jsonb_build_object('rate_limited', false, 'mails', '[]'::jsonb);
end
$$;

-- Idempotent. An address never seen is recorded as unsubscribed too, so a later send skips it.
-- Its queued newsletter mail is dropped, and the old confirmation link stops working.
create function public.newsletter_unsubscribe(p_email text)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_email text := lower(trim(p_email));
begin
  insert into public.newsletter_subscribers (email, status, confirm_token, unsubscribed_at)
  values (v_email, 'unsubscribed', null, now())
  on conflict (email) do update
    set status = 'unsubscribed', confirm_token = null, confirmed_at = null,
        unsubscribed_at = coalesce(public.newsletter_subscribers.unsubscribed_at, now())
    where public.newsletter_subscribers.status <> 'unsubscribed';
  delete from public.mail_outbox
  where to_address = v_email and kind like 'newsletter%' and status = 'queued';
end
$$;

-- The confirmed addresses, as a JSON array.
create function public.newsletter_recipients()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(email order by email), '[]'::jsonb)
  from public.newsletter_subscribers where status = 'confirmed'
$$;

-- Queues one issue mail per address that is confirmed at this moment (an address unsubscribed
-- between reading the list and queueing is skipped). Returns how many were queued.
create function public.newsletter_queue_issue(p_mails jsonb)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.mail_outbox (kind, to_address, subject, html, text_body, headers)
  select 'newsletter_issue', lower(m ->> 'to_address'), m ->> 'subject', m ->> 'html',
         m ->> 'text_body', m -> 'headers'
  from jsonb_array_elements(p_mails) m
  where exists (
    select 1 from public.newsletter_subscribers s
    where s.email = lower(m ->> 'to_address') and s.status = 'confirmed');
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.claim_due_mail(integer, boolean)',
    'public.newsletter_subscribe(text, text, jsonb, text, integer, integer)',
    'public.newsletter_unsubscribe(text)',
    'public.newsletter_recipients()',
    'public.newsletter_queue_issue(jsonb)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
