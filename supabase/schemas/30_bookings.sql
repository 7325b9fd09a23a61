-- Bookings: the booking, its holds, payment events, history, refunds and e-mail outbox, and the functions
-- that move it from clicked_book through pending and paid to completed or cancelled (docs/payments.md).
-- Refusals a caller can act on use PostgREST's PTnnn codes, so the API answers with that HTTP status: PT409
-- (the booking or listing is not in a state that allows it), PT429 (a hold limit is reached).

-- Tables ----------------------------------------------------------------------------------------------

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- bookings are financial records (kept 7 years): a vendor with bookings cannot be deleted
  vendor_id uuid not null references public.vendors (id) on delete restrict,
  user_id uuid references auth.users (id) on delete set null,
  customer_email text not null,
  customer_name text,
  -- 0 until create-checkout-session prices the booking (processing_fee is set with it: null = not priced yet)
  total_amount numeric(12, 2) not null default 0 check (total_amount >= 0),
  payment_status text not null default 'clicked_book'
    check (payment_status in ('clicked_book', 'pending', 'paid', 'completed', 'cancelled')),
  booking_date date not null,
  booking_time time not null,
  duration_hours numeric(5, 2) not null check (duration_hours > 0 and duration_hours <= 24),
  guest_count integer not null default 1 check (guest_count >= 1),
  selected_packages text,
  selected_addons text,
  event_location text,
  special_instructions text,
  created_at timestamptz not null default now(),
  -- additions for checkout and oversight
  package_id uuid references public."Packages" (id) on delete set null,
  addon_selections jsonb not null default '[]' check (jsonb_typeof(addon_selections) = 'array'),
  processing_fee numeric(12, 2) check (processing_fee >= 0),
  checkout_session_id text unique,
  paid_at timestamptz,
  updated_at timestamptz not null default now(),
  -- [start, end) in local time: booking_date + booking_time is when the event starts (a slot after midnight
  -- of an overnight window is booked on the next date), and a booking running past midnight wraps into
  -- the next day.
  time_range tsrange generated always as (
    tsrange(booking_date + booking_time, booking_date + booking_time + duration_hours * interval '1 hour', '[)')
  ) stored,
  held_at timestamptz,
  -- after the payment: refunds, cancellation and completion
  payment_intent_id text,
  refunded_cents integer not null default 0 constraint bookings_refunded_cents_check check (refunded_cents >= 0),
  cancelled_at timestamptz,
  cancelled_by text constraint bookings_cancelled_by_check check (cancelled_by in ('host', 'vendor', 'admin', 'system')),
  cancellation_reason text constraint bookings_cancellation_reason_length check (char_length(cancellation_reason) <= 1000),
  completed_at timestamptz,
  constraint bookings_no_overlap exclude using gist (vendor_id with =, time_range with &&)
    where (payment_status in ('pending', 'paid')),
  constraint bookings_text_lengths check (
    char_length(customer_email) <= 320 and char_length(customer_name) <= 200
    and char_length(selected_packages) <= 2000 and char_length(selected_addons) <= 2000
    and char_length(event_location) <= 500 and char_length(special_instructions) <= 2000
    and jsonb_array_length(addon_selections) <= 100
  ),
  constraint bookings_numbers_finite check (
    public.is_finite(total_amount) and public.is_finite(processing_fee) and public.is_finite(duration_hours)
  ),
  -- the offer it was priced from ([quotes]; the foreign key is in 95_quotes.sql)
  quote_offer_id uuid,
  -- what changes of the booking refunded (booking_changes), kept apart from cancellation refunds
  change_refunded_cents integer not null default 0
    constraint bookings_change_refunded_cents_check check (change_refunded_cents >= 0),
  -- the host's event and the checkout group that paid it ([event-plan]; foreign keys in 99_events.sql)
  event_id uuid,
  checkout_group_id uuid
);
comment on column public.bookings.quote_offer_id is
  'The offer this booking was priced from ([quotes]); its amounts are the offer''s, never the packages''.';
alter table public.bookings enable row level security;
comment on column public.bookings.held_at is
  'When reserve_booking moved the booking to pending. A pending hold without checkout_session_id older than 10 minutes is stale: it no longer blocks the slot.';
alter table public.bookings add constraint bookings_user_text check (
    public.user_text_ok(special_instructions) and public.user_text_ok(event_location)
    and public.user_text_ok(customer_name) and public.user_text_ok(cancellation_reason)
  ) not valid;
alter table public.bookings add constraint bookings_one_checkout
  check (checkout_group_id is null or checkout_session_id is null);

-- Payment provider events already handled (webhook idempotency); service role only.
create table public.payment_events (
  id text primary key,
  type text not null,
  booking_id uuid references public.bookings (id) on delete set null,
  received_at timestamptz not null default now()
);

alter table public.payment_events enable row level security;

-- Every hold reserve_booking takes, kept for the limits below (service role only).
create table public.booking_holds (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  held_at timestamptz not null default now(),
  ended_at timestamptz,
  outcome text
);
comment on table public.booking_holds is
  'One row per hold reserve_booking took, with how it ended. Limits (reserve_booking): 3 active unpaid holds per host, 1 per host and vendor, 3 lapsed holds per host and vendor in 24 hours; released and paid holds do not count.';
alter table public.booking_holds add constraint booking_holds_outcome_check check (outcome in ('paid', 'released', 'lapsed'));

alter table public.booking_holds enable row level security;

-- What happened to a booking after it was created, for its readers (written by bookings_after_write).
create table public.booking_history (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('created', 'paid', 'cancelled', 'refunded', 'refund_failed', 'completed', 'changed')),
  actor text check (actor in ('host', 'vendor', 'admin', 'system')),
  amount_cents integer,
  note text,
  created_at timestamptz not null default now()
);
alter table public.booking_history enable row level security;

