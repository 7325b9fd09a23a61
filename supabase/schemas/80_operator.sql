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

-- Every status change a booking may make, and what makes it. Anything else is refused by the trigger below.
-- A new row may start in any status for trusted callers (seeding, imports); hosts insert clicked_book only
-- (the insert policy).
create table if not exists public.booking_status_transitions (
  from_status text not null,
  to_status text not null,
  made_by text not null,
  primary key (from_status, to_status),
  constraint booking_status_transitions_statuses check (
    from_status in ('clicked_book', 'pending', 'paid', 'completed', 'cancelled')
    and to_status in ('clicked_book', 'pending', 'paid', 'completed', 'cancelled')
    and from_status <> to_status)
);
alter table public.booking_status_transitions enable row level security;
comment on table public.booking_status_transitions is
  'The allowed changes of bookings.payment_status (trigger bookings_status_machine). completed and cancelled are final.';

create table if not exists public.upload_kinds (
  kind text primary key,
  bucket_id text not null unique,
  max_files integer not null check (max_files > 0),
  max_bytes bigint not null check (max_bytes > 0),
  unused_after interval not null check (unused_after > interval '0')
);
alter table public.upload_kinds enable row level security;

create table if not exists public.uploads (
  id uuid primary key default gen_random_uuid(),
  kind text not null references public.upload_kinds (kind),
  bucket_id text not null,
  object_name text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  bytes bigint not null check (bytes >= 0),
  created_at timestamptz not null default now(),
  -- Null while something uses the object; otherwise since when nothing has.
  unused_since timestamptz default now(),
  -- Set by claim_unused_uploads while the cleanup removes the object.
  removing_at timestamptz,
  unique (bucket_id, object_name)
);
alter table public.uploads enable row level security;

-- Views -----------------------------------------------------------------------------------------------

-- Read with the owner's rights: status_changed_by (granted to no API role) shows to admins only, and other
-- callers see only their own listing, as the vendors policy says.
create or replace view public.vendor_overview with (security_invoker = false) as
select v.id, v.user_id, v.name, v.email, v.phone, v.servicetype, v.experience, v.qualifications, v.bio,
       v.cities_served, v.photos, v.status, v.created_at, v.submitted_at, v.extra_charge_weekday_night,
       v.extra_charge_weekend, v.extra_charge_weekend_night, v.rejection_reason,
       case when (select public.is_trusted_caller()) then v.status_changed_by end as status_changed_by,
       v.status_changed_at, v.updated_at,
       v.photos[1] as first_photo,
       public.vendor_card_price(v.id) as card_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count,
       v.time_zone,
       s.shortfalls as standing_shortfalls,
       s.computed_at as standing_computed_at
  from public.vendors v
  left join public.vendor_standings s on s.vendor_id = v.id
 where (select public.is_trusted_caller()) or v.user_id = (select auth.uid());

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
           sum(public.booking_platform_cents(n))
      from new_rows n group by 1, 2 order by 1, 2
    on conflict (day, payment_status) do update
      set bookings = t.bookings + excluded.bookings, amount_cents = t.amount_cents + excluded.amount_cents,
          profit_cents = t.profit_cents + excluded.profit_cents;
  elsif tg_op = 'DELETE' then
    insert into public.booking_daily_totals as t (day, payment_status, bookings, amount_cents, profit_cents)
    select (o.created_at at time zone 'UTC')::date, o.payment_status, -count(*),
           -sum(public.booking_cents(o.total_amount)),
           -sum(public.booking_platform_cents(o))
      from old_rows o group by 1, 2 order by 1, 2
    on conflict (day, payment_status) do update
      set bookings = t.bookings + excluded.bookings, amount_cents = t.amount_cents + excluded.amount_cents,
          profit_cents = t.profit_cents + excluded.profit_cents;
  else
    insert into public.booking_daily_totals as t (day, payment_status, bookings, amount_cents, profit_cents)
    select d.day, d.payment_status, sum(d.n), sum(d.c), sum(d.p)
      from (select (n.created_at at time zone 'UTC')::date as day, n.payment_status, 1 as n,
                   public.booking_cents(n.total_amount) as c,
                   public.booking_platform_cents(n) as p
              from new_rows n
            union all
            select (o.created_at at time zone 'UTC')::date, o.payment_status, -1,
                   -public.booking_cents(o.total_amount),
                   -public.booking_platform_cents(o)
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
           coalesce(sum(public.booking_platform_cents(b)), 0)::bigint,
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
    select b.payment_status, 1, public.booking_cents(b.total_amount), public.booking_platform_cents(b)
      from public.bookings b
     where (p_statuses is null or b.payment_status = any (p_statuses))
       and ((b.created_at >= v_lo and b.created_at < v_day_lo) or (b.created_at >= v_day_hi and b.created_at < v_hi))
  )
  select coalesce(sum(x.n), 0)::bigint,
         coalesce(sum(x.c) filter (where x.payment_status = any (v_revenue)), 0)::bigint,
         coalesce(sum(x.p), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'completed'), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'pending'), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'paid'), 0)::bigint,
         coalesce(sum(x.n) filter (where x.payment_status = 'cancelled'), 0)::bigint
    from parts x;
