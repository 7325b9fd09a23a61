
-- ==== extension ====

-- PartyEasy schema: the spec's tables with their exact names and fields, plus additions
-- (new columns and tables only, never renames). Money is numeric(12,2) dollars; times are `time`.
create extension if not exists btree_gist with schema extensions;

-- Operator dashboards at marketplace scale (issue 26): /admin/bookings, /admin and the vendor dashboard read
-- one page at a time, filtered and searched in SQL, and their summary cards come from one aggregate that is
-- exact over every row matching the filters (the API returns at most [api] max_rows rows per request, so a
-- total computed in the browser from a list would silently stop at 1,000).
--
-- booking_search        the bookings matching the filters (security invoker: RLS decides, so an admin
--                       sees every booking and a vendor its own); the client pages and sorts it with the
--                       API's order/limit/offset, which PostgreSQL pushes into the function (inlined SQL).
-- booking_summary       the six figures of /admin/bookings and the four of /vendor for the same filters,
--                       from booking_daily_totals for whole days when no vendor or search narrows the rows.
-- admin_vendor_search   the vendors matching /admin's filters with first photo and lowest package price.
-- admin_vendor_cities   the location filter's options.
create extension if not exists pg_trgm with schema extensions;

-- ==== function ====

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

-- created_at / updated_at of the other tables are the server's too (user_id columns: the policies refuse
-- any id but the caller's).
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

-- Hardening round 2 (docs/reliability.md, issue 23): numeric columns refuse NaN and ±Infinity.
-- In PostgreSQL 'NaN'::numeric passes `>= 0` (NaN sorts above every number) and numeric accepts 'Infinity', so
-- every money, extra-charge and duration check gets a finiteness condition. NOT VALID like the first round:
-- existing rows are kept, every new write is checked. Integer columns cannot hold either value.
create or replace function public.is_finite(p numeric)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p is null or (p > '-Infinity'::numeric and p < 'Infinity'::numeric)
$$;

-- booking_date + booking_time are wall-clock times where the vendor works. The market is Texas, so a
-- listing without a zone of its own is in America/Chicago.
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

-- ==== comment ====

comment on function public.is_admin() is 'True when the caller''s JWT carries app_metadata.role = admin.';

comment on function public.is_finite(numeric) is
  'True for null and every ordinary number; false for NaN (which sorts above Infinity), Infinity and -Infinity.';
