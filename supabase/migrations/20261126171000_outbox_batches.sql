-- The outbox worker sends in batches at the rate a newsletter needs (process-mail-outbox): it claims
-- transactional mail (enquiry acknowledgements, newsletter confirmations, plan-change notices)
-- ahead of newsletter issues, so a confirmation queued behind a 10,000-reader issue goes out in the
-- next batch, not after the issue; and it records a batch's outcomes in one call. (Auth's own mail,
-- sign-up confirmations and password resets, is sent by Auth over SMTP, never through the outbox.)

create index if not exists mail_outbox_due_priority_idx
  on public.mail_outbox ((kind = 'newsletter_issue'), next_attempt_at)
  where status = 'queued';

-- As in 20261122000300, ordered by priority, then due time; up to 500 a claim (was 100).
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
    order by (kind = 'newsletter_issue'), next_attempt_at
    limit greatest(1, least(p_limit, 500))
    for update skip locked
  ), leased as (
    update public.mail_outbox m set next_attempt_at = now() + interval '2 minutes'
    from due where m.id = due.id
    returning m.id, m.kind, m.to_address, m.subject, m.html, m.text_body, m.headers, m.created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', id, 'to_address', to_address, 'subject', subject, 'html', html, 'text_body', text_body,
      'headers', headers)
      order by (kind = 'newsletter_issue'), created_at), '[]'::jsonb)
  into v_mails from leased;
  return v_mails;
end
$$;

-- mark_mail_result for a batch: p_results is [{ "id": uuid, "error": text | null }, ...]. Only a
-- mail still queued (leased) is updated, so a result recorded twice (a retried call) counts once.
create or replace function public.mark_mail_results(
  p_results jsonb,
  p_retry_base_seconds double precision default 30
)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_results) is distinct from 'array' then
    raise exception 'p_results must be an array' using errcode = '22023';
  end if;
  update public.mail_outbox m
  set attempts = m.attempts + 1,
      status = case
        when r.error is null then 'sent'
        when m.attempts + 1 >= 10 then 'failed'
        else 'queued' end,
      sent_at = case when r.error is null then now() else m.sent_at end,
      last_error = case when r.error is null then null else left(r.error, 1000) end,
      next_attempt_at = case
        when r.error is null then m.next_attempt_at
        else now() + make_interval(
          secs => least(3600, greatest(1, p_retry_base_seconds) * power(2, m.attempts))) end
  from (
    select distinct on (x.id) x.id, x.error
    from jsonb_to_recordset(p_results) as x(id uuid, error text)
    where x.id is not null
  ) r
  where m.id = r.id and m.status = 'queued';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke execute on function public.claim_due_mail(integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_due_mail(integer, boolean) to service_role;
revoke execute on function public.mark_mail_results(jsonb, double precision) from public, anon, authenticated;
grant execute on function public.mark_mail_results(jsonb, double precision) to service_role;