-- A proposed change of a paid booking (docs/payments.md), before the refunds and mails that name it.
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
alter table public.booking_changes enable row level security;
comment on table public.booking_changes is
  'Proposed changes of a paid booking ([quotes] item 7): old and new date, time, hours, guests and price; one open (proposed or awaiting_payment) per booking. Readers of the booking read them; written only by the change functions.';

-- One row per refund attempt. 'requested': written before the provider is asked (its id is the
-- provider's Idempotency-Key); 'pending' / 'succeeded': the provider accepted it; 'failed'.
-- At most one active (requested, pending, succeeded) refund per booking: a booking is refunded once.
create table public.booking_refunds (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('host_cancel', 'vendor_cancel', 'admin', 'auto', 'goodwill', 'dispute', 'change')),
  amount_cents integer not null check (amount_cents > 0),
  reason text check (char_length(reason) <= 1000),
  requested_by uuid,
  status text not null default 'requested' check (status in ('requested', 'pending', 'succeeded', 'failed')),
  provider_refund_id text unique,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  booking_change_id uuid references public.booking_changes (id) on delete set null,
  payment_intent_id text
);
alter table public.booking_refunds enable row level security;

-- E-mail outbox: one row per (booking, mail, recipient), so a mail is queued once whatever runs twice.
create table public.booking_emails (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('confirmed', 'cancelled', 'completed', 'auto_refunded', 'dispute_resolved',
                                   'change_proposed', 'change_accepted', 'change_declined', 'changed')),
  recipient text not null check (recipient in ('host', 'vendor')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  booking_change_id uuid references public.booking_changes (id) on delete cascade
);
alter table public.booking_emails enable row level security;

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

-- Each vendor's figures at computed_at, and how many of the four rules it falls short of (shortfalls).
create table if not exists public.vendor_standings (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  computed_at timestamptz not null,
  reply_turns integer not null,
  replied_within_24h integer not null,
  quote_requests integer not null,
  quotes_within_12h integer not null,
  bookings integer not null,
  vendor_cancellations integer not null,
  review_count integer not null,
  review_average numeric(3, 2),
  shortfalls smallint not null check (shortfalls between 0 and 4)
);
comment on table public.vendor_standings is
  'Vendor standing figures refreshed by refresh_vendor_standings(); read through vendor_overview (admins) only.';
alter table public.vendor_standings enable row level security;

-- the list sorted by standing (worst first) and filtered to those falling short
create index if not exists vendor_standings_shortfalls_idx on public.vendor_standings (shortfalls desc, vendor_id);

-- the refresh's stalest rows first (the figures read bookings, message turns and reviews through their
-- vendor-and-date indexes)
create index if not exists vendor_standings_computed_at_idx on public.vendor_standings (computed_at);

-- One provider refund of a booking refund. requested: written before the provider is asked · pending /
-- succeeded: accepted · failed: failed after being accepted · refused: the provider said no (no money moved),
-- so a retry may ask again under a new key (attempt).
create table if not exists public.booking_refund_parts (
  id uuid primary key default gen_random_uuid(),
  refund_id uuid not null references public.booking_refunds (id) on delete cascade,
  position integer not null check (position >= 1),
  payment_intent_id text not null,
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'requested'
    check (status in ('requested', 'pending', 'succeeded', 'failed', 'refused')),
  attempt integer not null default 1 check (attempt >= 1),
  idempotency_key text not null unique,
  provider_refund_id text unique,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (refund_id, position),
  unique (refund_id, payment_intent_id)
);
comment on table public.booking_refund_parts is
  'One provider refund per payment of a booking refund (the first payment, then the differences of changes); written and read only by the refund functions.';
alter table public.booking_refund_parts enable row level security;

-- Functions -------------------------------------------------------------------------------------------

-- updated_at, and paid_at when a booking becomes paid.
create or replace function public.bookings_before_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.payment_status = 'paid' and old.payment_status <> 'paid' then
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  return new;
end;
$$;

-- A hold that never got its checkout does not block the slot forever: reserve_booking records held_at, and a
-- hold still without a checkout session 10 minutes later (the checkout function needs seconds), its own or its
-- checkout group's, is released by the next reservation that overlaps it and is not shown as blocking.
-- plpgsql: the checkout groups table is created after the bookings.
create or replace function public.hold_is_stale(b public.bookings)
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return b.payment_status = 'pending' and b.checkout_session_id is null and b.held_at is not null
     and b.held_at < now() - interval '10 minutes'
     and (b.checkout_group_id is null
          or not exists (select 1 from public.checkout_groups g
                          where g.id = b.checkout_group_id and g.checkout_session_id is not null));
end;
$$;

-- Pending and paid bookings that can block slots of p_date (those of the day before may run past midnight,
-- overnight windows reach into the next day), stale holds left out. Times only: no customer data.
create or replace function public.vendor_blocking_bookings(p_vendor_id uuid, p_date date)
returns table (booking_date date, booking_time time, duration_hours numeric, starts_at timestamp, ends_at timestamp)
language sql
stable
security definer
set search_path = ''
as $$
  select b.booking_date, b.booking_time, b.duration_hours, lower(b.time_range), upper(b.time_range)
    from public.bookings b
   where public.can_view_vendor(p_vendor_id)
     and b.vendor_id = p_vendor_id
     and b.payment_status in ('pending', 'paid')
     and not public.hold_is_stale(b)
     and b.time_range && tsrange(p_date - 1, p_date + 2, '[)')
   order by lower(b.time_range)
$$;

