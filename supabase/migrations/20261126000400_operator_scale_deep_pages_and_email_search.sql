-- Operator pages at 1,000,000 bookings (issue 26): the three requests that missed p95 <= 50 ms through the API
-- (docs/performance.md, "Operator pages at scale"). Same results as before; only the plans change.
--
-- 1. The order of /admin/bookings' default sort, complete. The table orders by created_at desc, then id (so pages
--    never overlap), but the index held created_at only: every group of bookings sharing a created_at was read
--    and sorted whole before the first row of a page (at 1,000,000 generated bookings a group of 50,015 made page
--    1 take 160 ms). (created_at desc, id) gives the page in index order. It includes user_id and vendor_id, the
--    columns the bookings select policy reads, so a page's ids come from the index alone (below).
create index bookings_created_at_id_idx on public.bookings (created_at desc, id) include (user_id, vendor_id);
-- Its leading column serves every query the old index served (booking_summary's created_at ranges included).
drop index if exists public.bookings_created_at_idx;

-- 2. A deep page reads only ids. With order/limit/offset applied by the API to booking_search, page 50 read 1,000
--    whole bookings and computed the vendor embed of each, to return 20. booking_search_page finds the page's ids
--    first (an index-only scan of the 1,000 index entries for the default sort) and reads the 20 bookings after.
--    Same rows and order as booking_search(...) ordered by p_sort then id, with offset/limit (RLS applies: security
--    invoker). The client still orders the answer (a function's rows have no order of their own).
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

revoke all on function public.booking_search_page(uuid, text[], text, timestamptz, timestamptz, text, boolean, integer, integer)
  from public, anon;
grant execute on function public.booking_search_page(uuid, text[], text, timestamptz, timestamptz, text, boolean, integer, integer)
  to authenticated;

-- 3. An e-mail search asks the trigram index for the part the addresses do not share. '%host4295@scale.test%'
--    made the index intersect the posting lists of trigrams that every booking has ('sca', 'cal', 'tes', ...,
--    the shared domain; in real data gmail.com and the like): 4,098 index pages and 60-90 ms for 55 bookings. A
--    haystack that contains the whole search contains its local part and the '@' too, so the bookings matching
--    '%host4295@%' are a superset of the answer; the index is probed with that, and the whole search is checked
--    on those rows (OFFSET 0 keeps the planner from handing both patterns to the index). Without an '@' after at
--    least three characters the probe is the search itself.
create or replace function public.search_probe(p_search text)
returns text
language sql
immutable
as $$
  select case when strpos(btrim(p_search), '@') > 3
              then public.search_pattern(split_part(btrim(p_search), '@', 1) || '@')
              else public.search_pattern(p_search)
         end
$$;

create or replace function public.booking_search_ids(p_search text)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.id), '{}')
    from (select c.id, c.user_id, c.vendor_id
            from (select s.id, s.user_id, s.vendor_id,
                         public.booking_haystack(s.customer_name, s.customer_email, s.selected_packages,
                                                 s.selected_addons, s.event_location, s.special_instructions) as hay
                    from public.bookings s
                   where public.booking_haystack(s.customer_name, s.customer_email, s.selected_packages,
                                                 s.selected_addons, s.event_location, s.special_instructions)
                         ilike public.search_probe(p_search)
                  offset 0) c
           where c.hay ilike public.search_pattern(p_search)
          union
          select s.id, s.user_id, s.vendor_id from public.bookings s
            join public.vendors v on v.id = s.vendor_id
           where v.name ilike public.search_pattern(p_search)) m
   where public.is_admin() or m.user_id = auth.uid()
      or m.vendor_id in (select o.id from public.vendors o where o.user_id = auth.uid())
$$;
revoke all on function public.booking_search_ids(text) from public, anon;
grant execute on function public.booking_search_ids(text) to authenticated;

-- 4. The search's ids are collected once per call. booking_search compared b.id with booking_search_ids(p_search)
--    directly; where the planner chose to scan bookings rather than look the ids up (a search matching many rows,
--    e.g. a vendor's name), the stable function ran again for every row scanned: 23 s for 'nova' over 1,600
--    bookings in the operator-scale test. As a scalar subquery it is an InitPlan, computed once, and still an index
--    condition (id = any ($1)) on the primary key.
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
