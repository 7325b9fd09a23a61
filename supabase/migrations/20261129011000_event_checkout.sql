-- Paying several vendors in one checkout ([event-plan]; docs/payments.md "Several vendors, one charge"):
-- create-event-checkout makes every booking of a checkout group and holds every slot in one transaction
-- (create_checkout_group), attaches the group's one session (attach_checkout_group_session), and the webhook
-- pays (apply_group_payment) or releases (release_checkout_group) every booking of the group. Each booking
-- keeps its own amounts and refunds; the group's charge is their sum.

-- A booking is paid by its own session or by its group's, never both.
alter table public.bookings add constraint bookings_one_checkout
  check (checkout_group_id is null or checkout_session_id is null);

-- A hold is stale when neither it nor its group got a checkout session within 10 minutes. plpgsql: the
-- groups table is created after the bookings.
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

-- The host accepts an offer, as p_user_id (accept_quote_offer for the caller; create_checkout_group for
-- the host paying several vendors).
create or replace function public.accept_quote_offer_as(p_offer_id uuid, p_user_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := p_user_id;
  o public.quote_offers;
  q public.quotes;
  r public.quote_requests;
  existing public.bookings;
  who record;
  new_id uuid;
begin
  select * into o from public.quote_offers where id = p_offer_id for update;
  if found then
    select * into q from public.quotes where id = o.quote_id;
    select * into r from public.quote_requests where id = q.request_id;
  end if;
  if o.id is null or uid is null or r.host_id is distinct from uid then
    raise exception 'Offer not found.' using errcode = 'PT404';
  end if;
  existing := public.quote_offer_booking(o.id);
  if o.status = 'paid' or existing.payment_status in ('paid', 'completed') then
    raise exception 'This offer is already paid.' using errcode = 'PT409', hint = 'offer_paid';
  end if;
  if o.status = 'replaced' then
    raise exception 'This offer has changed. Please review the new offer.' using errcode = 'PT409', hint = 'offer_changed';
  elsif o.status = 'withdrawn' then
    raise exception 'The vendor withdrew this offer.' using errcode = 'PT409', hint = 'offer_withdrawn';
  elsif o.status = 'expired' or o.expires_at <= now() then
    raise exception 'This offer has expired.' using errcode = 'PT409', hint = 'offer_expired';
  elsif q.status = 'declined' then
    raise exception 'The vendor declined this request.' using errcode = 'PT409', hint = 'quote_declined';
  end if;
  if existing.id is not null then
    return existing.id;
  end if;
  if not public.listing_is_live(q.vendor_id) then
    raise exception 'This vendor is not taking bookings right now.' using errcode = 'PT409';
  end if;
  perform public.refuse_own_listing(q.vendor_id, uid, 'book');
  begin
    perform public.check_booking_slot(
      q.vendor_id, null,
      tsrange(o.event_date + o.start_time, o.event_date + o.start_time + o.duration_hours * interval '1 hour', '[)'));
  exception
    when sqlstate '23P01' then
      raise exception 'The vendor is no longer free at this time. Please ask for a new offer.'
        using errcode = 'PT409', hint = 'slot_taken';
    when sqlstate '23514' then
      raise exception 'This time is no longer in the vendor''s calendar. Please ask for a new offer.'
        using errcode = 'PT409', hint = 'slot_unavailable';
    when sqlstate '22023' then
      raise exception 'This offer''s time has passed.' using errcode = 'PT409', hint = 'slot_in_past';
  end;
  select u.email::text as email, coalesce(nullif(btrim(p.name), ''), u.email::text) as name into who
    from auth.users u left join public.users p on p.id = u.id
   where u.id = uid;
  insert into public.bookings (
    vendor_id, user_id, customer_email, customer_name, payment_status, booking_date, booking_time, duration_hours,
    guest_count, selected_packages, event_location, special_instructions, total_amount, processing_fee,
    quote_offer_id
  ) values (
    q.vendor_id, uid, who.email, who.name, 'clicked_book', o.event_date, o.start_time, o.duration_hours,
    r.guest_count, 'Custom offer', r.location, null, o.price_cents / 100.0,
    public.platform_profit_cents(o.price_cents) / 100.0, o.id
  ) returning id into new_id;
  update public.quote_offers set status = 'accepted' where id = o.id and status = 'open';
  return new_id;
end;
$$;
revoke all on function public.accept_quote_offer_as(uuid, uuid) from public, anon, authenticated;

-- The host accepts an offer: answers a clicked_book booking priced from it (subtotal = price_cents, the 5%
-- fee), or the unpaid booking already made from it. The host then pays with create-checkout-session.
create or replace function public.accept_quote_offer(p_offer_id uuid)
returns uuid
language sql
security definer
set search_path = ''
as $$
  select public.accept_quote_offer_as(p_offer_id, auth.uid())
$$;

-- Called by the create-booking function (service role) with the amounts it priced: the booking is inserted as
-- clicked_book for p_user_id, with the account's e-mail and name, after the slot rules above (so a taken or
-- closed time creates no row), filed under p_event_id (an event of p_user_id) when given. Answers the new
-- booking's id.
drop function if exists public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric);
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
revoke all on function public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric, uuid)
  from public, anon, authenticated;