-- Identity and amounts of a booking written by a host are the server's: customer_email and customer_name come
-- from caller_identity(), total_amount is 0 until create-checkout-session prices the booking from the
-- vendor's packages and add-ons (processing_fee is set with it: null = not priced yet).
create or replace function public.bookings_before_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  who record;
begin
  if public.is_trusted_caller() then
    return new;
  end if;
  select * into who from public.caller_identity();
  if who.email is null then
    raise exception 'sign in to book' using errcode = '42501';
  end if;
  -- Whatever the client sent for these is replaced by the server's values.
  new.customer_email := who.email;
  new.customer_name := who.name;
  new.total_amount := 0;
  new.processing_fee := null;
  new.created_at := now();
  new.updated_at := now();
  new.held_at := null;
  new.paid_at := null;
  new.checkout_session_id := null;
  return new;
end;
$$;

-- An active hold: pending, taken by reserve_booking less than 35 minutes ago (a checkout session lives 31 minutes,
-- a hold without a session is stale after 10) and not stale. Older pending rows are waiting for the provider's
-- expiry event and no longer count against their host.
create or replace function public.hold_is_active(b public.bookings)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select b.payment_status = 'pending' and b.held_at > now() - interval '35 minutes' and not public.hold_is_stale(b)
$$;

-- clicked_book → pending, only when the slot lies inside an available window of the vendor and does not
-- overlap a pending or paid booking (the exclusion constraint decides under concurrency: 23P01). Callable by
-- the booking's customer, an admin or the service role (the checkout function). Also:
--   * only on an approved listing (PT409);
--   * a booking is held once: a hold that ended unpaid is not renewed by holding the booking again (PT409);
--   * at most 3 active unpaid holds per host, 1 per host and vendor, and 3 holds per host and vendor in
--     24 hours that did not end paid (PT429).
create or replace function public.reserve_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  vendor_status text;
  offer_id uuid;
  offer_status text;
  offer_expires_at timestamptz;
begin
  select x.quote_offer_id into offer_id from public.bookings x where x.id = p_booking_id;
  if offer_id is not null then
    select o.status, o.expires_at into offer_status, offer_expires_at
      from public.quote_offers o where o.id = offer_id for share;
  end if;
  select * into b from public.bookings where id = p_booking_id for update;
  -- Inside this definer function current_user is the owner: the caller is known from the JWT claims.
  -- No claims at all means a direct database session (migrations, seeding), which is trusted.
  if not found or (coalesce(auth.role(), 'service_role') <> 'service_role'
                   and b.user_id is distinct from auth.uid() and not public.is_admin()) then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  if b.payment_status = 'pending' then
    return b;
  end if;
  -- Before the status: an offer's booking the vendor cancelled by replacing or withdrawing the offer says so.
  if b.quote_offer_id is not null and (offer_status is distinct from 'accepted' or offer_expires_at <= now()) then
    raise exception 'This offer has changed. Please review the new offer.' using errcode = 'PT409', hint = 'offer_changed';
  end if;
  if b.payment_status <> 'clicked_book' then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  -- The host's holds are counted under one lock per host, so that parallel calls cannot pass a limit together.
  perform pg_advisory_xact_lock(hashtext('booking_holds'), hashtext(coalesce(b.user_id::text, '')));
  select v.status into vendor_status from public.vendors v where v.id = b.vendor_id;
  if vendor_status is distinct from 'approved' then
    raise exception 'this vendor is not taking bookings right now' using errcode = 'PT409';
  end if;
  -- A booking whose hold was given up (released) is held again by a retry; one whose hold ran out is not
  -- renewed, so that a slot cannot be kept by letting holds lapse one after another.
  if exists (select 1 from public.booking_holds h where h.booking_id = b.id and h.outcome is distinct from 'released') then
    raise exception 'the hold of this booking has ended; please start a new booking' using errcode = 'PT409';
  end if;
  perform public.check_booking_slot(b.vendor_id, b.id, b.time_range);
  -- Limits of the host's holds (the service role and direct database sessions are not limited).
  if b.user_id is not null and coalesce(auth.role(), 'service_role') <> 'service_role' then
    if (select count(*) from public.bookings o
         where o.user_id = b.user_id and public.hold_is_active(o)) >= 3 then
      raise exception 'you already have 3 unpaid checkouts; finish or cancel one first' using errcode = 'PT429';
    end if;
    if exists (select 1 from public.bookings o
                where o.user_id = b.user_id and o.vendor_id = b.vendor_id and public.hold_is_active(o)) then
      raise exception 'you already have an unpaid checkout with this vendor; finish or cancel it first'
        using errcode = 'PT429';
    end if;
    -- Lapsed: ran out unpaid (a hold row without an outcome whose booking is no longer held counts too).
    if (select count(*) from public.booking_holds h join public.bookings o on o.id = h.booking_id
         where h.user_id = b.user_id and h.vendor_id = b.vendor_id and h.held_at > now() - interval '24 hours'
           and (h.outcome = 'lapsed' or (h.outcome is null and o.payment_status <> 'pending'))) >= 3 then
      raise exception 'too many unpaid checkouts with this vendor today; please try again tomorrow'
        using errcode = 'PT429';
    end if;
  end if;
  update public.bookings set payment_status = 'pending', held_at = now() where id = p_booking_id returning * into b;
  insert into public.booking_holds (booking_id, user_id, vendor_id) values (b.id, b.user_id, b.vendor_id);
  return b;
end;
$$;

-- A booking's amount in cents and the platform's 5% of it, rounded half up per booking: the SQL form of
-- shared-domain toCents / revenueSplit (20000 -> 1000, 10010 -> 501 (500.5 rounds up), 10009 -> 500).
create or replace function public.booking_cents(p_amount numeric)
returns bigint
language sql
immutable
as $$ select greatest(0, round(p_amount * 100))::bigint $$;

