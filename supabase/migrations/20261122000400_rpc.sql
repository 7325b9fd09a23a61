-- Remote procedures (POST /rest/v1/rpc/<name>). Each runs in one transaction: all or nothing.
-- SECURITY INVOKER where the policies decide; DEFINER only for public read models and the reservation,
-- each with explicit checks and an empty search_path.

-- Listing edits -------------------------------------------------------------------------------

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

-- Review step: pending_approval, submitted_at now.
create or replace function public.submit_listing(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  perform public.lock_own_vendor(p_vendor_id);
  update public.vendors set status = 'pending_approval', submitted_at = now()
   where id = p_vendor_id
  returning * into v;
  return v;
end;
$$;

-- 'Edit Listing' on an approved listing: approved -> edit_listing. A listing under review cannot be edited.
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
  update public.vendors set status = 'edit_listing' where id = p_vendor_id returning * into v;
  return v;
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

-- Public read models ---------------------------------------------------------------------------

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

-- Browse: approved vendors, optionally available on p_date, serving p_city, of p_service_type
-- ('All' or null = any), newest first, with the card price and the total count of matches.
-- Dynamic SQL so each call is planned for the filters it has (index on status/created_at for the page,
-- GIN on cities_served, the availability index for the date); values are passed as parameters.
create or replace function public.browse_vendors(
  p_date date default null,
  p_city text default null,
  p_service_type text default null,
  p_limit integer default 24,
  p_offset integer default 0
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
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text := 'v.status = ''approved''';
  total bigint;
begin
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
  execute 'select count(*) from public.vendors v where ' || conditions into total using p_date, p_city, p_service_type;
  return query execute
    'select p.id, p.name, p.servicetype, p.photos, p.cities_served, p.experience, p.created_at,
            public.vendor_card_price(p.id), $6
       from (select v.id, v.name, v.servicetype, v.photos, v.cities_served, v.experience, v.created_at
               from public.vendors v where ' || conditions || '
              order by v.created_at desc, v.id limit $4 offset $5) p
      order by p.created_at desc, p.id'
    using p_date, p_city, p_service_type, least(greatest(coalesce(p_limit, 24), 0), 100),
          greatest(coalesce(p_offset, 0), 0), total;
end;
$$;

-- Distinct cities of approved vendors, for the location dropdown.
create or replace function public.browse_cities()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select distinct c from public.vendors v, unnest(v.cities_served) c where v.status = 'approved' order by 1
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

-- Pending and paid bookings that can block slots of p_date (those of the day before may run past
-- midnight, overnight windows reach into the next day). Times only: no customer data.
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
     and b.time_range && tsrange(p_date - 1, p_date + 2, '[)')
   order by lower(b.time_range)
$$;

-- Booking ----------------------------------------------------------------------------------------

-- clicked_book -> pending, only when the slot lies inside an available window of the vendor and does
-- not overlap a pending or paid booking (the exclusion constraint decides under concurrency: 23P01).
-- Callable by the booking's customer, an admin or the service role (the checkout function).
create or replace function public.reserve_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
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
  if exists (
    select 1 from public.bookings o
     where o.vendor_id = b.vendor_id and o.id <> b.id and o.payment_status in ('pending', 'paid')
       and o.time_range && b.time_range
  ) then
    raise exception 'this time slot is no longer available' using errcode = '23P01';
  end if;
  update public.bookings set payment_status = 'pending' where id = p_booking_id returning * into b;
  return b;
end;
$$;

revoke all on function public.reserve_booking(uuid) from public, anon;
revoke all on function public.admin_set_vendor_status(uuid, text, text) from public, anon;
revoke all on function public.replace_vendor_packages(uuid, jsonb) from public, anon;
revoke all on function public.replace_vendor_addons(uuid, jsonb) from public, anon;
revoke all on function public.submit_listing(uuid) from public, anon;
revoke all on function public.start_listing_edit(uuid) from public, anon;
revoke all on function public.lock_own_vendor(uuid) from public, anon;