end;
$$;

create or replace function public.admin_vendor_ids(
  p_status text, p_service_type text, p_city text, p_available_on date, p_search text
)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- Only the conditions in use, planned with their values: a generic plan of every optional condition
  -- would scan all vendors.
  conditions text := case when public.is_admin() then 'true' else 'v.user_id = $6' end;
  result uuid[];
begin
  if p_status is not null then
    conditions := conditions || ' and v.status = $1';
  end if;
  if p_service_type is not null then
    conditions := conditions || ' and lower(btrim(v.servicetype)) = lower(btrim($2))';
  end if;
  if p_city is not null then
    conditions := conditions || ' and v.cities_served @> array[$3]';
  end if;
  if p_available_on is not null then
    conditions := conditions || ' and exists (select 1 from public.availability a
                                               where a.date = $4 and a.vendor_id = v.id and a.is_available)';
  end if;
  if public.search_pattern(p_search) is not null then
    conditions := conditions || ' and (v.name ilike $5 or v.email ilike $5)';
  end if;
  execute 'select coalesce(array_agg(v.id), ''{}'') from public.vendors v where ' || conditions
     into result
    using p_status, p_service_type, p_city, p_available_on, public.search_pattern(p_search), auth.uid();
  return result;
end;
$$;

-- /admin's filters: status, service type (case and spaces ignored), a city served, available on a date,
-- and a search of name and e-mail. The client pages and sorts it with order/limit/offset. Without a filter
-- the condition folds away and the page is read in order from an index.
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
   where (p_status is null and p_service_type is null and p_city is null and p_available_on is null
          and public.search_pattern(p_search) is null)
      -- a scalar subquery: the ids are collected once per statement, not once per row read
      or o.id = any ((select public.admin_vendor_ids(p_status, p_service_type, p_city, p_available_on,
                                                      p_search))::uuid[])
$$;

-- The location filter's options: every city some visible vendor serves, once, sorted.
create or replace function public.admin_vendor_cities()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select k.city from public.browse_city_counts k where public.is_admin() and k.all_vendors > 0
  union
  select distinct c from public.vendors v cross join lateral unnest(v.cities_served) c
   where not public.is_admin() and v.user_id = auth.uid() and btrim(c) <> ''
  order by 1
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

