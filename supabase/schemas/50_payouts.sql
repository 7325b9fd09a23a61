-- Vendors get paid (docs/payments.md "Payouts"): payout accounts through Stripe Connect, a ledger of
-- transfers, reversals and holds in integer cents, and the SQL that decides what is transferable. Nobody
-- writes these tables from the client: the Edge Functions (service role) call the functions below.

-- Tables ----------------------------------------------------------------------------------------------

-- One connected account per vendor. No row: not connected. details_needed: the account exists but the
-- provider does not yet allow payouts (onboarding unfinished or more details due). payouts_enabled.
create table public.payout_accounts (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  stripe_account_id text not null unique check (stripe_account_id ~ '^acct_[A-Za-z0-9_]+$'),
  state text not null default 'details_needed' check (state in ('details_needed', 'payouts_enabled')),
  details_submitted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.payout_accounts enable row level security;

-- kind transfer: the vendor's share of one completed booking, at most one per booking
--   (scheduled → processing → succeeded, or failed → retried with backoff; void if nothing is left to pay);
-- kind hold: a completed booking whose vendor cannot be paid yet (held → released once payouts are
--   enabled, or void when a refund leaves nothing to pay);
-- kind reversal: money taken back from a transferred booking after a refund (same states as transfers;
--   one open reversal per booking at a time).
create table public.payout_ledger (
  id bigint generated always as identity primary key,
  vendor_id uuid not null references public.vendors (id) on delete restrict,
  booking_id uuid not null references public.bookings (id) on delete restrict,
  kind text not null check (kind in ('transfer', 'reversal', 'hold')),
  amount_cents integer not null check (amount_cents >= 0),
  status text not null check (status in ('held', 'released', 'scheduled', 'processing', 'failed', 'succeeded', 'void')),
  -- the transfer a reversal takes money back from
  transfer_entry_id bigint references public.payout_ledger (id),
  provider_id text unique,
  attempts integer not null default 0,
  -- answers in which the provider refused the request (nothing moved): each gives the entry a new
  -- Idempotency-Key suffix, as the provider replays a refused request's answer for the same key
  refusals integer not null default 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint payout_ledger_kind_status check (
    case kind when 'hold' then status in ('held', 'released', 'void')
              else status in ('scheduled', 'processing', 'failed', 'succeeded', 'void') end),
  constraint payout_ledger_reversal_of_transfer check ((kind = 'reversal') = (transfer_entry_id is not null))
);

alter table public.payout_ledger enable row level security;

-- Functions -------------------------------------------------------------------------------------------


-- Whether a booking's payout waits for its dispute (open or being resolved; 96_disputes.sql). plpgsql: the
-- disputes table is created after this file.
create or replace function public.booking_disputed(p_booking_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (select 1 from public.disputes d where d.booking_id = p_booking_id and d.status <> 'resolved');
end;
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
     and (a.state is distinct from 'payouts_enabled' or public.booking_disputed(b.id))
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
   where h.status = 'held' and a.vendor_id = h.vendor_id and a.state = 'payouts_enabled'
     and not public.booking_disputed(h.booking_id);
  get diagnostics released = row_count;

  insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, next_attempt_at, created_at)
  select b.vendor_id, b.id, 'transfer', public.booking_vendor_due_cents(b, p_now), 'scheduled', p_now, p_now
    from public.bookings b
    join public.payout_accounts a on a.vendor_id = b.vendor_id and a.state = 'payouts_enabled'
   where (b.payment_status = 'completed' or (b.payment_status = 'cancelled' and b.cancelled_by = 'host'))
     and public.booking_vendor_due_cents(b, p_now) > 0
     and not public.booking_disputed(b.id)
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

create or replace function public.claim_payout_entries(p_now timestamptz default now(), p_limit integer default 20)
returns table (
  id bigint, kind text, booking_id uuid, vendor_id uuid, amount_cents integer, attempts integer,
  refusals integer, stripe_account_id text, transfer_provider_id text, transfer_group text
)
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.payout_ledger e
       set status = 'processing', claimed_at = p_now, attempts = e.attempts + 1
     where e.id in (
       select q.id from public.payout_ledger q
        where q.kind in ('transfer', 'reversal')
          and ((q.status in ('scheduled', 'failed') and q.next_attempt_at <= p_now)
               or (q.status = 'processing' and q.claimed_at < p_now - interval '2 minutes'))
          and (q.kind = 'reversal' or exists (
                select 1 from public.payout_accounts a
                 where a.vendor_id = q.vendor_id and a.state = 'payouts_enabled'))
          and not (q.kind = 'transfer' and q.status in ('scheduled', 'failed')
                   and public.booking_disputed(q.booking_id))
        order by q.next_attempt_at, q.id
        limit greatest(1, least(p_limit, 100))
        for update skip locked)
    returning e.*
  )
  select c.id, c.kind, c.booking_id, c.vendor_id, c.amount_cents, c.attempts, c.refusals, a.stripe_account_id,
         t.provider_id,
         coalesce('event-' || (select b.event_id::text from public.bookings b where b.id = c.booking_id),
                  'booking-' || c.booking_id::text)
    from claimed c
    join public.payout_accounts a on a.vendor_id = c.vendor_id
    left join public.payout_ledger t on t.id = c.transfer_entry_id
   order by c.id
