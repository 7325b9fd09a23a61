-- The cancellation rules of the Terms (issue 45, item 2; docs/payments.md "After the payment"):
-- vendors need 7 days' notice to cancel a paid booking (closer to the event they ask PartyEasy, whose
-- admins can still cancel), and the part of a host's cancellation the host does not get back is the
-- vendor's: paid out after the event like a completed booking (the fee stays the platform's).

-- A vendor's request that PartyEasy cancel a paid booking it may no longer cancel itself (one per booking;
-- asking again replaces the reason). Admins see it on the booking.
create table public.booking_cancel_requests (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  requested_by uuid not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now()
);

alter table public.booking_cancel_requests enable row level security;

-- The vendor's share: the subtotal less what was refunded (a refund is taken from the vendor's share
-- first, the fee only beyond it), for a charged booking that stands (paid or completed) or that its host
-- cancelled after paying (what the policy kept of the subtotal is the vendor's). Any other cancellation
-- pays its vendor nothing; what an admin kept on cancelling stays with the platform.
create or replace function public.booking_vendor_share_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when public.booking_charged_cents(b) > 0
                   and (b.payment_status in ('paid', 'completed')
                        or (b.payment_status = 'cancelled' and b.cancelled_by = 'host' and b.paid_at is not null))
              then greatest(0, public.booking_cents(b.total_amount) - b.refunded_cents)
              else 0 end
$$;

drop function if exists public.booking_vendor_due_cents(public.bookings);

-- What the vendor is owed for a booking at p_now: its share (booking_vendor_share_cents), once the booking
-- is completed, or, for a booking its host cancelled after paying, once the event would have ended. Only
-- bookings paid by card are paid out (demo data without a payment moved no money).
create or replace function public.booking_vendor_due_cents(b public.bookings, p_now timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when b.payment_intent_id is null then 0
              when b.payment_status = 'completed'
                or (b.payment_status = 'cancelled' and b.cancelled_by = 'host' and b.paid_at is not null
                    and public.booking_ends_at(b) <= p_now)
              then greatest(0, public.booking_cents(b.total_amount)::integer - b.refunded_cents)
              else 0 end
$$;

-- The payout run's bookkeeping step (idempotent; concurrent runs take turns on an advisory lock):
-- 1. bookings with something due (completed, or cancelled by their host and past the event) of vendors
--    without payouts enabled get a hold;
-- 2. holds follow refunds (void when nothing is left);
-- 3. vendors with payouts enabled: holds are released and every booking with something due gets its one
--    transfer, scheduled now;
-- 4. transfers not yet attempted follow refunds (void when nothing is left);
-- 5. a booking whose net transfer exceeds what is due (a refund after the transfer) gets a reversal of the
--    difference.
-- Answers how many rows each step wrote.
create or replace function public.schedule_payouts(p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer; resized integer; released integer; scheduled integer; adjusted integer; reversals integer;
begin
  perform pg_advisory_xact_lock(hashtext('public.schedule_payouts'));

  insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, created_at)
  select b.vendor_id, b.id, 'hold', public.booking_vendor_due_cents(b, p_now), 'held', p_now
    from public.bookings b
    left join public.payout_accounts a on a.vendor_id = b.vendor_id
   where (b.payment_status = 'completed' or (b.payment_status = 'cancelled' and b.cancelled_by = 'host'))
     and public.booking_vendor_due_cents(b, p_now) > 0
     and a.state is distinct from 'payouts_enabled'
     and not exists (select 1 from public.payout_ledger l
                      where l.booking_id = b.id and l.kind in ('transfer', 'hold'))
  on conflict do nothing;
  get diagnostics held = row_count;

  update public.payout_ledger h
     set amount_cents = public.booking_vendor_due_cents(b, p_now),
         status = case when public.booking_vendor_due_cents(b, p_now) = 0 then 'void' else 'held' end,
         settled_at = case when public.booking_vendor_due_cents(b, p_now) = 0 then p_now end
    from public.bookings b
   where h.status = 'held' and b.id = h.booking_id
     and h.amount_cents <> public.booking_vendor_due_cents(b, p_now);
  get diagnostics resized = row_count;

  update public.payout_ledger h
     set status = 'released', settled_at = p_now
    from public.payout_accounts a
   where h.status = 'held' and a.vendor_id = h.vendor_id and a.state = 'payouts_enabled';
  get diagnostics released = row_count;

  insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, next_attempt_at, created_at)
  select b.vendor_id, b.id, 'transfer', public.booking_vendor_due_cents(b, p_now), 'scheduled', p_now, p_now
    from public.bookings b
    join public.payout_accounts a on a.vendor_id = b.vendor_id and a.state = 'payouts_enabled'
   where (b.payment_status = 'completed' or (b.payment_status = 'cancelled' and b.cancelled_by = 'host'))
     and public.booking_vendor_due_cents(b, p_now) > 0
     and not exists (select 1 from public.payout_ledger l where l.booking_id = b.id and l.kind = 'transfer')
  on conflict do nothing;
  get diagnostics scheduled = row_count;

  update public.payout_ledger t
     set amount_cents = public.booking_vendor_due_cents(b, p_now),
         status = case when public.booking_vendor_due_cents(b, p_now) = 0 then 'void' else t.status end,
         settled_at = case when public.booking_vendor_due_cents(b, p_now) = 0 then p_now end
    from public.bookings b
   where t.kind = 'transfer' and t.status = 'scheduled' and t.attempts = 0 and b.id = t.booking_id
     and t.amount_cents <> public.booking_vendor_due_cents(b, p_now);
  get diagnostics adjusted = row_count;

  insert into public.payout_ledger
    (vendor_id, booking_id, kind, amount_cents, status, transfer_entry_id, next_attempt_at, created_at)
  select t.vendor_id, t.booking_id, 'reversal', n.net - public.booking_vendor_due_cents(b, p_now), 'scheduled',
         t.id, p_now, p_now
    from public.payout_ledger t
    join public.bookings b on b.id = t.booking_id
    cross join lateral (
      select t.amount_cents - coalesce(sum(r.amount_cents), 0) as net
        from public.payout_ledger r
       where r.transfer_entry_id = t.id and r.status <> 'void') n
   where t.kind = 'transfer' and t.status = 'succeeded'
     and b.refunded_cents > 0
     and n.net > public.booking_vendor_due_cents(b, p_now)
  on conflict do nothing;
  get diagnostics reversals = row_count;

  return jsonb_build_object('held', held, 'hold_resized', resized, 'released', released,
                            'scheduled', scheduled, 'adjusted', adjusted, 'reversals', reversals);
end;
$$;

-- p_kind: host_cancel (refused once the event has started), vendor_cancel (refused under 7 days before the
-- event: vendors need 7 days' notice), admin (paid bookings, and completed ones: the vendor's transfer is
-- then reversed by the next payout run), auto (a payment that arrived after its slot was taken: the
-- booking is not paid).
-- Answers { refund_id, amount_cents, payment_intent_id, status } or raises:
-- P0002 no booking · 55000 not refundable (status) · 22023 event started · 55006 refund under way ·
-- 22003 amount out of range · PE001 no card payment on record (e.g. demo data) · PE003 a vendor's
-- cancellation with less than 7 days' notice.
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
  if p_kind = 'vendor_cancel' and public.booking_starts_at(b) < p_now + interval '7 days' then
    raise exception 'vendors need 7 days'' notice to cancel' using errcode = 'PE003';
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

-- The listing's owner asks PartyEasy to cancel one of its paid bookings (the way to cancel with less than
-- 7 days' notice). Raises P0002 when the booking is not a booking of the caller's listing, 55000 when it
-- is not paid, 22023 for an empty or too long reason.
create or replace function public.request_booking_cancellation(p_booking_id uuid, p_reason text)
returns public.booking_cancel_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  r public.booking_cancel_requests;
begin
  select bk.* into b from public.bookings bk join public.vendors v on v.id = bk.vendor_id
   where bk.id = p_booking_id and v.user_id = auth.uid();
  if not found then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  if b.payment_status <> 'paid' then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) not between 1 and 1000 then
    raise exception 'give the reason in 1 to 1000 characters' using errcode = '22023';
  end if;
  insert into public.booking_cancel_requests (booking_id, vendor_id, requested_by, reason)
  values (b.id, b.vendor_id, auth.uid(), btrim(p_reason))
  on conflict (booking_id) do update set reason = excluded.reason, requested_by = excluded.requested_by,
                                          created_at = now()
  returning * into r;
  return r;
