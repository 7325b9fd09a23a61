-- Baseline: the database as supabase/schemas declares it (the files of config.toml's [db.migrations]
-- schema_paths, in that order), squashed from the migrations written before the declarative schema.
-- Later migrations change it; `pnpm --filter @partyeasy/supabase check:schemas` proves that the migrations
-- and supabase/schemas build the same database (supabase/scripts/README.md).

-- ==== supabase/schemas/00_extensions_and_helpers.sql ====

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


-- ==== supabase/schemas/10_profiles.sql ====

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
  constraint users_phone_length check (char_length(phone_number) <= 64)
);
-- Row Level Security on every table, one policy per allowed operation: an operation without a policy is
-- refused for anon and authenticated; the service role bypasses RLS. auth.uid() and is_admin() are wrapped in
-- (select …) so they are evaluated once per statement.
alter table public.users enable row level security;

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
begin
  if char_length(full_name) > 200 then
    full_name := null;
  end if;
  if char_length(phone) > 64 then
    phone := null;
  end if;
  insert into public.users as p (id, name, email, phone_number, type)
  values (u.id, full_name, u.email, phone, user_type)
  on conflict (id) do update
    set email = excluded.email,
        name = coalesce(excluded.name, p.name),
        phone_number = coalesce(excluded.phone_number, p.phone_number),
        type = coalesce(p.type, excluded.type);
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
  perform public.upsert_user_profile(new);
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
grant update (name, phone_number) on public.users to authenticated;
revoke all on function public.caller_identity() from public, anon;

-- ==== supabase/schemas/20_listings.sql ====

-- Listings: a vendor's listing (vendors) with its packages, add-ons and availability, the places it may
-- serve, and the public read models of live (approved) listings. Money is numeric(12,2) dollars; times are
-- `time`. Text and list limits are generous (far above anything the forms produce); numbers refuse NaN and
-- ±Infinity (public.is_finite).

-- Tables ----------------------------------------------------------------------------------------------

-- A vendor's listing: its public content, its status in the review and the review's audit. Owners move the
-- status to pending_approval or edit_listing only; approve and reject are admin_set_vendor_status's.
create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  email text,
  phone text,
  servicetype text,
  experience integer check (experience >= 0),
  qualifications text[] not null default '{}',
  bio text check (char_length(bio) <= 500),
  cities_served text[] not null default '{}',
  photos text[] not null default '{}' check (coalesce(array_length(photos, 1), 0) <= 20),
  status text not null default 'edit_listing'
    check (status in ('pending_approval', 'approved', 'rejected', 'edit_listing')),
  created_at timestamptz not null default now(),
  submitted_at timestamptz,
  extra_charge_weekday_night numeric(12, 2) check (extra_charge_weekday_night >= 0),
  extra_charge_weekend numeric(12, 2) check (extra_charge_weekend >= 0),
  extra_charge_weekend_night numeric(12, 2) check (extra_charge_weekend_night >= 0),
  -- status audit (additions)
  rejection_reason text check (char_length(rejection_reason) <= 2000),
  status_changed_by uuid references auth.users (id) on delete set null,
  status_changed_at timestamptz,
  updated_at timestamptz not null default now(),
  -- booking_date + booking_time are wall-clock times where the vendor works; the market is Texas.
  time_zone text not null default 'America/Chicago'
    constraint vendors_time_zone_valid check (public.is_time_zone(time_zone)),
  constraint vendors_name_length check (char_length(name) <= 200),
  constraint vendors_email_length check (char_length(email) <= 320),
  constraint vendors_phone_length check (char_length(phone) <= 64),
  constraint vendors_servicetype_length check (char_length(servicetype) <= 100),
  constraint vendors_lists_size check (
    cardinality(qualifications) <= 50 and octet_length(array_to_string(qualifications, '')) <= 20000
    and cardinality(cities_served) <= 100 and octet_length(array_to_string(cities_served, '')) <= 20000
    and octet_length(array_to_string(photos, '')) <= 20000
  ),
  constraint vendors_numbers_finite check (
    public.is_finite(extra_charge_weekday_night) and public.is_finite(extra_charge_weekend)
    and public.is_finite(extra_charge_weekend_night)
  )
);
alter table public.vendors enable row level security;
comment on column public.vendors.time_zone is
  'IANA zone of the listing''s bookings (booking_date + booking_time are local times there).';
comment on column public.vendors.status is
  'pending_approval (Under Review), approved (Live & Active), rejected, edit_listing (Editing). Owners move to pending_approval or edit_listing only; approve/reject is admin_set_vendor_status.';

-- A listing's packages: what a host books, priced per hour, per guest or per event.
create table public."Packages" (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  description text,
  price numeric(12, 2) not null check (price >= 0),
  duration_hours integer check (duration_hours > 0 and duration_hours <= 24),
  charging_type text not null default 'per_hour' check (charging_type in ('per_hour', 'per_guest', 'per_event')),
  minimum_hours integer check (minimum_hours > 0 and minimum_hours <= 24),
  minimum_spend numeric(12, 2) check (minimum_spend >= 0),
  extra_charge_weekday_night numeric(12, 2) check (extra_charge_weekday_night >= 0),
  extra_charge_weekend_night numeric(12, 2) check (extra_charge_weekend_night >= 0),
  extra_charge_weekend numeric(12, 2) check (extra_charge_weekend >= 0),
  created_at timestamptz not null default now(),
  constraint packages_name_length check (char_length(name) <= 200),
  constraint packages_description_length check (char_length(description) <= 5000),
  constraint packages_numbers_finite check (
    public.is_finite(price) and public.is_finite(minimum_spend) and public.is_finite(extra_charge_weekday_night)
    and public.is_finite(extra_charge_weekend_night) and public.is_finite(extra_charge_weekend)
  )
);
alter table public."Packages" enable row level security;

-- A listing's add-ons, booked with a package.
create table public.addons (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  item text not null check (length(btrim(item)) > 0),
  price numeric(12, 2) not null check (price >= 0),
  charging_type text not null default 'per_event' check (charging_type in ('per_hour', 'per_guest', 'per_event')),
  created_at timestamptz not null default now(),
  constraint addons_item_length check (char_length(item) <= 200),
  constraint addons_numbers_finite check (public.is_finite(price))
);
alter table public.addons enable row level security;

-- A window of availability on a date. Overnight windows (end before start) end by 04:00 the next day;
-- null times mean the whole day.
create table public.availability (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  date date not null,
  start_time time,
  end_time time,
  time_slot_text text,
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  constraint availability_times_check check (
    (start_time is null) = (end_time is null)
    and (start_time is null or (start_time <> end_time and (end_time > start_time or end_time <= time '04:00')))
  ),
  constraint availability_text_length check (char_length(time_slot_text) <= 200)
);
alter table public.availability enable row level security;

-- A vendor's reusable time windows for the availability calendar (private to their user).
create table public.time_slot_templates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  start_time time not null,
  end_time time not null,
  display_text text,
  created_at timestamptz not null default now(),
  constraint time_slot_templates_times_check check (
    start_time <> end_time and (end_time > start_time or end_time <= time '04:00')
  ),
  constraint time_slot_templates_text_length check (char_length(display_text) <= 200)
);
alter table public.time_slot_templates enable row level security;

-- The owner's custom package data for a listing (one row per listing).
create table public.vendor_ai_data (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null unique references public.vendors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  training_data jsonb not null default '{}' check (jsonb_typeof(training_data) = 'object'),
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint vendor_ai_data_size check (octet_length(training_data::text) <= 100000)
);
alter table public.vendor_ai_data enable row level security;

-- A count of approved vendors per city, kept by a trigger on vendors in the same transaction as the change, so
-- the location dropdown (browse_cities) reads O(cities) instead of every approved vendor's cities_served.
-- Read only through browse_cities (security definer); nobody reads or writes the table itself.
create table public.browse_city_counts (
  city text primary key,
  approved_vendors integer not null check (approved_vendors >= 0)
);
alter table public.browse_city_counts enable row level security;

-- The places a vendor may serve (vendors.cities_served): 'City, ST', the list the location step suggests.
-- Its rows come from the migration supabase/scripts/gen-served-places.ts writes; read through
-- public.are_served_places only.
create table public.served_places (
  label text primary key check (char_length(label) <= 120)
);
alter table public.served_places enable row level security;

-- Views -----------------------------------------------------------------------------------------------

-- The public read model of vendors: anon and hosts read live listings here, never the vendors table. It
-- carries the listing's time zone because My bookings shows a host the refund the policy gives, counted in
-- hours before the event in the vendor's zone.
create or replace view public.vendor_profiles
with (security_barrier = true) as
  select v.id, v.name, v.servicetype, v.experience, v.qualifications, v.bio, v.cities_served, v.photos,
         v.extra_charge_weekday_night, v.extra_charge_weekend, v.extra_charge_weekend_night, v.created_at,
         v.time_zone
    from public.vendors v
   where v.status = 'approved';
comment on view public.vendor_profiles is
  'Live listings (approved), public profile columns only. The view runs with its owner''s rights on purpose: it is the public read model of vendors; vendors itself is readable by its owner and admins only.';

-- Functions -------------------------------------------------------------------------------------------

