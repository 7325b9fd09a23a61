-- Hardening round 2 (docs/reliability.md, issue 23): what a vendor sees of a booking comes from the server,
-- and holds cannot block a calendar for free.
--
-- Refusals a caller can act on use PostgREST's PTnnn codes, so the API answers with that HTTP status:
-- PT409 (the booking or listing is not in a state that allows it), PT429 (a hold limit is reached).

-- 1. Identity and amounts of a booking written by a host are the server's -----------------------------------
-- customer_email / customer_name: the account's e-mail and profile name (the name, else the e-mail), whatever the
-- client sent. total_amount: 0 until create-checkout-session prices the booking from the vendor's packages and
-- add-ons with shared-domain (processing_fee is set with it: null = not priced yet).
create or replace function public.caller_identity()
returns table (email text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text, coalesce(nullif(btrim(p.name), ''), u.email::text)
    from auth.users u left join public.users p on p.id = u.id
   where u.id = auth.uid()
$$;
revoke all on function public.caller_identity() from public, anon;

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

alter table public.bookings alter column total_amount set default 0;

create trigger bookings_before_insert
  before insert on public.bookings
  for each row execute function public.bookings_before_insert();

-- Free text a vendor reads (notes, location) carries no control characters other than line breaks and tabs.
alter table public.bookings
  add constraint bookings_text_printable check (
    coalesce(special_instructions, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
    and coalesce(event_location, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
    and coalesce(customer_name, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
  ) not valid;

-- 2. Holds ------------------------------------------------------------------------------------------------
-- Every hold reserve_booking takes, kept for the limits below (service role only).
create table public.booking_holds (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  held_at timestamptz not null default now()
);
create index booking_holds_user_vendor_held_at_idx on public.booking_holds (user_id, vendor_id, held_at desc);
create index booking_holds_booking_id_idx on public.booking_holds (booking_id);
alter table public.booking_holds enable row level security;
revoke all on public.booking_holds from anon, authenticated;
grant all on public.booking_holds to service_role;

comment on table public.booking_holds is
  'One row per hold reserve_booking took. Limits (reserve_booking): 3 active unpaid holds per host, 1 per host and vendor, 3 holds per host and vendor in 24 hours that did not end paid; a booking is held once.';

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
revoke all on function public.hold_is_active(public.bookings) from public, anon, authenticated;

-- clicked_book → pending as before (inside the vendor's availability, no overlap), and now also:
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
begin
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
  if b.payment_status <> 'clicked_book' then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  -- The host's holds are counted under one lock per host, so that parallel calls cannot pass a limit together.
  perform pg_advisory_xact_lock(hashtext('booking_holds'), hashtext(coalesce(b.user_id::text, '')));
  select v.status into vendor_status from public.vendors v where v.id = b.vendor_id;
  if vendor_status is distinct from 'approved' then
    raise exception 'this vendor is not taking bookings right now' using errcode = 'PT409';
  end if;
  if b.held_at is not null or exists (select 1 from public.booking_holds h where h.booking_id = b.id) then
    raise exception 'the hold of this booking has ended; please start a new booking' using errcode = 'PT409';
  end if;
  if lower(b.time_range) < localtimestamp then
    raise exception 'the slot is in the past' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.availability a
     where a.vendor_id = b.vendor_id and a.is_available and a.date in (b.booking_date, b.booking_date - 1)
       and tsrange(
             a.date + coalesce(a.start_time, time '00:00'),
             case when a.start_time is null then a.date + 1
                  when a.end_time > a.start_time then a.date + a.end_time
                  else (a.date + 1) + a.end_time end, '[)') @> b.time_range
  ) then
    raise exception 'the slot is outside the vendor''s availability' using errcode = '23514';
  end if;
  -- Stale holds in the way go back to clicked_book (held_at stays: such a booking is not held again).
  update public.bookings o set payment_status = 'clicked_book'
   where o.vendor_id = b.vendor_id and o.id <> b.id and o.time_range && b.time_range
     and public.hold_is_stale(o);
  if exists (
    select 1 from public.bookings o
     where o.vendor_id = b.vendor_id and o.id <> b.id and o.payment_status in ('pending', 'paid')
       and o.time_range && b.time_range
  ) then
    raise exception 'this time slot is no longer available' using errcode = '23P01';
  end if;
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
    if (select count(*) from public.booking_holds h join public.bookings o on o.id = h.booking_id
         where h.user_id = b.user_id and h.vendor_id = b.vendor_id and h.held_at > now() - interval '24 hours'
           and o.payment_status not in ('paid', 'completed')) >= 3 then
      raise exception 'too many unpaid checkouts with this vendor today; please try again tomorrow'
        using errcode = 'PT429';
    end if;
  end if;
  update public.bookings set payment_status = 'pending', held_at = now() where id = p_booking_id returning * into b;
  insert into public.booking_holds (booking_id, user_id, vendor_id) values (b.id, b.user_id, b.vendor_id);
  return b;
end;
$$;
revoke all on function public.reserve_booking(uuid) from public, anon;