end;
$$;

drop function if exists public.money_figures(uuid, uuid);

-- The figures over the bookings charged by card, of one vendor, one booking, or all (admins). With the
-- ledger, per booking: sent = succeeded transfers, back = succeeded reversals; what is still to take back
-- (reversing) = max(0, sent − back − share); what is still to pay = max(0, share − (sent − back)),
-- scheduled when the vendor's payouts are enabled, held otherwise. So, to the cent:
--   charged = platform profit + paid to vendors − reversed + scheduled + held + refunded
--   platform profit = fees − fees refunded + kept by cancellations = fees kept + kept by cancellations
-- late_cancellation_cents is the part of the vendors' share that comes from bookings their hosts cancelled
-- (what the policy kept of the subtotal), included in the share.
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
  failed_cents bigint,
  late_cancellation_cents bigint
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
    select b.id, b.vendor_id, b.payment_status,
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
         (select f.cents::bigint from failures f),
         coalesce(sum(x.share) filter (where x.payment_status = 'cancelled'), 0)::bigint
    from x;
end;
$$;

drop function if exists public.vendor_payouts(uuid, integer, integer);

-- A vendor's payouts, newest first: one per booking (the transfer, or the hold while payouts are not
-- enabled), with the booking it pays (its status: cancelled when it is what a host's cancellation kept)
-- and what was reversed from it since.
create or replace function public.vendor_payouts(p_vendor_id uuid, p_limit integer default 10, p_offset integer default 0)
returns table (
  entry_id bigint, booking_id uuid, kind text, status text, amount_cents integer, reversed_cents bigint,
  provider_id text, created_at timestamptz, settled_at timestamptz, booking_date date, booking_time time,
  customer_name text, selected_packages text, subtotal_cents bigint, refunded_cents integer, total_count bigint,
  booking_status text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.booking_id, e.kind, e.status, e.amount_cents,
         (select coalesce(sum(r.amount_cents), 0) from public.payout_ledger r
           where r.transfer_entry_id = e.id and r.status = 'succeeded'),
         e.provider_id, e.created_at, e.settled_at, b.booking_date, b.booking_time, b.customer_name,
         b.selected_packages, public.booking_cents(b.total_amount), b.refunded_cents,
         count(*) over (), b.payment_status
    from public.payout_ledger e
    join public.bookings b on b.id = e.booking_id
   where e.vendor_id = p_vendor_id
     and (e.kind = 'transfer' or (e.kind = 'hold' and e.status = 'held'))
     and e.status <> 'void'
   order by e.created_at desc, e.id desc
   limit greatest(1, least(p_limit, 100)) offset greatest(0, p_offset)
$$;

create policy "booking_cancel_requests: owning vendor and admins read" on public.booking_cancel_requests
  for select to authenticated
  using ((select public.is_admin())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create index booking_cancel_requests_vendor_idx on public.booking_cancel_requests (vendor_id);

revoke all on public.booking_cancel_requests from anon, authenticated;
grant select on public.booking_cancel_requests to authenticated;
revoke all on function public.booking_vendor_due_cents(public.bookings, timestamptz) from public, anon, authenticated;
revoke all on function public.request_booking_cancellation(uuid, text) from public, anon;
grant execute on function public.request_booking_cancellation(uuid, text) to authenticated;
revoke all on function public.vendor_payouts(uuid, integer, integer) from public, anon;
grant execute on function public.vendor_payouts(uuid, integer, integer) to authenticated;
revoke all on function public.money_figures(uuid, uuid) from public, anon;
grant execute on function public.money_figures(uuid, uuid) to authenticated;

-- The platform's part of a booking its host cancelled changed (the kept subtotal is now the vendor's): the
-- daily totals are summed again from the bookings.
update public.booking_daily_totals t
   set profit_cents = coalesce(s.p, 0)
  from (select (b.created_at at time zone 'UTC')::date as day, b.payment_status,
               sum(public.booking_platform_cents(b)) as p
          from public.bookings b group by 1, 2) s
 where s.day = t.day and s.payment_status = t.payment_status and s.p is distinct from t.profit_cents;
