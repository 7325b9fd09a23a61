-- Money figures, defined once (docs/payments.md "Money figures"): per booking from the booking row alone
-- (charged, fee, refunded, the vendor's share, the platform's part), and split by the payout ledger into
-- paid to vendors, reversed, scheduled and held. Every dashboard reads them through money_figures.

-- Per booking, in cents. A booking is charged when a card payment is on record and it was paid (paid,
-- completed, or cancelled after payment); demo rows without a payment moved no money.
create or replace function public.booking_charged_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when b.payment_intent_id is not null and b.payment_status in ('paid', 'completed', 'cancelled')
              then round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::bigint
              else 0 end
$$;

-- The vendor's share: the subtotal less what was refunded (a refund is taken from the vendor's share
-- first, the fee only beyond it), for a charged booking that stands (paid or completed). A cancelled
-- booking pays its vendor nothing; what the policy kept of it stays with the platform.
create or replace function public.booking_vendor_share_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when public.booking_charged_cents(b) > 0 and b.payment_status in ('paid', 'completed')
              then greatest(0, public.booking_cents(b.total_amount) - b.refunded_cents)
              else 0 end
$$;

-- The platform's part: charged − refunded − the vendor's share (its fee less any refund beyond the
-- subtotal, and on a cancelled booking also what the policy kept).
create or replace function public.booking_platform_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when public.booking_charged_cents(b) > 0
              then public.booking_charged_cents(b) - b.refunded_cents - public.booking_vendor_share_cents(b)
              else 0 end
$$;

-- The part of the platform's part that is its fee: the fee less any refund beyond the subtotal.
create or replace function public.booking_fee_kept_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when public.booking_charged_cents(b) > 0
              then greatest(0, public.booking_cents(coalesce(b.processing_fee, 0))
                               - greatest(0, b.refunded_cents - public.booking_cents(b.total_amount)))
              else 0 end
$$;

-- The figures over the bookings charged by card, of one vendor, one booking, or all (admins). With the
-- ledger, per booking: sent = succeeded transfers, back = succeeded reversals; what is still to take back
-- (reversing) = max(0, sent − back − share); what is still to pay = max(0, share − (sent − back)),
-- scheduled when the vendor's payouts are enabled, held otherwise. So, to the cent:
--   charged = platform profit + paid to vendors − reversed + scheduled + held + refunded
--   platform profit = fees − fees refunded + kept by cancellations = fees kept + kept by cancellations
-- Admins may ask about anything; a vendor about its own listing or one of its bookings; others get 42501.
create or replace function public.money_figures(p_vendor_id uuid default null, p_booking_id uuid default null)
returns table (
  bookings bigint,
  charged_cents bigint,
  fee_cents bigint,
  fees_kept_cents bigint,
  cancellation_kept_cents bigint,
  refunded_cents bigint,
  vendor_share_cents bigint,
  paid_to_vendors_cents bigint,
  reversed_cents bigint,
  reversing_cents bigint,
  scheduled_cents bigint,
  held_cents bigint,
  platform_profit_cents bigint,
  failed_count bigint,
  failed_cents bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_admin()
          or (p_vendor_id is not null and exists (
                select 1 from public.vendors v where v.id = p_vendor_id and v.user_id = auth.uid()))
          or (p_booking_id is not null and exists (
                select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
                 where b.id = p_booking_id and v.user_id = auth.uid()))) then
    raise exception 'Only admins and the listing''s owner can see these figures' using errcode = '42501';
  end if;
  return query
  with per as (
    select b.id, b.vendor_id,
           public.booking_charged_cents(b) as charged,
           case when public.booking_charged_cents(b) > 0
                then public.booking_cents(coalesce(b.processing_fee, 0)) else 0 end as fee,
           public.booking_fee_kept_cents(b) as fee_kept,
           case when public.booking_charged_cents(b) > 0 then b.refunded_cents else 0 end::bigint as refunded,
           public.booking_vendor_share_cents(b) as share,
           public.booking_platform_cents(b) as platform
      from public.bookings b
     where b.payment_intent_id is not null
       and (p_vendor_id is null or b.vendor_id = p_vendor_id)
       and (p_booking_id is null or b.id = p_booking_id)
  ), moved as (
    select e.booking_id,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'transfer'), 0) as sent,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'reversal'), 0) as back
      from public.payout_ledger e
     where e.kind in ('transfer', 'reversal') and e.status = 'succeeded'
       and (p_vendor_id is null or e.vendor_id = p_vendor_id)
       and (p_booking_id is null or e.booking_id = p_booking_id)
     group by e.booking_id
  ), x as (
    select per.*, coalesce(m.sent, 0) as sent, coalesce(m.back, 0) as back,
           coalesce(a.state = 'payouts_enabled', false) as enabled
      from per
      left join moved m on m.booking_id = per.id
      left join public.payout_accounts a on a.vendor_id = per.vendor_id
     where per.charged > 0
  ), failures as (
    select count(*) as n, coalesce(sum(e.amount_cents), 0) as cents
      from public.payout_ledger e
     where e.status = 'failed'
       and (p_vendor_id is null or e.vendor_id = p_vendor_id)
       and (p_booking_id is null or e.booking_id = p_booking_id)
  )
  select count(x.id),
         coalesce(sum(x.charged), 0)::bigint,
         coalesce(sum(x.fee), 0)::bigint,
         coalesce(sum(x.fee_kept), 0)::bigint,
         coalesce(sum(x.platform - x.fee_kept), 0)::bigint,
         coalesce(sum(x.refunded), 0)::bigint,
         coalesce(sum(x.share), 0)::bigint,
         coalesce(sum(x.sent), 0)::bigint,
         coalesce(sum(x.back + greatest(0, x.sent - x.back - x.share)), 0)::bigint,
         coalesce(sum(greatest(0, x.sent - x.back - x.share)), 0)::bigint,
         coalesce(sum(greatest(0, x.share - (x.sent - x.back))) filter (where x.enabled), 0)::bigint,
         coalesce(sum(greatest(0, x.share - (x.sent - x.back))) filter (where not x.enabled), 0)::bigint,
         coalesce(sum(x.platform), 0)::bigint,
         (select f.n from failures f),
         (select f.cents::bigint from failures f)
    from x;