create or replace function public.platform_profit_cents(p_cents bigint)
returns bigint
language sql
immutable
as $$ select (p_cents * 5 + 50) / 100 $$;

-- What the customer paid, in cents (subtotal + processing fee).
create or replace function public.booking_paid_cents(b public.bookings)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::integer
$$;

-- When the event starts, as an instant (the vendor's zone).
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

-- When the event ends, as an instant (the vendor's zone).
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

-- Queues a mail once: a second call for the same booking, mail and recipient does nothing.
create or replace function public.queue_booking_email(p_booking_id uuid, p_kind text, p_recipient text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.booking_emails (booking_id, kind, recipient) values (p_booking_id, p_kind, p_recipient)
  on conflict do nothing
$$;

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

-- A claimed mail was sent (p_error null) or is released with its error.
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

-- Deleting a paid booking is refused with a SQLSTATE of its own (PE002, like start_booking_refund's PE001) so
-- that /admin/bookings can tell this refusal from a failure and show the way out: refund the booking with a
-- reason, or cancel it without a refund recording why. Either leaves it cancelled, and a cancelled booking
-- can be deleted.
create or replace function public.bookings_before_delete()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.payment_status = 'paid' then
    -- the API answers 400 with this code and message
    raise exception 'A paid booking cannot be deleted: refund it, or cancel it and record why, first.'
      using errcode = 'PE002';
  end if;
  return old;
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

-- Refund step 2: the provider accepted (p_status pending or succeeded) or refused (failed) the refund.
-- Idempotent: the webhook's refund.updated and the function's own answer may both report it.
-- Accepted: the booking is cancelled (a completed booking stays completed) with the refunded amount and the
-- history. Failed before being accepted: the booking stays as it was. Failed after: the amount is taken back
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
  -- the booking's own session, or the session of the checkout group that pays it
  select * into b from public.bookings
   where id = p_booking_id
     and (checkout_session_id = p_session_id
          or checkout_group_id in (select g.id from public.checkout_groups g where g.checkout_session_id = p_session_id))
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

-- Per booking, in cents. A booking is charged when a card payment is on record and it was paid (paid,
-- completed, or cancelled after payment); demo rows without a payment moved no money.
create or replace function public.booking_charged_cents(b public.bookings)
returns bigint
language sql
immutable
as $$
  select case when b.payment_intent_id is not null and b.payment_status in ('paid', 'completed', 'cancelled')
              then round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::bigint + b.change_refunded_cents
              else 0 end
$$;

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

-- The platform's part: charged − refunded − the vendor's share (its fee less any refund beyond the
-- subtotal, and on a cancelled booking also what the policy kept).
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

-- Raises 22023 (in the past), 23514 (outside the vendor's availability) or 23P01 (a paid booking or a live
-- hold overlaps); stale holds in the way are released first.
create or replace function public.check_booking_slot(p_vendor_id uuid, p_booking_id uuid, p_range tsrange)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if lower(p_range) < localtimestamp then
    raise exception 'the slot is in the past' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.availability a
     where a.vendor_id = p_vendor_id and a.is_available and a.date in (lower(p_range)::date, lower(p_range)::date - 1)
       and tsrange(
             a.date + coalesce(a.start_time, time '00:00'),
             case when a.start_time is null then a.date + 1
                  when a.end_time > a.start_time then a.date + a.end_time
                  else (a.date + 1) + a.end_time end, '[)') @> p_range
  ) then
    raise exception 'the slot is outside the vendor''s availability' using errcode = '23514';
  end if;
  update public.bookings o set payment_status = 'clicked_book'
   where o.vendor_id = p_vendor_id and o.id is distinct from p_booking_id and o.time_range && p_range
     and public.hold_is_stale(o);
  if exists (
    select 1 from public.bookings o
     where o.vendor_id = p_vendor_id and o.id is distinct from p_booking_id
       and o.payment_status in ('pending', 'paid') and o.time_range && p_range
  ) then
    raise exception 'this time slot is no longer available' using errcode = '23P01';
  end if;
end;
$$;


create or replace function public.bookings_end_hold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.booking_holds h
     set ended_at = now(),
         outcome = case when new.payment_status in ('paid', 'completed') then 'paid'
                        when h.held_at > now() - interval '30 minutes' then 'released'
                        else 'lapsed' end
   where h.booking_id = new.id and h.ended_at is null;
  return null;
end;
$$;

-- Which tab of My bookings a booking belongs to, on the host's date p_today:
--   not_completed — checkouts that never charged: cancelled unpaid, or unpaid with their date gone;
--   upcoming — any other booking from p_today on (paid, completed, awaiting payment, cancelled after paying);
--   past — any other booking before p_today.
create or replace function public.my_bookings_tab(b public.bookings, p_today date)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when b.paid_at is null and b.refunded_cents = 0
         and (b.payment_status = 'cancelled' or (b.payment_status in ('clicked_book', 'pending') and b.booking_date < p_today))
      then 'not_completed'
    when b.booking_date >= p_today then 'upcoming'
    else 'past'
  end
$$;

-- The tab of one of the caller's bookings (null for someone else's), e.g. the one a mail's link names.
create or replace function public.my_booking_tab(p_booking_id uuid, p_today date)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select public.my_bookings_tab(b, p_today) from public.bookings b where b.id = p_booking_id and b.user_id = auth.uid()
$$;

-- The signed-in host's bookings of one tab, a page at a time (at most 50 rows): upcoming soonest first, past
-- and not_completed latest first.
create or replace function public.my_bookings(p_tab text, p_today date, p_limit integer default 20, p_offset integer default 0)
returns setof public.bookings
language sql
stable
security invoker
set search_path = ''
as $$
  select b.* from public.bookings b
   where b.user_id = auth.uid() and public.my_bookings_tab(b, p_today) = p_tab
   order by case when p_tab = 'upcoming' then b.booking_date end asc,
            case when p_tab = 'upcoming' then b.booking_time end asc,
            b.booking_date desc, b.booking_time desc, b.id
   limit least(greatest(coalesce(p_limit, 20), 1), 50) offset greatest(coalesce(p_offset, 0), 0)
$$;

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

-- The receipt of a charged booking (paid, completed, or cancelled after payment) for its host and admins;
-- every amount from the booking row and its refunds (the figures of money_figures): subtotal, fee,
-- charged = subtotal + fee, refunded (accepted refunds), net = charged − refunded. Anyone else, and a
-- booking that charged nothing, gets PT404 (not found), so a receipt's existence is not told to others.
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

-- A booking of the offer that is not cancelled (unpaid or paid), if any.
create or replace function public.quote_offer_booking(p_offer_id uuid)
returns public.bookings
language sql
stable
security definer
set search_path = ''
as $$
  select b.* from public.bookings b
   where b.quote_offer_id = p_offer_id and b.payment_status <> 'cancelled'
   limit 1
$$;

-- Whether the host is paying the offer right now (its booking holds the slot for a checkout).
create or replace function public.quote_offer_held(p_offer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.bookings b
                  where b.quote_offer_id = p_offer_id and public.hold_is_active(b))
$$;

-- A booking can be disputed when it is completed, was paid by card, and its event ended at most 30 days
-- before p_now (shared-domain DISPUTE_WINDOW_DAYS).
create or replace function public.booking_dispute_window_open(b public.bookings, p_now timestamptz default now())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select b.payment_status = 'completed' and b.payment_intent_id is not null
     and public.booking_ends_at(b) <= p_now
     and public.booking_ends_at(b) + interval '30 days' > p_now
$$;

create or replace function public.create_booking(
  p_user_id uuid,
  p_vendor_id uuid,
  p_package_id uuid,
  p_addon_selections jsonb,
  p_booking_date date,
  p_booking_time time,
  p_duration_hours numeric,
  p_guest_count integer,
  p_event_location text,
  p_special_instructions text,
  p_total_amount numeric,
  p_processing_fee numeric,
  p_event_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
  vendor_status text;
  new_id uuid;
begin
  select u.email::text as email, coalesce(nullif(btrim(p.name), ''), u.email::text) as name into who
    from auth.users u left join public.users p on p.id = u.id
   where u.id = p_user_id;
  if who.email is null then
    raise exception 'sign in to book' using errcode = '42501';
  end if;
  select v.status into vendor_status from public.vendors v where v.id = p_vendor_id;
  if vendor_status is distinct from 'approved' then
    raise exception 'this vendor is not taking bookings right now' using errcode = 'PT409';
  end if;
  perform public.check_booking_slot(
    p_vendor_id, null,
    tsrange(p_booking_date + p_booking_time, p_booking_date + p_booking_time + p_duration_hours * interval '1 hour', '[)'));
  insert into public.bookings (
    vendor_id, user_id, customer_email, customer_name, payment_status, booking_date, booking_time, duration_hours,
    guest_count, package_id, addon_selections, event_location, special_instructions, total_amount, processing_fee,
    event_id
  ) values (
    p_vendor_id, p_user_id, who.email, who.name, 'clicked_book', p_booking_date, p_booking_time, p_duration_hours,
    p_guest_count, p_package_id, coalesce(p_addon_selections, '[]'::jsonb), nullif(btrim(p_event_location), ''),
    nullif(btrim(p_special_instructions), ''), p_total_amount, p_processing_fee, p_event_id
  ) returning id into new_id;
  return new_id;
end;
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

-- The card payments a booking's money came from, in the order refunds take from them: the first checkout
-- (its amount before any change), then each applied change's paid difference, oldest first.
create or replace function public.booking_payments(p_booking_id uuid)
returns table (ord integer, payment_intent_id text, amount_cents bigint)
language sql
stable
set search_path = ''
as $$
  select 1, b.payment_intent_id,
         coalesce((select (c.old_subtotal_cents + c.old_fee_cents)::bigint from public.booking_changes c
                    where c.booking_id = b.id order by c.created_at, c.id limit 1),
                  round((b.total_amount + coalesce(b.processing_fee, 0)) * 100)::bigint)
    from public.bookings b
   where b.id = p_booking_id and b.payment_intent_id is not null
  union all
  select (1 + row_number() over (order by c.applied_at, c.id))::integer, c.payment_intent_id,
         ((c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents))::bigint
    from public.booking_changes c join public.bookings b on b.id = c.booking_id
   where c.booking_id = p_booking_id and b.payment_intent_id is not null and c.status = 'applied'
     and c.payment_intent_id is not null
     and (c.new_subtotal_cents + c.new_fee_cents) > (c.old_subtotal_cents + c.old_fee_cents)
  order by 1
$$;

-- Splits a new booking refund into parts, under the lock its writer holds on the booking. A refund that names
-- a payment other than the booking's first (a lapsed change's difference) goes back to that payment; any
-- other takes from the first payment, then from the differences, what each has left after earlier refunds.
-- The first part's key is the one refunds always had (booking-refund-<id>), so older attempts replay.
create or replace function public.booking_refund_split()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  pay record;
  left_cents bigint := new.amount_cents;
  room bigint;
  take bigint;
  pos integer := 0;
  part_status text := case new.status when 'failed' then 'refused' else new.status end;
begin
  select * into b from public.bookings where id = new.booking_id;
  if new.payment_intent_id is not null and new.payment_intent_id is distinct from b.payment_intent_id then
    insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                             idempotency_key, provider_refund_id)
    values (new.id, 1, new.payment_intent_id, new.amount_cents, part_status, 'booking-refund-' || new.id,
            new.provider_refund_id);
    return new;
  end if;
  if b.payment_intent_id is null then
    return new; -- no card payment on record: nothing goes to the provider
  end if;
  for pay in select * from public.booking_payments(b.id) loop
    exit when left_cents = 0;
    select pay.amount_cents - coalesce(sum(p.amount_cents), 0) into room
      from public.booking_refund_parts p join public.booking_refunds x on x.id = p.refund_id
     where x.booking_id = b.id and x.id <> new.id and x.status <> 'failed'
       and p.payment_intent_id = pay.payment_intent_id and p.status in ('requested', 'pending', 'succeeded');
    take := least(left_cents, greatest(room, 0));
    if take > 0 then
      pos := pos + 1;
      insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                               idempotency_key)
      values (new.id, pos, pay.payment_intent_id, take, part_status,
              'booking-refund-' || new.id || case when pos = 1 then '' else '-' || pos end);
      left_cents := left_cents - take;
    end if;
  end loop;
  if left_cents > 0 then
    -- more than the payments on record have left: the first payment takes the rest, the provider decides
    insert into public.booking_refund_parts (refund_id, position, payment_intent_id, amount_cents, status,
                                             idempotency_key)
    values (new.id, pos + 1, b.payment_intent_id, left_cents, part_status,
            'booking-refund-' || new.id || case when pos = 0 then '' else '-' || (pos + 1) end)
    on conflict (refund_id, payment_intent_id)
      do update set amount_cents = public.booking_refund_parts.amount_cents + excluded.amount_cents;
  end if;
  return new;
