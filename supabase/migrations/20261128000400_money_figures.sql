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
-- Read with the owner's rights: status_changed_by (granted to no API role) shows to admins only, and other
-- callers see only their own listing, as the vendors policy says.
create view public.vendor_overview with (security_invoker = false) as
select v.id, v.user_id, v.name, v.email, v.phone, v.servicetype, v.experience, v.qualifications, v.bio,
       v.cities_served, v.photos, v.status, v.created_at, v.submitted_at, v.extra_charge_weekday_night,
       v.extra_charge_weekend, v.extra_charge_weekend_night, v.rejection_reason,
       case when (select public.is_trusted_caller()) then v.status_changed_by end as status_changed_by,
       v.status_changed_at, v.updated_at,
       v.photos[1] as first_photo,
       public.vendor_card_price(v.id) as card_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count,
       v.time_zone
  from public.vendors v
 where (select public.is_trusted_caller()) or v.user_id = (select auth.uid());
revoke all on public.vendor_overview from anon, authenticated;
grant select on public.vendor_overview to authenticated, service_role;

create index if not exists vendors_servicetype_key_idx on public.vendors (lower(btrim(servicetype)), created_at desc);

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
      -- a scalar subquery: the ids are collected once per statement, not once per row read
      or o.id = any ((select public.admin_vendor_ids(p_status, p_service_type, p_city, p_available_on,
                                                      p_search))::uuid[])
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

-- Goodwill refunds ----------------------------------------------------------------------------------------
-- An admin refunds part of a paid or completed booking and the booking stands (kind 'goodwill'): once per
-- booking, up to what is left, taken from the vendor's share first like every refund (booking_vendor_share_
-- cents, booking_vendor_due_cents). A later cancellation can still refund the rest: a booking has at most
-- one active goodwill refund and one active other refund, and an amount never exceeds what is paid less
-- what is refunded or being refunded.
alter table public.booking_refunds drop constraint if exists booking_refunds_kind_check;
alter table public.booking_refunds add constraint booking_refunds_kind_check
  check (kind in ('host_cancel', 'vendor_cancel', 'admin', 'auto', 'goodwill'));
drop index if exists public.booking_refunds_one_active;
create unique index booking_refunds_one_active on public.booking_refunds (booking_id, (kind = 'goodwill'))
  where status in ('requested', 'pending', 'succeeded');

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
  in_flight integer;
  actor text := case p_kind when 'host_cancel' then 'host' when 'vendor_cancel' then 'vendor'
                            when 'admin' then 'admin' when 'goodwill' then 'admin' else 'system' end;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  if not found then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  select * into r from public.booking_refunds
   where booking_id = b.id and status in ('requested', 'pending', 'succeeded')
     and (kind = 'goodwill') = (p_kind = 'goodwill');
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
  elsif b.payment_status <> 'paid'
        and not (p_kind in ('admin', 'goodwill') and b.payment_status = 'completed') then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  if p_kind = 'host_cancel' and public.booking_starts_at(b) <= p_now then
    raise exception 'the event has started' using errcode = '22023';
  end if;
  -- refunded_cents counts accepted refunds; a requested one is on its way and counts too
  select coalesce(sum(x.amount_cents), 0) into in_flight from public.booking_refunds x
   where x.booking_id = b.id and x.status = 'requested';
  if p_amount_cents < 0 or p_amount_cents > public.booking_paid_cents(b) - b.refunded_cents - in_flight
     or (p_kind = 'goodwill' and p_amount_cents = 0) then
    raise exception 'refund amount out of range' using errcode = '22003';
  end if;
  if p_amount_cents = 0 then
    -- no refund moves a paid booking to cancelled; a completed booking is final (the status machine)
    if b.payment_status <> 'paid' then
      raise exception 'booking is % and cannot be cancelled', b.payment_status using errcode = '55000';
    end if;
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
revoke all on function public.start_booking_refund(uuid, text, integer, text, uuid, timestamptz)
  from public, anon, authenticated;

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
  keeps boolean;
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
                       when 'admin' then 'admin' when 'goodwill' then 'admin' else 'system' end;
  -- a goodwill refund, or a late refund (after the event), leaves the booking as it is
  keeps := r.kind = 'goodwill' or b.payment_status = 'completed';
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
           payment_status = case when keeps then payment_status else 'cancelled' end,
           cancelled_at = case when keeps then cancelled_at else coalesce(cancelled_at, now()) end,
           cancelled_by = case when keeps or b.payment_status <> 'paid' then cancelled_by else actor end,
           cancellation_reason = case when keeps or b.payment_status <> 'paid' then cancellation_reason
                                      else r.reason end
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
revoke all on function public.settle_booking_refund(uuid, text, text, text) from public, anon, authenticated;

-- The card price rule of 20261122000400_rpc.sql, unchanged, as plpgsql: its statement is planned once per
-- session instead of on every call (a page of cards calls it once per card).
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