create or replace function public.bookings_status_machine()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The booking's host never owns its listing: checked when the row is written, and when it is held, gets a
  -- checkout session or is paid.
  if tg_op = 'INSERT'
     or new.user_id is distinct from old.user_id or new.vendor_id is distinct from old.vendor_id
     or (new.payment_status in ('pending', 'paid') and new.payment_status is distinct from old.payment_status)
     or (new.checkout_session_id is not null and new.checkout_session_id is distinct from old.checkout_session_id) then
    perform public.refuse_own_listing(new.vendor_id, new.user_id, 'book');
  end if;
  if tg_op = 'INSERT' or new.payment_status is not distinct from old.payment_status then
    return new;
  end if;
  if not exists (select 1 from public.booking_status_transitions t
                  where t.from_status = old.payment_status and t.to_status = new.payment_status) then
    raise exception 'A booking cannot go from % to %.', old.payment_status, new.payment_status
      using errcode = 'PT409', hint = 'booking_status_transition';
  end if;
  -- A hold with a provider session ends through the provider (paid, or expired: cancelled), never by release,
  -- which would let the session be paid for a booking that no longer holds its slot. The one exception is
  -- cancel-checkout's retry (the service role): it has expired the session at the provider first, and clears
  -- it here, so that Pay again holds the same booking.
  if old.payment_status = 'pending' and new.payment_status = 'clicked_book' and old.checkout_session_id is not null
     and not (new.checkout_session_id is null and current_user not in ('anon', 'authenticated')) then
    raise exception 'A hold with a checkout session ends when the checkout is paid, expires or is cancelled.'
      using errcode = 'PT409', hint = 'booking_status_transition';
  end if;
  return new;
end;
$$;