end;
$$;

-- A refused part of a refund that is still under way is asked again under a new key (no money moved under
-- the old one). Concurrent callers get the same reopened part, so they send the same key.
create or replace function public.reopen_booking_refund_part(p_part_id uuid)
returns public.booking_refund_parts
language plpgsql
security definer
set search_path = ''
as $$
declare
  pt public.booking_refund_parts;
  r public.booking_refunds;
begin
  select * into pt from public.booking_refund_parts where id = p_part_id;
  if not found then
    raise exception 'refund part % not found', p_part_id using errcode = 'P0002';
  end if;
  select * into r from public.booking_refunds where id = pt.refund_id;
  perform 1 from public.bookings where id = r.booking_id for update;
  select * into r from public.booking_refunds where id = pt.refund_id;
  select * into pt from public.booking_refund_parts where id = p_part_id for update;
  if pt.status = 'refused' and r.status = 'requested' then
    update public.booking_refund_parts
       set status = 'requested', attempt = attempt + 1, failure_message = null, updated_at = now(),
           idempotency_key = 'booking-refund-' || refund_id || '-' || position || '-' || (attempt + 1)
     where id = pt.id returning * into pt;
  end if;
  return pt;
end;
$$;

-- The provider's word on one part (p_part_id; null: the refund's first part, as refunds made before parts
-- name only the refund). Idempotent. A refund of one part settles as settle_booking_refund always did. Of
-- several: accepted once every part is accepted; a refusal with nothing accepted fails the refund (the booking
-- stays as it was); a refusal after another part was accepted leaves the refund requested and retryable at
-- once (start_booking_refund retries a requested refund whose last attempt is over 2 minutes old), so the
-- retry asks only for what is missing; a part failing after acceptance takes its amount back.
create or replace function public.settle_booking_refund_part(
  p_refund_id uuid, p_status text, p_part_id uuid default null, p_provider_refund_id text default null,
  p_message text default null
)
returns public.booking_refunds
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.booking_refunds;
  pt public.booking_refund_parts;
  was_accepted boolean;
  parts integer;
  first_provider_id text;
