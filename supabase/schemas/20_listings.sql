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
alter table public.vendors add constraint vendors_experience_range check (experience between 0 and 80) not valid;
alter table public.vendors add constraint vendors_user_text check (
    public.user_text_ok(name, true) and public.user_text_ok(servicetype, true) and public.user_text_ok(email)
    and public.user_text_ok(phone) and public.user_text_ok(bio) and public.user_text_ok(qualifications, true)
    and public.user_text_ok(rejection_reason)
  ) not valid;

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
  ),
  max_guests integer,
  max_hours integer
);
comment on column public."Packages".max_hours is
  'Most hours a host may choose for a per_hour package; null means 12.';
comment on column public."Packages".max_guests is 'Most guests the package takes; null means 1,000.';
alter table public."Packages" enable row level security;
alter table public."Packages" add constraint packages_max_guests_range check (max_guests between 1 and 100000);
alter table public."Packages" add constraint packages_max_hours_range check (
    max_hours between 1 and 24 and (minimum_hours is null or max_hours >= minimum_hours)
  );
alter table public."Packages" add constraint packages_amounts_limit check (
    price <= 1000000
    and coalesce(minimum_spend, 0) <= 1000000
    and coalesce(extra_charge_weekday_night, 0) <= 1000000
    and coalesce(extra_charge_weekend_night, 0) <= 1000000
    and coalesce(extra_charge_weekend, 0) <= 1000000
  );
alter table public."Packages" add constraint packages_user_text check (public.user_text_ok(name, true) and public.user_text_ok(description))
  not valid;

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
alter table public.addons add constraint addons_user_text check (public.user_text_ok(item, true)) not valid;

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
alter table public.availability add constraint availability_user_text check (public.user_text_ok(time_slot_text)) not valid;

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
alter table public.time_slot_templates add constraint time_slot_templates_user_text check (public.user_text_ok(display_text)) not valid;

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
  approved_vendors integer not null check (approved_vendors >= 0),
  all_vendors integer not null default 0
  check (all_vendors >= 0)
);
alter table public.browse_city_counts enable row level security;

-- The places a vendor may serve (vendors.cities_served): 'City, ST', the list the location step suggests.
-- Its rows come from the migration supabase/scripts/gen-served-places.ts writes; read through
-- public.are_served_places only.
create table public.served_places (
  label text primary key check (char_length(label) <= 120)
);
alter table public.served_places enable row level security;

create table if not exists public.favourites (
  host_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (host_id, vendor_id)
);
alter table public.favourites enable row level security;
comment on table public.favourites is
  'Vendors a user saved with the heart. Own rows only (RLS); at most 500 per user (favourites_limit).';

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
  owner_id uuid;
begin
  select v.user_id into owner_id from public.vendors v where v.id = p_vendor_id for update;
  if not found or owner_id is distinct from auth.uid() then
    raise exception 'not the owner of vendor %', p_vendor_id using errcode = '42501';
  end if;
  return public.vendor_for_caller(p_vendor_id);
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
  if jsonb_array_length(p_packages) = 0 then
    raise exception 'Please add at least one package.' using errcode = '22023';
  end if;
  perform public.lock_own_vendor(p_vendor_id);
  delete from public."Packages" where vendor_id = p_vendor_id;
  return query
    insert into public."Packages" (vendor_id, name, description, price, duration_hours, charging_type,
      minimum_hours, minimum_spend, extra_charge_weekday_night, extra_charge_weekend_night, extra_charge_weekend,
      max_guests, max_hours)
    select p_vendor_id, r.name, r.description, r.price, r.duration_hours, coalesce(r.charging_type, 'per_hour'),
      r.minimum_hours, r.minimum_spend, r.extra_charge_weekday_night, r.extra_charge_weekend_night,
      r.extra_charge_weekend, r.max_guests, r.max_hours
    from jsonb_to_recordset(p_packages) as r(
      name text, description text, price numeric, duration_hours integer, charging_type text,
      minimum_hours integer, minimum_spend numeric, extra_charge_weekday_night numeric,
      extra_charge_weekend_night numeric, extra_charge_weekend numeric, max_guests integer, max_hours integer)
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
   where id = p_vendor_id;
  if not found then
    raise exception 'vendor % not found', p_vendor_id using errcode = 'P0002';
  end if;
  return public.vendor_for_caller(p_vendor_id);
end;
$$;

-- Card price (spec part 1, section 9): the lowest positive value across the vendor's packages of
-- price (per_event), minimum_spend (per_guest), minimum_hours (default 1) * price (per_hour); null = 'Custom pricing'.
create or replace function public.vendor_card_price(p_vendor_id uuid)
returns numeric
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return (
    select min(v) from (
      select case p.charging_type
               when 'per_event' then p.price
               when 'per_guest' then p.minimum_spend
               when 'per_hour' then coalesce(p.minimum_hours, 1) * p.price
             end as v
        from public."Packages" p
       where p.vendor_id = p_vendor_id
    ) c
    where v > 0);
