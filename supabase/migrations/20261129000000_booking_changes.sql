-- Changing a paid booking ([quotes] item 7, docs/payments.md "Changing a paid booking"): either side proposes
-- a new date, start time, hours or guests with the new price (the booking-change function prices a package
-- booking with shared-domain; the vendor states an offer booking's), the other side accepts or declines.
-- A lower price applies at once and refunds the difference (booking_refunds kind 'change'); a higher one
-- applies when the host's checkout for the difference is paid (the webhook), and lapses if abandoned.

-- Tables ----------------------------------------------------------------------------------------------

create table if not exists public.booking_changes (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  proposed_by text not null check (proposed_by in ('host', 'vendor')),
  proposer_id uuid not null references auth.users (id) on delete cascade,
  -- proposed: waiting for the other side · declined / withdrawn: closed unanswered · awaiting_payment:
  -- accepted, the host pays the difference · applied: the booking changed · lapsed: the payment was
  -- abandoned or the time was taken meanwhile (the booking stays as it was)
  status text not null default 'proposed'
    check (status in ('proposed', 'declined', 'withdrawn', 'awaiting_payment', 'applied', 'lapsed')),
  old_date date not null,
  old_time time not null,
  old_hours numeric(5, 2) not null,
  old_guests integer not null,
  old_subtotal_cents integer not null,
  old_fee_cents integer not null,
  new_date date not null,
  new_time time not null,
  new_hours numeric(5, 2) not null check (new_hours between 0.5 and 24 and new_hours * 2 = trunc(new_hours * 2)),
  new_guests integer not null check (new_guests between 1 and 10000),
  new_subtotal_cents integer not null check (new_subtotal_cents between 100 and 100000000),
  new_fee_cents integer not null check (new_fee_cents >= 0),
  note text check (char_length(note) <= 1000),
  decline_reason text check (char_length(decline_reason) <= 1000),
  lapse_reason text check (char_length(lapse_reason) <= 300),
  -- the checkout for a higher price (one per change) and its payment
  checkout_session_id text unique,
  payment_intent_id text,
  answered_at timestamptz,
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.booking_changes is
  'Proposed changes of a paid booking ([quotes] item 7): old and new date, time, hours, guests and price; one open (proposed or awaiting_payment) per booking. Readers of the booking read them; written only by the change functions.';
alter table public.booking_changes enable row level security;

-- one open proposal per booking
create unique index if not exists booking_changes_one_open on public.booking_changes (booking_id)
  where status in ('proposed', 'awaiting_payment');

create index if not exists booking_changes_booking_idx on public.booking_changes (booking_id, created_at desc);

-- What a change refund gave back (the difference of a lower price): the booking's amounts are already the
-- new ones, so this is counted in what was charged and refunded, never against the vendor's share.
alter table public.bookings add column if not exists change_refunded_cents integer not null default 0
  constraint bookings_change_refunded_cents_check check (change_refunded_cents >= 0);

alter table public.booking_history drop constraint if exists booking_history_kind_check;
alter table public.booking_history add constraint booking_history_kind_check
  check (kind in ('created', 'paid', 'cancelled', 'refunded', 'refund_failed', 'completed', 'changed'));

alter table public.booking_refunds drop constraint if exists booking_refunds_kind_check;
alter table public.booking_refunds add constraint booking_refunds_kind_check
  check (kind in ('host_cancel', 'vendor_cancel', 'admin', 'auto', 'goodwill', 'dispute', 'change'));
alter table public.booking_refunds add column if not exists booking_change_id uuid
  references public.booking_changes (id) on delete set null;
alter table public.booking_refunds add column if not exists payment_intent_id text;

-- A change refund is not a cancellation: it has its own once-only index (one per change).
drop index if exists public.booking_refunds_one_active;
create unique index booking_refunds_one_active on public.booking_refunds (booking_id, (kind = 'goodwill'))
  where status in ('requested', 'pending', 'succeeded') and kind <> 'change';
create unique index if not exists booking_refunds_change_once on public.booking_refunds (booking_change_id)
  where kind = 'change';

alter table public.booking_emails drop constraint if exists booking_emails_kind_check;
alter table public.booking_emails add constraint booking_emails_kind_check
  check (kind in ('confirmed', 'cancelled', 'completed', 'auto_refunded', 'dispute_resolved',
                  'change_proposed', 'change_accepted', 'change_declined', 'changed'));
alter table public.booking_emails add column if not exists booking_change_id uuid
  references public.booking_changes (id) on delete cascade;
alter table public.booking_emails drop constraint if exists booking_emails_booking_id_kind_recipient_key;
create unique index if not exists booking_emails_once on public.booking_emails
  (booking_id, kind, recipient, coalesce(booking_change_id, '00000000-0000-0000-0000-000000000000'::uuid));

alter table public.messages drop constraint if exists messages_kind_check;
alter table public.messages add constraint messages_kind_check check (
    kind in ('text', 'quote_request', 'quote_offer', 'quote_declined', 'quote_withdrawn', 'quote_booked', 'quote_expired',
             'change_proposed', 'change_accepted', 'change_declined', 'change_applied', 'change_lapsed')
  );

-- Functions -------------------------------------------------------------------------------------------

-- Queues a mail once per booking, mail, recipient (and change, for the change mails).
create or replace function public.queue_booking_email(p_booking_id uuid, p_kind text, p_recipient text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.booking_emails (booking_id, kind, recipient) values (p_booking_id, p_kind, p_recipient)
  on conflict do nothing
$$;

create or replace function public.queue_booking_change_email(p_change_id uuid, p_kind text, p_recipient text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.booking_emails (booking_id, kind, recipient, booking_change_id)
  select c.booking_id, p_kind, p_recipient, c.id from public.booking_changes c where c.id = p_change_id
  on conflict do nothing
$$;

-- Charged counts the difference refunded by a change (the booking's amounts are already the new ones).
create or replace function public.booking_charged_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when b.payment_intent_id is not null and b.payment_status in ('paid', 'completed', 'cancelled')
              then round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::bigint + b.change_refunded_cents
              else 0 end
$$;

-- The platform's part: charged − refunded (change refunds included) − the vendor's share.
create or replace function public.booking_platform_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when public.booking_charged_cents(b) > 0
              then public.booking_charged_cents(b) - b.refunded_cents - b.change_refunded_cents
                   - public.booking_vendor_share_cents(b)
              else 0 end
$$;

-- How many hours before the event the booking's policy stops refunding in full: the cancellation window in
-- which a booking can no longer be changed (shared-domain bookingChangeWindowHours).
create or replace function public.booking_change_window_hours(p_policy text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_policy when 'flexible' then 24 when 'strict' then 168 else 72 end
$$;

-- "Sat, Dec 12, 2026 at 6:00 PM, 4 hours, 80 guests, $1,260.00" (the price with the fee).
create or replace function public.booking_change_text(p_date date, p_time time, p_hours numeric, p_guests integer,
                                                      p_total_cents bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select public.quote_when_text(p_date, p_time, p_hours) || ', ' || p_guests::text
         || case when p_guests = 1 then ' guest, ' else ' guests, ' end || public.quote_money_text(p_total_cents)
$$;

-- A change card in the host–vendor conversation (created if missing), linked to the booking.
create or replace function public.booking_change_post(c public.booking_changes, p_kind text, p_sender uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  conversation uuid;
begin
  select * into b from public.bookings where id = c.booking_id;
  if b.user_id is null then
    return;
  end if;
  conversation := public.ensure_conversation(b.vendor_id, b.user_id, p_sender);
  insert into public.messages (conversation_id, sender_id, body, kind, booking_id)
  values (conversation, p_sender, left(p_body, 4000), p_kind, b.id);
end;
$$;

-- Who the user is to the booking: 'host', 'vendor' (the listing's owner) or null.
create or replace function public.booking_side(b public.bookings, p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_user is null then null
              when b.user_id = p_user then 'host'
              when exists (select 1 from public.vendors v where v.id = b.vendor_id and v.user_id = p_user) then 'vendor'
         end
$$;

-- Raises unless the booking can be changed now: paid, and its event outside the policy's cancellation window.
create or replace function public.booking_change_allowed(b public.bookings, p_now timestamptz)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  policy text;
  window_hours integer;
begin
  if b.payment_status <> 'paid' then
    raise exception 'Only a paid booking that has not taken place can be changed.'
      using errcode = 'PT409', hint = 'not_changeable';
  end if;
  if b.quote_offer_id is not null then
    select o.refund_policy into policy from public.quote_offers o where o.id = b.quote_offer_id;
  end if;
  window_hours := public.booking_change_window_hours(policy);
  if public.booking_starts_at(b) < p_now + make_interval(hours => window_hours) then
    raise exception '%', format('This booking starts in less than %s, inside its cancellation window, so it can no longer be changed.',
                                case when window_hours % 24 = 0 and window_hours > 72 then (window_hours / 24)::text || ' days'
                                     else window_hours::text || ' hours' end)
      using errcode = 'PT409', hint = 'change_window';
  end if;
end;
$$;

-- The slot rules of check_booking_slot for the new time (the booking itself left out), as the change's
-- messages.
create or replace function public.booking_change_check_slot(b public.bookings, p_range tsrange)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.check_booking_slot(b.vendor_id, b.id, p_range);
exception
  when sqlstate '22023' then
    raise exception 'This time has already passed. Please choose another time.' using errcode = '22023';
  when sqlstate '23514' then
    raise exception 'This time is not open in the vendor''s calendar. Please choose another time.'
      using errcode = 'PT409', hint = 'slot_unavailable';
  when sqlstate '23P01' then
    raise exception 'This time is no longer available. Please choose another time.'
      using errcode = 'PT409', hint = 'slot_taken';
end;
$$;

-- Called by the booking-change function (service role) with the price it computed: a package booking priced
-- by shared-domain, an offer booking's by the vendor (a host's proposal keeps the price). Answers the change.
create or replace function public.propose_booking_change(
  p_booking_id uuid, p_user uuid, p_date date, p_time time, p_hours numeric, p_guests integer,
  p_subtotal_cents integer, p_note text default null, p_now timestamptz default now()
)
returns public.booking_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  side text;
  c public.booking_changes;
  old_sub integer;
  old_fee integer;
  new_fee integer;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  side := case when found then public.booking_side(b, p_user) end;
  if side is null then
    raise exception 'Booking not found.' using errcode = 'PT404';
  end if;
  perform public.booking_change_allowed(b, p_now);
  if p_date is null or p_time is null or p_hours is null or p_guests is null then
    raise exception 'Give the date, start time, hours and guests.' using errcode = '22023';
  end if;
  if not (p_hours between 0.5 and 24 and p_hours * 2 = trunc(p_hours * 2)) then
    raise exception 'Hours must be 0.5 to 24, in half-hour steps.' using errcode = '22023';
  end if;
  if p_guests not between 1 and 10000 then
    raise exception 'Guests must be 1 to 10,000.' using errcode = '22023';
  end if;
  if p_subtotal_cents is null or p_subtotal_cents not between 100 and 100000000 then
    raise exception 'The price must be $1.00 to $1,000,000.00.' using errcode = '22023';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 or not public.user_text_ok(p_note) then
    raise exception 'The note can be at most 1,000 characters.' using errcode = '22023';
  end if;
  if (p_date, p_time, p_hours, p_guests) = (b.booking_date, b.booking_time, b.duration_hours, b.guest_count) then
    raise exception 'Change the date, start time, hours or guests.' using errcode = '22023';
  end if;
  -- an accepted change whose difference was never taken to checkout lapses after a day
  update public.booking_changes x
     set status = 'lapsed', lapse_reason = 'The difference was not paid.', updated_at = p_now
   where x.booking_id = b.id and x.status = 'awaiting_payment' and x.checkout_session_id is null
     and x.answered_at < p_now - interval '24 hours';
  if exists (select 1 from public.booking_changes x
              where x.booking_id = b.id and x.status in ('proposed', 'awaiting_payment')) then
    raise exception 'This booking already has a change waiting for an answer.'
      using errcode = 'PT409', hint = 'change_open';
  end if;
  perform public.booking_change_check_slot(
    b, tsrange(p_date + p_time, p_date + p_time + p_hours * interval '1 hour', '[)'));
  old_sub := public.booking_cents(b.total_amount)::integer;
  old_fee := public.booking_cents(coalesce(b.processing_fee, 0))::integer;
  new_fee := public.platform_profit_cents(p_subtotal_cents)::integer;
  insert into public.booking_changes (booking_id, proposed_by, proposer_id, old_date, old_time, old_hours, old_guests,
                                      old_subtotal_cents, old_fee_cents, new_date, new_time, new_hours, new_guests,
                                      new_subtotal_cents, new_fee_cents, note, created_at, updated_at)
  values (b.id, side, p_user, b.booking_date, b.booking_time, b.duration_hours, b.guest_count, old_sub, old_fee,
          p_date, p_time, p_hours, p_guests, p_subtotal_cents, new_fee, nullif(btrim(coalesce(p_note, '')), ''),
          p_now, p_now)
  returning * into c;
  perform public.booking_change_post(c, 'change_proposed', p_user,
    'Change proposed: ' || public.booking_change_text(p_date, p_time, p_hours, p_guests, p_subtotal_cents + new_fee)
    || ' (was ' || public.booking_change_text(b.booking_date, b.booking_time, b.duration_hours, b.guest_count,
                                              old_sub + old_fee) || ')'
    || coalesce(E'\n' || c.note, ''));
  perform public.queue_booking_change_email(c.id, 'change_proposed', case side when 'host' then 'vendor' else 'host' end);
  return c;
end;
$$;

-- The booking takes the change's time, guests and price (the exclusion constraint still forbids an overlap),
-- with its history; the change is applied. Raises the slot messages when the time is no longer free.
create or replace function public.booking_change_apply(p_change_id uuid, p_actor text)
returns public.booking_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
begin
  select * into c from public.booking_changes where id = p_change_id;
  select * into b from public.bookings where id = c.booking_id;
  perform public.booking_change_check_slot(
    b, tsrange(c.new_date + c.new_time, c.new_date + c.new_time + c.new_hours * interval '1 hour', '[)'));
  begin
    update public.bookings
       set booking_date = c.new_date, booking_time = c.new_time, duration_hours = c.new_hours,
           guest_count = c.new_guests, total_amount = c.new_subtotal_cents / 100.0,
           processing_fee = c.new_fee_cents / 100.0
     where id = b.id;
  exception
    when exclusion_violation then
      raise exception 'This time is no longer available. Please choose another time.'
        using errcode = 'PT409', hint = 'slot_taken';
    when check_violation then
      raise exception '%', sqlerrm using errcode = '22023';
  end;
  insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
  values (b.id, 'changed', p_actor, (c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents),
          public.booking_change_text(c.old_date, c.old_time, c.old_hours, c.old_guests,
                                     c.old_subtotal_cents + c.old_fee_cents)
          || ' → ' || public.booking_change_text(c.new_date, c.new_time, c.new_hours, c.new_guests,
                                                 c.new_subtotal_cents + c.new_fee_cents));
  update public.booking_changes set status = 'applied', applied_at = now(), updated_at = now()
   where id = c.id returning * into c;
  perform public.queue_booking_change_email(c.id, 'changed', 'host');
  perform public.queue_booking_change_email(c.id, 'changed', 'vendor');
  return c;
end;
$$;

-- The other side accepts (booking-change function, service role). Under the booking's lock: a price that is
-- not higher applies at once (a lower one writes the change refund, which the caller sends to the provider);
-- a higher one waits for the host's payment of the difference. Answers {outcome: 'applied' | 'payment_due',
-- change_id, amount_cents, refund_id, payment_intent_id}.
create or replace function public.accept_booking_change(p_change_id uuid, p_user uuid, p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
  side text;
  diff integer;
  r public.booking_refunds;
begin
  select * into c from public.booking_changes where id = p_change_id;
  if not found then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  select * into b from public.bookings where id = c.booking_id for update;
  select * into c from public.booking_changes where id = p_change_id for update;
  side := public.booking_side(b, p_user);
  if side is null then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  if c.status <> 'proposed' then
    raise exception 'This change is no longer waiting for an answer.' using errcode = 'PT409', hint = 'change_closed';
  end if;
  if side = c.proposed_by then
    raise exception 'You proposed this change: the other side accepts or declines it.'
      using errcode = 'PT409', hint = 'own_proposal';
  end if;
  perform public.booking_change_allowed(b, p_now);
  diff := (c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents);
  update public.booking_changes set answered_at = p_now, updated_at = p_now where id = c.id;
  if diff > 0 then
    perform public.booking_change_check_slot(
      b, tsrange(c.new_date + c.new_time, c.new_date + c.new_time + c.new_hours * interval '1 hour', '[)'));
    update public.booking_changes set status = 'awaiting_payment' where id = c.id returning * into c;
    perform public.booking_change_post(c, 'change_accepted', p_user,
      'Change accepted: the host pays the difference of ' || public.quote_money_text(diff) || ' to confirm it.');
    perform public.queue_booking_change_email(c.id, 'change_accepted', c.proposed_by);
    return jsonb_build_object('outcome', 'payment_due', 'change_id', c.id, 'amount_cents', diff);
  end if;
  if -diff > public.booking_paid_cents(b) - b.refunded_cents then
    raise exception 'This booking has been refunded too much to lower its price this way.'
      using errcode = 'PT409', hint = 'not_changeable';
  end if;
  if diff < 0 and b.payment_intent_id is null then
    raise exception 'This booking has no card payment on record to refund the difference to.'
      using errcode = 'PT409', hint = 'no_card_payment';
  end if;
  c := public.booking_change_apply(c.id, side);
  perform public.booking_change_post(c, 'change_accepted', p_user,
    'Change accepted: ' || public.booking_change_text(c.new_date, c.new_time, c.new_hours, c.new_guests,
                                                     c.new_subtotal_cents + c.new_fee_cents)
    || case when diff < 0 then ', ' || public.quote_money_text(-diff) || ' refunded to the host''s card' else '' end);
  perform public.queue_booking_change_email(c.id, 'change_accepted', c.proposed_by);
  if diff < 0 then
    insert into public.booking_refunds (booking_id, kind, amount_cents, reason, requested_by, booking_change_id,
                                        payment_intent_id, created_at, updated_at)
    values (b.id, 'change', -diff, 'The booking was changed to a lower price.', p_user, c.id, b.payment_intent_id,
            p_now, p_now)
    returning * into r;
  end if;
  return jsonb_build_object('outcome', 'applied', 'change_id', c.id, 'amount_cents', diff,
                            'refund_id', r.id, 'payment_intent_id', b.payment_intent_id);
end;
$$;

-- The other side declines, or the proposer withdraws, a proposal (signed-in callers).
create or replace function public.decline_booking_change(p_change_id uuid, p_reason text default null)
returns public.booking_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
  side text;
begin
  select * into c from public.booking_changes where id = p_change_id;
  if not found then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  select * into b from public.bookings where id = c.booking_id for update;
  select * into c from public.booking_changes where id = p_change_id for update;
  side := public.booking_side(b, auth.uid());
  if side is null then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  if c.status <> 'proposed' then
    raise exception 'This change is no longer waiting for an answer.' using errcode = 'PT409', hint = 'change_closed';
  end if;
  if char_length(coalesce(p_reason, '')) > 1000 or not public.user_text_ok(p_reason) then
    raise exception 'The reason can be at most 1,000 characters.' using errcode = '22023';
  end if;
  update public.booking_changes
     set status = case when side = c.proposed_by then 'withdrawn' else 'declined' end,
         decline_reason = nullif(btrim(coalesce(p_reason, '')), ''), answered_at = now(), updated_at = now()
   where id = c.id returning * into c;
  perform public.booking_change_post(c, 'change_declined', auth.uid(),
    case when c.status = 'withdrawn' then 'Change withdrawn.' else 'Change declined.' end
    || coalesce(' ' || c.decline_reason, ''));
  if c.status = 'declined' then
    perform public.queue_booking_change_email(c.id, 'change_declined', c.proposed_by);
  end if;
  return c;
end;
$$;

-- The host starts paying the difference (booking-change function, service role): answers the amount and the
-- session already attached, if any; refuses when the change no longer waits for payment or its time is taken.
create or replace function public.start_booking_change_payment(p_change_id uuid, p_user uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
begin
  select * into c from public.booking_changes where id = p_change_id;
  if not found then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  select * into b from public.bookings where id = c.booking_id for update;
  select * into c from public.booking_changes where id = p_change_id for update;
  if b.user_id is distinct from p_user then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  if c.status <> 'awaiting_payment' then
    raise exception 'This change is not waiting for a payment.' using errcode = 'PT409', hint = 'change_closed';
  end if;
  if b.payment_status <> 'paid' then
    raise exception 'Only a paid booking that has not taken place can be changed.'
      using errcode = 'PT409', hint = 'not_changeable';
  end if;
  if c.checkout_session_id is null then
    perform public.booking_change_check_slot(
      b, tsrange(c.new_date + c.new_time, c.new_date + c.new_time + c.new_hours * interval '1 hour', '[)'));
  end if;
  return jsonb_build_object('amount_cents', (c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents),
                            'checkout_session_id', c.checkout_session_id, 'booking_id', b.id,
                            'customer_email', b.customer_email, 'vendor_id', b.vendor_id);
end;
$$;

-- The webhook: the checkout of a change's difference was paid. Under the booking's lock, so repeated and
-- concurrent deliveries agree: the change applies once ('applied'), or was applied before ('unchanged'), or
-- can no longer apply (the change lapsed, the booking is no longer paid, or its time was taken meanwhile):
-- the change lapses and the difference is refunded once ('refund' with refund_id; booking_refunds_change_once).
create or replace function public.apply_booking_change_payment(
  p_change_id uuid, p_session_id text, p_payment_intent_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
  diff integer;
  why text;
  r public.booking_refunds;
begin
  select * into c from public.booking_changes where id = p_change_id and checkout_session_id = p_session_id;
  if not found then
    return jsonb_build_object('outcome', 'ignored');
  end if;
  select * into b from public.bookings where id = c.booking_id for update;
  select * into c from public.booking_changes where id = p_change_id for update;
  if c.status = 'applied' then
    return jsonb_build_object('outcome', 'unchanged');
  end if;
  if exists (select 1 from public.booking_refunds x where x.booking_id = b.id and x.booking_change_id = c.id) then
    return jsonb_build_object('outcome', 'unchanged');
  end if;
  diff := (c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents);
  update public.booking_changes set payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
   where id = c.id returning * into c;
  if c.status = 'awaiting_payment' and b.payment_status = 'paid' then
    begin
      -- the history names who accepted: the side that did not propose
      c := public.booking_change_apply(c.id, case c.proposed_by when 'host' then 'vendor' else 'host' end);
      perform public.booking_change_post(c, 'change_applied', b.user_id,
        'Change confirmed: ' || public.booking_change_text(c.new_date, c.new_time, c.new_hours, c.new_guests,
                                                          c.new_subtotal_cents + c.new_fee_cents)
        || ', the difference of ' || public.quote_money_text(diff) || ' paid');
      return jsonb_build_object('outcome', 'applied');
    exception
      when sqlstate 'PT409' or sqlstate '22023' then
        why := sqlerrm;
    end;
  end if;
  why := coalesce(why, case when b.payment_status <> 'paid' then 'The booking is no longer paid.'
                            else 'The change had lapsed before the payment arrived.' end);
  if c.payment_intent_id is null then
    raise exception 'change % was paid when it could no longer apply, without a payment intent', c.id
      using errcode = '22023';
  end if;
  update public.booking_changes set status = 'lapsed', lapse_reason = left(why, 300), updated_at = now()
   where id = c.id and status in ('proposed', 'awaiting_payment');
  insert into public.booking_refunds (booking_id, kind, amount_cents, reason, booking_change_id, payment_intent_id)
  values (b.id, 'change', diff, left('The change could not be made: ' || why, 1000), c.id, c.payment_intent_id)
  returning * into r;
  -- The difference was charged, so it counts as charged and refunded (change_refunded_cents) once settled.
  return jsonb_build_object('outcome', 'refund', 'refund_id', r.id, 'amount_cents', diff,
                            'payment_intent_id', c.payment_intent_id, 'reason', why);
end;
$$;

-- The webhook: the checkout of a change's difference expired or was given up: the change lapses, the booking
-- stays as it was.
create or replace function public.lapse_booking_change(p_change_id uuid, p_session_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
begin
  update public.booking_changes
     set status = 'lapsed', lapse_reason = 'The difference was not paid.', updated_at = now()
   where id = p_change_id and checkout_session_id = p_session_id and status = 'awaiting_payment'
  returning * into c;
  if not found then
    return false;
  end if;
  perform public.booking_change_post(c, 'change_lapsed',
    (select b.user_id from public.bookings b where b.id = c.booking_id),
    'Change not made: the difference was not paid, so the booking stays as it was.');
  return true;
end;
$$;

-- start_booking_refund: change refunds are not cancellations (left out of the once-per-booking check and
-- of what is on its way, which is counted against amounts the change already lowered).
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
                            when 'admin' then 'admin' when 'goodwill' then 'admin' when 'dispute' then 'admin'
                            else 'system' end;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  if not found then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  select * into r from public.booking_refunds
   where booking_id = b.id and status in ('requested', 'pending', 'succeeded') and kind <> 'change'
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
        and not (p_kind in ('admin', 'goodwill', 'dispute') and b.payment_status = 'completed') then
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
   where x.booking_id = b.id and x.status = 'requested' and x.kind <> 'change';
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

-- settle_booking_refund: a change refund keeps the booking and counts in change_refunded_cents.
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
                       when 'admin' then 'admin' when 'goodwill' then 'admin' when 'dispute' then 'admin'
                       else 'system' end;
  -- a goodwill refund, a change refund, or a late refund (after the event), leaves the booking as it is
  keeps := r.kind in ('goodwill', 'change') or b.payment_status = 'completed';
  update public.booking_refunds
     set status = p_status, provider_refund_id = coalesce(p_provider_refund_id, provider_refund_id),
         failure_message = case when p_status = 'failed' then p_message end, updated_at = now()
   where id = r.id returning * into r;
  if p_status = 'failed' then
    if accepted and r.kind = 'change' then
      update public.bookings set change_refunded_cents = greatest(0, change_refunded_cents - r.amount_cents)
       where id = b.id;
    elsif accepted then
      update public.bookings set refunded_cents = greatest(0, refunded_cents - r.amount_cents) where id = b.id;
    end if;
    insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
    values (b.id, 'refund_failed', actor, r.amount_cents, p_message);
    return r;
  end if;
  if not accepted and r.kind = 'change' then
    update public.bookings set change_refunded_cents = change_refunded_cents + r.amount_cents where id = b.id;
    insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
    values (b.id, 'refunded', actor, r.amount_cents, r.reason);
  elsif not accepted then
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


-- money_figures: refunded counts what change refunds gave back (charged counts it too).
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

-- booking_receipt: the refunded amount and the net count change refunds (listed among the refunds).
create or replace function public.booking_receipt(p_booking_id uuid)
returns table (
  booking_id uuid,
  payment_status text,
  booking_date date,
  booking_time time,
  duration_hours numeric,
  guest_count integer,
  selected_packages text,
  selected_addons text,
  event_location text,
  vendor_id uuid,
  vendor_name text,
  customer_name text,
  customer_email text,
  booked_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  subtotal_cents bigint,
  fee_cents bigint,
  charged_cents bigint,
  refunded_cents bigint,
  net_paid_cents bigint,
  refunds jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b public.bookings;
begin
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found or auth.uid() is null
     or not (b.user_id = auth.uid() or public.is_admin())
     or public.booking_charged_cents(b) = 0 then
    raise exception 'receipt not found' using errcode = 'PT404';
  end if;
  return query
  select b.id, b.payment_status, b.booking_date, b.booking_time, b.duration_hours, b.guest_count,
         b.selected_packages, b.selected_addons, b.event_location, b.vendor_id, v.name, b.customer_name,
         b.customer_email, b.created_at, b.paid_at, b.cancelled_at, b.completed_at,
         public.booking_cents(b.total_amount),
         public.booking_cents(coalesce(b.processing_fee, 0)),
         public.booking_charged_cents(b),
         (b.refunded_cents + b.change_refunded_cents)::bigint,
         public.booking_charged_cents(b) - b.refunded_cents - b.change_refunded_cents,
         coalesce((select jsonb_agg(jsonb_build_object('amount_cents', r.amount_cents, 'status', r.status,
                                                       'at', r.updated_at) order by r.created_at, r.id)
                     from public.booking_refunds r
                    where r.booking_id = b.id and r.status in ('pending', 'succeeded')), '[]'::jsonb)
    from public.vendors v
   where v.id = b.vendor_id;
end;
$$;


-- The cards the system writes for a side after a payment (change_applied, change_lapsed) are like
-- quote_booked: they open no reply turn and leave that side's read stamps alone.
create or replace function public.messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations;
  recipient uuid;
  system boolean := new.kind in ('quote_expired', 'quote_booked', 'change_applied', 'change_lapsed');
begin
  -- a message committed after a later one (concurrent sends) does not move the last-message columns back
  update public.conversations x
     set last_message_at = greatest(x.last_message_at, new.created_at),
         last_message_id = case when x.last_message_at > new.created_at then x.last_message_id else new.id end,
         last_sender_id = case when x.last_message_at > new.created_at then x.last_sender_id else new.sender_id end,
         host_last_read_at = case when new.sender_id = x.host_id and not system then new.created_at
                                  else x.host_last_read_at end,
         host_unread_since = case when new.sender_id = x.host_id and not system then null
                                  when new.sender_id = x.host_id then x.host_unread_since
                                  else coalesce(x.host_unread_since, new.created_at) end,
         vendor_last_read_at = case when new.sender_id = x.vendor_user_id and not system then new.created_at
                                    else x.vendor_last_read_at end,
         vendor_unread_since = case when new.sender_id = x.vendor_user_id and not system then null
                                    when new.sender_id = x.vendor_user_id then x.vendor_unread_since
                                    else coalesce(x.vendor_unread_since, new.created_at) end
   where x.id = new.conversation_id
   returning * into c;
  recipient := case when new.sender_id = c.host_id then c.vendor_user_id else c.host_id end;
  perform realtime.send(
    public.message_json(new, public.messaging_contact_unlocked(c.vendor_id, c.host_id), null),
    'message', 'conversation:' || c.id::text, true);
  perform realtime.send(jsonb_build_object('conversation_id', c.id), 'inbox', 'inbox:' || recipient::text, true);
  perform realtime.send(jsonb_build_object('conversation_id', c.id), 'inbox', 'inbox:' || new.sender_id::text, true);
  return null;
end;
$$;

create or replace function public.messages_track_turns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations;
begin
  if new.kind in ('quote_expired', 'quote_booked', 'change_applied', 'change_lapsed') then
    return null;
  end if;
  select * into c from public.conversations where id = new.conversation_id;
  if new.sender_id = c.host_id then
    insert into public.message_turns (conversation_id, vendor_id, started_at)
    values (c.id, c.vendor_id, new.created_at)
    on conflict (conversation_id) where replied_at is null do nothing;
  else
    update public.message_turns set replied_at = new.created_at
     where conversation_id = c.id and replied_at is null;
  end if;
  return null;
end;
$$;

-- Policies --------------------------------------------------------------------------------------------

drop policy if exists "booking_changes: readers of the booking" on public.booking_changes;
create policy "booking_changes: readers of the booking" on public.booking_changes
  for select to authenticated
  using (booking_id in (select b.id from public.bookings b where b.id = booking_id));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.booking_changes from anon, authenticated;
grant select (id, booking_id, proposed_by, status, old_date, old_time, old_hours, old_guests, old_subtotal_cents,
              old_fee_cents, new_date, new_time, new_hours, new_guests, new_subtotal_cents, new_fee_cents, note,
              decline_reason, lapse_reason, answered_at, applied_at, created_at, updated_at)
  on public.booking_changes to authenticated;
grant all on public.booking_changes to service_role;

revoke all on function public.queue_booking_change_email(uuid, text, text) from public, anon, authenticated;
revoke all on function public.booking_change_window_hours(text) from public, anon;
revoke all on function public.booking_change_text(date, time, numeric, integer, bigint) from public, anon, authenticated;
revoke all on function public.booking_change_post(public.booking_changes, text, uuid, text) from public, anon, authenticated;
revoke all on function public.booking_side(public.bookings, uuid) from public, anon, authenticated;
revoke all on function public.booking_change_allowed(public.bookings, timestamptz) from public, anon, authenticated;
revoke all on function public.booking_change_check_slot(public.bookings, tsrange) from public, anon, authenticated;
revoke all on function public.propose_booking_change(uuid, uuid, date, time, numeric, integer, integer, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.propose_booking_change(uuid, uuid, date, time, numeric, integer, integer, text, timestamptz)
  to service_role;
revoke all on function public.booking_change_apply(uuid, text) from public, anon, authenticated;
revoke all on function public.accept_booking_change(uuid, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.accept_booking_change(uuid, uuid, timestamptz) to service_role;
revoke all on function public.decline_booking_change(uuid, text) from public, anon;
grant execute on function public.decline_booking_change(uuid, text) to authenticated;
revoke all on function public.start_booking_change_payment(uuid, uuid) from public, anon, authenticated;
grant execute on function public.start_booking_change_payment(uuid, uuid) to service_role;
revoke all on function public.apply_booking_change_payment(uuid, text, text) from public, anon, authenticated;
grant execute on function public.apply_booking_change_payment(uuid, text, text) to service_role;
revoke all on function public.lapse_booking_change(uuid, text) from public, anon, authenticated;
grant execute on function public.lapse_booking_change(uuid, text) to service_role;