begin
  if p_status not in ('pending', 'succeeded', 'failed') then
    raise exception 'unknown refund status %', p_status using errcode = '22023';
  end if;
  select * into r from public.booking_refunds where id = p_refund_id;
  if not found then
    raise exception 'refund % not found', p_refund_id using errcode = 'P0002';
  end if;
  perform 1 from public.bookings where id = r.booking_id for update;
  select * into pt from public.booking_refund_parts
   where refund_id = r.id and (id = p_part_id or (p_part_id is null and position = 1)) for update;
  if not found then
    -- no card payment on record to split by (older data): the refund as a whole
    return public.settle_booking_refund(r.id, p_status, p_provider_refund_id, p_message);
  end if;
  select * into r from public.booking_refunds where id = p_refund_id for update;
  if pt.status = p_status or pt.status in ('failed', 'refused') or (pt.status = 'succeeded' and p_status = 'pending') then
    return r; -- already recorded (or final)
  end if;
  was_accepted := pt.status in ('pending', 'succeeded');
  update public.booking_refund_parts
     set status = case when p_status = 'failed' and not was_accepted then 'refused' else p_status end,
         provider_refund_id = coalesce(p_provider_refund_id, provider_refund_id),
         failure_message = case when p_status = 'failed' then p_message end, updated_at = now()
   where id = pt.id returning * into pt;
  select count(*) into parts from public.booking_refund_parts where refund_id = r.id;
  if parts = 1 then
    return public.settle_booking_refund(r.id, p_status, p_provider_refund_id, p_message);
  end if;
  if p_status = 'failed' and was_accepted then
    if r.status in ('pending', 'succeeded') then
      if r.kind = 'change' then
        update public.bookings set change_refunded_cents = greatest(0, change_refunded_cents - pt.amount_cents)
         where id = r.booking_id;
      else
        update public.bookings set refunded_cents = greatest(0, refunded_cents - pt.amount_cents)
         where id = r.booking_id;
      end if;
      insert into public.booking_history (booking_id, kind, actor, amount_cents, note)
      values (r.booking_id, 'refund_failed', 'system', pt.amount_cents, p_message);
    end if;
    return r;
  end if;
  if p_status = 'failed' then
    if not exists (select 1 from public.booking_refund_parts
                    where refund_id = r.id and status in ('pending', 'succeeded')) then
      update public.booking_refund_parts set status = 'refused', failure_message = 'Not sent.', updated_at = now()
       where refund_id = r.id and status = 'requested';
      return public.settle_booking_refund(r.id, 'failed', null, p_message);
    end if;
    update public.booking_refunds
       set failure_message = p_message, updated_at = now() - interval '2 minutes 1 second'
     where id = r.id and status = 'requested' returning * into r;
    return r;
  end if;
  if exists (select 1 from public.booking_refund_parts
              where refund_id = r.id and status not in ('pending', 'succeeded')) then
    return r;
  end if;
  select provider_refund_id into first_provider_id from public.booking_refund_parts
   where refund_id = r.id and position = 1;
  return public.settle_booking_refund(
    r.id,
    case when exists (select 1 from public.booking_refund_parts where refund_id = r.id and status = 'pending')
         then 'pending' else 'succeeded' end,
    first_provider_id, null);
