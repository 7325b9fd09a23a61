-- What a package takes and what a host may book, kept by the database whatever path writes the row
-- (shared-domain's validatePackage and validateBookingDetails say the same to the user first).

alter table public."Packages"
  add column if not exists max_guests integer,
  add column if not exists max_hours integer;

alter table public."Packages"
  drop constraint if exists packages_max_guests_range,
  add constraint packages_max_guests_range check (max_guests between 1 and 100000),
  drop constraint if exists packages_max_hours_range,
  add constraint packages_max_hours_range check (
    max_hours between 1 and 24 and (minimum_hours is null or max_hours >= minimum_hours)
  ),
  drop constraint if exists packages_amounts_limit,
  add constraint packages_amounts_limit check (
    price <= 1000000
    and coalesce(minimum_spend, 0) <= 1000000
    and coalesce(extra_charge_weekday_night, 0) <= 1000000
    and coalesce(extra_charge_weekend_night, 0) <= 1000000
    and coalesce(extra_charge_weekend, 0) <= 1000000
  );

comment on column public."Packages".max_guests is 'Most guests the package takes; null means 1,000.';
comment on column public."Packages".max_hours is
  'Most hours a host may choose for a per_hour package; null means 12.';

alter table public.vendors
  drop constraint if exists vendors_experience_range,
  add constraint vendors_experience_range check (experience between 0 and 80) not valid;

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

drop trigger if exists bookings_within_package_limits on public.bookings;
create trigger bookings_within_package_limits
  before insert or update of package_id, guest_count, duration_hours on public.bookings
  for each row execute function public.bookings_within_package_limits();

-- The packages step: the new limits' columns, and at least one package.
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
revoke all on function public.replace_vendor_packages(uuid, jsonb) from public, anon;