-- Public reads call listing_is_visible per row: a definer function is not inlined, so the planner keeps an
-- index lookup per row (cheap for one vendor's rows) instead of hashing every visible vendor per statement.
-- Owner checks use `vendor_id in (select … where user_id = auth.uid())`: the owner's few listings, once.
create or replace function public.listing_is_visible(p_vendor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.vendors v
     where v.id = p_vendor_id and (v.status = 'approved' or v.user_id = auth.uid())
  )
$$;

-- Locks the caller's listing (serialises concurrent saves) or refuses with 42501.
create or replace function public.lock_own_vendor(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  select * into v from public.vendors where id = p_vendor_id for update;
  if not found or v.user_id is distinct from auth.uid() then
    raise exception 'not the owner of vendor %', p_vendor_id using errcode = '42501';
  end if;
  return v;
end;
$$;

-- Replaces every package of a vendor with p_packages (a JSON array of Packages fields).
-- Example: select * from replace_vendor_packages('…', '[{"name":"Gold","price":300,"charging_type":"per_event","duration_hours":4}]')
create or replace function public.replace_vendor_packages(p_vendor_id uuid, p_packages jsonb)
returns setof public."Packages"
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if p_packages is null or jsonb_typeof(p_packages) <> 'array' then
    raise exception 'p_packages must be a JSON array' using errcode = '22023';
  end if;
  perform public.lock_own_vendor(p_vendor_id);
  delete from public."Packages" where vendor_id = p_vendor_id;
  return query
    insert into public."Packages" (vendor_id, name, description, price, duration_hours, charging_type,
      minimum_hours, minimum_spend, extra_charge_weekday_night, extra_charge_weekend_night, extra_charge_weekend)
    select p_vendor_id, r.name, r.description, r.price, r.duration_hours, coalesce(r.charging_type, 'per_hour'),
      r.minimum_hours, r.minimum_spend, r.extra_charge_weekday_night, r.extra_charge_weekend_night,
      r.extra_charge_weekend
    from jsonb_to_recordset(p_packages) as r(
      name text, description text, price numeric, duration_hours integer, charging_type text,
      minimum_hours integer, minimum_spend numeric, extra_charge_weekday_night numeric,
      extra_charge_weekend_night numeric, extra_charge_weekend numeric)
    returning *;
end;
$$;

-- Replaces every add-on of a vendor with p_addons (a JSON array of {item, price, charging_type}).
create or replace function public.replace_vendor_addons(p_vendor_id uuid, p_addons jsonb)
returns setof public.addons
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if p_addons is null or jsonb_typeof(p_addons) <> 'array' then
    raise exception 'p_addons must be a JSON array' using errcode = '22023';
  end if;
  perform public.lock_own_vendor(p_vendor_id);
  delete from public.addons where vendor_id = p_vendor_id;
  return query
    insert into public.addons (vendor_id, item, price, charging_type)
    select p_vendor_id, btrim(r.item), r.price, coalesce(r.charging_type, 'per_event')
    from jsonb_to_recordset(p_addons) as r(item text, price numeric, charging_type text)
    returning *;
end;
$$;

-- Admin review: approve, reject with a reason, or send back to pending. The vendors_guard trigger records
-- who changed the status and when (status_changed_by, status_changed_at).
create or replace function public.admin_set_vendor_status(p_vendor_id uuid, p_status text, p_reason text default null)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected', 'pending_approval') then
    raise exception 'status must be approved, rejected or pending_approval' using errcode = '22023';
  end if;
  if p_status = 'rejected' and coalesce(btrim(p_reason), '') = '' then
    raise exception 'a rejection needs a reason' using errcode = '22023';
  end if;
  update public.vendors
     set status = p_status,
         rejection_reason = case when p_status = 'rejected' then btrim(p_reason) end
   where id = p_vendor_id
  returning * into v;
  if not found then
    raise exception 'vendor % not found', p_vendor_id using errcode = 'P0002';
  end if;
  return v;
end;
$$;

-- Card price (spec part 1, section 9): the lowest positive value across the vendor's packages of
-- price (per_event), minimum_spend (per_guest), minimum_hours (default 1) * price (per_hour); null = 'Custom pricing'.
create or replace function public.vendor_card_price(p_vendor_id uuid)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select min(v) from (
    select case p.charging_type
             when 'per_event' then p.price
             when 'per_guest' then p.minimum_spend
             when 'per_hour' then coalesce(p.minimum_hours, 1) * p.price
           end as v
      from public."Packages" p
     where p.vendor_id = p_vendor_id
  ) c
  where v > 0
$$;

-- Calendar dots: dates in [p_from, p_to] on which at least one approved vendor is available.
-- One index probe per day (availability_date_vendor_id_available_idx, stopping at the first approved
-- vendor) instead of a join over every availability row of the period.
create or replace function public.available_dates(p_from date, p_to date)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select d::date
    from generate_series(p_from, least(p_to, p_from + 400), interval '1 day') d
   cross join lateral (
     select 1 from public.availability a
       join public.vendors v on v.id = a.vendor_id
      where a.date = d::date and a.is_available and v.status = 'approved'
      limit 1) hit
   order by 1
$$;

-- Whether the caller may see this vendor's calendar (approved, own listing, or admin).
create or replace function public.can_view_vendor(p_vendor_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select public.is_admin() or public.listing_is_visible(p_vendor_id)
$$;

-- Dates from p_from on which the vendor has an available window (the booking calendar).
create or replace function public.vendor_available_dates(p_vendor_id uuid, p_from date)
returns setof date
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct a.date
    from public.availability a
   where a.vendor_id = p_vendor_id and a.is_available and a.date >= p_from
   order by a.date
$$;

-- The vendor's available windows on one date, by start time.
create or replace function public.vendor_day_windows(p_vendor_id uuid, p_date date)
returns table (id uuid, date date, start_time time, end_time time, time_slot_text text)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.date, a.start_time, a.end_time, a.time_slot_text
    from public.availability a
   where a.vendor_id = p_vendor_id and a.date = p_date and a.is_available
   order by a.start_time nulls first
$$;

-- Keeps browse_city_counts: an approved vendor counts once in each city it serves.
create or replace function public.track_browse_city_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was text[] := '{}';
  now_in text[] := '{}';
begin
  if tg_op <> 'INSERT' and old.status = 'approved' then
    was := array(select distinct c from unnest(old.cities_served) c);
  end if;
  if tg_op <> 'DELETE' and new.status = 'approved' then
    now_in := array(select distinct c from unnest(new.cities_served) c);
  end if;
  -- Lock the rows in city order first, so that two vendors changing the same cities at once cannot deadlock.
  perform 1 from public.browse_city_counts k where k.city = any (was || now_in) order by k.city for update;
  update public.browse_city_counts k set approved_vendors = k.approved_vendors - 1
   where k.city = any (was) and k.city <> all (now_in);
  insert into public.browse_city_counts as k (city, approved_vendors)
  select c, 1 from unnest(now_in) c where c <> all (was) order by c
  on conflict (city) do update set approved_vendors = k.approved_vendors + 1;
  return null;
end;
$$;

-- The location dropdown: the distinct cities of approved vendors, sorted.
create or replace function public.browse_cities()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select k.city from public.browse_city_counts k where k.approved_vendors > 0 order by 1
$$;

-- Whether every entry of p_cities is one of the served places (the location step's list).
create or replace function public.are_served_places(p_cities text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(coalesce(p_cities, '{}')) c
     where not exists (select 1 from public.served_places s where s.label = c)
  )
$$;

-- Whether every photo path is an object the owner uploaded into its own folder of vendor-photos:
-- '<owner id>/<file name>' (no sub-folders, no '..', no URL), and the object exists.
create or replace function public.are_own_listing_photos(p_owner uuid, p_photos text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(coalesce(p_photos, '{}')) p
     where p is null
        or p !~ ('^' || p_owner::text || '/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$')
        or p like '%..%'
        or not exists (select 1 from storage.objects o where o.bucket_id = 'vendor-photos' and o.name = p)
  )
$$;

-- Statuses in which the owner may change the listing's public content.
create or replace function public.listing_is_editable(p_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('edit_listing', 'rejected')
$$;

-- The review rule on vendors, for owners (anon and authenticated callers that are not admins; the service
-- role, admins and direct database sessions are trusted): the who/when columns are the server's; a new
-- listing starts in edit_listing or pending_approval; an owner moves the status only to pending_approval or
-- edit_listing, and not while the listing is under review; the public content changes only while the listing
-- is editable (edit_listing, rejected), so a live listing goes through Edit Listing and a new review; cities
-- are served places and photos the owner's own uploads. Refusals a caller can act on answer PT409.
create or replace function public.vendors_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  trusted boolean := public.is_trusted_caller();
  content_changed boolean;
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if not trusted then
      -- Who/when columns are the server's: the client's values are ignored.
      new.created_at := old.created_at;
      new.submitted_at := old.submitted_at;
      new.status_changed_at := old.status_changed_at;
      new.status_changed_by := old.status_changed_by;
    end if;
    if new.status is distinct from old.status then
      new.status_changed_at := now();
      new.status_changed_by := auth.uid();
      if new.status = 'pending_approval' then
        new.submitted_at := case when trusted then coalesce(nullif(new.submitted_at, old.submitted_at), now())
                                 else now() end;
      end if;
    end if;
  elsif not trusted then
    new.created_at := now();
    new.updated_at := now();
    new.submitted_at := case when new.status = 'pending_approval' then now() end;
  end if;

  if trusted then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.status not in ('edit_listing', 'pending_approval') then
      raise exception 'a new listing starts in edit_listing or pending_approval' using errcode = '42501';
    end if;
    if new.rejection_reason is not null or new.status_changed_by is not null or new.status_changed_at is not null then
      raise exception 'status audit fields are set by the review' using errcode = '42501';
    end if;
    if not public.are_served_places(new.cities_served) then
      raise exception 'cities_served: every entry must be a served city (as suggested, e.g. ''Austin, TX'')'
        using errcode = '23514';
    end if;
    if not public.are_own_listing_photos(new.user_id, new.photos) then
      raise exception 'photos: only photos uploaded into your own folder of vendor-photos' using errcode = '42501';
    end if;
    return new;
  end if;

  if new.user_id is distinct from old.user_id or new.rejection_reason is distinct from old.rejection_reason then
    raise exception 'these vendor fields cannot be changed by the owner' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if new.status not in ('pending_approval', 'edit_listing') then
      raise exception 'only an admin can set a listing to %', new.status using errcode = '42501';
    end if;
    -- Owners submit (to pending_approval) and start editing (approved or rejected → edit_listing); a listing
    -- under review stays as it is until the admin decides.
    if old.status = 'pending_approval' then
      raise exception 'the listing is under review' using errcode = 'PT409';
    end if;
  end if;

  content_changed := (new.name, new.servicetype, new.experience, new.qualifications, new.bio, new.cities_served,
                      new.photos, new.extra_charge_weekday_night, new.extra_charge_weekend,
                      new.extra_charge_weekend_night)
    is distinct from (old.name, old.servicetype, old.experience, old.qualifications, old.bio, old.cities_served,
                      old.photos, old.extra_charge_weekday_night, old.extra_charge_weekend,
                      old.extra_charge_weekend_night);
  if content_changed and not public.listing_is_editable(old.status) then
    if old.status = 'pending_approval' then
      raise exception 'the listing is under review and cannot be changed' using errcode = 'PT409';
    end if;
    raise exception 'a live listing changes through Edit Listing and a new review' using errcode = 'PT409';
  end if;
  if new.cities_served is distinct from old.cities_served and not public.are_served_places(new.cities_served) then
    raise exception 'cities_served: every entry must be a served city (as suggested, e.g. ''Austin, TX'')'
      using errcode = '23514';
  end if;
  if new.photos is distinct from old.photos and not public.are_own_listing_photos(old.user_id, new.photos) then
    raise exception 'photos: only photos uploaded into your own folder of vendor-photos' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Review step: pending_approval (vendors_guard stamps submitted_at; owners cannot write it).
create or replace function public.submit_listing(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  v := public.lock_own_vendor(p_vendor_id);
  if v.status = 'pending_approval' then
    return v;
  end if;
  update public.vendors set status = 'pending_approval' where id = p_vendor_id returning * into v;
  return v;
end;
$$;

-- 'Edit Listing': approved or rejected → edit_listing; under review refused (55000); editing stays editing.
create or replace function public.start_listing_edit(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  v := public.lock_own_vendor(p_vendor_id);
  if v.status = 'pending_approval' then
    raise exception 'the listing is under review' using errcode = '55000';
  end if;
  if v.status = 'edit_listing' then
    return v;
  end if;
  update public.vendors set status = 'edit_listing' where id = p_vendor_id returning * into v;
  return v;
end;
$$;

-- Packages and add-ons are listing content: written by the owner only while the listing is editable, and
-- their created_at is the server's.
create or replace function public.listing_content_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  s text;
begin
  if tg_op <> 'DELETE' then
    new.created_at := case when tg_op = 'INSERT' then now() else old.created_at end;
  end if;
  if public.is_trusted_caller() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  for s in
    select v.status from public.vendors v
     where v.id in (case when tg_op <> 'INSERT' then old.vendor_id end, case when tg_op <> 'DELETE' then new.vendor_id end)
  loop
    if not public.listing_is_editable(s) then
      if s = 'pending_approval' then
        raise exception 'the listing is under review and cannot be changed' using errcode = 'PT409';
      end if;
      raise exception 'a live listing changes through Edit Listing and a new review' using errcode = 'PT409';
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

-- Whether the listing is live, for the bookings insert policy: hosts cannot read vendors themselves.
create or replace function public.listing_is_live(p_vendor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.vendors v where v.id = p_vendor_id and v.status = 'approved')
$$;

-- Whether the caller owns the listing (definer: other tables' policies and functions ask it without reading
-- vendors under the caller's rights).
create or replace function public.owns_vendor(p_vendor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.vendors v where v.id = p_vendor_id and v.user_id = (select auth.uid()))
$$;

-- Browse: approved vendors, optionally available on p_date, serving p_city, of p_service_type ('All' or null
-- = any), with the card price, the rating and the total count of matches. p_sort 'newest' (default) or
-- 'rating' (the average, vendors without reviews last, then the number of reviews, then newest); p_min_rating
-- keeps vendors whose average is at least that. Dynamic SQL, so each call is planned for the filters it has;
-- the rating order is read from vendor_review_stats_rating_idx for the rated vendors and from the vendors'
-- own order for the unrated ones, each cut at offset + limit, instead of sorting every vendor.
create function public.browse_vendors(
  p_date date default null,
  p_city text default null,
  p_service_type text default null,
  p_limit integer default 24,
  p_offset integer default 0,
  p_sort text default 'newest',
  p_min_rating numeric default null
)
returns table (
  id uuid,
  name text,
  servicetype text,
  photos text[],
  cities_served text[],
  experience integer,
  created_at timestamptz,
  card_price numeric,
  total_count bigint,
  rating_avg numeric,
  review_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text := 'v.status = ''approved''';
  rated text := 's.review_count > 0';
  columns text := 'v.id, v.name, v.servicetype, v.photos, v.cities_served, v.experience, v.created_at';
  page text;
  total bigint;
begin
  if p_sort is not null and p_sort not in ('newest', 'rating') then
    raise exception 'sort must be newest or rating' using errcode = '22023';
  end if;
  if p_min_rating is not null and (p_min_rating < 1 or p_min_rating > 5) then
    raise exception 'minimum rating must be from 1 to 5' using errcode = '22023';
  end if;
  if nullif(btrim(p_city), '') is not null then
    conditions := conditions || ' and v.cities_served @> array[$2]';
  end if;
  if nullif(btrim(p_service_type), '') is not null and p_service_type <> 'All' then
    conditions := conditions || ' and v.servicetype = $3';
  end if;
  if p_date is not null then
    conditions := conditions
      || ' and exists (select 1 from public.availability a where a.vendor_id = v.id and a.date = $1 and a.is_available)';
  end if;
  if p_min_rating is not null then
    rated := rated || ' and s.rating_avg >= $7';
    execute 'select count(*) from public.vendor_review_stats s join public.vendors v on v.id = s.vendor_id where '
      || rated || ' and ' || conditions into total
      using p_date, p_city, p_service_type, null::integer, null::integer, null::bigint, p_min_rating;
  else
    execute 'select count(*) from public.vendors v where ' || conditions into total
      using p_date, p_city, p_service_type, null::integer, null::integer, null::bigint, p_min_rating;
  end if;

  if p_sort = 'rating' then
    -- The rated vendors in rating order, then (without a minimum) the unrated ones newest first.
    page := '(select ' || columns || ', s.rating_avg::numeric as rating_avg, s.review_count
                from public.vendor_review_stats s join public.vendors v on v.id = s.vendor_id
               where ' || rated || ' and ' || conditions || '
               order by s.rating_avg desc, s.review_count desc, v.created_at desc, v.id limit $4 + $5)';
    if p_min_rating is null then
      page := page || ' union all (select ' || columns || ', null::numeric, 0 from public.vendors v
               where ' || conditions || ' and not exists (select 1 from public.vendor_review_stats s
                                                         where s.vendor_id = v.id and s.review_count > 0)
               order by v.created_at desc, v.id limit $4 + $5)';
    end if;
    page := 'select * from (' || page || ') u
             order by u.rating_avg desc nulls last, u.review_count desc, u.created_at desc, u.id limit $4 offset $5';
  elsif p_min_rating is not null then
    page := 'select ' || columns || ', s.rating_avg::numeric, s.review_count
               from public.vendor_review_stats s join public.vendors v on v.id = s.vendor_id
              where ' || rated || ' and ' || conditions || '
              order by v.created_at desc, v.id limit $4 offset $5';
  else
    -- As before: the page from the vendors' own order; its ratings are looked up for those rows only.
    page := 'select ' || columns || ', null::numeric, 0 from public.vendors v where ' || conditions || '
              order by v.created_at desc, v.id limit $4 offset $5';
  end if;

  return query execute
    'select p.id, p.name, p.servicetype, p.photos, p.cities_served, p.experience, p.created_at,
            public.vendor_card_price(p.id), $6, s.rating_avg::numeric, coalesce(s.review_count, 0)::integer
       from (' || page || ') p (id, name, servicetype, photos, cities_served, experience, created_at, rating_avg, review_count)
       left join public.vendor_review_stats s on s.vendor_id = p.id and s.review_count > 0
      order by ' || case when p_sort = 'rating'
                      then 's.rating_avg desc nulls last, s.review_count desc nulls last, p.created_at desc, p.id'
                      else 'p.created_at desc, p.id' end
    using p_date, p_city, p_service_type, least(greatest(coalesce(p_limit, 24), 0), 100),
          greatest(coalesce(p_offset, 0), 0), total, p_min_rating;
end;
$$;

-- One listing per user (README, "Where the spec left gaps"): a vendor account owns at most one vendors row.
-- Every screen treats "the user's listing" as one row (the header's Vendor Dashboard link, onboarding's
-- resume, the dashboard, the package builder); the database refuses a second one from the API, so no
-- client can create it, and the one lookup of the own listing (`ownVendorRow` in shared-domain/backend)
-- reads a single row. Enforced for the roles the API gives to users (anon, authenticated), not for the
-- operator's SQL or the service role: test fixtures and operators may still keep several listings of one
-- account, which the app then shows as its newest.
-- Concurrent inserts of one user wait for each other (a transaction-scoped advisory lock per user), so two
-- onboarding tabs cannot both create a listing.
create or replace function public.vendors_one_listing_per_user()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('vendors_one_listing_per_user:' || new.user_id::text, 0));
  if exists (select 1 from public.vendors where user_id = new.user_id) then
    raise exception 'You already have a listing: continue it from your vendor dashboard'
      using errcode = '23505', hint = 'one_listing_per_user';
  end if;
  return new;
end;
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index vendors_user_id_created_at_idx on public.vendors (user_id, created_at desc);

create index vendors_status_created_at_idx on public.vendors (status, created_at desc, id);

create index vendors_status_servicetype_idx on public.vendors (status, servicetype, created_at desc);

create index vendors_cities_served_idx on public.vendors using gin (cities_served);

create index vendors_name_idx on public.vendors (name);

create index packages_vendor_id_price_idx on public."Packages" (vendor_id, price);

create index addons_vendor_id_idx on public.addons (vendor_id);

create index availability_vendor_id_date_idx on public.availability (vendor_id, date, start_time);

create index availability_date_vendor_id_available_idx on public.availability (date, vendor_id) where is_available;

create index availability_user_id_idx on public.availability (user_id);

create index time_slot_templates_user_id_idx on public.time_slot_templates (user_id, start_time);

create index vendor_ai_data_user_id_idx on public.vendor_ai_data (user_id);

create index vendors_status_changed_by_idx on public.vendors (status_changed_by);

-- Triggers --------------------------------------------------------------------------------------------

create trigger vendors_guard
  before insert or update on public.vendors
  for each row execute function public.vendors_guard();

create trigger vendor_ai_data_touch
  before update on public.vendor_ai_data
  for each row execute function public.touch_updated_at();

create trigger vendors_track_browse_city_counts
  after insert or delete or update of status, cities_served on public.vendors
  for each row execute function public.track_browse_city_counts();

create trigger packages_listing_content_guard
  before insert or update or delete on public."Packages"
  for each row execute function public.listing_content_guard();

create trigger addons_listing_content_guard
  before insert or update or delete on public.addons
  for each row execute function public.listing_content_guard();

create trigger availability_server_stamps
  before insert or update on public.availability
  for each row execute function public.server_stamps();

create trigger time_slot_templates_server_stamps
  before insert or update on public.time_slot_templates
  for each row execute function public.server_stamps();

create trigger vendor_ai_data_server_stamps
  before insert or update on public.vendor_ai_data
  for each row execute function public.server_stamps();

create trigger vendors_one_listing_per_user
  before insert on public.vendors
  for each row execute function public.vendors_one_listing_per_user();

-- Policies --------------------------------------------------------------------------------------------

-- Anon and hosts read live listings through vendor_profiles; the table itself is its owner's and the admins'.
create policy "vendors: owners and admins read" on public.vendors
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "vendors: owners create their listing" on public.vendors
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "vendors: owners and admins update" on public.vendors
  for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "vendors: admins delete" on public.vendors
  for delete to authenticated using ((select public.is_admin()));

create policy "Packages: public for approved vendors, owners, admins" on public."Packages"
  for select to anon, authenticated
  using ((select public.is_admin()) or public.listing_is_visible(vendor_id));

create policy "Packages: owners insert" on public."Packages"
  for insert to authenticated
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "Packages: owners update" on public."Packages"
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "Packages: owners delete" on public."Packages"
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "addons: public for approved vendors, owners, admins" on public.addons
  for select to anon, authenticated
  using ((select public.is_admin()) or public.listing_is_visible(vendor_id));

create policy "addons: owners insert" on public.addons
  for insert to authenticated
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "addons: owners update" on public.addons
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "addons: owners delete" on public.addons
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "availability: public for approved vendors, owners, admins" on public.availability
  for select to anon, authenticated
  using ((select public.is_admin()) or public.listing_is_visible(vendor_id));

create policy "availability: owners insert" on public.availability
  for insert to authenticated
  with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and (user_id is null or user_id = (select auth.uid())));

create policy "availability: owners update" on public.availability
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and (user_id is null or user_id = (select auth.uid())));

create policy "availability: owners delete" on public.availability
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "time_slot_templates: own" on public.time_slot_templates
  for select to authenticated using (user_id = (select auth.uid()));

create policy "time_slot_templates: insert own" on public.time_slot_templates
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "time_slot_templates: update own" on public.time_slot_templates
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "time_slot_templates: delete own" on public.time_slot_templates
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "vendor_ai_data: owners and admins read" on public.vendor_ai_data
  for select to authenticated using ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) or (select public.is_admin()));

create policy "vendor_ai_data: owners insert" on public.vendor_ai_data
  for insert to authenticated with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and user_id = (select auth.uid()));

create policy "vendor_ai_data: owners update" on public.vendor_ai_data
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and user_id = (select auth.uid()));