end;
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index bookings_vendor_id_created_at_idx on public.bookings (vendor_id, created_at desc);

create index bookings_user_id_created_at_idx on public.bookings (user_id, created_at desc);

create index bookings_package_id_idx on public.bookings (package_id);

create index payment_events_booking_id_idx on public.payment_events (booking_id);

create index booking_holds_user_vendor_held_at_idx on public.booking_holds (user_id, vendor_id, held_at desc);

create index booking_holds_booking_id_idx on public.booking_holds (booking_id);

create index bookings_paid_time_range_idx on public.bookings (lower(time_range))
  where payment_status = 'paid';

create index bookings_payment_intent_id_idx on public.bookings (payment_intent_id)
  where payment_intent_id is not null;

create index booking_history_booking_id_idx on public.booking_history (booking_id, id);

create unique index booking_refunds_one_active on public.booking_refunds (booking_id, (kind = 'goodwill'))
  where status in ('requested', 'pending', 'succeeded') and kind <> 'change';

create index booking_emails_unsent_idx on public.booking_emails (id) where sent_at is null;

create index bookings_completed_idx on public.bookings (vendor_id) where payment_status = 'completed';

create index if not exists booking_holds_open_idx on public.booking_holds (booking_id) where ended_at is null;

create index if not exists bookings_user_date_idx on public.bookings (user_id, booking_date, booking_time);

create index booking_cancel_requests_vendor_idx on public.booking_cancel_requests (vendor_id);

-- an offer is booked once: one booking per offer that is not cancelled
create unique index if not exists bookings_quote_offer_once on public.bookings (quote_offer_id)
  where quote_offer_id is not null and payment_status <> 'cancelled';

-- a listing's paid bookings by date (the vendor's feed)
create index if not exists bookings_vendor_paid_date_idx on public.bookings (vendor_id, booking_date)
  where payment_status in ('paid', 'completed');

-- one open proposal per booking
create unique index if not exists booking_changes_one_open on public.booking_changes (booking_id)
  where status in ('proposed', 'awaiting_payment');

create index if not exists booking_changes_booking_idx on public.booking_changes (booking_id, created_at desc);

create unique index if not exists booking_refunds_change_once on public.booking_refunds (booking_change_id)
  where kind = 'change';

create unique index if not exists booking_emails_once on public.booking_emails
  (booking_id, kind, recipient, coalesce(booking_change_id, '00000000-0000-0000-0000-000000000000'::uuid));

create index if not exists booking_refund_parts_payment_idx on public.booking_refund_parts (payment_intent_id);

-- Triggers --------------------------------------------------------------------------------------------

create trigger bookings_before_write
  before update on public.bookings
  for each row execute function public.bookings_before_write();

create trigger bookings_before_insert
  before insert on public.bookings
  for each row execute function public.bookings_before_insert();

create trigger bookings_after_write
  after insert or update of payment_status on public.bookings
  for each row execute function public.bookings_after_write();

create trigger bookings_before_delete
  before delete on public.bookings
  for each row execute function public.bookings_before_delete();

create trigger bookings_within_package_limits
  before insert or update of package_id, guest_count, duration_hours on public.bookings
  for each row execute function public.bookings_within_package_limits();

create trigger bookings_derive_selection
  before insert or update of package_id, addon_selections, selected_packages, selected_addons on public.bookings
  for each row execute function public.bookings_derive_selection();

create trigger bookings_end_hold
  after update of payment_status on public.bookings
  for each row when (old.payment_status = 'pending' and new.payment_status <> 'pending')
  execute function public.bookings_end_hold();

create trigger booking_refunds_split
  after insert on public.booking_refunds
  for each row execute function public.booking_refund_split();

-- Policies --------------------------------------------------------------------------------------------

create policy "bookings: customer, owning vendor and admins read" on public.bookings
  for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- listing_is_live (definer): hosts do not read vendors themselves, and one primary-key probe per insert. A
-- booking of an offer is made by accept_quote_offer only (its amounts and time are the offer's).
create policy "bookings: customers book for themselves" on public.bookings
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and payment_status = 'clicked_book'
    and checkout_session_id is null and paid_at is null and processing_fee is null and quote_offer_id is null
    and public.listing_is_live(vendor_id)
  );

create policy "bookings: admins update" on public.bookings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "bookings: admins delete" on public.bookings
  for delete to authenticated using ((select public.is_admin()));