end;
$$;
revoke all on function public.money_figures(uuid, uuid) from public, anon;
grant execute on function public.money_figures(uuid, uuid) to authenticated;

-- The vendor dashboard's earnings, from money_figures: paid out (transfers less reversals), scheduled, on
-- hold.
create or replace function public.vendor_earnings(p_vendor_id uuid)
returns table (paid_out_cents bigint, scheduled_cents bigint, on_hold_cents bigint, reversed_cents bigint,
               failed_count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.paid_to_vendors_cents - f.reversed_cents, f.scheduled_cents, f.held_cents, f.reversed_cents,
         f.failed_count
    from public.money_figures(p_vendor_id) f
$$;

-- The admin's payouts overview, from money_figures (the same columns as before).
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
  select f.bookings, f.charged_cents, f.fee_cents, f.refunded_cents, f.vendor_share_cents,
         f.paid_to_vendors_cents, f.reversed_cents, f.scheduled_cents, f.held_cents, f.failed_count,
         f.failed_cents, f.platform_profit_cents
    from public.money_figures() f
$$;

-- /admin/bookings' Platform Profit card is the same platform part, per booking, summed over the filtered
-- bookings: the daily totals keep it instead of 5% of every pending, paid or completed booking.
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
revoke all on function public.track_booking_daily_totals() from public, anon, authenticated;

update public.booking_daily_totals t
   set profit_cents = coalesce(s.p, 0)
  from (select t2.day, t2.payment_status, x.p
          from public.booking_daily_totals t2
          left join (select (b.created_at at time zone 'UTC')::date as day, b.payment_status,
                            sum(public.booking_platform_cents(b)) as p
                       from public.bookings b group by 1, 2) x
            on x.day = t2.day and x.payment_status = t2.payment_status) s
 where s.day = t.day and s.payment_status = t.payment_status and t.profit_cents is distinct from coalesce(s.p, 0);

-- The summary cards for the same filters as booking_search. Revenue is the amount of pending, paid and
-- completed bookings; platform profit the platform's part (booking_platform_cents) of every booking
-- matching the filters.
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

-- Admin vendor list (/admin) ---------------------------------------------------------------------------
-- The cards' price is the public one (vendor_card_price, the browse cards' rule), and the filtered reads
-- use their indexes: under row security PostgreSQL uses no index for a non-leakproof operator (@>, ilike),
-- so the matching ids are collected by a security definer function (admins see every listing, others
-- their own, as the vendors policy says) and the rows read by primary key.
drop function if exists public.admin_vendor_search(text, text, text, date, text);
drop view if exists public.vendor_overview;
create view public.vendor_overview with (security_invoker = true) as
select v.*,
       v.photos[1] as first_photo,
       public.vendor_card_price(v.id) as card_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count
  from public.vendors v;
grant select on public.vendor_overview to authenticated;

create index if not exists vendors_servicetype_key_idx on public.vendors (lower(btrim(servicetype)), created_at desc);

create or replace function public.admin_vendor_ids(
  p_status text, p_service_type text, p_city text, p_available_on date, p_search text
)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(v.id), '{}')
    from public.vendors v
   where (p_status is null or v.status = p_status)
     and (p_service_type is null or lower(btrim(v.servicetype)) = lower(btrim(p_service_type)))
     and (p_city is null or v.cities_served @> array[p_city])
     and (p_available_on is null or exists (
           select 1 from public.availability a
            where a.date = p_available_on and a.vendor_id = v.id and a.is_available))
     and (public.search_pattern(p_search) is null
          or v.name ilike public.search_pattern(p_search) or v.email ilike public.search_pattern(p_search))
     and (public.is_admin() or v.user_id = auth.uid())
$$;
revoke all on function public.admin_vendor_ids(text, text, text, date, text) from public, anon;
grant execute on function public.admin_vendor_ids(text, text, text, date, text) to authenticated;

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
      or o.id = any (public.admin_vendor_ids(p_status, p_service_type, p_city, p_available_on, p_search))
$$;
revoke all on function public.admin_vendor_search(text, text, text, date, text) from public, anon;
grant execute on function public.admin_vendor_search(text, text, text, date, text) to authenticated;

-- The location filter's options from the per-city counts the browse dropdown already keeps, now also
-- counting every listing whatever its status, so the admin's list is O(cities), not O(vendors).
alter table public.browse_city_counts add column if not exists all_vendors integer not null default 0
  check (all_vendors >= 0);

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

update public.browse_city_counts k set all_vendors = 0;
insert into public.browse_city_counts as k (city, approved_vendors, all_vendors)
select c, 0, count(distinct v.id) from public.vendors v, unnest(v.cities_served) c
 where btrim(c) <> '' group by c
on conflict (city) do update set all_vendors = excluded.all_vendors;

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
revoke all on function public.admin_vendor_cities() from public, anon;
grant execute on function public.admin_vendor_cities() to authenticated;