grant execute on function public.create_booking(uuid, uuid, uuid, jsonb, date, time, numeric, integer, text, text, numeric, numeric, uuid)
  to service_role;

-- What the webhook does with "this checkout session was paid" (checkout.session.completed with payment_status
-- paid, checkout.session.async_payment_succeeded), decided under the booking's row lock so that concurrent and
-- repeated deliveries agree. The session is the booking's own or its checkout group's. Answers {outcome,
-- amount_cents, reason}:
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

-- Items of create-event-checkout, priced by the function (amounts never come from the browser): each
-- {offer_id} or {vendor_id, package_id, addon_selections, booking_time, duration_hours, event_location,
-- total_amount, processing_fee}. In one transaction: every booking is made (an offer's through
-- accept_quote_offer_as) on the event's date for its guests, filed under the event and the new group, and
-- every slot is held; a slot that is taken or closed refuses the whole group with PT409 hint slot_taken and
-- the vendors' ids as a JSON array in the detail, and nothing is kept. One unpaid group per host at a time
-- (PT409 hint checkout_in_progress). Answers {group_id, total_cents, bookings: [{id, vendor_id, vendor_name,
-- label, subtotal_cents, fee_cents}]}.
create or replace function public.create_checkout_group(p_user_id uuid, p_event_id uuid, p_items jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.events;
  g public.checkout_groups;
  item jsonb;
  vendor uuid;
  bid uuid;
  b public.bookings;
  made uuid[] := '{}';
  taken uuid[] := '{}';
  hint text;
  answer jsonb;
begin
  -- the host's checkouts are made one at a time (the same lock as reserve_booking's limits)
  perform pg_advisory_xact_lock(hashtext('booking_holds'), hashtext(coalesce(p_user_id::text, '')));
  select * into e from public.events x where x.id = p_event_id and x.host_id = p_user_id;
  if not found then
    raise exception 'Event not found.' using errcode = 'PT404';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) not between 2 and 6 then
    raise exception 'Choose 2 to 6 vendors to pay together.' using errcode = 'PT400';
  end if;
  if exists (select 1 from public.checkout_groups x
              where x.host_id = p_user_id and x.status in ('open', 'pending')
                and exists (select 1 from public.bookings o where o.checkout_group_id = x.id and public.hold_is_active(o))) then
    raise exception 'You are already paying for several vendors; finish or cancel that checkout first.'
      using errcode = 'PT409', hint = 'checkout_in_progress';
  end if;
  insert into public.checkout_groups (host_id, event_id) values (p_user_id, e.id) returning * into g;

  -- in vendor order, so that concurrent groups wait for each other's holds without deadlocking
  for item in
    select i.value from jsonb_array_elements(p_items) i
     order by coalesce(i.value ->> 'vendor_id',
                       (select q.vendor_id::text from public.quote_offers o join public.quotes q on q.id = o.quote_id
                         where o.id::text = i.value ->> 'offer_id'), ''),
              i.value::text
  loop
    if item ? 'offer_id' then
      select q.vendor_id into vendor from public.quote_offers o join public.quotes q on q.id = o.quote_id
       where o.id = (item ->> 'offer_id')::uuid;
    else
      vendor := (item ->> 'vendor_id')::uuid;
    end if;
    begin
      if item ? 'offer_id' then
        bid := public.accept_quote_offer_as((item ->> 'offer_id')::uuid, p_user_id);
        select * into b from public.bookings where id = bid for update;
        if b.payment_status <> 'clicked_book' or b.checkout_session_id is not null or b.checkout_group_id is not null then
          raise exception 'This offer is already being paid.' using errcode = 'PT409', hint = 'offer_being_paid';
        end if;
        if b.event_id is not null and b.event_id <> e.id then
          raise exception 'This offer belongs to another event.' using errcode = 'PT409', hint = 'other_event';
        end if;
        if b.booking_date <> e.event_date then
          raise exception 'This offer is for another date than the event.' using errcode = 'PT409', hint = 'other_date';
        end if;
      else
        bid := public.create_booking(
          p_user_id, vendor, (item ->> 'package_id')::uuid, coalesce(item -> 'addon_selections', '[]'::jsonb),
          e.event_date, (item ->> 'booking_time')::time, (item ->> 'duration_hours')::numeric, e.guest_count,
          coalesce(item ->> 'event_location', e.city), null, (item ->> 'total_amount')::numeric,
          (item ->> 'processing_fee')::numeric, e.id);
      end if;
    exception
      when sqlstate '23P01' or sqlstate '23514' then
        taken := taken || vendor;
        continue;
      when sqlstate 'PT409' then
        get stacked diagnostics hint = pg_exception_hint;
        if hint in ('slot_taken', 'slot_unavailable') then
          taken := taken || vendor;
          continue;
        end if;
        raise;
    end;
    if vendor = any (made) then
      raise exception 'Choose each vendor once.' using errcode = 'PT400';
    end if;
    update public.bookings set event_id = e.id, checkout_group_id = g.id where id = bid;
    made := made || vendor;
    begin
      perform public.reserve_booking(bid);
    exception
      when sqlstate '23P01' or sqlstate '23514' then
        taken := taken || vendor;
    end;
  end loop;
  if cardinality(taken) > 0 then
    raise exception 'Some vendors are no longer free at the event''s time. Please replace them.'
      using errcode = 'PT409', hint = 'slot_taken', detail = array_to_json(taken)::text;
  end if;

  update public.checkout_groups x
     set subtotal_cents = s.subtotal, fee_cents = s.fee, total_cents = s.subtotal + s.fee
    from (select coalesce(sum(public.booking_cents(o.total_amount)), 0) as subtotal,
                 coalesce(sum(public.booking_cents(coalesce(o.processing_fee, 0))), 0) as fee
            from public.bookings o where o.checkout_group_id = g.id) s
   where x.id = g.id
  returning x.* into g;
  select jsonb_build_object(
           'group_id', g.id, 'total_cents', g.total_cents, 'subtotal_cents', g.subtotal_cents, 'fee_cents', g.fee_cents,
           'bookings', jsonb_agg(jsonb_build_object(
             'id', o.id, 'vendor_id', o.vendor_id, 'vendor_name', v.name, 'label', o.selected_packages,
             'subtotal_cents', public.booking_cents(o.total_amount),
             'fee_cents', public.booking_cents(coalesce(o.processing_fee, 0))) order by v.name, o.id))
    into answer
    from public.bookings o join public.vendors v on v.id = o.vendor_id
   where o.checkout_group_id = g.id;
  return answer;