-- Whoever can read the booking reads its history (the subquery is filtered by the bookings policy).
create policy "booking_history: readers of the booking" on public.booking_history
  for select to authenticated
  using (booking_id in (select b.id from public.bookings b where b.id = booking_id));

create policy "booking_cancel_requests: owning vendor and admins read" on public.booking_cancel_requests
  for select to authenticated
  using ((select public.is_admin())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "booking_changes: readers of the booking" on public.booking_changes
  for select to authenticated
  using (booking_id in (select b.id from public.bookings b where b.id = booking_id));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.bookings from anon, authenticated;
revoke all on public.payment_events from anon, authenticated;
grant all on public.bookings to service_role;
grant all on public.payment_events to service_role;
grant select, delete on public.bookings to authenticated;
grant insert (id, vendor_id, user_id, customer_email, customer_name, total_amount, payment_status, booking_date,
  booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location,
  special_instructions, package_id, addon_selections) on public.bookings to authenticated;
grant update (payment_status, event_location, special_instructions, checkout_session_id, paid_at, processing_fee)
  on public.bookings to authenticated;
revoke all on function public.reserve_booking(uuid) from public, anon;
revoke all on function public.hold_is_stale(public.bookings) from public, anon, authenticated;
revoke all on public.booking_holds from anon, authenticated;
grant all on public.booking_holds to service_role;
revoke all on function public.hold_is_active(public.bookings) from public, anon, authenticated;
revoke all on public.booking_history from anon, authenticated;
grant select on public.booking_history to authenticated;
revoke all on public.booking_refunds from anon, authenticated;
revoke all on public.booking_emails from anon, authenticated;
revoke all on function public.queue_booking_email(uuid, text, text) from public, anon, authenticated;
revoke all on function public.claim_booking_emails(integer) from public, anon, authenticated;
revoke all on function public.finish_booking_email(bigint, text) from public, anon, authenticated;
revoke all on function public.complete_finished_bookings(timestamptz) from public, anon, authenticated;
revoke all on function public.start_booking_refund(uuid, text, integer, text, uuid, timestamptz)
  from public, anon, authenticated;
revoke all on function public.settle_booking_refund(uuid, text, text, text) from public, anon, authenticated;

-- Tests and the e2e drive completion with their own clock as the service role (pg_cron runs it in production).
grant execute on function public.complete_finished_bookings(timestamptz) to service_role;

revoke all on function public.apply_checkout_payment(uuid, text, text) from public, anon, authenticated;

grant execute on function public.apply_checkout_payment(uuid, text, text) to service_role;

revoke all on function public.check_booking_slot(uuid, uuid, tsrange) from public, anon, authenticated;



revoke all on function public.bookings_end_hold() from public, anon, authenticated;

revoke all on function public.my_bookings_tab(public.bookings, date) from public, anon;

revoke all on function public.my_booking_tab(uuid, date) from public, anon;

grant execute on function public.my_booking_tab(uuid, date) to authenticated;

revoke all on function public.my_bookings(text, date, integer, integer) from public, anon;

grant execute on function public.my_bookings(text, date, integer, integer) to authenticated;

revoke all on public.booking_cancel_requests from anon, authenticated;

grant select on public.booking_cancel_requests to authenticated;

revoke all on function public.booking_vendor_due_cents(public.bookings, timestamptz) from public, anon, authenticated;

revoke all on function public.request_booking_cancellation(uuid, text) from public, anon;

grant execute on function public.request_booking_cancellation(uuid, text) to authenticated;

revoke all on function public.booking_receipt(uuid) from public, anon;

grant execute on function public.booking_receipt(uuid) to authenticated;

revoke all on function public.quote_offer_booking(uuid) from public, anon, authenticated;

revoke all on function public.quote_offer_held(uuid) from public, anon, authenticated;

revoke all on public.vendor_standings from anon, authenticated;
grant all on public.vendor_standings to service_role;

revoke all on function public.booking_dispute_window_open(public.bookings, timestamptz) from public, anon;

grant execute on function public.booking_dispute_window_open(public.bookings, timestamptz) to authenticated;

revoke all on function public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric, uuid)
  from public, anon, authenticated;

grant execute on function public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric, uuid)
  to service_role;

revoke all on public.booking_changes from anon, authenticated;

grant select (id, booking_id, proposed_by, status, old_date, old_time, old_hours, old_guests, old_subtotal_cents,
              old_fee_cents, new_date, new_time, new_hours, new_guests, new_subtotal_cents, new_fee_cents, note,
              decline_reason, lapse_reason, answered_at, applied_at, created_at, updated_at)
  on public.booking_changes to authenticated;

grant all on public.booking_changes to service_role;

revoke all on function public.queue_booking_change_email(uuid, text, text) from public, anon, authenticated;

revoke all on function public.booking_side(public.bookings, uuid) from public, anon, authenticated;

revoke all on function public.booking_change_check_slot(public.bookings, tsrange) from public, anon, authenticated;

revoke all on function public.booking_change_apply(uuid, text) from public, anon, authenticated;

revoke all on function public.start_booking_change_payment(uuid, uuid) from public, anon, authenticated;

grant execute on function public.start_booking_change_payment(uuid, uuid) to service_role;

revoke all on public.booking_refund_parts from anon, authenticated;

revoke all on function public.booking_payments(uuid) from public, anon, authenticated;

revoke all on function public.booking_refund_split() from public, anon, authenticated;

revoke all on function public.reopen_booking_refund_part(uuid) from public, anon, authenticated;

revoke all on function public.settle_booking_refund_part(uuid, text, uuid, text, text)
  from public, anon, authenticated;