$$;

-- The provider's answer for a claimed entry. Success (p_provider_id): succeeded, whatever state it was in
-- except void (the webhook's transfer.created may report it first or again: idempotent). Failure
-- (p_error): failed, retried after 1, 2, 4 … minutes (at most 6 hours apart); p_refused when the provider
-- refused it (nothing moved, the next attempt uses a new key); only a processing entry fails, so a late
-- error never undoes a success.
create or replace function public.finish_payout_entry(
  p_id bigint, p_provider_id text default null, p_error text default null, p_refused boolean default false,
  p_now timestamptz default now()
)
returns public.payout_ledger
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.payout_ledger;
begin
  if (p_provider_id is null) = (p_error is null) then
    raise exception 'give either the provider id or the error' using errcode = '22023';
  end if;
  if p_provider_id is not null then
    update public.payout_ledger
       set status = 'succeeded', provider_id = p_provider_id, settled_at = coalesce(settled_at, p_now),
           last_error = null, next_attempt_at = null
     where id = p_id and status in ('scheduled', 'processing', 'failed')
    returning * into e;
  else
    update public.payout_ledger
       set status = 'failed', last_error = left(p_error, 2000), refusals = refusals + p_refused::integer,
           next_attempt_at = coalesce(claimed_at, p_now)
                             + least(interval '6 hours', interval '1 minute' * power(2, greatest(attempts - 1, 0)))
     where id = p_id and status = 'processing'
    returning * into e;
  end if;
  if not found then
    select * into e from public.payout_ledger where id = p_id;
  end if;
  return e;
end;
$$;

-- Payout accounts are written by the functions only (onboarding, account.updated). Saves of one vendor take
-- turns on an advisory lock: simultaneous first saves of one Stripe account would otherwise trip the
-- stripe_account_id unique index, which is not the upsert's conflict target.
create or replace function public.save_payout_account(
  p_vendor_id uuid, p_stripe_account_id text, p_payouts_enabled boolean, p_details_submitted boolean
)
returns public.payout_accounts
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.payout_accounts;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('payout_accounts:' || p_vendor_id::text, 0));
  insert into public.payout_accounts (vendor_id, stripe_account_id, state, details_submitted)
  values (p_vendor_id, p_stripe_account_id,
          case when p_payouts_enabled then 'payouts_enabled' else 'details_needed' end, p_details_submitted)
  on conflict (vendor_id) do update
     set state = excluded.state, details_submitted = excluded.details_submitted, updated_at = now()
   where public.payout_accounts.stripe_account_id = excluded.stripe_account_id
  returning * into saved;
  return saved;
end;
$$;

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
           case when public.booking_charged_cents(b) > 0 then b.refunded_cents + b.change_refunded_cents else 0 end::bigint as refunded,
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
  ), disputed as (
    select d.booking_id from public.disputes d
     where d.status <> 'resolved'
       and (p_vendor_id is null or d.vendor_id = p_vendor_id)
       and (p_booking_id is null or d.booking_id = p_booking_id)
  ), x as (
    select per.*, coalesce(m.sent, 0) as sent, coalesce(m.back, 0) as back,
           coalesce(a.state = 'payouts_enabled', false) and dd.booking_id is null as enabled
      from per
      left join moved m on m.booking_id = per.id
      left join public.payout_accounts a on a.vendor_id = per.vendor_id
      left join disputed dd on dd.booking_id = per.id
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

-- A vendor's earnings: paid out (transfers minus reversals that went through), scheduled (transfers on
-- their way, and what upcoming or just completed bookings will pay once the vendor can be paid), on hold
-- (completed bookings held while payouts are not enabled, and upcoming ones of such a vendor).
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

-- The admin's payouts overview, over every booking paid by card: what hosts paid, the fees, refunds,
-- what vendors are owed and got, and the platform's profit = paid − refunded − the vendors' share
-- (the 5% fees, less fees refunded, plus what cancellations kept). Every figure in cents.
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

