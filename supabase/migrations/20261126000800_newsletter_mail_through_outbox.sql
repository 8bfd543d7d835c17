-- newsletter-subscribe answers the same way, in about the same time, for any address (new,
-- pending, confirmed, unsubscribed): it no longer sends the confirmation mail inside the request
-- (only new and pending addresses get one, so the time it took told which addresses were
-- confirmed subscribers). The mail is queued due at once, for the outbox worker
-- (process-mail-outbox, as contact mail), and the answer carries nothing about it.
--
-- As in 20261122000300, except that the mail is due now (not leased to the request) and the result
-- is only whether the client was rate limited.
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
begin
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(3, hashtext(p_ip_hash));
    if (select count(*) from private.form_rate_events
        where kind = 'newsletter' and key_hash = p_ip_hash and created_at > now() - interval '1 hour') >= p_max_per_ip then
      return jsonb_build_object('rate_limited', true);
    end if;
    delete from private.form_rate_events where created_at < now() - interval '1 day';
    insert into private.form_rate_events (kind, key_hash) values ('newsletter', p_ip_hash);
  end if;

  select status into v_status from public.newsletter_subscribers where lower(email) = v_email for update;
  if v_status = 'confirmed' then
    return jsonb_build_object('rate_limited', false);
  end if;
  if v_status in ('pending', 'unsubscribed') and (
    exists (
      select 1 from public.mail_outbox
      where to_address = v_email and kind = 'newsletter_confirm' and created_at > now() - interval '1 minute')
    or (select count(*) from public.mail_outbox
        where to_address = v_email and kind = 'newsletter_confirm'
          and created_at > now() - interval '1 hour') >= p_max_mails_per_email) then
    return jsonb_build_object('rate_limited', false);
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
          p_mail -> 'headers', now());
  return jsonb_build_object('rate_limited', false);
exception when unique_violation then
  -- A concurrent request for the same address won; its mail is on the way.
  return jsonb_build_object('rate_limited', false);
end
$$;
