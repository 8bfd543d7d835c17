-- A password chosen before its address was proven is void once the address is proven.
--
-- Hosted Supabase Auth keeps the FIRST registrant's password on an unconfirmed address: a repeated
-- sign-up does not touch the user ("do not update the user because we can't be sure of their
-- claimed identity", internal/api/signup.go in supabase/auth) and only mails another link, and
-- following it confirms the account with the stored password (models.User.Confirm updates
-- confirmation_token and email_confirmed_at only). Whoever signs up first with someone else's
-- address would therefore hold a password on the account its owner later confirms.
--
-- So the moment email_confirmed_at goes from null to set, the stored password is emptied (hosted
-- Auth treats '' as "no password": models.User.HasPassword, Authenticate) and app_metadata gets
-- password_required = true. The person who followed the link holds the session it gave and chooses
-- the password (the site shows its new-password card while the flag is set). The flag stays until a
-- password is set: hosted Auth rewrites app_metadata from its in-memory copy right after confirming
-- (verify.go: UpdateAppMetaDataProviders), which must not drop it.
--
-- Hosted Supabase lets a project create triggers on auth.users but no functions in the auth schema,
-- so the function lives in the unexposed `private` schema. It runs as whichever role updates
-- auth.users (supabase_auth_admin when hosted), which needs neither EXECUTE on it nor USAGE on
-- `private`: PostgreSQL checks those when the trigger is created, not when it fires (tried on
-- PostgreSQL 15 as a role with neither).
create or replace function private.password_needs_proof() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if old.email_confirmed_at is null and new.email_confirmed_at is not null
     and coalesce(new.encrypted_password, '') <> '' then
    new.encrypted_password := '';
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
      || '{"password_required": true}'::jsonb;
  elsif coalesce(old.raw_app_meta_data, '{}'::jsonb) ? 'password_required' then
    if coalesce(new.encrypted_password, '') <> ''
       and new.encrypted_password is distinct from old.encrypted_password then
      new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) - 'password_required';
    else
      new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
        || '{"password_required": true}'::jsonb;
    end if;
  end if;
  return new;
end
$$;

revoke all on function private.password_needs_proof() from public, anon, authenticated;

create trigger password_needs_proof
  before update on auth.users
  for each row execute function private.password_needs_proof();