end;
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
  was_all text[] := '{}';
  now_all text[] := '{}';
begin
  if tg_op <> 'INSERT' then
    was_all := array(select distinct c from unnest(old.cities_served) c where btrim(c) <> '');
    if old.status = 'approved' then was := was_all; end if;
  end if;
  if tg_op <> 'DELETE' then
    now_all := array(select distinct c from unnest(new.cities_served) c where btrim(c) <> '');
    if new.status = 'approved' then now_in := now_all; end if;
  end if;
  -- Lock the rows in city order first, so that two vendors changing the same cities at once cannot deadlock.
  perform 1 from public.browse_city_counts k where k.city = any (was_all || now_all) order by k.city for update;
  update public.browse_city_counts k
     set approved_vendors = k.approved_vendors - (k.city = any (was) and k.city <> all (now_in))::integer,
         all_vendors = k.all_vendors - (k.city = any (was_all) and k.city <> all (now_all))::integer
   where (k.city = any (was) and k.city <> all (now_in)) or (k.city = any (was_all) and k.city <> all (now_all));
  insert into public.browse_city_counts as k (city, approved_vendors, all_vendors)
  select c, (c = any (now_in) and c <> all (was))::integer, 1
    from unnest(now_all) c where c <> all (was_all) order by c
  on conflict (city) do update
    set approved_vendors = k.approved_vendors + excluded.approved_vendors, all_vendors = k.all_vendors + 1;
  -- a city this listing kept while its approval changed
  update public.browse_city_counts k
     set approved_vendors = k.approved_vendors + 1
   where k.city = any (now_in) and k.city <> all (was) and k.city = any (was_all);
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
  update public.vendors set status = 'pending_approval' where id = p_vendor_id;
  return public.vendor_for_caller(p_vendor_id);
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
  update public.vendors set status = 'edit_listing' where id = p_vendor_id;
  return public.vendor_for_caller(p_vendor_id);
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

-- Guests at most the package's maximum; a duration the host chooses is in half hours up to the package's
-- maximum (a fixed-duration package, per_event or per_guest with duration_hours, sets it itself).
create or replace function public.bookings_within_package_limits()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  p record;
  most integer;
begin
  if new.package_id is null then
    return new;
  end if;
  select charging_type, duration_hours, max_guests, max_hours into p
    from public."Packages" where id = new.package_id;
  if not found then
    return new;
  end if;
  most := coalesce(p.max_guests, 1000);
  if new.guest_count > most then
    raise exception using errcode = '23514',
      message = format('Maximum %s guest(s) for this package', to_char(most, 'FM999,999'));
  end if;
  if p.charging_type = 'per_hour' or coalesce(p.duration_hours, 0) <= 0 then
    if new.duration_hours * 2 <> trunc(new.duration_hours * 2) then
      raise exception using errcode = '23514', message = 'Hours must be in steps of half an hour';
    end if;
    most := coalesce(p.max_hours, 12);
    if new.duration_hours > most then
      raise exception using errcode = '23514', message = format('Maximum %s hour(s) for this package', most);
    end if;
  end if;
  return new;
end;
$$;

