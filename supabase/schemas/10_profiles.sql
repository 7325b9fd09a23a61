-- Profiles: one public.users row per auth user, written by the trigger on auth.users from user_metadata.
-- Admin is app_metadata.role = 'admin' in the JWT (public.is_admin()), never user_metadata.

-- Tables ----------------------------------------------------------------------------------------------

-- Text limits are generous (far above anything the forms produce): they keep a signed-in user from storing
-- hundreds of kilobytes per field that every dashboard and e-mail then carries.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  name text,
  email text,
  phone_number text,
  type text check (type in ('host', 'vendor')),
  created_at timestamptz not null default now(),
  constraint users_name_length check (char_length(name) <= 200),
  constraint users_email_length check (char_length(email) <= 320),
  constraint users_phone_length check (char_length(phone_number) <= 64),
  message_emails boolean not null default true,
  terms_version text,
  terms_accepted_at timestamptz
);
comment on column public.users.terms_version is
  'The Terms of Service and Privacy Policy version (their effective date) the user accepted, confirming they are 18 or older; null: never accepted.';
comment on column public.users.message_emails is
  'Whether the user gets an e-mail when a message waits unread (Account settings switch).';
-- Row Level Security on every table, one policy per allowed operation: an operation without a policy is
-- refused for anon and authenticated; the service role bypasses RLS. auth.uid() and is_admin() are wrapped in
-- (select …) so they are evaluated once per statement.
alter table public.users enable row level security;
alter table public.users add constraint users_user_text check (public.user_text_ok(name) and public.user_text_ok(phone_number)) not valid;
alter table public.users add constraint users_terms_version_format
  check (terms_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and (terms_version is null) = (terms_accepted_at is null));

-- Functions -------------------------------------------------------------------------------------------

-- The users row of an auth user, from user_metadata, whatever created the auth user. Over-long values are not
-- copied (the auth user itself is the user's own business; the profile row dashboards show stays within the
-- table's limits).
create or replace function public.upsert_user_profile(u auth.users)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(u.raw_user_meta_data, '{}'::jsonb);
  full_name text := coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''));
  phone text := nullif(btrim(coalesce(meta ->> 'phone_number', meta ->> 'phone')), '');
  user_type text := case when meta ->> 'user_type' in ('host', 'vendor') then meta ->> 'user_type' end;
  terms text := case when jsonb_typeof(meta -> 'terms_version') = 'string'
                          and public.terms_version_ok(meta ->> 'terms_version')
                     then meta ->> 'terms_version' end;
begin
  if char_length(full_name) > 200 or not public.user_text_ok(full_name, true) then
    full_name := null;
  end if;
  if char_length(phone) > 64 or not public.user_text_ok(phone, true) then
    phone := null;
  end if;
  insert into public.users as p (id, name, email, phone_number, type, terms_version, terms_accepted_at)
  values (u.id, full_name, u.email, phone, user_type, terms, case when terms is not null then now() end)
  on conflict (id) do update
    set email = excluded.email,
        name = coalesce(excluded.name, p.name),
        phone_number = coalesce(excluded.phone_number, p.phone_number),
        type = coalesce(p.type, excluded.type),
        terms_version = case when excluded.terms_version > coalesce(p.terms_version, '')
                             then excluded.terms_version else p.terms_version end,
        terms_accepted_at = case when excluded.terms_version > coalesce(p.terms_version, '')
                                 then excluded.terms_accepted_at else p.terms_accepted_at end;
end;
$$;

-- Every insert of an auth user and every change of its e-mail or metadata (sign-up, admin API, invite).
create or replace function public.handle_auth_user_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted_at is null and not public.account_is_deleted(new.id) then
    perform public.upsert_user_profile(new);
  end if;
  return new;
end;
$$;

-- The signed-in caller's e-mail and display name (the profile name, else the e-mail): what
-- bookings_before_insert writes into a new booking, whatever the client sent.
create or replace function public.caller_identity()
returns table (email text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text, coalesce(nullif(btrim(p.name), ''), u.email::text)
    from auth.users u left join public.users p on p.id = u.id
   where u.id = auth.uid()
$$;

-- The signed-in user accepts the Terms and the Privacy Policy of p_version and confirms being 18 or older
-- (the prompt after sign-in, a Google sign-up coming back). Idempotent: the same or an earlier version
-- than the one on record changes nothing. Answers the version and time on record.
create or replace function public.accept_terms(p_version text)
returns table (terms_version text, terms_accepted_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  u auth.users;
begin
  if auth.uid() is null then
    raise exception 'sign in to accept the terms' using errcode = '42501';
  end if;
  if not public.terms_version_ok(p_version) then
    raise exception 'unknown terms version' using errcode = '22023';
  end if;
  select * into u from auth.users where id = auth.uid();
  if not found then
    raise exception 'sign in to accept the terms' using errcode = '42501';
  end if;
  -- the profile normally exists (auth trigger); made here if not
  perform public.upsert_user_profile(u);
  update public.users p
     set terms_version = p_version, terms_accepted_at = now()
   where p.id = u.id and p_version > coalesce(p.terms_version, '');
  return query select p.terms_version, p.terms_accepted_at from public.users p where p.id = u.id;
end;
$$;

-- Triggers --------------------------------------------------------------------------------------------

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_auth_user_change();

create trigger on_auth_user_updated
  after update of email, raw_user_meta_data on auth.users
  for each row execute function public.handle_auth_user_change();

create trigger users_server_stamps
  before insert or update on public.users
  for each row execute function public.server_stamps();

-- Policies --------------------------------------------------------------------------------------------

create policy "users: read own profile, admins all" on public.users
  for select to authenticated using (id = (select auth.uid()) or (select public.is_admin()));

create policy "users: insert own profile" on public.users
  for insert to authenticated with check (id = (select auth.uid()));

create policy "users: update own profile" on public.users
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create policy "users: admins delete profiles" on public.users
  for delete to authenticated using ((select public.is_admin()));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on function public.upsert_user_profile(auth.users) from public, anon, authenticated;
revoke all on function public.handle_auth_user_change() from public, anon, authenticated;
revoke all on public.users from anon, authenticated;
grant all on public.users to service_role;
grant select, delete on public.users to authenticated;
grant insert (id, name, email, phone_number, type) on public.users to authenticated;
revoke all on function public.caller_identity() from public, anon;
grant update (name, phone_number, message_emails) on public.users to authenticated;

revoke all on function public.accept_terms(text) from public, anon;

grant execute on function public.accept_terms(text) to authenticated;
