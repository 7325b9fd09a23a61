-- Hardening round 3 (issue 41, docs/reliability.md), classes 1 and 2: nobody deals with their own listing, and a
-- booking's status moves only along the transitions written down below, whatever path writes it (the API, the
-- Edge Functions with the service role, the schedule, an admin, a direct database session).
--
-- Refusals use PostgREST's PTnnn codes so the API answers with that HTTP status and the apps can tell them apart
-- by their hint: PT403 + hint own_listing (self-dealing), PT409 + hint booking_status_transition.

-- 1. Self-dealing -------------------------------------------------------------------------------------------
-- The one rule: a user who owns a listing (vendors.user_id) is never the host of a booking, hold, checkout or
-- review of it. Offers ([quotes]) and event-plan lines ([event-plan]) call refuse_own_listing the same way.
create or replace function public.is_own_listing(p_vendor_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id is not null
     and exists (select 1 from public.vendors v where v.id = p_vendor_id and v.user_id = p_user_id)
$$;
comment on function public.is_own_listing(uuid, uuid) is
  'True when p_user_id owns the listing p_vendor_id: that user may not book, pay for, review or otherwise deal with it as a host.';

-- Raises PT403 (HTTP 403, hint own_listing) with "This is your own listing: you can't <p_action> it."
-- p_action is the verb of what was refused: 'book', 'review', 'request a quote for', 'add … to an event plan'.
create or replace function public.refuse_own_listing(p_vendor_id uuid, p_user_id uuid, p_action text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.is_own_listing(p_vendor_id, p_user_id) then
    raise exception 'This is your own listing: you can''t % it.', p_action
      using errcode = 'PT403', hint = 'own_listing';
  end if;
end;
$$;
-- Ownership of any listing by any user is not the API's business: the caller's own answer is owns_vendor().
revoke all on function public.is_own_listing(uuid, uuid) from public, anon, authenticated;
revoke all on function public.refuse_own_listing(uuid, uuid, text) from public, anon, authenticated;

-- 2. The booking's status machine ------------------------------------------------------------------------
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
comment on table public.booking_status_transitions is
  'The allowed changes of bookings.payment_status (trigger bookings_status_machine). completed and cancelled are final.';
alter table public.booking_status_transitions enable row level security;
revoke all on public.booking_status_transitions from anon, authenticated;
grant select on public.booking_status_transitions to service_role;

insert into public.booking_status_transitions (from_status, to_status, made_by) values
  ('clicked_book', 'pending', 'reserve_booking: the checkout holds the slot'),
  ('clicked_book', 'cancelled', 'cancel-checkout: the host gives the booking up before paying'),
  ('pending', 'clicked_book', 'a hold without a checkout session is released (stale, or the checkout could not start)'),
  ('pending', 'paid', 'stripe-webhook (apply_checkout_payment): the provider reports the payment'),
  ('pending', 'cancelled', 'the checkout expired, failed or was given up; or its payment could not be applied and is refunded'),
  ('paid', 'completed', 'complete_finished_bookings: the event ended'),
  ('paid', 'cancelled', 'cancel-booking (start/settle_booking_refund): cancelled by the host, the vendor or an admin')
on conflict (from_status, to_status) do update set made_by = excluded.made_by;

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
  -- which would let the session be paid for a booking that no longer holds its slot.
  if old.payment_status = 'pending' and new.payment_status = 'clicked_book' and old.checkout_session_id is not null then
    raise exception 'A hold with a checkout session ends when the checkout is paid, expires or is cancelled.'
      using errcode = 'PT409', hint = 'booking_status_transition';
  end if;
  return new;
end;
$$;
revoke all on function public.bookings_status_machine() from public, anon, authenticated;

-- Named to run after bookings_before_insert / bookings_before_write (triggers fire in name order), so it sees
-- the row as it will be stored.
drop trigger if exists bookings_status_machine on public.bookings;
create trigger bookings_status_machine
  before insert or update on public.bookings
  for each row execute function public.bookings_status_machine();

-- Reviews: the reviewer never owns the listing (a review of one's own listing lifts it in "sort by rating").
create or replace function public.reviews_not_own_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refuse_own_listing(new.vendor_id, new.user_id, 'review');
  return new;
end;
$$;
revoke all on function public.reviews_not_own_listing() from public, anon, authenticated;

drop trigger if exists reviews_not_own_listing on public.reviews;
create trigger reviews_not_own_listing
  before insert or update of user_id, vendor_id on public.reviews
  for each row execute function public.reviews_not_own_listing();

-- 3. Payments the provider reports ---------------------------------------------------------------------
-- What the webhook does with "this checkout session was paid" (checkout.session.completed with payment_status
-- paid, checkout.session.async_payment_succeeded), decided under the booking's row lock so that concurrent and
-- repeated deliveries agree. Answers {outcome, amount_cents, reason}:
--   ignored   no booking has this session;
--   paid      the booking was pending (its hold) and becomes paid with the payment intent;
--   unchanged the booking is paid or completed, or was paid and cancelled since (its cancellation settled the
--             money: a late or repeated event never revives it);
--   refund    the booking can no longer be paid (the hold ended: cancelled or released; or the host owns the
--             listing): it stays or becomes cancelled, records the payment intent and the reason, and the
--             caller refunds amount_cents in full with start_booking_refund('auto'), which allows one active
--             refund per booking, so the money goes back once however often the event comes.
create or replace function public.apply_checkout_payment(
  p_booking_id uuid, p_session_id text, p_payment_intent_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  reason text;
begin
  select * into b from public.bookings
   where id = p_booking_id and checkout_session_id = p_session_id
     for update;
  if not found then
    return jsonb_build_object('outcome', 'ignored');
  end if;
  if b.payment_status in ('paid', 'completed')
     or exists (select 1 from public.booking_history h where h.booking_id = b.id and h.kind = 'paid') then
    return jsonb_build_object('outcome', 'unchanged');
  end if;
  if b.payment_status = 'pending' and not public.is_own_listing(b.vendor_id, b.user_id) then
    update public.bookings
       set payment_status = 'paid', payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
     where id = b.id;
    return jsonb_build_object('outcome', 'paid');
  end if;
  if coalesce(b.payment_intent_id, p_payment_intent_id) is null then
    raise exception 'booking % was paid when it could no longer be, without a payment intent', b.id
      using errcode = '22023';
  end if;
  reason := case when public.is_own_listing(b.vendor_id, b.user_id)
                 then 'This is your own listing: you can''t book it.'
                 else 'The payment arrived after this checkout had ended.' end;
  update public.bookings
     set payment_intent_id = coalesce(payment_intent_id, p_payment_intent_id),
         payment_status = 'cancelled',
         cancelled_at = coalesce(cancelled_at, now()),
         -- cancelled_by stays as it was: a booking never paid is not listed as a paid one that was cancelled
         cancellation_reason = coalesce(cancellation_reason, reason)
   where id = b.id
  returning * into b;
  return jsonb_build_object('outcome', 'refund', 'reason', reason,
                            'amount_cents', greatest(0, public.booking_paid_cents(b) - b.refunded_cents));
end;
$$;
revoke all on function public.apply_checkout_payment(uuid, text, text) from public, anon, authenticated;
grant execute on function public.apply_checkout_payment(uuid, text, text) to service_role;

-- 4. Refund start, unchanged but for one rule of the status machine: a completed booking is final, so an admin's
-- "no refund" (0 cents) applies to a paid booking only (it cancels it); a completed one takes a late refund of an
-- amount or nothing (55000, "not cancellable").
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
  elsif b.payment_status <> 'paid' and not (p_kind = 'admin' and b.payment_status = 'completed') then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  if p_kind = 'host_cancel' and public.booking_starts_at(b) <= p_now then
    raise exception 'the event has started' using errcode = '22023';
  end if;
  if p_amount_cents < 0 or p_amount_cents > public.booking_paid_cents(b) - b.refunded_cents then
    raise exception 'refund amount out of range' using errcode = '22003';
  end if;
  if p_amount_cents = 0 then
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
