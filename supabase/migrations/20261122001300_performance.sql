-- Performance at marketplace scale (10,000 approved vendors, 1,000,000 availability rows, 100,000 bookings;
-- `pnpm --filter @partyeasy/devstack bench:scale`, figures and plans in docs/performance.md).
-- Same rows allowed and refused as before; only the plan changes.

-- bookings insert check: `vendor_id in (select v.id from vendors v where v.status = 'approved')` is planned as a
-- hashed subplan that reads every approved vendor (a sequential scan of the whole vendors table) for each
-- booking a host creates. The correlated EXISTS probes the vendors primary key once. As before, the lookup
-- runs under the vendors select policy, which lets every caller see approved listings.
alter policy "bookings: customers book for themselves" on public.bookings
  with check (
    user_id = (select auth.uid()) and payment_status = 'clicked_book'
    and checkout_session_id is null and paid_at is null and processing_fee is null
    and exists (select 1 from public.vendors v where v.id = bookings.vendor_id and v.status = 'approved')
  );

-- browse_cities: the same distinct, sorted cities of approved vendors. Unnesting in the select list (one
-- ProjectSet over the scan) instead of a lateral unnest per vendor (a nested loop with a memoized function
-- scan for each of the 10,000 arrays) halves the time at scale.
create or replace function public.browse_cities()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select distinct s.c from (select unnest(v.cities_served) as c from public.vendors v where v.status = 'approved') s
   order by 1
$$;