-- Called by the tables that use uploads when their list of objects changes: objects now used stop counting as
-- unused (refused if the cleanup is already removing one), objects dropped become unused unless still used.
create or replace function public.track_upload_use(p_bucket_id text, p_before text[], p_after text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  removing integer;
begin
  -- The row lock of this update orders it with claim_unused_uploads: whichever comes second sees the other.
  with touched as (
    update public.uploads u set unused_since = null
     where u.bucket_id = p_bucket_id and u.object_name = any (coalesce(p_after, '{}'))
       and not (u.object_name = any (coalesce(p_before, '{}')))
    returning u.removing_at
  )
  select count(*) filter (where removing_at is not null) into removing from touched;
  if removing > 0 then
    raise exception 'This photo was removed because nothing used it for a day. Please upload it again.'
      using errcode = '22023';
  end if;
  update public.uploads u set unused_since = now()
   where u.bucket_id = p_bucket_id and u.object_name = any (coalesce(p_before, '{}'))
     and not (u.object_name = any (coalesce(p_after, '{}')))
     and u.unused_since is null
     and not public.upload_in_use(u.bucket_id, u.object_name);
end;
$$;

create or replace function public.vendors_track_photo_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.photos is not distinct from new.photos then
    return null;
  end if;
  perform public.track_upload_use('vendor-photos',
    case when tg_op <> 'INSERT' then old.photos end, case when tg_op <> 'DELETE' then new.photos end);
  return null;
end;
$$;

-- The upload function's reservation: { "id": … } or { "refused": true, used and allowed files and bytes }.
create or replace function public.reserve_upload(p_user_id uuid, p_kind text, p_object_name text, p_bytes bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  k public.upload_kinds;
  used_files integer;
  used_bytes bigint;
  new_id uuid;
begin
  select * into k from public.upload_kinds where kind = p_kind;
  if not found or p_user_id is null or p_bytes is null or p_bytes < 0 or coalesce(p_object_name, '') = '' then
    raise exception 'unknown upload kind or bad reservation' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('upload-budget:' || p_user_id::text, 0));
  select count(*), coalesce(sum(u.bytes), 0) into used_files, used_bytes
    from public.uploads u where u.user_id = p_user_id and u.kind = p_kind;
  if used_files + 1 > k.max_files or used_bytes + p_bytes > k.max_bytes then
    return jsonb_build_object('refused', true, 'used_files', used_files, 'used_bytes', used_bytes,
                              'max_files', k.max_files, 'max_bytes', k.max_bytes);
  end if;
  insert into public.uploads (kind, bucket_id, object_name, user_id, bytes)
  values (p_kind, k.bucket_id, p_object_name, p_user_id, p_bytes)
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end;
$$;

-- A reservation whose object was not stored (the storage call failed) gives its place back.
create or replace function public.release_upload(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.uploads u
   where u.id = p_id
     and not exists (select 1 from storage.objects o where o.bucket_id = u.bucket_id and o.name = u.object_name)
$$;

-- Storage rows of the budgeted buckets keep their uploads row: one is added for objects stored without a
-- reservation (the seed, the dashboard), and removed with the object.
create or replace function public.storage_objects_track_uploads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  k public.upload_kinds;
  owner_id uuid;
begin
  if tg_op = 'DELETE' then
    delete from public.uploads u where u.bucket_id = old.bucket_id and u.object_name = old.name;
    return null;
  end if;
  select * into k from public.upload_kinds where bucket_id = new.bucket_id;
  if not found then
    return null;
  end if;
  owner_id := coalesce(new.owner, case when split_part(new.name, '/', 1)
    ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then split_part(new.name, '/', 1)::uuid end);
  if owner_id is null or not exists (select 1 from auth.users a where a.id = owner_id) then
    return null;
  end if;
  insert into public.uploads (kind, bucket_id, object_name, user_id, bytes, unused_since)
  values (k.kind, new.bucket_id, new.name, owner_id,
          greatest(coalesce(case when new.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (new.metadata ->> 'size')::bigint end, 0), 0),
          case when public.upload_in_use(new.bucket_id, new.name) then null else now() end)
  on conflict (bucket_id, object_name) do nothing;
  return null;
end;
$$;

-- The cleanup's claim: uploads unused for longer than their kind allows, not used after all, and not being
-- removed by another run (a claim older than 15 minutes is a run that died and is taken again). Concurrent
-- runs claim disjoint rows (skip locked). Answers what to remove from Storage.
create or replace function public.claim_unused_uploads(p_now timestamptz default now(), p_limit integer default 200)
returns table (id uuid, bucket_id text, object_name text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Rows marked unused while something uses them (written before the tracking existed) are put right first.
  update public.uploads u set unused_since = null
   where u.unused_since is not null and u.unused_since < p_now - interval '1 hour'
     and u.removing_at is null and public.upload_in_use(u.bucket_id, u.object_name)
     and u.id in (select x.id from public.uploads x where x.unused_since is not null
                   order by x.unused_since limit least(greatest(coalesce(p_limit, 200), 1), 1000)
                   for update skip locked);
  return query
  update public.uploads u set removing_at = p_now
    from public.upload_kinds k
   where k.kind = u.kind
     and u.unused_since is not null and u.unused_since < p_now - k.unused_after
     and (u.removing_at is null or u.removing_at < p_now - interval '15 minutes')
     and u.id in (
       select x.id from public.uploads x join public.upload_kinds xk on xk.kind = x.kind
        where x.unused_since is not null and x.unused_since < p_now - xk.unused_after
          and (x.removing_at is null or x.removing_at < p_now - interval '15 minutes')
          and not public.upload_in_use(x.bucket_id, x.object_name)
        order by x.unused_since
        limit least(greatest(coalesce(p_limit, 200), 1), 1000)
        for update of x skip locked)
  returning u.id, u.bucket_id, u.object_name;
end;
$$;

-- After Storage removed the claimed objects: rows whose object is gone are forgotten (Storage's delete already
-- removed most of them through the trigger). Answers how many rows were left to forget.
create or replace function public.finish_upload_removal(p_ids uuid[])
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.uploads u
     where u.id = any (coalesce(p_ids, '{}')) and u.removing_at is not null
       and not exists (select 1 from storage.objects o where o.bucket_id = u.bucket_id and o.name = u.object_name)
    returning 1
  )
  select count(*)::integer from gone
$$;

-- The listing functions answer the vendors row; they read it through the view, so a vendor gets its row with
-- status_changed_by null and an admin gets it whole.
create or replace function public.vendor_for_caller(p_vendor_id uuid)
returns public.vendors
language sql
stable
security invoker
set search_path = ''
as $$
  select o.id, o.user_id, o.name, o.email, o.phone, o.servicetype, o.experience, o.qualifications, o.bio,
         o.cities_served, o.photos, o.status, o.created_at, o.submitted_at, o.extra_charge_weekday_night,
         o.extra_charge_weekend, o.extra_charge_weekend_night, o.rejection_reason, o.status_changed_by,
         o.status_changed_at, o.updated_at, o.time_zone
    from public.vendor_overview o
   where o.id = p_vendor_id
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

create index if not exists uploads_user_kind_idx on public.uploads (user_id, kind);

create index if not exists uploads_unused_since_idx on public.uploads (unused_since) where unused_since is not null;

-- Triggers --------------------------------------------------------------------------------------------

create trigger bookings_daily_totals_insert after insert on public.bookings
  referencing new table as new_rows for each statement execute function public.track_booking_daily_totals();

create trigger bookings_daily_totals_update after update on public.bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.track_booking_daily_totals();

create trigger bookings_daily_totals_delete after delete on public.bookings
  referencing old table as old_rows for each statement execute function public.track_booking_daily_totals();

create trigger bookings_status_machine
  before insert or update on public.bookings
  for each row execute function public.bookings_status_machine();

create trigger vendors_track_photo_use
  after insert or delete or update of photos on public.vendors
  for each row execute function public.vendors_track_photo_use();

create trigger storage_objects_track_uploads
  after insert or delete on storage.objects
  for each row execute function public.storage_objects_track_uploads();

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.booking_daily_totals from anon, authenticated;
grant all on public.booking_daily_totals to service_role;
revoke all on function public.track_booking_daily_totals() from public, anon, authenticated;
revoke all on function public.booking_search_ids(text) from public, anon;
revoke all on function public.booking_search(uuid, text[], text, timestamptz, timestamptz) from public, anon;
revoke all on function public.booking_summary(uuid, text[], text, timestamptz, timestamptz) from public, anon;
revoke all on function public.admin_vendor_cities() from public, anon;
grant execute on function public.booking_search_ids(text) to authenticated;
grant execute on function public.booking_search(uuid, text[], text, timestamptz, timestamptz) to authenticated;
grant execute on function public.booking_summary(uuid, text[], text, timestamptz, timestamptz) to authenticated;
grant execute on function public.admin_vendor_cities() to authenticated;
revoke all on function public.booking_search_page(uuid, text[], text, timestamptz, timestamptz, text, boolean, integer, integer)
  from public, anon;
grant execute on function public.booking_search_page(uuid, text[], text, timestamptz, timestamptz, text, boolean, integer, integer)
  to authenticated;

revoke all on public.booking_status_transitions from anon, authenticated;

grant select on public.booking_status_transitions to service_role;

revoke all on function public.bookings_status_machine() from public, anon, authenticated;

revoke all on public.upload_kinds from anon, authenticated;

grant select on public.upload_kinds to service_role;

revoke all on public.uploads from anon, authenticated;

grant select, insert, update, delete on public.uploads to service_role;

revoke all on function public.track_upload_use(text, text[], text[]) from public, anon, authenticated;

revoke all on function public.vendors_track_photo_use() from public, anon, authenticated;

revoke all on function public.storage_objects_track_uploads() from public, anon, authenticated;

revoke all on function public.reserve_upload(uuid, text, text, bigint) from public, anon, authenticated;

revoke all on function public.release_upload(uuid) from public, anon, authenticated;

revoke all on function public.claim_unused_uploads(timestamptz, integer) from public, anon, authenticated;

revoke all on function public.finish_upload_removal(uuid[]) from public, anon, authenticated;

grant execute on function public.reserve_upload(uuid, text, text, bigint) to service_role;

grant execute on function public.release_upload(uuid) to service_role;

grant execute on function public.claim_unused_uploads(timestamptz, integer) to service_role;

grant execute on function public.finish_upload_removal(uuid[]) to service_role;



revoke all on function public.vendor_for_caller(uuid) from public, anon;

revoke all on public.vendor_overview from anon, authenticated;

grant select on public.vendor_overview to authenticated, service_role;

revoke all on function public.admin_vendor_ids(text, text, text, date, text) from public, anon;

grant execute on function public.admin_vendor_ids(text, text, text, date, text) to authenticated;

revoke all on function public.admin_vendor_search(text, text, text, date, text) from public, anon;

grant execute on function public.admin_vendor_search(text, text, text, date, text) to authenticated;
