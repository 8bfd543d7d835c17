-- The language a person used is stored with what they sent, so everything sent to them afterwards
-- (mail, Stripe's pages) is in that language: 'en' or 'fr', nothing else, validated on write.

-- Enquiries and newsletter subscribers: a column with a CHECK, English for rows from before.
alter table public.contact_enquiries
  add column locale text not null default 'en' check (locale in ('en', 'fr'));
alter table public.newsletter_subscribers
  add column locale text not null default 'en' check (locale in ('en', 'fr'));

-- Auth users: the site signs up with user_metadata { locale }, and hosted Auth's mail templates
-- (supabase/templates/*.html) choose their language with `eq .Data.locale "fr"`. Go's `eq` fails
-- on a value of another type (a number, an object), and a failed template is a sign-up or reset
-- mail that is never sent. user_metadata is written by anyone holding a session (PUT /user) and by
-- the sign-up request itself, so the database keeps it valid whatever the client sends: a locale
-- other than 'en' or 'fr' is stored as 'en', the language every mail falls back to. Refusing the
-- write instead would turn a sign-up into hosted Auth's 500 "Database error saving new user", a
-- person who cannot register because of one field they never see.
-- As private.password_needs_proof (20261126103000), the function lives in `private`: hosted
-- Supabase allows triggers on auth.users but no functions in the auth schema.
create or replace function private.valid_user_locale() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.raw_user_meta_data ? 'locale'
     and (jsonb_typeof(new.raw_user_meta_data -> 'locale') <> 'string'
          or new.raw_user_meta_data ->> 'locale' not in ('en', 'fr')) then
    new.raw_user_meta_data := new.raw_user_meta_data || '{"locale": "en"}'::jsonb;
  end if;
  return new;
end
$$;

create trigger auth_users_valid_locale
  before insert or update of raw_user_meta_data on auth.users
  for each row execute function private.valid_user_locale();

-- As in 20261122000200, plus the enquiry's locale (p_enquiry ->> 'locale'; 'en' when absent).
create or replace function public.submit_contact_enquiry(
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
  v_queued integer;
  v_email text := lower(trim(p_enquiry ->> 'email'));
begin
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(1, hashtext(p_ip_hash));
    if (select count(*) from public.contact_enquiries
        where ip_hash = p_ip_hash and created_at > now() - interval '1 hour') >= p_max_per_ip then
      return jsonb_build_object('rate_limited', true, 'limit', 'ip', 'id', null, 'queued', 0);
    end if;
  end if;
  perform pg_advisory_xact_lock(2, hashtext(v_email));
  if (select count(*) from public.contact_enquiries
      where lower(email) = v_email and created_at > now() - interval '1 hour') >= p_max_per_email then
    return jsonb_build_object('rate_limited', true, 'limit', 'email', 'id', null, 'queued', 0);
  end if;

  insert into public.contact_enquiries (
    id, first_name, last_name, email, phone, company, website, city, budget, message, ip_hash, locale)
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
    p_ip_hash,
    coalesce(p_enquiry ->> 'locale', 'en'));

  insert into public.mail_outbox (kind, to_address, subject, html, text_body, enquiry_id, next_attempt_at)
  select x.kind, x.to_address, x.subject, x.html, x.text_body, p_id, now()
  from jsonb_to_recordset(p_mails) as x(kind text, to_address text, subject text, html text, text_body text);
  get diagnostics v_queued = row_count;

  return jsonb_build_object('rate_limited', false, 'id', p_id, 'queued', v_queued);
end
$$;

revoke execute on function public.submit_contact_enquiry(uuid, jsonb, text, jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.submit_contact_enquiry(uuid, jsonb, text, jsonb, integer, integer) to service_role;

-- As in 20261126000800, plus p_locale: the language of the subscriber's mails, updated by every
-- new opt-in request (the confirmed subscriber's is kept: a repeated sign-up changes nothing).
-- A new parameter is a new signature, so the old function goes first (two overloads would make
-- PostgREST's call ambiguous).
drop function public.newsletter_subscribe(text, text, jsonb, text, integer, integer);
create function public.newsletter_subscribe(
  p_email text,
  p_token text,
  p_mail jsonb,
  p_ip_hash text default null,
  p_max_per_ip integer default 20,
  p_max_mails_per_email integer default 3,
  p_locale text default 'en'
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
    insert into public.newsletter_subscribers (email, status, confirm_token, locale)
    values (v_email, 'pending', p_token, p_locale);
  else
    update public.newsletter_subscribers
    set status = 'pending', confirm_token = p_token, confirmed_at = null, locale = p_locale
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

revoke execute on function public.newsletter_subscribe(text, text, jsonb, text, integer, integer, text) from public, anon, authenticated;
grant execute on function public.newsletter_subscribe(text, text, jsonb, text, integer, integer, text) to service_role;

-- An issue of the newsletter is written in one language: newsletter-send names it (p_locale) and
-- reaches the confirmed subscribers of that language, or, naming none, every confirmed
-- subscriber. Each recipient comes with their language, for the mail's own parts (the footer).
-- Returns [{email, locale}] instead of [email]; the old signature goes, as above.
drop function public.newsletter_recipients();
create function public.newsletter_recipients(p_locale text default null)
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('email', email, 'locale', locale) order by email), '[]'::jsonb)
  from public.newsletter_subscribers
  where status = 'confirmed' and (p_locale is null or locale = p_locale)
$$;

revoke execute on function public.newsletter_recipients(text) from public, anon, authenticated;
grant execute on function public.newsletter_recipients(text) to service_role;
