-- The admin's per-charge reconciliation reads paid checkout groups a page at a time (newest first) instead of
-- grouping every booking by payment intent on each call; a single-booking charge reconciles with itself.

-- Paid groups, newest first: the page's order and its bounded count.
create index if not exists checkout_groups_paid_idx on public.checkout_groups (paid_at desc, id desc)
  where status = 'paid';

-- A booking's ledger entries of every kind (the unique indexes cover only some kinds and statuses).
create index if not exists payout_ledger_booking_idx on public.payout_ledger (booking_id);

drop function if exists public.admin_charge_reconciliation(integer, integer);

-- Per charge paying several bookings (a paid checkout group), for the admin payouts overview: what the charge
-- took, what was refunded of it and its net, with one line per booking (its vendor's part: total, refunded,
-- the vendor's share, transferred, reversed, held, the platform's part). reconciles: the charge is the sum of
-- its bookings' totals, refunds are at most it, and no vendor has been sent more than its share. At most 100
-- rows a page; total_count counts at most 1,000 charges, and pages start within them.
create or replace function public.admin_charge_reconciliation(p_limit integer default 20, p_offset integer default 0)
returns table (
  checkout_group_id uuid,
  payment_intent_id text,
  event_id uuid,
  event_name text,
  paid_at timestamptz,
  bookings integer,
  charged_cents bigint,
  refunded_cents bigint,
  net_cents bigint,
  bookings_net_cents bigint,
  reconciles boolean,
  lines jsonb,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 20), 100));
  v_offset integer := greatest(0, least(coalesce(p_offset, 0), 1000));
  v_total bigint;
begin
  if not public.is_admin() then
    raise exception 'Only admins can see these figures' using errcode = '42501';
  end if;
  select count(*) into v_total
    from (select 1 from public.checkout_groups g where g.status = 'paid' limit 1000) c;
  return query
  with page as (
    select g.id, g.payment_intent_id, g.event_id, g.paid_at, g.total_cents
      from public.checkout_groups g
     where g.status = 'paid'
     order by g.paid_at desc, g.id desc
     limit v_limit offset v_offset
  ),
  line as (
    select b.checkout_group_id as grp, b.id as booking_id, b.vendor_id, v.name as vendor_name,
           b.payment_status, public.booking_charged_cents(b) as total, b.refunded_cents::bigint as refunded,
           public.booking_vendor_share_cents(b) as vendor_share, public.booking_platform_cents(b) as platform,
           coalesce(l.transferred, 0) as transferred, coalesce(l.scheduled, 0) as scheduled,
           coalesce(l.reversed, 0) as reversed, coalesce(l.reversing, 0) as reversing, coalesce(l.held, 0) as held
      from page p
      join public.bookings b on b.checkout_group_id = p.id
      left join public.vendors v on v.id = b.vendor_id
      left join lateral (
        select sum(pl.amount_cents) filter (where pl.kind = 'transfer' and pl.status = 'succeeded')::bigint as transferred,
               sum(pl.amount_cents) filter (where pl.kind = 'transfer'
                                              and pl.status in ('scheduled', 'processing', 'failed'))::bigint as scheduled,
               sum(pl.amount_cents) filter (where pl.kind = 'reversal' and pl.status = 'succeeded')::bigint as reversed,
               sum(pl.amount_cents) filter (where pl.kind = 'reversal'
                                              and pl.status in ('scheduled', 'processing', 'failed'))::bigint as reversing,
               sum(pl.amount_cents) filter (where pl.kind = 'hold' and pl.status = 'held')::bigint as held
          from public.payout_ledger pl
         where pl.booking_id = b.id
      ) l on true
  ),
  per as (
    select line.grp, count(*)::integer as n, sum(line.total)::bigint as total, sum(line.refunded)::bigint as refunded,
           bool_and(line.transferred - line.reversed - line.reversing <= line.vendor_share) as paid_out_ok,
           jsonb_agg(jsonb_build_object(
             'booking_id', line.booking_id, 'vendor_id', line.vendor_id, 'vendor_name', line.vendor_name,
             'payment_status', line.payment_status, 'total_cents', line.total, 'refunded_cents', line.refunded,
             'net_cents', line.total - line.refunded, 'vendor_share_cents', line.vendor_share,
             'platform_cents', line.platform, 'transferred_cents', line.transferred,
             'scheduled_cents', line.scheduled, 'reversed_cents', line.reversed,
             'reversing_cents', line.reversing, 'held_cents', line.held
           ) order by line.vendor_name, line.booking_id) as lines
      from line
     group by line.grp
  )
  select p.id, p.payment_intent_id, p.event_id, e.name, p.paid_at, coalesce(per.n, 0),
         p.total_cents::bigint, coalesce(per.refunded, 0), p.total_cents - coalesce(per.refunded, 0),
         coalesce(per.total, 0) - coalesce(per.refunded, 0),
         p.total_cents = coalesce(per.total, 0) and coalesce(per.refunded, 0) <= p.total_cents
           and coalesce(per.paid_out_ok, true),
         coalesce(per.lines, '[]'::jsonb), v_total
    from page p
    left join per on per.grp = p.id
    left join public.events e on e.id = p.event_id
   order by p.paid_at desc, p.id desc;
end;
$$;

revoke all on function public.admin_charge_reconciliation(integer, integer) from public, anon;

grant execute on function public.admin_charge_reconciliation(integer, integer) to authenticated;
