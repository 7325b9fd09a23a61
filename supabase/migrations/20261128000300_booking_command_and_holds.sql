-- One command creates a booking; holds that were released stop counting; My bookings reads by tab.
--
-- The create-booking function prices the host's choice with shared-domain and writes it through create_booking
-- (one statement, one transaction). The names a screen shows (selected_packages, selected_addons) are derived
-- from the ids by a trigger, so they are never a second source of what was booked.

-- 1. Names derived from ids ---------------------------------------------------------------------------------
-- addon_selections holds [{id, quantity}]; the trigger rewrites it to [{id, item, quantity}] and sets the
-- joined names ('A, B', the order of the list). A package or add-on id that is not the vendor's is refused.
-- Rows without package_id (written before the command existed) keep their names.
create or replace function public.bookings_derive_selection()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  package_name text;
  derived jsonb;
  names text;
  wanted int;
  unreadable int;
begin
  if new.package_id is null then
    return new;
  end if;
  select p.name into package_name from public."Packages" p where p.id = new.package_id and p.vendor_id = new.vendor_id;
  if package_name is null then
    raise exception 'unknown package for this vendor' using errcode = '23503';
  end if;
  new.selected_packages := btrim(package_name);
  if jsonb_typeof(new.addon_selections) is distinct from 'array' or jsonb_array_length(new.addon_selections) = 0 then
    new.addon_selections := '[]'::jsonb;
    new.selected_addons := '';
    return new;
  end if;
  wanted := jsonb_array_length(new.addon_selections);
  select jsonb_agg(jsonb_build_object('id', a.id, 'item', btrim(a.item), 'quantity', q.quantity) order by e.ord),
         string_agg(btrim(a.item), ', ' order by e.ord),
         count(*) filter (where q.quantity is null)
    into derived, names, unreadable
    from jsonb_array_elements(new.addon_selections) with ordinality as e(value, ord)
    cross join lateral (
      select case when coalesce(e.value ->> 'quantity', '1') ~ '^[0-9]{1,5}$'
                  then greatest(1, coalesce(e.value ->> 'quantity', '1')::int) end as quantity
    ) q
    join public.addons a on a.id::text = e.value ->> 'id' and a.vendor_id = new.vendor_id;
  if derived is null or jsonb_array_length(derived) <> wanted or unreadable > 0 then
    raise exception 'unknown add-on or quantity for this vendor' using errcode = '23503';
  end if;
  new.addon_selections := derived;
  new.selected_addons := names;
  return new;
end;
$$;
revoke all on function public.bookings_derive_selection() from public, anon, authenticated;

drop trigger if exists bookings_derive_selection on public.bookings;
create trigger bookings_derive_selection
  before insert or update of package_id, addon_selections, selected_packages, selected_addons on public.bookings
  for each row execute function public.bookings_derive_selection();

-- 2. The slot rules a hold checks, in one place -------------------------------------------------------------
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
revoke all on function public.check_booking_slot(uuid, uuid, tsrange) from public, anon, authenticated;

-- 3. The command's write -------------------------------------------------------------------------------------
-- Called by the create-booking function (service role) with the amounts it priced: the booking is inserted as
-- clicked_book for p_user_id, with the account's e-mail and name, after the slot rules above (so a taken or
-- closed time creates no row). Answers the new booking's id.
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
  p_processing_fee numeric
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
    guest_count, package_id, addon_selections, event_location, special_instructions, total_amount, processing_fee
  ) values (
    p_vendor_id, p_user_id, who.email, who.name, 'clicked_book', p_booking_date, p_booking_time, p_duration_hours,
    p_guest_count, p_package_id, coalesce(p_addon_selections, '[]'::jsonb), nullif(btrim(p_event_location), ''),
    nullif(btrim(p_special_instructions), ''), p_total_amount, p_processing_fee
  ) returning id into new_id;
  return new_id;
end;
$$;
revoke all on function public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric)
  from public, anon, authenticated;
grant execute on function public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric)
  to service_role;

-- 4. How each hold ended -------------------------------------------------------------------------------------
-- ended_at / outcome: 'paid'; 'released' when the booking left pending unpaid within the checkout's life (the
-- host gave it up, a failed start undid it, a retry after a decline); 'lapsed' when it ran out (the session's
-- expiry). Only lapsed holds count toward the daily limit, so giving a checkout up never locks a host out.
alter table public.booking_holds add column if not exists ended_at timestamptz;
alter table public.booking_holds add column if not exists outcome text;
alter table public.booking_holds drop constraint if exists booking_holds_outcome_check;
alter table public.booking_holds
  add constraint booking_holds_outcome_check check (outcome in ('paid', 'released', 'lapsed'));
create index if not exists booking_holds_open_idx on public.booking_holds (booking_id) where ended_at is null;

comment on table public.booking_holds is
  'One row per hold reserve_booking took, with how it ended. Limits (reserve_booking): 3 active unpaid holds per host, 1 per host and vendor, 3 lapsed holds per host and vendor in 24 hours; released and paid holds do not count.';

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
revoke all on function public.bookings_end_hold() from public, anon, authenticated;

drop trigger if exists bookings_end_hold on public.bookings;
create trigger bookings_end_hold
  after update of payment_status on public.bookings
  for each row when (old.payment_status = 'pending' and new.payment_status <> 'pending')
  execute function public.bookings_end_hold();

-- 5. reserve_booking: a released booking can be held again (a retry reuses it); released holds do not count --
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
revoke all on function public.reserve_booking(uuid) from public, anon;

-- 6. My bookings by tab, in date order ----------------------------------------------------------------------
create index if not exists bookings_user_date_idx on public.bookings (user_id, booking_date, booking_time);

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
revoke all on function public.my_bookings_tab(public.bookings, date) from public, anon;

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
revoke all on function public.my_booking_tab(uuid, date) from public, anon;
grant execute on function public.my_booking_tab(uuid, date) to authenticated;

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
revoke all on function public.my_bookings(text, date, integer, integer) from public, anon;
grant execute on function public.my_bookings(text, date, integer, integer) to authenticated;

-- cancel-checkout's retry releases a hold whose provider session it has just expired.
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
  -- which would let the session be paid for a booking that no longer holds its slot. The one exception is
  -- cancel-checkout's retry (the service role): it has expired the session at the provider first, and clears
  -- it here, so that Pay again holds the same booking.
  if old.payment_status = 'pending' and new.payment_status = 'clicked_book' and old.checkout_session_id is not null
     and not (new.checkout_session_id is null and current_user not in ('anon', 'authenticated')) then
    raise exception 'A hold with a checkout session ends when the checkout is paid, expires or is cancelled.'
      using errcode = 'PT409', hint = 'booking_status_transition';
  end if;
  return new;
end;
$$;