end;
$$;
revoke all on function public.create_checkout_group(uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.create_checkout_group(uuid, uuid, jsonb) to service_role;

-- The group's one session: attached once, while every booking of the group still holds its slot. Answers
-- whether it was attached.
create or replace function public.attach_checkout_group_session(p_group_id uuid, p_session_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  g public.checkout_groups;
begin
  select * into g from public.checkout_groups where id = p_group_id for update;
  if not found or g.status <> 'open' or g.checkout_session_id is not null then
    return false;
  end if;
  perform 1 from public.bookings b where b.checkout_group_id = g.id order by b.id for update;
  if exists (select 1 from public.bookings b where b.checkout_group_id = g.id and b.payment_status <> 'pending') then
    return false;
  end if;
  update public.checkout_groups set checkout_session_id = p_session_id, status = 'pending' where id = g.id;
  return true;
end;
$$;
revoke all on function public.attach_checkout_group_session(uuid, text) from public, anon, authenticated;
grant execute on function public.attach_checkout_group_session(uuid, text) to service_role;

-- Gives up an unpaid group (its session expired or was cancelled, or the checkout failed to start): every
-- booking of it still unpaid is cancelled and the group too. With p_session_id, only the group of that
-- session. Answers 'released' when it did so, else the group's status (paid, cancelled; null: no such group).
create or replace function public.release_checkout_group(p_group_id uuid, p_session_id text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  g public.checkout_groups;
begin
  select * into g from public.checkout_groups
   where id = p_group_id and (p_session_id is null or checkout_session_id = p_session_id)
     for update;
  if not found then
    return null;
  end if;
  if g.status in ('paid', 'cancelled') then
    return g.status;
  end if;
  update public.bookings set payment_status = 'cancelled'
   where id in (select b.id from public.bookings b
                 where b.checkout_group_id = g.id and b.payment_status in ('clicked_book', 'pending')
                 order by b.id);
  update public.checkout_groups set status = 'cancelled' where id = g.id;
  return 'released';
end;
$$;
revoke all on function public.release_checkout_group(uuid, text) from public, anon, authenticated;
grant execute on function public.release_checkout_group(uuid, text) to service_role;

-- The group's session was paid: apply_checkout_payment for every booking of the group, under the group's row
-- lock, so repeated and concurrent deliveries agree. The group becomes paid with the payment intent (also
-- when some of its bookings could no longer be paid: those are refunded, each its own part). Answers
-- {outcome: ignored | paid | unchanged | refund, paid: [booking ids], refunds: [{booking_id, amount_cents,
-- reason}]}.
create or replace function public.apply_group_payment(p_group_id uuid, p_session_id text, p_payment_intent_id text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  g public.checkout_groups;
  bid uuid;
  d jsonb;
  paid jsonb := '[]';
  refunds jsonb := '[]';
begin
  select * into g from public.checkout_groups
   where id = p_group_id and checkout_session_id = p_session_id
     for update;
  if not found then
    return jsonb_build_object('outcome', 'ignored');
  end if;
  for bid in select b.id from public.bookings b where b.checkout_group_id = g.id order by b.id loop
    d := public.apply_checkout_payment(bid, p_session_id, p_payment_intent_id);
    if d ->> 'outcome' = 'paid' then
      paid := paid || to_jsonb(bid);
    elsif d ->> 'outcome' = 'refund' then
      refunds := refunds || jsonb_build_object('booking_id', bid, 'amount_cents', d -> 'amount_cents',
                                               'reason', d ->> 'reason');
    end if;
  end loop;
  if g.status <> 'paid' then
    update public.checkout_groups
       set status = 'paid', paid_at = now(), payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
     where id = g.id;
  end if;
  return jsonb_build_object(
    'outcome', case when jsonb_array_length(refunds) > 0 then 'refund'
                    when jsonb_array_length(paid) > 0 then 'paid' else 'unchanged' end,
    'paid', paid, 'refunds', refunds);
end;
$$;
revoke all on function public.apply_group_payment(uuid, text, text) from public, anon, authenticated;
grant execute on function public.apply_group_payment(uuid, text, text) to service_role;

-- Per charge (payment intent), for the admin payouts overview: what the charge took (the group's total, or
-- the booking's own), what was refunded of it, and what its bookings hold (Σ charged − refunded per
-- booking); reconciles is paid − refunded = Σ bookings' (total − refunded). Newest first, a page at a time.
create or replace function public.admin_charge_reconciliation(p_limit integer default 20, p_offset integer default 0)
returns table (
  payment_intent_id text,
  checkout_group_id uuid,
  event_id uuid,
  paid_at timestamptz,
  bookings bigint,
  charged_cents bigint,
  refunded_cents bigint,
  net_cents bigint,
  bookings_net_cents bigint,
  reconciles boolean,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see these figures' using errcode = '42501';
  end if;
  return query
  with per as (
    select b.payment_intent_id as pi, max(b.checkout_group_id::text)::uuid as grp, max(b.event_id::text)::uuid as ev,
           min(b.paid_at) as at, count(*) as n,
           sum(public.booking_charged_cents(b))::bigint as charged,
           sum(b.refunded_cents)::bigint as refunded
      from public.bookings b
     where b.payment_intent_id is not null and public.booking_charged_cents(b) > 0
     group by b.payment_intent_id
  )
  select per.pi, per.grp, per.ev, per.at, per.n,
         coalesce(g.total_cents::bigint, per.charged), per.refunded,
         coalesce(g.total_cents::bigint, per.charged) - per.refunded,
         per.charged - per.refunded,
         coalesce(g.total_cents::bigint, per.charged) = per.charged,
         count(*) over ()
    from per
    left join public.checkout_groups g on g.id = per.grp and g.status = 'paid'
   order by per.at desc nulls last, per.pi
   limit greatest(1, least(coalesce(p_limit, 20), 100)) offset greatest(0, coalesce(p_offset, 0));
end;
$$;
revoke all on function public.admin_charge_reconciliation(integer, integer) from public, anon;
grant execute on function public.admin_charge_reconciliation(integer, integer) to authenticated;

-- Claims due transfers and reversals for sending (FOR UPDATE SKIP LOCKED), with the transfer group of each:
-- 'event-<event id>' for a booking of an event (every vendor of one party in one group), else
-- 'booking-<booking id>'.
drop function if exists public.claim_payout_entries(timestamptz, integer);
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
revoke all on function public.claim_payout_entries(timestamptz, integer) from public, anon, authenticated;

-- Privacy ([event-plan]): a deleted account's events and shortlists go with it, the export holds them, and a
-- deleted account makes no new event.
-- Removes or replaces the personal data of a deleted account; what must stay (bookings, payouts, reviews,
-- messages of others' conversations) stays without it. Idempotent: the purge runs it again.
create or replace function public.deidentify_account(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_email text;
begin
  select coalesce(p.email, u.email) into old_email
    from auth.users u left join public.users p on p.id = u.id where u.id = p_user_id;
  if old_email is not null then
    delete from public."Email_List" e where lower(btrim(e.email)) = lower(btrim(old_email));
  end if;
  update public.users p
     set name = null, email = null, phone_number = null, message_emails = false
   where p.id = p_user_id and (p.name is not null or p.email is not null or p.phone_number is not null or p.message_emails);
  -- The listing leaves browse for good (vendors_deleted_account_guard keeps it there).
  update public.vendors v
     set status = 'rejected', rejection_reason = 'The account was deleted.', name = 'Deleted user',
         email = null, phone = null, bio = null, qualifications = '{}', photos = '{}'
   where v.user_id = p_user_id
     and (v.status <> 'rejected' or v.name <> 'Deleted user' or v.email is not null or v.phone is not null
          or v.bio is not null or cardinality(v.qualifications) > 0 or cardinality(v.photos) > 0
          or v.rejection_reason is distinct from 'The account was deleted.');
  delete from public.availability a
   where a.user_id = p_user_id or a.vendor_id in (select v.id from public.vendors v where v.user_id = p_user_id);
  delete from public.time_slot_templates t where t.user_id = p_user_id;
  delete from public.vendor_ai_data d where d.user_id = p_user_id;
  delete from public.favourites f where f.host_id = p_user_id;
  -- The host's events go with their shortlists; their bookings stay (without the event).
  delete from public.events e where e.host_id = p_user_id;
  delete from public.messaging_blocks m where m.user_id = p_user_id;
  -- Unpaid checkouts end (a payment arriving later is refunded in full, as for any ended checkout).
  update public.bookings b
     set payment_status = 'cancelled', cancelled_at = now(), cancelled_by = 'system',
         cancellation_reason = 'The host deleted their account.'
   where b.user_id = p_user_id and b.payment_status in ('clicked_book', 'pending');
  -- The booking rows stay for the 7 years of booking history, without who booked and where.
  update public.bookings b
     set customer_name = 'Deleted user', customer_email = '', event_location = null, special_instructions = null
   where b.user_id = p_user_id
     and (b.customer_name is distinct from 'Deleted user' or b.customer_email <> ''
          or b.event_location is not null or b.special_instructions is not null);
  -- Quote requests keep their dates and figures (an offer's booking was priced from them), not the place or
  -- what the host wrote.
  update public.quote_requests q set location = 'Removed', details = 'Removed'
   where q.host_id = p_user_id and (q.location <> 'Removed' or q.details <> 'Removed');
  update public.reviews r set reviewer_first_name = 'A former host'
   where r.user_id = p_user_id and r.reviewer_first_name <> 'A former host';
  -- Waiting message e-mails to the account are not sent.
  update public.message_emails e set skipped_at = now()
    from public.conversations c
   where c.id = e.conversation_id and e.sent_at is null and e.skipped_at is null
     and ((e.recipient_role = 'host' and c.host_id = p_user_id)
          or (e.recipient_role = 'vendor' and c.vendor_user_id = p_user_id));
end;
$$;

-- Everything the product holds about the signed-in user, in one JSON document (the Account settings
-- download). Bounded per list (limits in the answer; the newest rows first): 5,000 bookings as host,
-- 5,000 bookings of the listing, 1,000 reviews, 1,000 conversations, 10,000 sent messages, 5,000 availability
-- rows, 5,000 payout entries, 500 favourites, 50 events with their shortlists. Messages others sent, and the
-- names, addresses and notes of the hosts who booked the listing, are theirs and not included.
create or replace function public.export_my_data()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  result json;
begin
  if me is null then
    raise exception 'sign in to download your data' using errcode = '42501';
  end if;
  if public.account_is_deleted(me) then
    raise exception 'This account was deleted.' using errcode = '42501';
  end if;
  with
  mine_vendors as (select * from public.vendors v where v.user_id = me),
  host_bookings as (
    select b.id, b.vendor_id, v.name as vendor_name, b.booking_date, b.booking_time, b.duration_hours,
           b.guest_count, b.selected_packages, b.selected_addons, b.event_location, b.special_instructions,
           b.customer_name, b.customer_email, b.total_amount, b.processing_fee, b.payment_status,
           b.refunded_cents, b.created_at, b.paid_at, b.cancelled_at, b.cancelled_by, b.cancellation_reason,
           b.completed_at
      from public.bookings b join public.vendors v on v.id = b.vendor_id
     where b.user_id = me
     order by b.created_at desc, b.id limit 5000),
  listing_bookings as (
    select b.id, b.vendor_id, v.name as vendor_name, b.booking_date, b.booking_time, b.duration_hours,
           b.guest_count, b.selected_packages, b.selected_addons, b.total_amount, b.processing_fee,
           b.payment_status, b.refunded_cents, b.created_at, b.paid_at, b.cancelled_at, b.cancelled_by,
           b.cancellation_reason, b.completed_at
      from public.bookings b join mine_vendors v on v.id = b.vendor_id
     order by b.created_at desc, b.id limit 5000),
  my_conversations as (
    select c.id, c.vendor_id, v.name as listing_name,
           case when c.host_id = me then 'host' else 'vendor' end as role, c.created_at, c.last_message_at
      from public.conversations c join public.vendors v on v.id = c.vendor_id
     where c.host_id = me or c.vendor_user_id = me
     order by c.last_message_at desc nulls last, c.id limit 1000),
  sent_messages as (
    select m.id, m.conversation_id, m.body, m.booking_id, m.created_at, m.hidden_at is not null as hidden
      from public.messages m
     where m.sender_id = me
     order by m.created_at desc, m.id limit 10000)
  select json_build_object(
    'format', 'partyeasy-data-export',
    'version', 1,
    'exported_at', now(),
    'limits', json_build_object(
      'bookings_as_host', 5000, 'bookings_of_listing', 5000, 'reviews_written', 1000, 'conversations', 1000,
      'messages_sent', 10000, 'availability', 5000, 'payouts', 5000, 'favourites', 500, 'events', 50, 'quote_requests', 1000,
      'quotes_of_listing', 1000, 'disputes', 1000, 'dispute_messages_sent', 5000),
    'profile', (
      select json_build_object(
        'id', u.id, 'email', u.email, 'name', p.name, 'phone_number', p.phone_number, 'type', p.type,
        'created_at', coalesce(p.created_at, u.created_at), 'message_emails', p.message_emails,
        'terms_version', p.terms_version, 'terms_accepted_at', p.terms_accepted_at,
        'newsletter', (select json_build_object('subscribed_at', e.created_at, 'confirmed_at', e.confirmed_at)
                         from public."Email_List" e where lower(btrim(e.email)) = lower(u.email::text) limit 1))
        from auth.users u left join public.users p on p.id = u.id where u.id = me),
    'bookings_as_host', coalesce((select json_agg(h) from host_bookings h), '[]'::json),
    'reviews_written', coalesce((
      select json_agg(json_build_object(
               'id', r.id, 'booking_id', r.booking_id, 'vendor_id', r.vendor_id, 'rating', r.rating,
               'title', r.title, 'body', r.body, 'shown_as', r.reviewer_first_name, 'created_at', r.created_at,
               'updated_at', r.updated_at, 'hidden', r.hidden_at is not null))
        from (select * from public.reviews r where r.user_id = me order by r.created_at desc, r.id limit 1000) r),
      '[]'::json),
    'favourites', coalesce((
      select json_agg(json_build_object('vendor_id', f.vendor_id, 'created_at', f.created_at))
        from (select * from public.favourites f where f.host_id = me order by f.created_at desc limit 500) f),
      '[]'::json),
    'events', coalesce((
      select json_agg(json_build_object(
               'id', e.id, 'name', e.name, 'event_date', e.event_date, 'start_time', e.start_time,
               'duration_hours', e.duration_hours, 'city', e.city, 'guest_count', e.guest_count,
               'time_zone', e.time_zone, 'categories', e.categories, 'created_at', e.created_at,
               'shortlist', (select coalesce(json_agg(json_build_object('vendor_id', x.vendor_id,
                                                                          'created_at', x.created_at)
                                                      order by x.created_at desc), '[]'::json)
                               from public.event_shortlist x where x.event_id = e.id)))
        from (select * from public.events e where e.host_id = me order by e.event_date desc, e.id limit 50) e),
      '[]'::json),
    'conversations', coalesce((select json_agg(c) from my_conversations c), '[]'::json),
    'messages_sent', coalesce((select json_agg(m) from sent_messages m), '[]'::json),
    'listing', (
      select json_build_object(
        'id', v.id, 'name', v.name, 'email', v.email, 'phone', v.phone, 'servicetype', v.servicetype,
        'bio', v.bio, 'experience', v.experience, 'qualifications', v.qualifications,
        'cities_served', v.cities_served, 'photos', v.photos, 'status', v.status,
        'rejection_reason', v.rejection_reason, 'created_at', v.created_at, 'time_zone', v.time_zone,
        'extra_charge_weekday_night', v.extra_charge_weekday_night, 'extra_charge_weekend', v.extra_charge_weekend,
        'extra_charge_weekend_night', v.extra_charge_weekend_night,
        'packages', coalesce((
          select json_agg(json_build_object(
                   'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price,
                   'charging_type', p.charging_type, 'minimum_hours', p.minimum_hours,
                   'minimum_spend', p.minimum_spend, 'duration_hours', p.duration_hours,
                   'max_guests', p.max_guests, 'max_hours', p.max_hours) order by p.price, p.id)
            from (select * from public."Packages" p where p.vendor_id = v.id order by p.price, p.id limit 200) p),
          '[]'::json),
        'addons', coalesce((
          select json_agg(json_build_object('id', a.id, 'item', a.item, 'price', a.price,
                                            'charging_type', a.charging_type) order by a.price, a.id)
            from (select * from public.addons a where a.vendor_id = v.id order by a.price, a.id limit 200) a),
          '[]'::json),
        'availability', coalesce((
          select json_agg(json_build_object('date', a.date, 'start_time', a.start_time, 'end_time', a.end_time,
                                            'time_slot_text', a.time_slot_text, 'is_available', a.is_available)
                          order by a.date desc, a.start_time)
            from (select * from public.availability a where a.vendor_id = v.id
                   order by a.date desc, a.start_time limit 5000) a),
          '[]'::json),
        'time_slot_templates', coalesce((
          select json_agg(json_build_object('start_time', t.start_time, 'end_time', t.end_time,
                                            'display_text', t.display_text))
            from (select * from public.time_slot_templates t where t.user_id = me order by t.start_time limit 200) t),
          '[]'::json),
        'custom_package_data', (select d.training_data from public.vendor_ai_data d where d.vendor_id = v.id))
        from mine_vendors v order by v.created_at desc limit 1),
    'bookings_of_listing', coalesce((select json_agg(l) from listing_bookings l), '[]'::json),
    -- Quote requests the user sent, with each vendor's answer and the prices offered (the offers' own words
    -- are the vendors' and may hold details masked until a booking: left out).
    'quote_requests', coalesce((
      select json_agg(json_build_object(
               'id', r.id, 'category', r.category, 'event_date', r.event_date, 'start_time', r.start_time,
               'duration_hours', r.duration_hours, 'guest_count', r.guest_count, 'location', r.location,
               'budget_cents', r.budget_cents, 'details', r.details, 'created_at', r.created_at,
               'vendors', (select coalesce(json_agg(json_build_object(
                                  'vendor_id', q.vendor_id, 'status', q.status, 'answered_at', q.answered_at,
                                  'offers', (select coalesce(json_agg(json_build_object(
                                                      'price_cents', o.price_cents, 'event_date', o.event_date,
                                                      'start_time', o.start_time, 'duration_hours', o.duration_hours,
                                                      'expires_at', o.expires_at, 'refund_policy', o.refund_policy,
                                                      'status', o.status, 'created_at', o.created_at)
                                                    order by o.created_at), '[]'::json)
                                               from public.quote_offers o where o.quote_id = q.id))), '[]'::json)
                             from public.quotes q where q.request_id = r.id)))
        from (select * from public.quote_requests r where r.host_id = me
               order by r.created_at desc, r.id limit 1000) r),
      '[]'::json),
    -- Quotes the listing received, with its own answers (the hosts' words are theirs: left out).
    'quotes_of_listing', coalesce((
      select json_agg(json_build_object(
               'id', q.id, 'category', r.category, 'event_date', r.event_date, 'guest_count', r.guest_count,
               'status', q.status, 'created_at', q.created_at, 'answered_at', q.answered_at,
               'decline_reason', q.decline_reason,
               'offers', (select coalesce(json_agg(json_build_object(
                                  'price_cents', o.price_cents, 'includes', o.includes, 'event_date', o.event_date,
                                  'start_time', o.start_time, 'duration_hours', o.duration_hours,
                                  'expires_at', o.expires_at, 'refund_policy', o.refund_policy, 'status', o.status,
                                  'created_at', o.created_at) order by o.created_at), '[]'::json)
                            from public.quote_offers o where o.quote_id = q.id)))
        from (select q.* from public.quotes q join mine_vendors v on v.id = q.vendor_id
               order by q.created_at desc, q.id limit 1000) q
        join public.quote_requests r on r.id = q.request_id),
      '[]'::json),
    -- Disputes the user reported as a host or that concern the listing; the description is the host's.
    'disputes', coalesce((
      select json_agg(json_build_object(
               'id', d.id, 'booking_id', d.booking_id,
               'role', case when d.host_id = me then 'host' else 'vendor' end, 'reason', d.reason,
               'description', case when d.host_id = me then d.description end, 'status', d.status,
               'outcome', d.outcome, 'refund_cents', d.refund_cents, 'resolution_reason', d.resolution_reason,
               'created_at', d.created_at, 'resolved_at', d.resolved_at))
        from (select d.* from public.disputes d
               where d.host_id = me or d.vendor_id in (select v.id from mine_vendors v)
               order by d.created_at desc, d.id limit 1000) d),
      '[]'::json),
    'dispute_messages_sent', coalesce((
      select json_agg(json_build_object('dispute_id', m.dispute_id, 'body', m.body, 'created_at', m.created_at))
        from (select m.* from public.dispute_messages m where m.author_id = me
               order by m.created_at desc, m.id limit 5000) m),
      '[]'::json),
    'payout_account', (
      select json_build_object('state', a.state, 'details_submitted', a.details_submitted, 'created_at', a.created_at)
        from public.payout_accounts a join mine_vendors v on v.id = a.vendor_id limit 1),
    'payouts', coalesce((
      select json_agg(json_build_object(
               'id', l.id, 'booking_id', l.booking_id, 'kind', l.kind, 'amount_cents', l.amount_cents,
               'status', l.status, 'created_at', l.created_at, 'settled_at', l.settled_at))
        from (select l.* from public.payout_ledger l join mine_vendors v on v.id = l.vendor_id
               order by l.created_at desc, l.id limit 5000) l),
      '[]'::json)
  ) into result;
  return result;
end;
$$;

drop trigger if exists events_refuse_deleted_account on public.events;
create trigger events_refuse_deleted_account
  before insert on public.events
  for each row execute function public.refuse_deleted_account('host_id');
