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