-- The one rule: a user who owns a listing (vendors.user_id) is never the host of a booking, hold, checkout or
-- review of it. Offers ([quotes]) and event-plan lines ([event-plan]) call refuse_own_listing the same way.
create or replace function public.is_own_listing(p_vendor_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id is not null
     and exists (select 1 from public.vendors v where v.id = p_vendor_id and v.user_id = p_user_id)
$$;
comment on function public.is_own_listing(uuid, uuid) is
  'True when p_user_id owns the listing p_vendor_id: that user may not book, pay for, review or otherwise deal with it as a host.';

-- Raises PT403 (HTTP 403, hint own_listing) with "This is your own listing: you can't <p_action> it."
-- p_action is the verb of what was refused: 'book', 'review', 'request a quote for', 'add … to an event plan'.
create or replace function public.refuse_own_listing(p_vendor_id uuid, p_user_id uuid, p_action text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.is_own_listing(p_vendor_id, p_user_id) then
    raise exception 'This is your own listing: you can''t % it.', p_action
      using errcode = 'PT403', hint = 'own_listing';
  end if;
end;
$$;

-- Reviews: the reviewer never owns the listing (a review of one's own listing lifts it in "sort by rating").
create or replace function public.reviews_not_own_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refuse_own_listing(new.vendor_id, new.user_id, 'review');
  return new;
end;
$$;

-- At most 500 favourites per user; the user's rows are locked in key order first, so two concurrent
-- inserts cannot both pass the count.
create or replace function public.favourites_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('favourites:' || new.host_id::text, 0));
  if (select count(*) from public.favourites f where f.host_id = new.host_id) >= 500 then
    raise exception 'You can save up to 500 favourites. Remove one to add another.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

-- Whether something uses a stored object. One branch per upload kind's bucket; unknown buckets count as used.
create or replace function public.upload_in_use(p_bucket_id text, p_object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case p_bucket_id
    when 'vendor-photos' then exists (
      select 1 from public.vendors v
       where split_part(p_object_name, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         and v.user_id = split_part(p_object_name, '/', 1)::uuid
         and p_object_name = any (v.photos))
    else true
  end
$$;

-- addon_selections holds [{id, quantity}]; the trigger rewrites it to [{id, item, quantity}] and sets the
-- joined names ('A, B', the order of the list). A package or add-on id that is not the vendor's is refused.
-- Rows without package_id (written before the command existed) keep their names.
create or replace function public.bookings_derive_selection()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  package_name text;
  derived jsonb;
  names text;
  wanted int;
  unreadable int;
begin
  if new.package_id is null then
    return new;
  end if;
  select p.name into package_name from public."Packages" p where p.id = new.package_id and p.vendor_id = new.vendor_id;
  if package_name is null then
    raise exception 'unknown package for this vendor' using errcode = '23503';
  end if;
  new.selected_packages := btrim(package_name);
  if jsonb_typeof(new.addon_selections) is distinct from 'array' or jsonb_array_length(new.addon_selections) = 0 then
    new.addon_selections := '[]'::jsonb;
    new.selected_addons := '';
    return new;
  end if;
  wanted := jsonb_array_length(new.addon_selections);
  select jsonb_agg(jsonb_build_object('id', a.id, 'item', btrim(a.item), 'quantity', q.quantity) order by e.ord),
         string_agg(btrim(a.item), ', ' order by e.ord),
         count(*) filter (where q.quantity is null)
    into derived, names, unreadable
    from jsonb_array_elements(new.addon_selections) with ordinality as e(value, ord)
    cross join lateral (
      select case when coalesce(e.value ->> 'quantity', '1') ~ '^[0-9]{1,5}$'
                  then greatest(1, coalesce(e.value ->> 'quantity', '1')::int) end as quantity
    ) q
    join public.addons a on a.id::text = e.value ->> 'id' and a.vendor_id = new.vendor_id;
  if derived is null or jsonb_array_length(derived) <> wanted or unreadable > 0 then
    raise exception 'unknown add-on or quantity for this vendor' using errcode = '23503';
  end if;
  new.addon_selections := derived;
  new.selected_addons := names;
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

create index if not exists favourites_host_created_idx
  on public.favourites (host_id, created_at desc, vendor_id);

-- The cascade from a deleted vendor looks rows up by vendor.
create index if not exists favourites_vendor_idx on public.favourites (vendor_id);

create index if not exists vendors_servicetype_key_idx on public.vendors (lower(btrim(servicetype)), created_at desc);

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

create trigger favourites_limit
  before insert on public.favourites
  for each row execute function public.favourites_limit();

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

create policy "favourites: own rows are read" on public.favourites
  for select to authenticated
  using (host_id = (select auth.uid()));

create policy "favourites: own rows of live listings are added" on public.favourites
  for insert to authenticated
  with check (host_id = (select auth.uid()) and public.listing_is_live(vendor_id));

create policy "favourites: own rows are removed" on public.favourites
  for delete to authenticated
  using (host_id = (select auth.uid()));

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

-- Ownership of any listing by any user is not the API's business: the caller's own answer is owns_vendor().
revoke all on function public.is_own_listing(uuid, uuid) from public, anon, authenticated;

revoke all on function public.refuse_own_listing(uuid, uuid, text) from public, anon, authenticated;

revoke all on function public.reviews_not_own_listing() from public, anon, authenticated;

revoke all on public.favourites from anon, authenticated;

grant select, insert, delete on public.favourites to authenticated;

grant all on public.favourites to service_role;

revoke execute on function public.favourites_limit() from public, anon, authenticated;

revoke all on function public.upload_in_use(text, text) from public, anon, authenticated;

revoke select on public.vendors from authenticated;

grant select (id, user_id, name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos,
              status, created_at, submitted_at, extra_charge_weekday_night, extra_charge_weekend,
              extra_charge_weekend_night, rejection_reason, status_changed_at, updated_at, time_zone)
  on public.vendors to authenticated;

revoke all on function public.bookings_derive_selection() from public, anon, authenticated;
