-- Extensions and the helpers every area relies on. The tables keep the spec's exact names and fields, plus
-- additions (new columns and tables only, never renames).

-- Extensions ------------------------------------------------------------------------------------------

-- the exclusion constraint bookings_no_overlap (uuid equality in a GiST index)
create extension if not exists btree_gist with schema extensions;

-- trigram indexes of the operator searches (80_operator.sql)
create extension if not exists pg_trgm with schema extensions;

-- Functions -------------------------------------------------------------------------------------------

-- Admin is a server-set claim in app_metadata (never user_metadata, never a fixed id).
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
comment on function public.is_admin() is 'True when the caller''s JWT carries app_metadata.role = admin.';

-- Callers that are neither anon nor authenticated (service_role, postgres, migrations) are trusted.
create or replace function public.is_trusted_caller()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated') or public.is_admin()
$$;

-- updated_at of a row is the time of its last change.
create or replace function public.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- created_at (and vendor_ai_data's updated_at) are the server's for callers the API gives to users, whatever
-- they send (user_id columns: the policies refuse any id but the caller's).
create or replace function public.server_stamps()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if public.is_trusted_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  if tg_table_name = 'vendor_ai_data' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- In PostgreSQL 'NaN'::numeric passes `>= 0` (NaN sorts above every number) and numeric accepts 'Infinity', so
-- every money, extra-charge and duration check has this finiteness condition too. Integer columns cannot hold
-- either value.
create or replace function public.is_finite(p numeric)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p is null or (p > '-Infinity'::numeric and p < 'Infinity'::numeric)
$$;
comment on function public.is_finite(numeric) is
  'True for null and every ordinary number; false for NaN (which sorts above Infinity), Infinity and -Infinity.';

-- Whether p_zone is a time zone PostgreSQL knows (vendors.time_zone).
create or replace function public.is_time_zone(p_zone text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform now() at time zone p_zone;
  return true;
exception when others then
  return false;
end;
$$;

