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

-- Search (ilike '%…%') through trigram indexes; sorts and filters of the pages through b-tree ones. ----------
create index vendors_name_trgm_idx on public.vendors using gin (name extensions.gin_trgm_ops);
create index vendors_email_trgm_idx on public.vendors using gin (email extensions.gin_trgm_ops);
create index bookings_status_created_at_idx on public.bookings (payment_status, created_at desc);
create index bookings_booking_date_idx on public.bookings (booking_date desc, booking_time desc);
create index bookings_total_amount_idx on public.bookings (total_amount desc);
create index vendors_created_at_idx on public.vendors (created_at desc);

-- '%text%' for ilike with the user's % _ \ taken literally; null for a blank search. -------------------------
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

create index bookings_search_trgm_idx on public.bookings using gin (
  public.booking_haystack(customer_name, customer_email, selected_packages, selected_addons, event_location,
                          special_instructions) extensions.gin_trgm_ops);

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

-- The bookings matching the dashboards' filters (all optional): vendor, statuses, created_at in
-- [p_created_from, p_created_to), and a search of customer name, e-mail, packages, add-ons, location,
-- instructions (booking_haystack) and vendor name.
-- The ids of the bookings a search matches, among those the caller may read (the same rule as the bookings
-- select policy). Security definer so that the trigram indexes can be used: under RLS PostgreSQL does not
-- use an index for a non-leakproof operator such as ilike, and scans every booking instead.
create or replace function public.booking_search_ids(p_search text)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.id), '{}')
    from (select s.id, s.user_id, s.vendor_id from public.bookings s
           where public.booking_haystack(s.customer_name, s.customer_email, s.selected_packages, s.selected_addons,
                                         s.event_location, s.special_instructions) ilike public.search_pattern(p_search)
          union
          select s.id, s.user_id, s.vendor_id from public.bookings s
            join public.vendors v on v.id = s.vendor_id
           where v.name ilike public.search_pattern(p_search)) m
   where public.is_admin() or m.user_id = auth.uid()
      or m.vendor_id in (select o.id from public.vendors o where o.user_id = auth.uid())
$$;

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
     and (public.search_pattern(p_search) is null or b.id = any (public.booking_search_ids(p_search)))
$$;

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
revoke all on public.booking_daily_totals from anon, authenticated;
grant all on public.booking_daily_totals to service_role;

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
revoke all on function public.track_booking_daily_totals() from public, anon, authenticated;

create trigger bookings_daily_totals_insert after insert on public.bookings
  referencing new table as new_rows for each statement execute function public.track_booking_daily_totals();
create trigger bookings_daily_totals_update after update on public.bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.track_booking_daily_totals();
create trigger bookings_daily_totals_delete after delete on public.bookings
  referencing old table as old_rows for each statement execute function public.track_booking_daily_totals();

insert into public.booking_daily_totals (day, payment_status, bookings, amount_cents, profit_cents)
select (b.created_at at time zone 'UTC')::date, b.payment_status, count(*), sum(public.booking_cents(b.total_amount)),
       sum(public.platform_profit_cents(public.booking_cents(b.total_amount)))
  from public.bookings b group by 1, 2;

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

-- /admin: a vendor with its first photo (storage path) and lowest package price, under the vendors
-- policies (security_invoker), so only admins see every listing.
create or replace view public.vendor_overview with (security_invoker = true) as
select v.*,
       v.photos[1] as first_photo,
       (select min(p.price) from public."Packages" p where p.vendor_id = v.id) as lowest_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count
  from public.vendors v;
grant select on public.vendor_overview to authenticated;

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