-- The latest failed transfers and reversals (admin; read through the ledger's row security).
create or replace function public.admin_payout_failures(p_limit integer default 20)
returns table (
  entry_id bigint, kind text, booking_id uuid, vendor_id uuid, vendor_name text, amount_cents integer,
  attempts integer, last_error text, next_attempt_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.kind, e.booking_id, e.vendor_id, v.name, e.amount_cents, e.attempts, e.last_error, e.next_attempt_at
    from public.payout_ledger e
    join public.vendors v on v.id = e.vendor_id
   where e.status = 'failed'
   order by e.next_attempt_at desc nulls last, e.id desc
   limit greatest(1, least(p_limit, 100))
$$;

-- The statement of one payout (a transfer, or a hold while payouts are not enabled: the rows of
-- vendor_payouts) for the listing's owner and admins: the booking it pays, its subtotal and refunds,
-- the amount, what was reversed from it since, and when. Anyone else, and any other ledger entry, gets
-- PT404.
create or replace function public.payout_statement(p_entry_id bigint)
returns table (
  entry_id bigint,
  kind text,
  status text,
  amount_cents integer,
  reversed_cents bigint,
  net_cents bigint,
  provider_id text,
  created_at timestamptz,
  settled_at timestamptz,
  vendor_id uuid,
  vendor_name text,
  booking_id uuid,
  booking_date date,
  booking_time time,
  customer_name text,
  selected_packages text,
  selected_addons text,
  subtotal_cents bigint,
  refunded_cents integer,
  reversals jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.payout_ledger;
  back bigint;
begin
  select * into e from public.payout_ledger l where l.id = p_entry_id;
  if not found or auth.uid() is null
     or not (e.kind = 'transfer' or (e.kind = 'hold' and e.status = 'held')) or e.status = 'void'
     or not (public.is_admin()
             or exists (select 1 from public.vendors v where v.id = e.vendor_id and v.user_id = auth.uid())) then
    raise exception 'statement not found' using errcode = 'PT404';
  end if;
  select coalesce(sum(r.amount_cents), 0) into back from public.payout_ledger r
   where r.transfer_entry_id = e.id and r.kind = 'reversal' and r.status = 'succeeded';
  return query
  select e.id, e.kind, e.status, e.amount_cents, back, e.amount_cents - back, e.provider_id, e.created_at,
         e.settled_at, e.vendor_id, v.name, b.id, b.booking_date, b.booking_time, b.customer_name,
         b.selected_packages, b.selected_addons, public.booking_cents(b.total_amount), b.refunded_cents,
         coalesce((select jsonb_agg(jsonb_build_object('amount_cents', r.amount_cents, 'status', r.status,
                                                       'at', coalesce(r.settled_at, r.created_at))
                                    order by r.id)
                     from public.payout_ledger r
                    where r.transfer_entry_id = e.id and r.kind = 'reversal' and r.status <> 'void'),
                  '[]'::jsonb)
    from public.bookings b
    join public.vendors v on v.id = b.vendor_id
   where b.id = e.booking_id;
end;
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create unique index payout_ledger_one_transfer on public.payout_ledger (booking_id) where kind = 'transfer';

create unique index payout_ledger_one_hold on public.payout_ledger (booking_id) where kind = 'hold';

create unique index payout_ledger_one_open_reversal on public.payout_ledger (booking_id)
  where kind = 'reversal' and status in ('scheduled', 'processing', 'failed');

create index payout_ledger_vendor_idx on public.payout_ledger (vendor_id, id desc);

create index payout_ledger_due_idx on public.payout_ledger (next_attempt_at)
  where status in ('scheduled', 'processing', 'failed');

create index payout_ledger_held_idx on public.payout_ledger (vendor_id) where status = 'held';

-- A booking's ledger entries of every kind (the unique indexes cover only some kinds and statuses).
create index if not exists payout_ledger_booking_idx on public.payout_ledger (booking_id);

-- Policies --------------------------------------------------------------------------------------------

create policy "payout_accounts: owning vendor and admins read" on public.payout_accounts
  for select to authenticated
  using ((select public.is_admin())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "payout_ledger: owning vendor and admins read" on public.payout_ledger
  for select to authenticated
  using ((select public.is_admin())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.payout_accounts from anon, authenticated;
grant select on public.payout_accounts to authenticated;
revoke all on public.payout_ledger from anon, authenticated;
grant select on public.payout_ledger to authenticated;
revoke all on function public.schedule_payouts(timestamptz) from public, anon, authenticated;
revoke all on function public.finish_payout_entry(bigint, text, text, boolean, timestamptz) from public, anon, authenticated;
revoke all on function public.save_payout_account(uuid, text, boolean, boolean) from public, anon, authenticated;
revoke all on function public.vendor_earnings(uuid) from public, anon;
revoke all on function public.admin_payouts_overview() from public, anon;
revoke all on function public.admin_payout_failures(integer) from public, anon;
grant execute on function public.vendor_earnings(uuid) to authenticated;
grant execute on function public.admin_payouts_overview() to authenticated;
grant execute on function public.admin_payout_failures(integer) to authenticated;

revoke all on function public.vendor_payouts(uuid, integer, integer) from public, anon;

grant execute on function public.vendor_payouts(uuid, integer, integer) to authenticated;

revoke all on function public.money_figures(uuid, uuid) from public, anon;

grant execute on function public.money_figures(uuid, uuid) to authenticated;

revoke all on function public.payout_statement(bigint) from public, anon;

grant execute on function public.payout_statement(bigint) to authenticated;

revoke all on function public.booking_disputed(uuid) from public, anon, authenticated;

revoke all on function public.claim_payout_entries(timestamptz, integer) from public, anon, authenticated;
