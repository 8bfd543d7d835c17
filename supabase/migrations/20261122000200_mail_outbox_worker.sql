-- Mail off the request path: send-contact-email answers once the enquiry and its mails are stored,
-- and only the outbox worker (process-mail-outbox) talks to SMTP. Locally the embedded backend calls
-- the worker on a timer; on hosted Supabase pg_cron calls it through pg_net (scheduled below), with
-- the project URL and the service role key read from Vault at each run, never written here.

-- Same contract as before, except that the mails are due at once (the worker sends them) instead of
-- leased for the request that stored them; returns {rate_limited, limit?, id, queued}.
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

  insert into public.mail_outbox (kind, to_address, subject, html, text_body, enquiry_id, next_attempt_at)
  select x.kind, x.to_address, x.subject, x.html, x.text_body, p_id, now()
  from jsonb_to_recordset(p_mails) as x(kind text, to_address text, subject text, html text, text_body text);
  get diagnostics v_queued = row_count;

  return jsonb_build_object('rate_limited', false, 'id', p_id, 'queued', v_queued);
end
$$;

revoke execute on function public.submit_contact_enquiry(uuid, jsonb, text, jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.submit_contact_enquiry(uuid, jsonb, text, jsonb, integer, integer) to service_role;

-- What the scheduled job runs: when a queued mail is due, POST to process-mail-outbox with the
-- service role key. Both values come from Vault (vault.decrypted_secrets) at run time:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Nothing due: no call (an idle site costs no function invocations). Returns pg_net's request id,
-- or null when nothing was sent. Not security definer: it runs as the job's owner (postgres), and
-- no API role may execute it.
create or replace function private.invoke_process_mail_outbox()
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if not exists (
    select 1 from public.mail_outbox where status = 'queued' and next_attempt_at <= now()
  ) then
    return null;
  end if;
  select decrypted_secret into v_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into v_key from vault.decrypted_secrets where name = 'service_role_key';
  if v_url is null or v_key is null then
    raise warning 'process-mail-outbox not called: create the Vault secrets project_url and service_role_key';
    return null;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/process-mail-outbox',
    body := '{}'::jsonb,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || v_key),
    timeout_milliseconds := 60000
  );
end
$$;

revoke execute on function private.invoke_process_mail_outbox() from public, anon, authenticated, service_role;

-- The schedule itself, only where pg_cron, pg_net and Vault exist (hosted Supabase). PGlite and a
-- plain PostgreSQL have none of them, or have pg_cron's files without it being preloaded: there the
-- migration records a notice and the embedded backend's timer does the same work.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or not exists (select 1 from pg_available_extensions where name = 'supabase_vault') then
    raise notice 'pg_cron, pg_net or supabase_vault not available: process-mail-outbox is not scheduled here';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    create extension if not exists supabase_vault with schema vault;
  exception when others then
    raise notice 'pg_cron/pg_net could not be enabled (%): process-mail-outbox is not scheduled here', sqlerrm;
    return;
  end;
  -- Every 10 seconds (pg_cron 1.5+ sub-minute schedule); a run with nothing due makes no request.
  -- Scheduling again under the same name replaces the job, so this is safe to re-run.
  perform cron.schedule(
    'process-mail-outbox',
    '10 seconds',
    'select private.invoke_process_mail_outbox()'
  );
end
$$;
