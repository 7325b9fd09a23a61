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

-- 3. An e-mail search is a range scan. '%host4295@scale.test%' made the trigram index over every field intersect the
--    posting lists of trigrams that every booking has (the shared domain and, in generated data, the 'host' every
--    address starts with; in real data gmail.com and the like): 4,098 index pages and 60-90 ms for 55 bookings.
--    A search T = L@R (L at least 3 characters, no field separator) is found field by field instead, which is the
--    same set (T cannot span two fields of booking_haystack, they are joined by chr(31)):
--    - the other fields (name, packages, add-ons, location, instructions) through their own trigram index, where
--      e-mail trigrams are rare;
--    - customer_email: an address with one '@' contains L@R exactly when its local part ends with L and its domain
--      starts with R, so the b-tree on the reversed, lower-cased local part gives the candidates by prefix, and
--      the whole search is checked on them; addresses with more than one '@' (a partial index, normally empty)
--      are checked whole;
--    - the vendor's name, as before.
--    Any other search goes through the trigram index of booking_haystack as before.
create or replace function public.booking_haystack_without_email(
  p_customer_name text, p_packages text, p_addons text, p_location text, p_instructions text
)
returns text
language sql
immutable
as $$
  select concat_ws(chr(31), p_customer_name, p_packages, p_addons, p_location, p_instructions)
$$;

create index bookings_search_other_trgm_idx on public.bookings using gin (
  public.booking_haystack_without_email(customer_name, selected_packages, selected_addons, event_location,
                                        special_instructions) extensions.gin_trgm_ops);
create index bookings_email_local_reversed_idx on public.bookings
  (reverse(lower(split_part(customer_email, '@', 1))) text_pattern_ops);
create index bookings_email_several_at_idx on public.bookings (id) where customer_email like '%@%@%';

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
