-- reserve_booking answers offer_changed for an offer's booking whose offer no longer stands, also when the
-- replacement has already cancelled the booking (a race with the host's checkout).
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
