-- After the payment: completion, cancellations with refunds, the booking's history and its e-mails
-- (docs/payments.md "After the payment"). Additive: new columns, tables, functions and triggers only.

-- The vendor's time zone ------------------------------------------------------------------------
-- booking_date + booking_time are wall-clock times where the vendor works. The market is Texas, so a
-- listing without a zone of its own is in America/Chicago.
create or replace function public.is_time_zone(p_zone text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform now() at time zone p_zone;
  return true;
exception when others then
  return false;
end;
$$;

alter table public.vendors
  add column time_zone text not null default 'America/Chicago'
    constraint vendors_time_zone_valid check (public.is_time_zone(time_zone));
comment on column public.vendors.time_zone is
  'IANA zone of the listing''s bookings (booking_date + booking_time are local times there).';

-- Bookings: what happened after the payment -----------------------------------------------------
alter table public.bookings
  add column payment_intent_id text,
  add column refunded_cents integer not null default 0 constraint bookings_refunded_cents_check
    check (refunded_cents >= 0),
  add column cancelled_at timestamptz,
  add column cancelled_by text constraint bookings_cancelled_by_check
    check (cancelled_by in ('host', 'vendor', 'admin', 'system')),
  add column cancellation_reason text constraint bookings_cancellation_reason_length
    check (char_length(cancellation_reason) <= 1000),
  add column completed_at timestamptz;
create index bookings_paid_time_range_idx on public.bookings (lower(time_range))
  where payment_status = 'paid';
create index bookings_payment_intent_id_idx on public.bookings (payment_intent_id)
  where payment_intent_id is not null;

-- What the customer paid, in cents (subtotal + processing fee).
create or replace function public.booking_paid_cents(b public.bookings)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::integer
$$;

-- When the event starts / ends, as instants (the vendor's zone).
create or replace function public.booking_starts_at(b public.bookings)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select (b.booking_date + b.booking_time) at time zone coalesce(
    (select v.time_zone from public.vendors v where v.id = b.vendor_id), 'America/Chicago')
$$;

create or replace function public.booking_ends_at(b public.bookings)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select (b.booking_date + b.booking_time + b.duration_hours * interval '1 hour') at time zone coalesce(
    (select v.time_zone from public.vendors v where v.id = b.vendor_id), 'America/Chicago')
$$;

-- History -------------------------------------------------------------------------------------------
create table public.booking_history (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('created', 'paid', 'cancelled', 'refunded', 'refund_failed', 'completed')),
  actor text check (actor in ('host', 'vendor', 'admin', 'system')),
  amount_cents integer,
  note text,
  created_at timestamptz not null default now()
);
create index booking_history_booking_id_idx on public.booking_history (booking_id, id);
alter table public.booking_history enable row level security;
-- Whoever can read the booking reads its history (the subquery is filtered by the bookings policy).
create policy "booking_history: readers of the booking" on public.booking_history
  for select to authenticated
  using (booking_id in (select b.id from public.bookings b where b.id = booking_id));
revoke all on public.booking_history from anon, authenticated;
grant select on public.booking_history to authenticated;

-- Refunds -------------------------------------------------------------------------------------------
-- One row per refund attempt. 'requested': written before the provider is asked (its id is the
-- provider's Idempotency-Key); 'pending' / 'succeeded': the provider accepted it; 'failed'.
-- At most one active (requested, pending, succeeded) refund per booking: a booking is refunded once.
create table public.booking_refunds (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('host_cancel', 'vendor_cancel', 'admin', 'auto')),
  amount_cents integer not null check (amount_cents > 0),
  reason text check (char_length(reason) <= 1000),
  requested_by uuid,
  status text not null default 'requested' check (status in ('requested', 'pending', 'succeeded', 'failed')),
  provider_refund_id text unique,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index booking_refunds_one_active on public.booking_refunds (booking_id)
  where status in ('requested', 'pending', 'succeeded');
alter table public.booking_refunds enable row level security;
revoke all on public.booking_refunds from anon, authenticated;

-- E-mail outbox: one row per (booking, mail, recipient), so a mail is queued once whatever runs twice.
create table public.booking_emails (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('confirmed', 'cancelled', 'completed', 'auto_refunded')),
  recipient text not null check (recipient in ('host', 'vendor')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  unique (booking_id, kind, recipient)
);
create index booking_emails_unsent_idx on public.booking_emails (id) where sent_at is null;
alter table public.booking_emails enable row level security;
revoke all on public.booking_emails from anon, authenticated;

create or replace function public.queue_booking_email(p_booking_id uuid, p_kind text, p_recipient text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.booking_emails (booking_id, kind, recipient) values (p_booking_id, p_kind, p_recipient)
  on conflict (booking_id, kind, recipient) do nothing
$$;
revoke all on function public.queue_booking_email(uuid, text, text) from public, anon, authenticated;

-- Senders claim unsent mails (a claim lasts 2 minutes, then another run may take the mail again),
-- then finish each: sent, or released with the error (10 attempts at most).
create or replace function public.claim_booking_emails(p_limit integer default 20)
returns setof public.booking_emails
language sql
security definer
set search_path = ''
as $$
  update public.booking_emails e
     set claimed_at = now(), attempts = e.attempts + 1
   where e.id in (
     select q.id from public.booking_emails q
      where q.sent_at is null and q.attempts < 10
        and (q.claimed_at is null or q.claimed_at < now() - interval '2 minutes')
      order by q.id
      limit greatest(1, least(p_limit, 100))
      for update skip locked)
  returning e.*
$$;
revoke all on function public.claim_booking_emails(integer) from public, anon, authenticated;

create or replace function public.finish_booking_email(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.booking_emails
     set sent_at = case when p_error is null then now() end,
         claimed_at = case when p_error is null then claimed_at end,
         last_error = p_error
   where id = p_id and sent_at is null
$$;
revoke all on function public.finish_booking_email(bigint, text) from public, anon, authenticated;

-- History and mails follow the status: created; paid (confirmation to both); cancelled after payment
-- (notice to both); completed (notice to the host).
create or replace function public.bookings_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.booking_history (booking_id, kind, actor, created_at)
    values (new.id, 'created', 'host', new.created_at);
    if new.payment_status in ('paid', 'completed') then
      insert into public.booking_history (booking_id, kind, actor, amount_cents, created_at)
      values (new.id, 'paid', 'host', public.booking_paid_cents(new), coalesce(new.paid_at, new.created_at));
    end if;
    return new;
  end if;
  if new.payment_status is not distinct from old.payment_status then
    return new;
  end if;
  if new.payment_status = 'paid' then
    insert into public.booking_history (booking_id, kind, actor, amount_cents)
    values (new.id, 'paid', 'host', public.booking_paid_cents(new));
    perform public.queue_booking_email(new.id, 'confirmed', 'host');
    perform public.queue_booking_email(new.id, 'confirmed', 'vendor');
  elsif new.payment_status = 'completed' then
    insert into public.booking_history (booking_id, kind, actor) values (new.id, 'completed', 'system');
    perform public.queue_booking_email(new.id, 'completed', 'host');
  elsif new.payment_status = 'cancelled' and old.payment_status = 'paid' then
    insert into public.booking_history (booking_id, kind, actor, note)
    values (new.id, 'cancelled', coalesce(new.cancelled_by, 'admin'), new.cancellation_reason);
    perform public.queue_booking_email(new.id, 'cancelled', 'host');
    perform public.queue_booking_email(new.id, 'cancelled', 'vendor');
  end if;
  return new;
end;
$$;

create trigger bookings_after_write
  after insert or update of payment_status on public.bookings
  for each row execute function public.bookings_after_write();

-- A paid booking is money held for the host: it is refunded or cancelled with a reason first.
create or replace function public.bookings_before_delete()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.payment_status = 'paid' then
    -- P0001: the API answers 400 with this message
    raise exception 'A paid booking cannot be deleted: refund or cancel it with a reason first.';
  end if;
  return old;
end;
$$;

create trigger bookings_before_delete
  before delete on public.bookings
  for each row execute function public.bookings_before_delete();

-- Completion ----------------------------------------------------------------------------------------
-- Paid bookings whose event has ended (in the vendor's zone) at p_now become completed. Run every
-- minute by pg_cron in production and by the devstack locally; tests pass their own clock.
create or replace function public.complete_finished_bookings(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  update public.bookings b
     set payment_status = 'completed', completed_at = p_now
   where b.payment_status = 'paid'
     -- cheap bound first (no zone is more than 14 h from UTC), then the exact end in the vendor's zone
     and lower(b.time_range) < (p_now at time zone 'UTC') + interval '14 hours'
     and public.booking_ends_at(b) <= p_now;
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke all on function public.complete_finished_bookings(timestamptz) from public, anon, authenticated;

-- Refund steps (called by the functions with the service role) -------------------------------------
-- Step 1: with the booking locked, check it can be refunded and write the 'requested' refund whose id
-- is the provider's Idempotency-Key. Concurrent callers wait for the lock and then find the booking
-- cancelled or the refund under way. A refund of 0 cents cancels at once (no provider call).
-- p_kind: host_cancel (refused once the event has started), vendor_cancel, admin (paid bookings),
-- auto (a payment that arrived after its slot was taken: the booking is not paid).
-- Answers { refund_id, amount_cents, payment_intent_id, status } or raises:
-- P0002 no booking · 55000 not refundable (status) · 22023 event started · 55006 refund under way ·
-- 22003 amount out of range · PE001 no card payment on record (e.g. demo data).
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
  actor text := case p_kind when 'host_cancel' then 'host' when 'vendor_cancel' then 'vendor'
                            when 'admin' then 'admin' else 'system' end;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  if not found then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  select * into r from public.booking_refunds
   where booking_id = b.id and status in ('requested', 'pending', 'succeeded');
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
  elsif b.payment_status <> 'paid' then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  if p_kind = 'host_cancel' and public.booking_starts_at(b) <= p_now then
    raise exception 'the event has started' using errcode = '22023';
  end if;
  if p_amount_cents < 0 or p_amount_cents > public.booking_paid_cents(b) - b.refunded_cents then
    raise exception 'refund amount out of range' using errcode = '22003';
  end if;
  if p_amount_cents = 0 then
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

-- Step 2: the provider accepted (p_status pending or succeeded) or refused (failed) the refund.
-- Idempotent: the webhook's refund.updated and the function's own answer may both report it.
-- Accepted: the booking is cancelled (unless it already is) with the refunded amount and the history.
-- Failed before being accepted: the booking stays as it was. Failed after: the amount is taken back
-- from refunded_cents and the history says so.
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
                       when 'admin' then 'admin' else 'system' end;
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
           payment_status = 'cancelled',
           cancelled_at = coalesce(cancelled_at, now()),
           cancelled_by = case when b.payment_status = 'paid' then actor else cancelled_by end,
           cancellation_reason = case when b.payment_status = 'paid' then r.reason else cancellation_reason end
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

-- Production schedule: pg_cron (enable it in the dashboard, Database → Extensions) completes bookings
-- every minute. Without the extension (local stacks) nothing is scheduled: the devstack runs the
-- function itself on start and every minute.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('complete-finished-bookings', '* * * * *',
                          'select public.complete_finished_bookings()');
  end if;
end;
$$;