create policy "vendor_ai_data: owners delete" on public.vendor_ai_data
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- Privileges ------------------------------------------------------------------------------------------
-- The defaults grant everything; each table is narrowed to what its policies allow.

revoke all on public.vendors from anon, authenticated;
grant all on public.vendors to service_role;
grant select, delete on public.vendors to authenticated;
-- submitted_at and the audit columns are the server's (vendors_guard stamps them). rejection_reason is updatable
-- for admin_set_vendor_status (invoker, as the admin); vendors_guard refuses it from owners.
grant insert (id, user_id, name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos,
  status, extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night)
  on public.vendors to authenticated;
grant update (name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos, status,
  extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night, rejection_reason)
  on public.vendors to authenticated;
-- Anon may ask the vendors table for a listing's id by its owner and gets no row (no policy lets anon read),
-- instead of a permission error: the header's own-vendor lookup can run while a sign-in (an OAuth redirect)
-- is still exchanging its token, and zero rows is the honest answer there. No personal column is granted:
-- the public reads vendor_profiles.
grant select (id, user_id) on public.vendors to anon;

revoke all on public."Packages", public.addons, public.availability, public.time_slot_templates,
  public.vendor_ai_data from anon, authenticated;
grant all on public."Packages", public.addons, public.availability, public.time_slot_templates,
  public.vendor_ai_data to service_role;
grant select on public."Packages", public.addons, public.availability to anon, authenticated;
grant select, insert, update, delete on public."Packages", public.addons, public.availability,
  public.time_slot_templates, public.vendor_ai_data to authenticated;

revoke all on public.vendor_profiles from anon, authenticated;
grant select on public.vendor_profiles to anon, authenticated, service_role;

revoke all on public.browse_city_counts from anon, authenticated;
revoke all on public.served_places from anon, authenticated;
grant all on public.served_places to service_role;

revoke all on function public.lock_own_vendor(uuid) from public, anon;
revoke all on function public.replace_vendor_packages(uuid, jsonb) from public, anon;
revoke all on function public.replace_vendor_addons(uuid, jsonb) from public, anon;
revoke all on function public.submit_listing(uuid) from public, anon;
revoke all on function public.start_listing_edit(uuid) from public, anon;
revoke all on function public.admin_set_vendor_status(uuid, text, text) from public, anon;
revoke all on function public.are_served_places(text[]) from public, anon;
revoke all on function public.are_own_listing_photos(uuid, text[]) from public, anon;
revoke all on function public.listing_content_guard() from public, anon, authenticated;

-- ==== supabase/schemas/30_bookings.sql ====

-- Bookings: the booking, its holds, payment events, history, refunds and e-mail outbox, and the functions
-- that move it from clicked_book through pending and paid to completed or cancelled (docs/payments.md).
-- Refusals a caller can act on use PostgREST's PTnnn codes, so the API answers with that HTTP status: PT409
-- (the booking or listing is not in a state that allows it), PT429 (a hold limit is reached).

