-- Newsletter: double opt-in. Nobody inserts directly: the newsletter-subscribe function (service role) asks
-- newsletter_confirmation_token for a token and mails the link; the address counts as subscribed once the
-- link's page calls confirm_newsletter. Nobody but the service role reads the list.

-- Tables ----------------------------------------------------------------------------------------------

-- An address is what the footer form accepts (shared-domain's EMAIL_PATTERN: something@domain.tld, no
-- spaces, one '@', after trimming), with no control characters.
create table public."Email_List" (
  id bigint generated always as identity primary key,
  email text not null check (length(btrim(email)) > 0 and char_length(email) <= 320),
  created_at timestamptz not null default now(),
  -- when the address owner followed the confirmation link; only confirmed addresses get the newsletter
  confirmed_at timestamptz,
  confirm_token_hash text,
  confirm_sent_at timestamptz,
  constraint email_list_email_text check (email !~ '^[[:space:]]*$' and email !~ '[[:cntrl:]]'),
  constraint email_list_email_format check (btrim(email) ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
);
alter table public."Email_List" enable row level security;
comment on column public."Email_List".confirmed_at is
  'When the address owner followed the confirmation link; only confirmed addresses get the newsletter.';

-- Functions -------------------------------------------------------------------------------------------

-- The token for one confirmation mail, or null when no mail should go out: the address is confirmed
-- already, or a mail went to it less than 10 minutes ago (nobody can flood an inbox through the footer).
-- Only the token's SHA-256 is stored. Service role only (the function); callers never see whether the
-- address was known.
create or replace function public.newsletter_confirmation_token(p_email text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  hash text := encode(sha256(convert_to(token, 'UTF8')), 'hex');
  row_id bigint;
begin
  insert into public."Email_List" as e (email, confirm_token_hash, confirm_sent_at)
  values (btrim(p_email), hash, now())
  on conflict ((lower(btrim(email)))) do update
    set confirm_token_hash = excluded.confirm_token_hash, confirm_sent_at = excluded.confirm_sent_at
    where e.confirmed_at is null
      and (e.confirm_sent_at is null or e.confirm_sent_at < now() - interval '10 minutes')
  returning e.id into row_id;
  return case when row_id is null then null else token end;
end $$;

-- A mail that could not be sent gives its address back (the next request mails again at once).
create or replace function public.newsletter_confirmation_failed(p_email text) returns void
language sql security definer set search_path = '' as $$
  update public."Email_List" set confirm_token_hash = null, confirm_sent_at = null
   where lower(btrim(email)) = lower(btrim(p_email)) and confirmed_at is null;
$$;

-- The confirmation page's click: true when the token (from the mail, valid 7 days, once) confirmed an
-- address, false otherwise. Says nothing about which address.
create or replace function public.confirm_newsletter(p_token text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  done boolean;
begin
  if p_token is null or char_length(p_token) <> 64 then
    return false;
  end if;
  update public."Email_List"
     set confirmed_at = now(), confirm_token_hash = null
   where confirm_token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
     and confirmed_at is null
     and confirm_sent_at > now() - interval '7 days'
  returning true into done;
  return coalesce(done, false);
end $$;

-- Indexes ---------------------------------------------------------------------------------------------

create unique index "Email_List_email_lower_key" on public."Email_List" (lower(btrim(email)));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public."Email_List" from anon, authenticated;
grant all on public."Email_List" to service_role;
grant insert (email) on public."Email_List" to anon, authenticated;
revoke insert on public."Email_List" from anon, authenticated;
revoke all on function public.newsletter_confirmation_token(text) from public, anon, authenticated;
grant execute on function public.newsletter_confirmation_token(text) to service_role;
revoke all on function public.newsletter_confirmation_failed(text) from public, anon, authenticated;
grant execute on function public.newsletter_confirmation_failed(text) to service_role;
revoke all on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated;