-- Tables ----------------------------------------------------------------------------------------------

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- bookings are financial records (kept 7 years): a vendor with bookings cannot be deleted
  vendor_id uuid not null references public.vendors (id) on delete restrict,
  user_id uuid references auth.users (id) on delete set null,
  customer_email text not null,
  customer_name text,
  -- 0 until create-checkout-session prices the booking (processing_fee is set with it: null = not priced yet)
  total_amount numeric(12, 2) not null default 0 check (total_amount >= 0),
  payment_status text not null default 'clicked_book'
    check (payment_status in ('clicked_book', 'pending', 'paid', 'completed', 'cancelled')),
  booking_date date not null,
  booking_time time not null,
  duration_hours numeric(5, 2) not null check (duration_hours > 0 and duration_hours <= 24),
  guest_count integer not null default 1 check (guest_count >= 1),
  selected_packages text,
  selected_addons text,
  event_location text,
  special_instructions text,
  created_at timestamptz not null default now(),
  -- additions for checkout and oversight
  package_id uuid references public."Packages" (id) on delete set null,
  addon_selections jsonb not null default '[]' check (jsonb_typeof(addon_selections) = 'array'),
  processing_fee numeric(12, 2) check (processing_fee >= 0),
  checkout_session_id text unique,
  paid_at timestamptz,
  updated_at timestamptz not null default now(),
  -- [start, end) in local time: booking_date + booking_time is when the event starts (a slot after midnight
  -- of an overnight window is booked on the next date), and a booking running past midnight wraps into
  -- the next day.
  time_range tsrange generated always as (
    tsrange(booking_date + booking_time, booking_date + booking_time + duration_hours * interval '1 hour', '[)')
  ) stored,
  held_at timestamptz,
  -- after the payment: refunds, cancellation and completion
  payment_intent_id text,
  refunded_cents integer not null default 0 constraint bookings_refunded_cents_check check (refunded_cents >= 0),
  cancelled_at timestamptz,
  cancelled_by text constraint bookings_cancelled_by_check check (cancelled_by in ('host', 'vendor', 'admin', 'system')),
  cancellation_reason text constraint bookings_cancellation_reason_length check (char_length(cancellation_reason) <= 1000),
  completed_at timestamptz,
  constraint bookings_no_overlap exclude using gist (vendor_id with =, time_range with &&)
    where (payment_status in ('pending', 'paid')),
  constraint bookings_text_lengths check (
    char_length(customer_email) <= 320 and char_length(customer_name) <= 200
    and char_length(selected_packages) <= 2000 and char_length(selected_addons) <= 2000
    and char_length(event_location) <= 500 and char_length(special_instructions) <= 2000
    and jsonb_array_length(addon_selections) <= 100
  ),
  -- Free text a vendor reads (notes, location) carries no control characters other than line breaks and tabs.
  constraint bookings_text_printable check (
    coalesce(special_instructions, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
    and coalesce(event_location, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
    and coalesce(customer_name, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
  ),
  constraint bookings_numbers_finite check (
    public.is_finite(total_amount) and public.is_finite(processing_fee) and public.is_finite(duration_hours)
  )
);
alter table public.bookings enable row level security;
comment on column public.bookings.held_at is
  'When reserve_booking moved the booking to pending. A pending hold without checkout_session_id older than 10 minutes is stale: it no longer blocks the slot.';

-- Payment provider events already handled (webhook idempotency); service role only.
create table public.payment_events (
  id text primary key,
  type text not null,
  booking_id uuid references public.bookings (id) on delete set null,
  received_at timestamptz not null default now()
);

alter table public.payment_events enable row level security;

-- Every hold reserve_booking takes, kept for the limits below (service role only).
create table public.booking_holds (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  held_at timestamptz not null default now()
);
comment on table public.booking_holds is
  'One row per hold reserve_booking took. Limits (reserve_booking): 3 active unpaid holds per host, 1 per host and vendor, 3 holds per host and vendor in 24 hours that did not end paid; a booking is held once.';

alter table public.booking_holds enable row level security;

-- What happened to a booking after it was created, for its readers (written by bookings_after_write).
create table public.booking_history (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('created', 'paid', 'cancelled', 'refunded', 'refund_failed', 'completed')),
  actor text check (actor in ('host', 'vendor', 'admin', 'system')),
  amount_cents integer,
  note text,
  created_at timestamptz not null default now()
);

alter table public.booking_history enable row level security;

-- One row per refund attempt. 'requested': written before the provider is asked (its id is the
-- provider's Idempotency-Key); 'pending' / 'succeeded': the provider accepted it; 'failed'.
-- At most one active (requested, pending, succeeded) refund per booking: a booking is refunded once.
create table public.booking_refunds (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('host_cancel', 'vendor_cancel', 'admin', 'auto')),
  amount_cents integer not null check (amount_cents > 0),
  reason text check (char_length(reason) <= 1000),
  requested_by uuid,
  status text not null default 'requested' check (status in ('requested', 'pending', 'succeeded', 'failed')),
  provider_refund_id text unique,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.booking_refunds enable row level security;

-- E-mail outbox: one row per (booking, mail, recipient), so a mail is queued once whatever runs twice.
create table public.booking_emails (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('confirmed', 'cancelled', 'completed', 'auto_refunded')),
  recipient text not null check (recipient in ('host', 'vendor')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  unique (booking_id, kind, recipient)
);

alter table public.booking_emails enable row level security;

-- Functions -------------------------------------------------------------------------------------------

-- updated_at, and paid_at when a booking becomes paid.
create or replace function public.bookings_before_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.payment_status = 'paid' and old.payment_status <> 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  return new;
end;
$$;

-- A hold that never got its checkout does not block the slot forever: reserve_booking records held_at, and a
-- hold still without a checkout session 10 minutes later (the checkout function needs seconds) is released
-- by the next reservation that overlaps it and is not shown as blocking.
create or replace function public.hold_is_stale(b public.bookings)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select b.payment_status = 'pending' and b.checkout_session_id is null and b.held_at is not null
     and b.held_at < now() - interval '10 minutes'
$$;

-- Pending and paid bookings that can block slots of p_date (those of the day before may run past midnight,
-- overnight windows reach into the next day), stale holds left out. Times only: no customer data.
create or replace function public.vendor_blocking_bookings(p_vendor_id uuid, p_date date)
returns table (booking_date date, booking_time time, duration_hours numeric, starts_at timestamp, ends_at timestamp)
language sql
stable
security definer
set search_path = ''
as $$
  select b.booking_date, b.booking_time, b.duration_hours, lower(b.time_range), upper(b.time_range)
    from public.bookings b
   where public.can_view_vendor(p_vendor_id)
     and b.vendor_id = p_vendor_id
     and b.payment_status in ('pending', 'paid')
     and not public.hold_is_stale(b)
     and b.time_range && tsrange(p_date - 1, p_date + 2, '[)')
   order by lower(b.time_range)
$$;

-- Identity and amounts of a booking written by a host are the server's: customer_email and customer_name come
-- from caller_identity(), total_amount is 0 until create-checkout-session prices the booking from the
-- vendor's packages and add-ons (processing_fee is set with it: null = not priced yet).
create or replace function public.bookings_before_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  who record;
begin
  if public.is_trusted_caller() then
    return new;
  end if;
  select * into who from public.caller_identity();
  if who.email is null then
    raise exception 'sign in to book' using errcode = '42501';
  end if;
  -- Whatever the client sent for these is replaced by the server's values.
  new.customer_email := who.email;
  new.customer_name := who.name;
  new.total_amount := 0;
  new.processing_fee := null;
  new.created_at := now();
  new.updated_at := now();
  new.held_at := null;
  new.paid_at := null;
  new.checkout_session_id := null;
  return new;
end;
$$;

-- An active hold: pending, taken by reserve_booking less than 35 minutes ago (a checkout session lives 31 minutes,
-- a hold without a session is stale after 10) and not stale. Older pending rows are waiting for the provider's
-- expiry event and no longer count against their host.
create or replace function public.hold_is_active(b public.bookings)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select b.payment_status = 'pending' and b.held_at > now() - interval '35 minutes' and not public.hold_is_stale(b)
$$;

-- clicked_book → pending, only when the slot lies inside an available window of the vendor and does not
-- overlap a pending or paid booking (the exclusion constraint decides under concurrency: 23P01). Callable by
-- the booking's customer, an admin or the service role (the checkout function). Also:
--   * only on an approved listing (PT409);
--   * a booking is held once: a hold that ended unpaid is not renewed by holding the booking again (PT409);
--   * at most 3 active unpaid holds per host, 1 per host and vendor, and 3 holds per host and vendor in
--     24 hours that did not end paid (PT429).
create or replace function public.reserve_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  vendor_status text;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  -- Inside this definer function current_user is the owner: the caller is known from the JWT claims.
  -- No claims at all means a direct database session (migrations, seeding), which is trusted.
  if not found or (coalesce(auth.role(), 'service_role') <> 'service_role'
                   and b.user_id is distinct from auth.uid() and not public.is_admin()) then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  if b.payment_status = 'pending' then
    return b;
  end if;
  if b.payment_status <> 'clicked_book' then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  -- The host's holds are counted under one lock per host, so that parallel calls cannot pass a limit together.
  perform pg_advisory_xact_lock(hashtext('booking_holds'), hashtext(coalesce(b.user_id::text, '')));
  select v.status into vendor_status from public.vendors v where v.id = b.vendor_id;
  if vendor_status is distinct from 'approved' then
    raise exception 'this vendor is not taking bookings right now' using errcode = 'PT409';
  end if;
  if b.held_at is not null or exists (select 1 from public.booking_holds h where h.booking_id = b.id) then
    raise exception 'the hold of this booking has ended; please start a new booking' using errcode = 'PT409';
  end if;
  if lower(b.time_range) < localtimestamp then
    raise exception 'the slot is in the past' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.availability a
     where a.vendor_id = b.vendor_id and a.is_available and a.date in (b.booking_date, b.booking_date - 1)
       and tsrange(
             a.date + coalesce(a.start_time, time '00:00'),
             case when a.start_time is null then a.date + 1
                  when a.end_time > a.start_time then a.date + a.end_time
                  else (a.date + 1) + a.end_time end, '[)') @> b.time_range
  ) then
    raise exception 'the slot is outside the vendor''s availability' using errcode = '23514';
  end if;
  -- Stale holds in the way go back to clicked_book (held_at stays: such a booking is not held again).
  update public.bookings o set payment_status = 'clicked_book'
   where o.vendor_id = b.vendor_id and o.id <> b.id and o.time_range && b.time_range
     and public.hold_is_stale(o);
  if exists (
    select 1 from public.bookings o
     where o.vendor_id = b.vendor_id and o.id <> b.id and o.payment_status in ('pending', 'paid')
       and o.time_range && b.time_range
  ) then
    raise exception 'this time slot is no longer available' using errcode = '23P01';
  end if;
  -- Limits of the host's holds (the service role and direct database sessions are not limited).
  if b.user_id is not null and coalesce(auth.role(), 'service_role') <> 'service_role' then
    if (select count(*) from public.bookings o
         where o.user_id = b.user_id and public.hold_is_active(o)) >= 3 then
      raise exception 'you already have 3 unpaid checkouts; finish or cancel one first' using errcode = 'PT429';
    end if;
    if exists (select 1 from public.bookings o
                where o.user_id = b.user_id and o.vendor_id = b.vendor_id and public.hold_is_active(o)) then
      raise exception 'you already have an unpaid checkout with this vendor; finish or cancel it first'
        using errcode = 'PT429';
    end if;
    if (select count(*) from public.booking_holds h join public.bookings o on o.id = h.booking_id
         where h.user_id = b.user_id and h.vendor_id = b.vendor_id and h.held_at > now() - interval '24 hours'
           and o.payment_status not in ('paid', 'completed')) >= 3 then
      raise exception 'too many unpaid checkouts with this vendor today; please try again tomorrow'
        using errcode = 'PT429';
    end if;
  end if;
  update public.bookings set payment_status = 'pending', held_at = now() where id = p_booking_id returning * into b;
  insert into public.booking_holds (booking_id, user_id, vendor_id) values (b.id, b.user_id, b.vendor_id);
  return b;
end;
$$;

-- A booking's amount in cents and the platform's 5% of it, rounded half up per booking: the SQL form of
-- shared-domain toCents / revenueSplit (20000 -> 1000, 10010 -> 501 (500.5 rounds up), 10009 -> 500).
create or replace function public.booking_cents(p_amount numeric)
returns bigint
language sql
immutable
as $$ select greatest(0, round(p_amount * 100))::bigint $$;

create or replace function public.platform_profit_cents(p_cents bigint)
returns bigint
language sql
immutable
as $$ select (p_cents * 5 + 50) / 100 $$;

-- What the customer paid, in cents (subtotal + processing fee).
create or replace function public.booking_paid_cents(b public.bookings)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::integer
$$;

-- When the event starts, as an instant (the vendor's zone).
create or replace function public.booking_starts_at(b public.bookings)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select (b.booking_date + b.booking_time) at time zone coalesce(
    (select v.time_zone from public.vendors v where v.id = b.vendor_id), 'America/Chicago')
$$;

-- When the event ends, as an instant (the vendor's zone).
create or replace function public.booking_ends_at(b public.bookings)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select (b.booking_date + b.booking_time + b.duration_hours * interval '1 hour') at time zone coalesce(
    (select v.time_zone from public.vendors v where v.id = b.vendor_id), 'America/Chicago')
$$;

-- Queues a mail once: a second call for the same booking, mail and recipient does nothing.
create or replace function public.queue_booking_email(p_booking_id uuid, p_kind text, p_recipient text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.booking_emails (booking_id, kind, recipient) values (p_booking_id, p_kind, p_recipient)
  on conflict (booking_id, kind, recipient) do nothing
$$;

-- Senders claim unsent mails (a claim lasts 2 minutes, then another run may take the mail again),
-- then finish each: sent, or released with the error (10 attempts at most).
create or replace function public.claim_booking_emails(p_limit integer default 20)
returns setof public.booking_emails
language sql
security definer
set search_path = ''
as $$
  update public.booking_emails e
     set claimed_at = now(), attempts = e.attempts + 1
   where e.id in (
     select q.id from public.booking_emails q
      where q.sent_at is null and q.attempts < 10
        and (q.claimed_at is null or q.claimed_at < now() - interval '2 minutes')
      order by q.id
      limit greatest(1, least(p_limit, 100))
      for update skip locked)
  returning e.*
$$;

-- A claimed mail was sent (p_error null) or is released with its error.
create or replace function public.finish_booking_email(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.booking_emails
     set sent_at = case when p_error is null then now() end,
         claimed_at = case when p_error is null then claimed_at end,
         last_error = p_error
   where id = p_id and sent_at is null
$$;

-- History and mails follow the status: created; paid (confirmation to both); cancelled after payment
-- (notice to both); completed (notice to the host).
create or replace function public.bookings_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.booking_history (booking_id, kind, actor, created_at)
    values (new.id, 'created', 'host', new.created_at);
    if new.payment_status in ('paid', 'completed') then
      insert into public.booking_history (booking_id, kind, actor, amount_cents, created_at)
      values (new.id, 'paid', 'host', public.booking_paid_cents(new), coalesce(new.paid_at, new.created_at));
    end if;
    return new;
  end if;
  if new.payment_status is not distinct from old.payment_status then
    return new;
  end if;
  if new.payment_status = 'paid' then
    insert into public.booking_history (booking_id, kind, actor, amount_cents)
    values (new.id, 'paid', 'host', public.booking_paid_cents(new));
    perform public.queue_booking_email(new.id, 'confirmed', 'host');
    perform public.queue_booking_email(new.id, 'confirmed', 'vendor');
  elsif new.payment_status = 'completed' then
    insert into public.booking_history (booking_id, kind, actor) values (new.id, 'completed', 'system');
    perform public.queue_booking_email(new.id, 'completed', 'host');
  elsif new.payment_status = 'cancelled' and old.payment_status = 'paid' then
    insert into public.booking_history (booking_id, kind, actor, note)
    values (new.id, 'cancelled', coalesce(new.cancelled_by, 'admin'), new.cancellation_reason);
    perform public.queue_booking_email(new.id, 'cancelled', 'host');
    perform public.queue_booking_email(new.id, 'cancelled', 'vendor');
  end if;
  return new;
end;
$$;

-- Paid bookings whose event has ended (in the vendor's zone) at p_now become completed. Run every
-- minute by pg_cron in production and by the devstack locally; tests pass their own clock.
create or replace function public.complete_finished_bookings(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  update public.bookings b
     set payment_status = 'completed', completed_at = p_now
   where b.payment_status = 'paid'
     -- cheap bound first (no zone is more than 14 h from UTC), then the exact end in the vendor's zone
     and lower(b.time_range) < (p_now at time zone 'UTC') + interval '14 hours'
     and public.booking_ends_at(b) <= p_now;
  get diagnostics n = row_count;
  return n;
end;
$$;

-- Deleting a paid booking is refused with a SQLSTATE of its own (PE002, like start_booking_refund's PE001) so
-- that /admin/bookings can tell this refusal from a failure and show the way out: refund the booking with a
-- reason, or cancel it without a refund recording why. Either leaves it cancelled, and a cancelled booking
-- can be deleted.
create or replace function public.bookings_before_delete()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.payment_status = 'paid' then
    -- the API answers 400 with this code and message
    raise exception 'A paid booking cannot be deleted: refund it, or cancel it and record why, first.'
      using errcode = 'PE002';
  end if;
  return old;
end;
$$;

-- Refund step 1 (called by the Edge Functions with the service role): with the booking locked, check it can
-- be refunded and write the 'requested' refund whose id is the provider's Idempotency-Key. Concurrent callers
-- wait for the lock and then find the booking cancelled or the refund under way. A refund of 0 cents cancels
-- at once (no provider call).
-- p_kind: host_cancel (refused once the event has started), vendor_cancel, admin (paid bookings, and
-- completed ones: the vendor's transfer is then reversed by the next payout run), auto (a payment that
-- arrived after its slot was taken: the booking is not paid).
-- Answers { refund_id, amount_cents, payment_intent_id, status } or raises:
-- P0002 no booking · 55000 not refundable (status) · 22023 event started · 55006 refund under way ·
-- 22003 amount out of range · PE001 no card payment on record (e.g. demo data).
create or replace function public.start_booking_refund(
  p_booking_id uuid, p_kind text, p_amount_cents integer, p_reason text default null,
  p_user uuid default null, p_now timestamptz default now()
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  r public.booking_refunds;
  actor text := case p_kind when 'host_cancel' then 'host' when 'vendor_cancel' then 'vendor'
                            when 'admin' then 'admin' else 'system' end;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  if not found then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  select * into r from public.booking_refunds
   where booking_id = b.id and status in ('requested', 'pending', 'succeeded');
  if found and r.status = 'requested' and r.updated_at < p_now - interval '2 minutes' then
    -- an attempt that died before the provider answered: retried with the same key
    update public.booking_refunds set updated_at = p_now where id = r.id returning * into r;
    return jsonb_build_object('refund_id', r.id, 'amount_cents', r.amount_cents,
                              'payment_intent_id', b.payment_intent_id, 'status', 'requested');
  end if;
  if found then
    raise exception 'a refund of this booking is already %', r.status using errcode = '55006';
  end if;
  if p_kind = 'auto' then
    if b.payment_status = 'paid' or b.payment_intent_id is null then
      raise exception 'booking is %', b.payment_status using errcode = '55000';
    end if;
  elsif b.payment_status <> 'paid' and not (p_kind = 'admin' and b.payment_status = 'completed') then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  if p_kind = 'host_cancel' and public.booking_starts_at(b) <= p_now then
    raise exception 'the event has started' using errcode = '22023';
  end if;
  if p_amount_cents < 0 or p_amount_cents > public.booking_paid_cents(b) - b.refunded_cents then
    raise exception 'refund amount out of range' using errcode = '22003';
  end if;
  if p_amount_cents = 0 then
    update public.bookings
       set payment_status = 'cancelled', cancelled_at = p_now, cancelled_by = actor,
           cancellation_reason = p_reason
     where id = b.id;
    return jsonb_build_object('refund_id', null, 'amount_cents', 0, 'payment_intent_id', b.payment_intent_id,
                              'status', 'cancelled');
  end if;
  if b.payment_intent_id is null then
    raise exception 'booking has no card payment to refund' using errcode = 'PE001';
  end if;
  insert into public.booking_refunds (booking_id, kind, amount_cents, reason, requested_by, created_at, updated_at)
  values (b.id, p_kind, p_amount_cents, p_reason, p_user, p_now, p_now) returning * into r;
  return jsonb_build_object('refund_id', r.id, 'amount_cents', r.amount_cents,
                            'payment_intent_id', b.payment_intent_id, 'status', 'requested');
end;
$$;

-- Refund step 2: the provider accepted (p_status pending or succeeded) or refused (failed) the refund.
-- Idempotent: the webhook's refund.updated and the function's own answer may both report it.
-- Accepted: the booking is cancelled (a completed booking stays completed) with the refunded amount and the
-- history. Failed before being accepted: the booking stays as it was. Failed after: the amount is taken back
-- from refunded_cents and the history says so.
create or replace function public.settle_booking_refund(
  p_refund_id uuid, p_status text, p_provider_refund_id text default null, p_message text default null
)
returns public.booking_refunds
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.booking_refunds;
  b public.bookings;
  accepted boolean;
  actor text;
begin
  if p_status not in ('pending', 'succeeded', 'failed') then
    raise exception 'unknown refund status %', p_status using errcode = '22023';
  end if;
  select * into r from public.booking_refunds where id = p_refund_id;
  if not found then
    raise exception 'refund % not found', p_refund_id using errcode = 'P0002';
  end if;
  select * into b from public.bookings where id = r.booking_id for update;
  select * into r from public.booking_refunds where id = p_refund_id for update;
  if r.status = p_status or r.status = 'failed' or (r.status = 'succeeded' and p_status = 'pending') then
    return r; -- already recorded (or final)
  end if;
  accepted := r.status in ('pending', 'succeeded');
  actor := case r.kind when 'host_cancel' then 'host' when 'vendor_cancel' then 'vendor'
                       when 'admin' then 'admin' else 'system' end;
  update public.booking_refunds
     set status = p_status, provider_refund_id = coalesce(p_provider_refund_id, provider_refund_id),
         failure_message = case when p_status = 'failed' then p_message end, updated_at = now()
   where id = r.id returning * into r;
  if p_status = 'failed' then
    if accepted then
      update public.bookings set refunded_cents = greatest(0, refunded_cents - r.amount_cents) where id = b.id;
    end if;
    insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
    values (b.id, 'refund_failed', actor, r.amount_cents, p_message);
    return r;
  end if;
  if not accepted then
    update public.bookings
       set refunded_cents = refunded_cents + r.amount_cents,
           -- a late refund (after the event) leaves the booking completed
           payment_status = case when b.payment_status = 'completed' then 'completed' else 'cancelled' end,
           cancelled_at = case when b.payment_status = 'completed' then cancelled_at
                               else coalesce(cancelled_at, now()) end,
           cancelled_by = case when b.payment_status = 'paid' then actor else cancelled_by end,
           cancellation_reason = case when b.payment_status = 'paid' then r.reason else cancellation_reason end
     where id = b.id;
    insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
    values (b.id, 'refunded', actor, r.amount_cents, r.reason);
    if r.kind = 'auto' then
      perform public.queue_booking_email(b.id, 'auto_refunded', 'host');
    end if;
  end if;
  return r;
end;
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index bookings_vendor_id_created_at_idx on public.bookings (vendor_id, created_at desc);

create index bookings_user_id_created_at_idx on public.bookings (user_id, created_at desc);

create index bookings_package_id_idx on public.bookings (package_id);

create index payment_events_booking_id_idx on public.payment_events (booking_id);

create index booking_holds_user_vendor_held_at_idx on public.booking_holds (user_id, vendor_id, held_at desc);

create index booking_holds_booking_id_idx on public.booking_holds (booking_id);

create index bookings_paid_time_range_idx on public.bookings (lower(time_range))
  where payment_status = 'paid';

create index bookings_payment_intent_id_idx on public.bookings (payment_intent_id)
  where payment_intent_id is not null;

create index booking_history_booking_id_idx on public.booking_history (booking_id, id);

create unique index booking_refunds_one_active on public.booking_refunds (booking_id)
  where status in ('requested', 'pending', 'succeeded');

create index booking_emails_unsent_idx on public.booking_emails (id) where sent_at is null;

create index bookings_completed_idx on public.bookings (vendor_id) where payment_status = 'completed';

-- Triggers --------------------------------------------------------------------------------------------

create trigger bookings_before_write
  before update on public.bookings
  for each row execute function public.bookings_before_write();

create trigger bookings_before_insert
  before insert on public.bookings
  for each row execute function public.bookings_before_insert();

create trigger bookings_after_write
  after insert or update of payment_status on public.bookings
  for each row execute function public.bookings_after_write();

create trigger bookings_before_delete
  before delete on public.bookings
  for each row execute function public.bookings_before_delete();

-- Policies --------------------------------------------------------------------------------------------

create policy "bookings: customer, owning vendor and admins read" on public.bookings
  for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- listing_is_live (definer): hosts do not read vendors themselves, and one primary-key probe per insert.
create policy "bookings: customers book for themselves" on public.bookings
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and payment_status = 'clicked_book'
    and checkout_session_id is null and paid_at is null and processing_fee is null
    and public.listing_is_live(vendor_id)
  );

create policy "bookings: admins update" on public.bookings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "bookings: admins delete" on public.bookings
  for delete to authenticated using ((select public.is_admin()));

-- Whoever can read the booking reads its history (the subquery is filtered by the bookings policy).
create policy "booking_history: readers of the booking" on public.booking_history
  for select to authenticated
  using (booking_id in (select b.id from public.bookings b where b.id = booking_id));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.bookings from anon, authenticated;
revoke all on public.payment_events from anon, authenticated;
grant all on public.bookings to service_role;
grant all on public.payment_events to service_role;
grant select, delete on public.bookings to authenticated;
grant insert (id, vendor_id, user_id, customer_email, customer_name, total_amount, payment_status, booking_date,
  booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location,
  special_instructions, package_id, addon_selections) on public.bookings to authenticated;
grant update (payment_status, event_location, special_instructions, checkout_session_id, paid_at, processing_fee)
  on public.bookings to authenticated;
revoke all on function public.reserve_booking(uuid) from public, anon;
revoke all on function public.hold_is_stale(public.bookings) from public, anon, authenticated;
revoke all on public.booking_holds from anon, authenticated;
grant all on public.booking_holds to service_role;
revoke all on function public.hold_is_active(public.bookings) from public, anon, authenticated;
revoke all on public.booking_history from anon, authenticated;
grant select on public.booking_history to authenticated;
revoke all on public.booking_refunds from anon, authenticated;
revoke all on public.booking_emails from anon, authenticated;
revoke all on function public.queue_booking_email(uuid, text, text) from public, anon, authenticated;
revoke all on function public.claim_booking_emails(integer) from public, anon, authenticated;
revoke all on function public.finish_booking_email(bigint, text) from public, anon, authenticated;
revoke all on function public.complete_finished_bookings(timestamptz) from public, anon, authenticated;
revoke all on function public.start_booking_refund(uuid, text, integer, text, uuid, timestamptz)
  from public, anon, authenticated;
revoke all on function public.settle_booking_refund(uuid, text, text, text) from public, anon, authenticated;

-- Tests and the e2e drive completion with their own clock as the service role (pg_cron runs it in production).
grant execute on function public.complete_finished_bookings(timestamptz) to service_role;

-- ==== supabase/schemas/40_reviews.sql ====

-- Reviews and ratings (docs/reviews.md): a review comes only from a completed booking, from its
-- host, once, within REVIEW_WINDOW_DAYS (60) of completion; the host may edit it for REVIEW_EDIT_HOURS (48).
-- The booking's vendor may publish one reply; an admin may hide a review with a reason (audited), which takes
-- it out of the vendor's average. The limits below are shared-domain's (validation/reviews.ts); the integration
-- test (supabase/tests/reviews.test.ts) checks both sides agree at the boundary.
--
-- Writes go only through the security-definer functions below (the tables grant no insert, update or delete to
-- the API roles); every column they store is set by the server except the rating, title, text and reply.
-- Public reads go through the view public_reviews (first name and event month only, visible reviews of live
-- listings) and vendor_ratings (average and count, kept by trigger like browse_city_counts).

-- Tables ----------------------------------------------------------------------------------------------

-- One review per completed booking, by its host.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  title text not null constraint reviews_title_length
    check (char_length(btrim(title)) between 1 and 100 and title = btrim(title)),
  body text not null constraint reviews_body_length
    check (char_length(btrim(body)) between 1 and 2000 and body = btrim(body)),
  -- What the public sees of the host: the first word of the account's name, taken when the review is written.
  reviewer_first_name text not null constraint reviews_first_name_length check (char_length(reviewer_first_name) <= 40),
  -- The month of the event (first day of the booking's month).
  event_month date not null constraint reviews_event_month_first_day check (extract(day from event_month) = 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_by uuid references auth.users (id) on delete set null,
  hidden_reason text constraint reviews_hidden_reason_length check (char_length(hidden_reason) between 1 and 500),
  constraint reviews_hidden_with_reason check ((hidden_at is null) = (hidden_reason is null))
);
-- Row level security: the tables are read by the review's host, the booking's vendor and admins; nobody writes
-- them through the API (the functions below do).
alter table public.reviews enable row level security;

-- The vendor's one reply to a review.
create table public.review_replies (
  review_id uuid primary key references public.reviews (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  body text not null constraint review_replies_body_length
    check (char_length(btrim(body)) between 1 and 1000 and body = btrim(body)),
  created_at timestamptz not null default now()
);

alter table public.review_replies enable row level security;

-- The audit of moderation: who hid which review, when and why (never deleted with the review's text).
create table public.review_moderation (
  id bigint generated always as identity primary key,
  review_id uuid not null references public.reviews (id) on delete cascade,
  action text not null check (action in ('hidden')),
  reason text not null check (char_length(reason) between 1 and 500),
  admin_id uuid not null references auth.users (id),
  created_at timestamptz not null default now()
);

alter table public.review_moderation enable row level security;

-- Average and count of each vendor's visible reviews, kept by trigger in the same transaction.
create table public.vendor_review_stats (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  review_count integer not null default 0 check (review_count >= 0),
  rating_sum integer not null default 0 check (rating_sum >= 0),
  rating_avg numeric(3, 2) generated always as (
    case when review_count > 0 then round(rating_sum::numeric / review_count, 2) end
  ) stored
);

alter table public.vendor_review_stats enable row level security;

-- Views -----------------------------------------------------------------------------------------------

-- The reply is looked up per returned row (a page is 5 rows): a join would let a generic plan of the API's
-- parameterised query hash every reply first.
create view public.public_reviews
with (security_barrier = true) as
  select r.id, r.vendor_id, r.rating, r.title, r.body, r.reviewer_first_name, r.event_month, r.created_at,
         r.updated_at,
         (select p.body from public.review_replies p where p.review_id = r.id) as reply_body,
         (select p.created_at from public.review_replies p where p.review_id = r.id) as reply_created_at
    from public.reviews r
   where r.hidden_at is null
     and exists (select 1 from public.vendors v where v.id = r.vendor_id and v.status = 'approved');
comment on view public.public_reviews is
  'Visible reviews of live listings with the vendor''s reply: the host''s first name and event month only. Runs with its owner''s rights on purpose (the public read model of reviews), like vendor_profiles.';

-- Average and count of live listings' visible reviews.
create view public.vendor_ratings
with (security_barrier = true) as
  select s.vendor_id, s.rating_avg, s.review_count
    from public.vendor_review_stats s
    join public.vendors v on v.id = s.vendor_id and v.status = 'approved'
   where s.review_count > 0;
comment on view public.vendor_ratings is
  'Average rating and number of visible reviews of live listings (vendors without reviews have no row).';

-- Functions -------------------------------------------------------------------------------------------

-- Keeps vendor_review_stats: a visible review counts in its vendor's average and count.
create or replace function public.track_vendor_review_stats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_visible boolean := tg_op <> 'INSERT' and old.hidden_at is null;
  is_visible boolean := tg_op <> 'DELETE' and new.hidden_at is null;
begin
  if was_visible and is_visible and old.vendor_id = new.vendor_id then
    if old.rating <> new.rating then
      update public.vendor_review_stats s set rating_sum = s.rating_sum - old.rating + new.rating
       where s.vendor_id = new.vendor_id;
    end if;
    return null;
  end if;
  if was_visible then
    update public.vendor_review_stats s
       set review_count = s.review_count - 1, rating_sum = s.rating_sum - old.rating
     where s.vendor_id = old.vendor_id;
  end if;
  if is_visible then
    insert into public.vendor_review_stats as s (vendor_id, review_count, rating_sum)
    values (new.vendor_id, 1, new.rating)
    on conflict (vendor_id) do update
      set review_count = s.review_count + 1, rating_sum = s.rating_sum + excluded.rating_sum;
  end if;
  return null;
end;
$$;

-- Errors: 42501 (403) not allowed · 22023 (400) bad input or out of the window · 23505 (409) already done ·
-- P0002 not found is never used for someone else's row (it would say the row exists): those are 42501.
create or replace function public.review_text_check(p_rating integer, p_title text, p_body text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_rating is null or p_rating < 1 or p_rating > 5 then
    raise exception 'Please choose a rating from 1 to 5 stars.' using errcode = '22023';
  end if;
  if coalesce(btrim(p_title), '') = '' then
    raise exception 'Please enter a title.' using errcode = '22023';
  end if;
  if char_length(btrim(p_title)) > 100 then
    raise exception 'The title can be at most 100 characters.' using errcode = '22023';
  end if;
  if coalesce(btrim(p_body), '') = '' then
    raise exception 'Please write your review.' using errcode = '22023';
  end if;
  if char_length(btrim(p_body)) > 2000 then
    raise exception 'The review can be at most 2000 characters.' using errcode = '22023';
  end if;
end;
$$;

-- The host's review of one of their completed bookings. Answers the new review's id.
create or replace function public.submit_review(p_booking_id uuid, p_rating integer, p_title text, p_body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  b public.bookings;
  first_name text;
  new_id uuid;
begin
  -- The booking's row lock makes a second, concurrent review of it wait and then find the first.
  select * into b from public.bookings where id = p_booking_id for update;
  if me is null or not found or b.user_id is distinct from me then
    raise exception 'Only the host of this booking can review it.' using errcode = '42501';
  end if;
  if b.payment_status <> 'completed' then
    raise exception 'You can review a booking once it is completed.' using errcode = '22023';
  end if;
  -- Completed by the schedule: completed_at; bookings stored as completed before it existed: the event's end.
  if now() > coalesce(b.completed_at, public.booking_ends_at(b)) + interval '60 days' then
    raise exception 'Reviews can be left within 60 days of the event.' using errcode = '22023';
  end if;
  if exists (select 1 from public.reviews r where r.booking_id = b.id) then
    raise exception 'You have already reviewed this booking.' using errcode = '23505';
  end if;
  perform public.review_text_check(p_rating, p_title, p_body);
  select nullif(left(split_part(btrim(coalesce(nullif(btrim(u.name), ''), b.customer_name, '')), ' ', 1), 40), '')
    into first_name from public.users u where u.id = me;
  insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month)
  values (b.id, b.vendor_id, me, p_rating, btrim(p_title), btrim(p_body), coalesce(first_name, 'A host'),
          date_trunc('month', b.booking_date)::date)
  returning id into new_id;
  return new_id;
end;
$$;

-- The host's edit of their own review within 48 hours of writing it (not once an admin has hidden it).
create or replace function public.edit_review(p_review_id uuid, p_rating integer, p_title text, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  select * into r from public.reviews where id = p_review_id for update;
  if auth.uid() is null or not found or r.user_id is distinct from auth.uid() then
    raise exception 'Only the author of this review can edit it.' using errcode = '42501';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review was hidden by PartyEasy and cannot be edited.' using errcode = '22023';
  end if;
  if now() > r.created_at + interval '48 hours' then
    raise exception 'A review can be edited for 48 hours after it is posted.' using errcode = '22023';
  end if;
  perform public.review_text_check(p_rating, p_title, p_body);
  update public.reviews
     set rating = p_rating, title = btrim(p_title), body = btrim(p_body), updated_at = now()
   where id = r.id;
end;
$$;

-- The booking's vendor publishes one public reply to a visible review.
create or replace function public.reply_to_review(p_review_id uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  select * into r from public.reviews where id = p_review_id for update;
  if auth.uid() is null or not found or not public.owns_vendor(r.vendor_id) then
    raise exception 'Only the vendor of this booking can reply to its review.' using errcode = '42501';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review is hidden.' using errcode = '22023';
  end if;
  if exists (select 1 from public.review_replies p where p.review_id = r.id) then
    raise exception 'You have already replied to this review.' using errcode = '23505';
  end if;
  if coalesce(btrim(p_body), '') = '' then
    raise exception 'Please write your reply.' using errcode = '22023';
  end if;
  if char_length(btrim(p_body)) > 1000 then
    raise exception 'The reply can be at most 1000 characters.' using errcode = '22023';
  end if;
  insert into public.review_replies (review_id, vendor_id, user_id, body)
  values (r.id, r.vendor_id, auth.uid(), btrim(p_body));
end;
$$;

-- An admin hides a review with a reason (audited in review_moderation); it leaves the average at once.
create or replace function public.admin_hide_review(p_review_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if coalesce(btrim(p_reason), '') = '' then
    raise exception 'Please give a reason for hiding this review.' using errcode = '22023';
  end if;
  if char_length(btrim(p_reason)) > 500 then
    raise exception 'The reason can be at most 500 characters.' using errcode = '22023';
  end if;
  select * into r from public.reviews where id = p_review_id for update;
  if not found then
    raise exception 'review % not found', p_review_id using errcode = 'P0002';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review is already hidden.' using errcode = '23505';
  end if;
  update public.reviews
     set hidden_at = now(), hidden_by = auth.uid(), hidden_reason = btrim(p_reason)
   where id = r.id;
  insert into public.review_moderation (review_id, action, reason, admin_id)
  values (r.id, 'hidden', btrim(p_reason), auth.uid());
end;
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index reviews_vendor_newest_idx on public.reviews (vendor_id, created_at desc, id) where hidden_at is null;

create index reviews_vendor_rating_idx on public.reviews (vendor_id, rating desc, created_at desc, id)
  where hidden_at is null;

create index reviews_user_id_idx on public.reviews (user_id);

create index review_replies_vendor_id_idx on public.review_replies (vendor_id);

create index review_moderation_review_id_idx on public.review_moderation (review_id, id);

create index vendor_review_stats_rating_idx on public.vendor_review_stats (rating_avg desc, review_count desc)
  where review_count > 0;

-- Triggers --------------------------------------------------------------------------------------------

create trigger reviews_track_vendor_review_stats
  after insert or delete or update of rating, hidden_at, vendor_id on public.reviews
  for each row execute function public.track_vendor_review_stats();

-- Policies --------------------------------------------------------------------------------------------

create policy "reviews: the host, the vendor and admins read" on public.reviews
  for select to authenticated
  using (user_id = (select auth.uid()) or public.owns_vendor(vendor_id) or (select public.is_admin()));

create policy "review_replies: the review's host, the vendor and admins read" on public.review_replies
  for select to authenticated
  using (
    public.owns_vendor(vendor_id) or (select public.is_admin())
    or exists (select 1 from public.reviews r where r.id = review_id and r.user_id = (select auth.uid()))
  );

create policy "review_moderation: admins read" on public.review_moderation
  for select to authenticated
  using ((select public.is_admin()));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.reviews from anon, authenticated;
revoke all on public.review_replies from anon, authenticated;
revoke all on public.review_moderation from anon, authenticated;
revoke all on public.vendor_review_stats from anon, authenticated;
grant select on public.reviews to authenticated;
grant select on public.review_replies to authenticated;
grant select on public.review_moderation to authenticated;
revoke all on function public.track_vendor_review_stats() from public, anon, authenticated;
revoke all on public.public_reviews from anon, authenticated;
grant select on public.public_reviews to anon, authenticated, service_role;
revoke all on public.vendor_ratings from anon, authenticated;
grant select on public.vendor_ratings to anon, authenticated, service_role;
revoke all on function public.submit_review(uuid, integer, text, text) from public, anon;
revoke all on function public.edit_review(uuid, integer, text, text) from public, anon;
revoke all on function public.reply_to_review(uuid, text) from public, anon;
revoke all on function public.admin_hide_review(uuid, text) from public, anon;
grant execute on function public.submit_review(uuid, integer, text, text) to authenticated;
grant execute on function public.edit_review(uuid, integer, text, text) to authenticated;
grant execute on function public.reply_to_review(uuid, text) to authenticated;
grant execute on function public.admin_hide_review(uuid, text) to authenticated;

-- ==== supabase/schemas/50_payouts.sql ====

-- Vendors get paid (docs/payments.md "Payouts"): payout accounts through Stripe Connect, a ledger of
-- transfers, reversals and holds in integer cents, and the SQL that decides what is transferable. Nobody
-- writes these tables from the client: the Edge Functions (service role) call the functions below.

-- Tables ----------------------------------------------------------------------------------------------

-- One connected account per vendor. No row: not connected. details_needed: the account exists but the
-- provider does not yet allow payouts (onboarding unfinished or more details due). payouts_enabled.
create table public.payout_accounts (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  stripe_account_id text not null unique check (stripe_account_id ~ '^acct_[A-Za-z0-9_]+$'),
  state text not null default 'details_needed' check (state in ('details_needed', 'payouts_enabled')),
  details_submitted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.payout_accounts enable row level security;

-- kind transfer: the vendor's share of one completed booking, at most one per booking
--   (scheduled → processing → succeeded, or failed → retried with backoff; void if nothing is left to pay);
-- kind hold: a completed booking whose vendor cannot be paid yet (held → released once payouts are
--   enabled, or void when a refund leaves nothing to pay);
-- kind reversal: money taken back from a transferred booking after a refund (same states as transfers;
--   one open reversal per booking at a time).
create table public.payout_ledger (
  id bigint generated always as identity primary key,
  vendor_id uuid not null references public.vendors (id) on delete restrict,
  booking_id uuid not null references public.bookings (id) on delete restrict,
  kind text not null check (kind in ('transfer', 'reversal', 'hold')),
  amount_cents integer not null check (amount_cents >= 0),
  status text not null check (status in ('held', 'released', 'scheduled', 'processing', 'failed', 'succeeded', 'void')),
  -- the transfer a reversal takes money back from
  transfer_entry_id bigint references public.payout_ledger (id),
  provider_id text unique,
  attempts integer not null default 0,
  -- answers in which the provider refused the request (nothing moved): each gives the entry a new
  -- Idempotency-Key suffix, as the provider replays a refused request's answer for the same key
  refusals integer not null default 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint payout_ledger_kind_status check (
    case kind when 'hold' then status in ('held', 'released', 'void')
              else status in ('scheduled', 'processing', 'failed', 'succeeded', 'void') end),
  constraint payout_ledger_reversal_of_transfer check ((kind = 'reversal') = (transfer_entry_id is not null))
);

alter table public.payout_ledger enable row level security;

-- Functions -------------------------------------------------------------------------------------------

-- What the vendor is owed for a booking: the subtotal minus what was refunded (the 5% fee stays with the
-- platform; a refund is taken from the vendor's share first, so the fee is refunded only beyond it).
-- Only completed bookings paid by card are paid out (demo data without a payment moved no money);
-- anything else is owed nothing (yet).
create or replace function public.booking_vendor_due_cents(b public.bookings)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when b.payment_status = 'completed' and b.payment_intent_id is not null
              then greatest(0, public.booking_cents(b.total_amount)::integer - b.refunded_cents)
              else 0 end
$$;

-- The payout run's bookkeeping step (idempotent; concurrent runs take turns on an advisory lock):
-- 1. completed bookings of vendors without payouts enabled get a hold;
-- 2. holds follow refunds (void when nothing is left);
-- 3. vendors with payouts enabled: holds are released and every completed booking with something due gets
--    its one transfer, scheduled now;
-- 4. transfers not yet attempted follow refunds (void when nothing is left);
-- 5. a booking whose net transfer exceeds what is due (a refund after the transfer) gets a reversal of the
--    difference.
-- Answers how many rows each step wrote.
create or replace function public.schedule_payouts(p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer; resized integer; released integer; scheduled integer; adjusted integer; reversals integer;
begin
  perform pg_advisory_xact_lock(hashtext('public.schedule_payouts'));

  insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, created_at)
  select b.vendor_id, b.id, 'hold', public.booking_vendor_due_cents(b), 'held', p_now
    from public.bookings b
    left join public.payout_accounts a on a.vendor_id = b.vendor_id
   where b.payment_status = 'completed'
     and public.booking_vendor_due_cents(b) > 0
     and a.state is distinct from 'payouts_enabled'
     and not exists (select 1 from public.payout_ledger l
                      where l.booking_id = b.id and l.kind in ('transfer', 'hold'))
  on conflict do nothing;
  get diagnostics held = row_count;

  update public.payout_ledger h
     set amount_cents = public.booking_vendor_due_cents(b),
         status = case when public.booking_vendor_due_cents(b) = 0 then 'void' else 'held' end,
         settled_at = case when public.booking_vendor_due_cents(b) = 0 then p_now end
    from public.bookings b
   where h.status = 'held' and b.id = h.booking_id
     and h.amount_cents <> public.booking_vendor_due_cents(b);
  get diagnostics resized = row_count;

  update public.payout_ledger h
     set status = 'released', settled_at = p_now
    from public.payout_accounts a
   where h.status = 'held' and a.vendor_id = h.vendor_id and a.state = 'payouts_enabled';
  get diagnostics released = row_count;

  insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, next_attempt_at, created_at)
  select b.vendor_id, b.id, 'transfer', public.booking_vendor_due_cents(b), 'scheduled', p_now, p_now
    from public.bookings b
    join public.payout_accounts a on a.vendor_id = b.vendor_id and a.state = 'payouts_enabled'
   where b.payment_status = 'completed'
     and public.booking_vendor_due_cents(b) > 0
     and not exists (select 1 from public.payout_ledger l where l.booking_id = b.id and l.kind = 'transfer')
  on conflict do nothing;
  get diagnostics scheduled = row_count;

  update public.payout_ledger t
     set amount_cents = public.booking_vendor_due_cents(b),
         status = case when public.booking_vendor_due_cents(b) = 0 then 'void' else t.status end,
         settled_at = case when public.booking_vendor_due_cents(b) = 0 then p_now end
    from public.bookings b
   where t.kind = 'transfer' and t.status = 'scheduled' and t.attempts = 0 and b.id = t.booking_id
     and t.amount_cents <> public.booking_vendor_due_cents(b);
  get diagnostics adjusted = row_count;

  insert into public.payout_ledger
    (vendor_id, booking_id, kind, amount_cents, status, transfer_entry_id, next_attempt_at, created_at)
  select t.vendor_id, t.booking_id, 'reversal', n.net - public.booking_vendor_due_cents(b), 'scheduled', t.id,
         p_now, p_now
    from public.payout_ledger t
    join public.bookings b on b.id = t.booking_id
    cross join lateral (
      select t.amount_cents - coalesce(sum(r.amount_cents), 0) as net
        from public.payout_ledger r
       where r.transfer_entry_id = t.id and r.status <> 'void') n
   where t.kind = 'transfer' and t.status = 'succeeded'
     and b.refunded_cents > 0
     and n.net > public.booking_vendor_due_cents(b)
  on conflict do nothing;
  get diagnostics reversals = row_count;

  return jsonb_build_object('held', held, 'hold_resized', resized, 'released', released,
                            'scheduled', scheduled, 'adjusted', adjusted, 'reversals', reversals);
end;
$$;

-- The payout run's sending step: claims due transfers and reversals (scheduled, failed whose backoff has
-- passed, or processing whose claim is older than 2 minutes: the sender died) with FOR UPDATE SKIP
-- LOCKED, so concurrent runs never send one entry at the same time. Transfers wait while the vendor's
-- payouts are not enabled. Each claimed entry comes with what the sender needs.
create or replace function public.claim_payout_entries(p_now timestamptz default now(), p_limit integer default 20)
returns table (
  id bigint, kind text, booking_id uuid, vendor_id uuid, amount_cents integer, attempts integer,
  refusals integer, stripe_account_id text, transfer_provider_id text
)
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.payout_ledger e
       set status = 'processing', claimed_at = p_now, attempts = e.attempts + 1
     where e.id in (
       select q.id from public.payout_ledger q
        where q.kind in ('transfer', 'reversal')
          and ((q.status in ('scheduled', 'failed') and q.next_attempt_at <= p_now)
               or (q.status = 'processing' and q.claimed_at < p_now - interval '2 minutes'))
          and (q.kind = 'reversal' or exists (
                select 1 from public.payout_accounts a
                 where a.vendor_id = q.vendor_id and a.state = 'payouts_enabled'))
        order by q.next_attempt_at, q.id
        limit greatest(1, least(p_limit, 100))
        for update skip locked)
    returning e.*
  )
  select c.id, c.kind, c.booking_id, c.vendor_id, c.amount_cents, c.attempts, c.refusals, a.stripe_account_id,
         t.provider_id
    from claimed c
    join public.payout_accounts a on a.vendor_id = c.vendor_id
    left join public.payout_ledger t on t.id = c.transfer_entry_id
   order by c.id
$$;

-- The provider's answer for a claimed entry. Success (p_provider_id): succeeded, whatever state it was in
-- except void (the webhook's transfer.created may report it first or again: idempotent). Failure
-- (p_error): failed, retried after 1, 2, 4 … minutes (at most 6 hours apart); p_refused when the provider
-- refused it (nothing moved, the next attempt uses a new key); only a processing entry fails, so a late
-- error never undoes a success.
create or replace function public.finish_payout_entry(
  p_id bigint, p_provider_id text default null, p_error text default null, p_refused boolean default false,
  p_now timestamptz default now()
)
returns public.payout_ledger
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.payout_ledger;
begin
  if (p_provider_id is null) = (p_error is null) then
    raise exception 'give either the provider id or the error' using errcode = '22023';
  end if;
  if p_provider_id is not null then
    update public.payout_ledger
       set status = 'succeeded', provider_id = p_provider_id, settled_at = coalesce(settled_at, p_now),
           last_error = null, next_attempt_at = null
     where id = p_id and status in ('scheduled', 'processing', 'failed')
    returning * into e;
  else
    update public.payout_ledger
       set status = 'failed', last_error = left(p_error, 2000), refusals = refusals + p_refused::integer,
           next_attempt_at = coalesce(claimed_at, p_now)
                             + least(interval '6 hours', interval '1 minute' * power(2, greatest(attempts - 1, 0)))
     where id = p_id and status = 'processing'
    returning * into e;
  end if;
  if not found then
    select * into e from public.payout_ledger where id = p_id;
  end if;
  return e;
end;
$$;

-- Payout accounts are written by the functions only (onboarding, account.updated).
create or replace function public.save_payout_account(
  p_vendor_id uuid, p_stripe_account_id text, p_payouts_enabled boolean, p_details_submitted boolean
)
returns public.payout_accounts
language sql
security definer
set search_path = ''
as $$
  insert into public.payout_accounts (vendor_id, stripe_account_id, state, details_submitted)
  values (p_vendor_id, p_stripe_account_id,
          case when p_payouts_enabled then 'payouts_enabled' else 'details_needed' end, p_details_submitted)
  on conflict (vendor_id) do update
     set state = excluded.state, details_submitted = excluded.details_submitted, updated_at = now()
   where public.payout_accounts.stripe_account_id = excluded.stripe_account_id
  returning *
$$;

-- A vendor's earnings: paid out (transfers minus reversals that went through), scheduled (transfers on
-- their way, and what upcoming or just completed bookings will pay once the vendor can be paid), on hold
-- (completed bookings held while payouts are not enabled, and upcoming ones of such a vendor).
create or replace function public.vendor_earnings(p_vendor_id uuid)
returns table (paid_out_cents bigint, scheduled_cents bigint, on_hold_cents bigint, reversed_cents bigint,
               failed_count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with l as (
    select coalesce(sum(e.amount_cents) filter (where e.kind = 'transfer' and e.status = 'succeeded'), 0) as sent,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'reversal' and e.status = 'succeeded'), 0) as reversed,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'transfer'
                                                  and e.status in ('scheduled', 'processing', 'failed')), 0) as sending,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'hold' and e.status = 'held'), 0) as held,
           count(*) filter (where e.status = 'failed') as failed
      from public.payout_ledger e
     where e.vendor_id = p_vendor_id
  ), upcoming as (
    select coalesce(sum(greatest(0, public.booking_cents(b.total_amount) - b.refunded_cents)), 0) as cents
      from public.bookings b
     where b.vendor_id = p_vendor_id and b.payment_intent_id is not null
       and (b.payment_status = 'paid'
            or (b.payment_status = 'completed'
                and not exists (select 1 from public.payout_ledger e
                                 where e.booking_id = b.id and e.kind in ('transfer', 'hold'))))
  ), account as (
    select exists (select 1 from public.payout_accounts a
                    where a.vendor_id = p_vendor_id and a.state = 'payouts_enabled') as enabled
  )
  select l.sent - l.reversed,
         l.sending + case when account.enabled then upcoming.cents else 0 end,
         l.held + case when account.enabled then 0 else upcoming.cents end,
         l.reversed,
         l.failed
    from l, upcoming, account
$$;

-- A vendor's payouts, newest first: one per booking (the transfer, or the hold while payouts are not
-- enabled), with the booking it pays and what was reversed from it since.
create or replace function public.vendor_payouts(p_vendor_id uuid, p_limit integer default 10, p_offset integer default 0)
returns table (
  entry_id bigint, booking_id uuid, kind text, status text, amount_cents integer, reversed_cents bigint,
  provider_id text, created_at timestamptz, settled_at timestamptz, booking_date date, booking_time time,
  customer_name text, selected_packages text, subtotal_cents bigint, refunded_cents integer, total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.booking_id, e.kind, e.status, e.amount_cents,
         (select coalesce(sum(r.amount_cents), 0) from public.payout_ledger r
           where r.transfer_entry_id = e.id and r.status = 'succeeded'),
         e.provider_id, e.created_at, e.settled_at, b.booking_date, b.booking_time, b.customer_name,
         b.selected_packages, public.booking_cents(b.total_amount), b.refunded_cents,
         count(*) over ()
    from public.payout_ledger e
    join public.bookings b on b.id = e.booking_id
   where e.vendor_id = p_vendor_id
     and (e.kind = 'transfer' or (e.kind = 'hold' and e.status = 'held'))
     and e.status <> 'void'
   order by e.created_at desc, e.id desc
   limit greatest(1, least(p_limit, 100)) offset greatest(0, p_offset)
$$;

-- The admin's payouts overview, over every booking paid by card: what hosts paid, the fees, refunds,
-- what vendors are owed and got, and the platform's profit = paid − refunded − the vendors' share
-- (the 5% fees, less fees refunded, plus what cancellations kept). Every figure in cents.
create or replace function public.admin_payouts_overview()
returns table (
  paid_bookings bigint, charged_cents bigint, fee_cents bigint, refunded_cents bigint, vendor_share_cents bigint,
  transferred_cents bigint, reversed_cents bigint, scheduled_cents bigint, on_hold_cents bigint,
  failed_count bigint, failed_cents bigint, platform_profit_cents bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with b as (
    select count(*) as n,
           coalesce(sum(public.booking_paid_cents(b)), 0) as charged,
           coalesce(sum(public.booking_cents(coalesce(b.processing_fee, 0))), 0) as fees,
           coalesce(sum(b.refunded_cents), 0) as refunded,
           coalesce(sum(case when b.payment_status in ('paid', 'completed')
                             then greatest(0, public.booking_cents(b.total_amount) - b.refunded_cents)
                             else 0 end), 0) as share
      from public.bookings b
     where b.payment_intent_id is not null and b.payment_status in ('paid', 'completed', 'cancelled')
  ), l as (
    select coalesce(sum(e.amount_cents) filter (where e.kind = 'transfer' and e.status = 'succeeded'), 0) as sent,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'reversal' and e.status = 'succeeded'), 0) as reversed,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'transfer'
                                                  and e.status in ('scheduled', 'processing', 'failed')), 0) as sending,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'hold' and e.status = 'held'), 0) as held,
           count(*) filter (where e.status = 'failed') as failed,
           coalesce(sum(e.amount_cents) filter (where e.status = 'failed'), 0) as failed_cents
      from public.payout_ledger e
  )
  select b.n, b.charged, b.fees, b.refunded, b.share, l.sent, l.reversed, l.sending, l.held, l.failed,
         l.failed_cents, b.charged - b.refunded - b.share
    from b, l
$$;

-- The latest failed transfers and reversals (admin; read through the ledger's row security).
create or replace function public.admin_payout_failures(p_limit integer default 20)
returns table (
  entry_id bigint, kind text, booking_id uuid, vendor_id uuid, vendor_name text, amount_cents integer,
  attempts integer, last_error text, next_attempt_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.kind, e.booking_id, e.vendor_id, v.name, e.amount_cents, e.attempts, e.last_error, e.next_attempt_at
    from public.payout_ledger e
    join public.vendors v on v.id = e.vendor_id
   where e.status = 'failed'
   order by e.next_attempt_at desc nulls last, e.id desc
   limit greatest(1, least(p_limit, 100))
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create unique index payout_ledger_one_transfer on public.payout_ledger (booking_id) where kind = 'transfer';

create unique index payout_ledger_one_hold on public.payout_ledger (booking_id) where kind = 'hold';

create unique index payout_ledger_one_open_reversal on public.payout_ledger (booking_id)
  where kind = 'reversal' and status in ('scheduled', 'processing', 'failed');

create index payout_ledger_vendor_idx on public.payout_ledger (vendor_id, id desc);

create index payout_ledger_due_idx on public.payout_ledger (next_attempt_at)
  where status in ('scheduled', 'processing', 'failed');

create index payout_ledger_held_idx on public.payout_ledger (vendor_id) where status = 'held';

-- Policies --------------------------------------------------------------------------------------------

create policy "payout_accounts: owning vendor and admins read" on public.payout_accounts
  for select to authenticated
  using ((select public.is_admin())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "payout_ledger: owning vendor and admins read" on public.payout_ledger
  for select to authenticated
  using ((select public.is_admin())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.payout_accounts from anon, authenticated;
grant select on public.payout_accounts to authenticated;
revoke all on public.payout_ledger from anon, authenticated;
grant select on public.payout_ledger to authenticated;
revoke all on function public.booking_vendor_due_cents(public.bookings) from public, anon, authenticated;
revoke all on function public.schedule_payouts(timestamptz) from public, anon, authenticated;
revoke all on function public.claim_payout_entries(timestamptz, integer) from public, anon, authenticated;
revoke all on function public.finish_payout_entry(bigint, text, text, boolean, timestamptz) from public, anon, authenticated;
revoke all on function public.save_payout_account(uuid, text, boolean, boolean) from public, anon, authenticated;
revoke all on function public.vendor_earnings(uuid) from public, anon;
revoke all on function public.vendor_payouts(uuid, integer, integer) from public, anon;
revoke all on function public.admin_payouts_overview() from public, anon;
revoke all on function public.admin_payout_failures(integer) from public, anon;
grant execute on function public.vendor_earnings(uuid) to authenticated;
grant execute on function public.vendor_payouts(uuid, integer, integer) to authenticated;
grant execute on function public.admin_payouts_overview() to authenticated;
grant execute on function public.admin_payout_failures(integer) to authenticated;

-- ==== supabase/schemas/60_newsletter.sql ====

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

-- ==== supabase/schemas/70_storage.sql ====

-- Storage: the vendor-photos bucket's rules on storage.objects (the bucket row itself is data:
-- supabase/migrations/20261122000020_storage_bucket_and_schedule.sql). Photos are stored only by the
-- upload-vendor-photo Edge Function (service role), which checks the caller owns a listing, the folder, the
-- size and the bytes; signed-in users list and delete their own files. A public bucket serves
-- /object/public/<bucket>/<path> without asking these policies.

-- Functions -------------------------------------------------------------------------------------------

-- The bucket's types on the rows too, so the rule holds even if the bucket's settings are edited later: an
-- object row of vendor-photos must say it is JPEG, PNG, WebP or GIF.
create or replace function public.vendor_photo_type_check() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.bucket_id = 'vendor-photos' and new.metadata is not null
     and coalesce(lower(new.metadata ->> 'mimetype'), '') not in ('image/jpeg', 'image/png', 'image/webp', 'image/gif') then
    raise exception 'vendor-photos takes JPEG, PNG, WebP or GIF images only'
      using errcode = '22023';
  end if;
  return new;
end $$;

-- Triggers --------------------------------------------------------------------------------------------

create trigger vendor_photo_type_check
  before insert or update of metadata on storage.objects
  for each row execute function public.vendor_photo_type_check();

-- Policies --------------------------------------------------------------------------------------------

create policy "vendor-photos: delete own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "vendor-photos: owners see their own files" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-photos' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on function public.vendor_photo_type_check() from public, anon, authenticated;

-- ==== supabase/schemas/80_operator.sql ====

-- Operator dashboards: /admin/bookings, /admin and the vendor dashboard read one page at a time, filtered
-- and searched in SQL, and their summary cards come from one aggregate that is exact over every row matching
-- the filters (the API returns at most [api] max_rows rows per request).
--
-- booking_search        the bookings matching the filters (security invoker: RLS decides, so an admin
--                       sees every booking and a vendor its own); the client pages and sorts it with the
--                       API's order/limit/offset, which PostgreSQL pushes into the function (inlined SQL).
-- booking_search_page   one page of it by keyset, for deep pages.
-- booking_summary       the six figures of /admin/bookings and the four of /vendor for the same filters,
--                       from booking_daily_totals for whole days when no vendor or search narrows the rows.
-- admin_vendor_search   the vendors matching /admin's filters with first photo and lowest package price.
-- admin_vendor_cities   the location filter's options.

-- Tables ----------------------------------------------------------------------------------------------

-- Per UTC day of created_at and status: how many bookings, their amounts and the platform's share. Kept by
-- statement-level triggers in the same transaction as the change, so it is always exact.
create table public.booking_daily_totals (
  day date not null,
  payment_status text not null,
  bookings bigint not null,
  amount_cents bigint not null,
  profit_cents bigint not null,
  primary key (day, payment_status)
);

alter table public.booking_daily_totals enable row level security;

-- Views -----------------------------------------------------------------------------------------------

-- /admin: a vendor with its first photo (storage path) and lowest package price, under the vendors
-- policies (security_invoker), so only admins see every listing.
-- The vendors columns are listed: time_zone is not among them (the admin list does not show it).
create view public.vendor_overview with (security_invoker = true) as
select v.id, v.user_id, v.name, v.email, v.phone, v.servicetype, v.experience, v.qualifications, v.bio,
       v.cities_served, v.photos, v.status, v.created_at, v.submitted_at, v.extra_charge_weekday_night,
       v.extra_charge_weekend, v.extra_charge_weekend_night, v.rejection_reason, v.status_changed_by,
       v.status_changed_at, v.updated_at,
       v.photos[1] as first_photo,
       (select min(p.price) from public."Packages" p where p.vendor_id = v.id) as lowest_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count
  from public.vendors v;

-- Functions -------------------------------------------------------------------------------------------

-- (No `set search_path`, so that the functions below stay inlinable; it calls only pg_catalog functions.)
create or replace function public.search_pattern(p_search text)
returns text
language sql
immutable
as $$
  select case when nullif(btrim(p_search), '') is null then null
              else '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
         end
$$;

-- The text the dashboards' search box looks in: customer name, e-mail, packages, add-ons, event location
-- and special instructions (spec part 2), joined by a character nobody types (no match across two fields).
create or replace function public.booking_haystack(
  p_customer_name text, p_customer_email text, p_packages text, p_addons text, p_location text, p_instructions text
)
returns text
language sql
immutable
as $$
  select concat_ws(chr(31), p_customer_name, p_customer_email, p_packages, p_addons, p_location, p_instructions)
$$;

-- Keeps booking_daily_totals from the rows each statement inserted, updated or deleted (transition tables).
create or replace function public.track_booking_daily_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One statement per event, rows taken in key order (no deadlock between two writers); a change that
  -- moves nothing (an update of other columns) touches no row.
  if tg_op = 'INSERT' then
    insert into public.booking_daily_totals as t (day, payment_status, bookings, amount_cents, profit_cents)
    select (n.created_at at time zone 'UTC')::date, n.payment_status, count(*),
           sum(public.booking_cents(n.total_amount)),
           sum(public.platform_profit_cents(public.booking_cents(n.total_amount)))
      from new_rows n group by 1, 2 order by 1, 2
    on conflict (day, payment_status) do update
      set bookings = t.bookings + excluded.bookings, amount_cents = t.amount_cents + excluded.amount_cents,
          profit_cents = t.profit_cents + excluded.profit_cents;
  elsif tg_op = 'DELETE' then
    insert into public.booking_daily_totals as t (day, payment_status, bookings, amount_cents, profit_cents)
    select (o.created_at at time zone 'UTC')::date, o.payment_status, -count(*),
           -sum(public.booking_cents(o.total_amount)),
           -sum(public.platform_profit_cents(public.booking_cents(o.total_amount)))
      from old_rows o group by 1, 2 order by 1, 2
    on conflict (day, payment_status) do update
      set bookings = t.bookings + excluded.bookings, amount_cents = t.amount_cents + excluded.amount_cents,
          profit_cents = t.profit_cents + excluded.profit_cents;
  else
    insert into public.booking_daily_totals as t (day, payment_status, bookings, amount_cents, profit_cents)
    select d.day, d.payment_status, sum(d.n), sum(d.c), sum(d.p)
      from (select (n.created_at at time zone 'UTC')::date as day, n.payment_status, 1 as n,
                   public.booking_cents(n.total_amount) as c,
                   public.platform_profit_cents(public.booking_cents(n.total_amount)) as p
              from new_rows n
            union all
            select (o.created_at at time zone 'UTC')::date, o.payment_status, -1,
                   -public.booking_cents(o.total_amount),
                   -public.platform_profit_cents(public.booking_cents(o.total_amount))
              from old_rows o) d
     group by 1, 2
    having sum(d.n) <> 0 or sum(d.c) <> 0 or sum(d.p) <> 0
     order by 1, 2
    on conflict (day, payment_status) do update
      set bookings = t.bookings + excluded.bookings, amount_cents = t.amount_cents + excluded.amount_cents,
          profit_cents = t.profit_cents + excluded.profit_cents;
  end if;
  return null;
end;
$$;

-- The summary cards for the same filters as booking_search. Admins may ask about any bookings; a vendor
-- only about its own listing (p_vendor_id of a vendor it owns); anyone else gets 42501.
-- Revenue is the amount of pending, paid and completed bookings; platform profit 5% of each of those,
-- rounded per booking (shared-domain bookingStats).
create or replace function public.booking_summary(
  p_vendor_id uuid default null,
  p_statuses text[] default null,
  p_search text default null,
  p_created_from timestamptz default null,
  p_created_to timestamptz default null
)
returns table (
  total_bookings bigint,
  revenue_cents bigint,
  platform_profit_cents bigint,
  completed bigint,
  pending bigint,
  paid bigint,
  cancelled bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lo timestamptz := coalesce(p_created_from, '-infinity');
  v_hi timestamptz := coalesce(p_created_to, 'infinity');
  v_day_lo timestamptz;
  v_day_hi timestamptz;
  v_revenue constant text[] := array['pending', 'paid', 'completed'];
begin
  if not (public.is_admin() or (p_vendor_id is not null and exists (
      select 1 from public.vendors v where v.id = p_vendor_id and v.user_id = auth.uid()))) then
    raise exception 'Only admins and the listing''s owner can see these totals' using errcode = '42501';
  end if;
  -- Whole UTC days inside [v_lo, v_hi) come from booking_daily_totals; the part days at either end, and
  -- any vendor or search filter, from the bookings themselves.
  v_day_lo := case when v_lo = '-infinity' then v_lo
                   when v_lo = date_trunc('day', v_lo, 'UTC') then v_lo
                   else date_trunc('day', v_lo, 'UTC') + interval '1 day' end;
  v_day_hi := case when v_hi = 'infinity' then v_hi else date_trunc('day', v_hi, 'UTC') end;
  if p_vendor_id is not null or public.search_pattern(p_search) is not null or v_day_lo >= v_day_hi then
    return query
    select count(*),
           coalesce(sum(public.booking_cents(b.total_amount)) filter (where b.payment_status = any (v_revenue)), 0)::bigint,
           coalesce(sum(public.platform_profit_cents(public.booking_cents(b.total_amount)))
                      filter (where b.payment_status = any (v_revenue)), 0)::bigint,
           count(*) filter (where b.payment_status = 'completed'),
           count(*) filter (where b.payment_status = 'pending'),
           count(*) filter (where b.payment_status = 'paid'),
           count(*) filter (where b.payment_status = 'cancelled')
      from public.booking_search(p_vendor_id, p_statuses, p_search, p_created_from, p_created_to) b;
    return;
  end if;
  return query
  with parts as (
    select t.payment_status, t.bookings as n, t.amount_cents as c, t.profit_cents as p
      from public.booking_daily_totals t
     where (p_statuses is null or t.payment_status = any (p_statuses))
       and t.day >= (v_day_lo at time zone 'UTC')::date
       and t.day < (v_day_hi at time zone 'UTC')::date
    union all
    select b.payment_status, 1, public.booking_cents(b.total_amount),
           public.platform_profit_cents(public.booking_cents(b.total_amount))
      from public.bookings b
     where (p_statuses is null or b.payment_status = any (p_statuses))
       and ((b.created_at >= v_lo and b.created_at < v_day_lo) or (b.created_at >= v_day_hi and b.created_at < v_hi))
  )
  select coalesce(sum(x.n), 0)::bigint,
         coalesce(sum(x.c) filter (where x.payment_status = any (v_revenue)), 0)::bigint,
         coalesce(sum(x.p) filter (where x.payment_status = any (v_revenue)), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'completed'), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'pending'), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'paid'), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'cancelled'), 0)::bigint
    from parts x;
end;
$$;

-- /admin's filters: status, service type (case and spaces ignored), a city served, available on a date,
-- and a search of name and e-mail. The client pages and sorts it with order/limit/offset.
create or replace function public.admin_vendor_search(
  p_status text default null,
  p_service_type text default null,
  p_city text default null,
  p_available_on date default null,
  p_search text default null
)
returns setof public.vendor_overview
language sql
stable
security invoker
as $$
  select o.*
    from public.vendor_overview o
   where (p_status is null or o.status = p_status)
     and (p_service_type is null or lower(btrim(o.servicetype)) = lower(btrim(p_service_type)))
     and (p_city is null or o.cities_served @> array[p_city])
     and (p_available_on is null or exists (
           select 1 from public.availability a
            where a.vendor_id = o.id and a.date = p_available_on and a.is_available))
     and (public.search_pattern(p_search) is null
          or o.name ilike public.search_pattern(p_search) or o.email ilike public.search_pattern(p_search))
$$;

-- The location filter's options: every city some visible vendor serves, once, sorted.
create or replace function public.admin_vendor_cities()
returns setof text
language sql
stable
security invoker
as $$
  select distinct c from public.vendors v cross join lateral unnest(v.cities_served) c where btrim(c) <> '' order by 1
$$;

-- One page of booking_search ordered by p_sort then id, for deep pages: it finds the page's ids first (an
-- index-only scan for the default sort) and reads only the page's bookings, where the API's offset would read
-- and embed every booking before the page. RLS applies (security invoker). The client still orders the answer
-- (a function's rows have no order of their own).
create or replace function public.booking_search_page(
  p_vendor_id uuid default null,
  p_statuses text[] default null,
  p_search text default null,
  p_created_from timestamptz default null,
  p_created_to timestamptz default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_offset integer default 0,
  p_limit integer default 20
)
returns setof public.bookings
language plpgsql
stable
security invoker
-- One page (20 on /admin/bookings): without it the planner expects 1,000 rows and joins the API's vendor embed by
-- reading every vendor.
rows 20
set search_path = ''
as $$
declare
  v_direction text := case when p_ascending then 'asc' else 'desc' end;
begin
  if p_sort is null or p_sort not in ('created_at', 'booking_date', 'total_amount') then
    raise exception 'p_sort must be created_at, booking_date or total_amount' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'p_offset must be 0 or more and p_limit between 1 and 1000' using errcode = '22023';
  end if;
  -- Dynamic only in the (whitelisted) sort column and direction; planned per call like the filters themselves.
  return query execute format(
    'select b.*
       from public.bookings b
       join (select s.id, s.%1$I as k
               from public.booking_search($1, $2, $3, $4, $5) s
              order by s.%1$I %2$s, s.id
              limit $6 offset $7) p on p.id = b.id
      order by p.k %2$s, b.id',
    p_sort, v_direction)
  using p_vendor_id, p_statuses, p_search, p_created_from, p_created_to, p_limit, p_offset;
end;
$$;

-- booking_haystack without the e-mail: an e-mail search through the trigram index over every field would
-- intersect the posting lists of trigrams every booking has (the shared domain part), so booking_search_ids
-- finds a search T = L@R (L at least 3 characters, no field separator) field by field instead, which is the
-- same set (T cannot span two fields of booking_haystack, they are joined by chr(31)):
--    - the other fields (name, packages, add-ons, location, instructions) through their own trigram index, where
--      e-mail trigrams are rare;
--    - customer_email: an address with one '@' contains L@R exactly when its local part ends with L and its domain
--      starts with R, so the b-tree on the reversed, lower-cased local part gives the candidates by prefix, and
--      the whole search is checked on them; addresses with more than one '@' (a partial index, normally empty)
--      are checked whole;
--    - the vendor's name.
--    Any other search goes through the trigram index of booking_haystack.
create or replace function public.booking_haystack_without_email(
  p_customer_name text, p_packages text, p_addons text, p_location text, p_instructions text
)
returns text
language sql
immutable
as $$
  select concat_ws(chr(31), p_customer_name, p_packages, p_addons, p_location, p_instructions)
$$;

create or replace function public.booking_search_ids(p_search text)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := btrim(p_search);
  v_pattern text := public.search_pattern(p_search);
  v_local text := split_part(btrim(p_search), '@', 1);
  v_ids uuid[];
begin
  if v_pattern is null then
    return '{}';
  end if;
  if char_length(v_local) >= 3 and strpos(v_term, '@') > 0 and strpos(v_term, chr(31)) = 0 then
    -- The local part's prefix is a literal of the statement (EXECUTE), so the planner turns LIKE 'prefix%' into a
    -- range of the b-tree.
    execute format(
      $q$select coalesce(array_agg(distinct m.id), '{}')
           from (select s.id, s.user_id, s.vendor_id from public.bookings s
                  where public.booking_haystack_without_email(s.customer_name, s.selected_packages, s.selected_addons,
                                                              s.event_location, s.special_instructions) ilike $1
                 union all
                 select s.id, s.user_id, s.vendor_id from public.bookings s
                  where reverse(lower(split_part(s.customer_email, '@', 1))) like %L
                    and s.customer_email ilike $1
                 union all
                 select s.id, s.user_id, s.vendor_id from public.bookings s
                  where s.customer_email like '%%@%%@%%' and s.customer_email ilike $1
                 union all
                 select s.id, s.user_id, s.vendor_id from public.bookings s
                   join public.vendors v on v.id = s.vendor_id
                  where v.name ilike $1) m
          where public.is_admin() or m.user_id = auth.uid()
             or m.vendor_id in (select o.id from public.vendors o where o.user_id = auth.uid())$q$,
      replace(replace(replace(reverse(lower(v_local)), '\', '\\'), '%', '\%'), '_', '\_') || '%')
    into v_ids
    using v_pattern;
    return v_ids;
  end if;
  select coalesce(array_agg(m.id), '{}')
    into v_ids
    from (select s.id, s.user_id, s.vendor_id from public.bookings s
           where public.booking_haystack(s.customer_name, s.customer_email, s.selected_packages, s.selected_addons,
                                         s.event_location, s.special_instructions) ilike v_pattern
          union
          select s.id, s.user_id, s.vendor_id from public.bookings s
            join public.vendors v on v.id = s.vendor_id
           where v.name ilike v_pattern) m
   where public.is_admin() or m.user_id = auth.uid()
      or m.vendor_id in (select o.id from public.vendors o where o.user_id = auth.uid());
  return v_ids;
end;
$$;

-- The bookings matching the filters (see the file's head). The search's ids are collected once per call: as a
-- scalar subquery booking_search_ids is an InitPlan, computed once, and still an index condition
-- (id = any ($1)) on the primary key, where a direct comparison would run the function again for every row a
-- scan reads.
create or replace function public.booking_search(
  p_vendor_id uuid default null,
  p_statuses text[] default null,
  p_search text default null,
  p_created_from timestamptz default null,
  p_created_to timestamptz default null
)
returns setof public.bookings
language sql
stable
security invoker
as $$
  -- The search is a constant of the call: without one its condition folds away and the page is read in
  -- the order asked for straight from an index; with one, the matching ids are collected once
  -- (booking_search_ids, trigram indexes) and their rows read by primary key.
  select b.*
    from public.bookings b
   where (p_vendor_id is null or b.vendor_id = p_vendor_id)
     and (p_statuses is null or b.payment_status = any (p_statuses))
     and (p_created_from is null or b.created_at >= p_created_from)
     and (p_created_to is null or b.created_at < p_created_to)
     and (public.search_pattern(p_search) is null or b.id = any ((select public.booking_search_ids(p_search))::uuid[]))
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index vendors_name_trgm_idx on public.vendors using gin (name extensions.gin_trgm_ops);

create index vendors_email_trgm_idx on public.vendors using gin (email extensions.gin_trgm_ops);

create index bookings_status_created_at_idx on public.bookings (payment_status, created_at desc);

create index bookings_booking_date_idx on public.bookings (booking_date desc, booking_time desc);

create index bookings_total_amount_idx on public.bookings (total_amount desc);

create index vendors_created_at_idx on public.vendors (created_at desc);

create index bookings_search_trgm_idx on public.bookings using gin (
  public.booking_haystack(customer_name, customer_email, selected_packages, selected_addons, event_location,
                          special_instructions) extensions.gin_trgm_ops);

-- /admin/bookings' default order complete (created_at desc, then id, so pages never overlap): a page comes in
-- index order without sorting a group of equal created_at. It includes user_id and vendor_id, the columns the
-- bookings select policy reads, so a page's ids come from the index alone (booking_search_page).
create index bookings_created_at_id_idx on public.bookings (created_at desc, id) include (user_id, vendor_id);

create index bookings_search_other_trgm_idx on public.bookings using gin (
  public.booking_haystack_without_email(customer_name, selected_packages, selected_addons, event_location,
                                        special_instructions) extensions.gin_trgm_ops);

create index bookings_email_local_reversed_idx on public.bookings
  (reverse(lower(split_part(customer_email, '@', 1))) text_pattern_ops);

create index bookings_email_several_at_idx on public.bookings (id) where customer_email like '%@%@%';

-- Triggers --------------------------------------------------------------------------------------------

create trigger bookings_daily_totals_insert after insert on public.bookings
  referencing new table as new_rows for each statement execute function public.track_booking_daily_totals();

create trigger bookings_daily_totals_update after update on public.bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.track_booking_daily_totals();

create trigger bookings_daily_totals_delete after delete on public.bookings
  referencing old table as old_rows for each statement execute function public.track_booking_daily_totals();

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.booking_daily_totals from anon, authenticated;
grant all on public.booking_daily_totals to service_role;
revoke all on function public.track_booking_daily_totals() from public, anon, authenticated;
grant select on public.vendor_overview to authenticated;
revoke all on function public.booking_search_ids(text) from public, anon;
revoke all on function public.booking_search(uuid, text[], text, timestamptz, timestamptz) from public, anon;
revoke all on function public.booking_summary(uuid, text[], text, timestamptz, timestamptz) from public, anon;
revoke all on function public.admin_vendor_search(text, text, text, date, text) from public, anon;
revoke all on function public.admin_vendor_cities() from public, anon;
grant execute on function public.booking_search_ids(text) to authenticated;
grant execute on function public.booking_search(uuid, text[], text, timestamptz, timestamptz) to authenticated;
grant execute on function public.booking_summary(uuid, text[], text, timestamptz, timestamptz) to authenticated;
grant execute on function public.admin_vendor_search(text, text, text, date, text) to authenticated;
grant execute on function public.admin_vendor_cities() to authenticated;
revoke all on function public.booking_search_page(uuid, text[], text, timestamptz, timestamptz, text, boolean, integer, integer)
  from public, anon;
grant execute on function public.booking_search_page(uuid, text[], text, timestamptz, timestamptz, text, boolean, integer, integer)
  to authenticated;