-- Custom quotes (issue 44, docs/quotes.md): a host's request to 1..5 vendors of one category, each vendor's
-- quote (its side of the request), and the vendor's offers, immutable rows of which at most one stands. The
-- host accepts an offer: a clicked_book booking priced from the offer (bookings.quote_offer_id), paid through
-- the ordinary checkout. Every write goes through the definer functions below; the tables are read-only to
-- their participants. Refusals: PT404 (not found, or someone else's), PT409 (a state that does not allow
-- it), PT403 (own listing), PT429 (a limit), 22023 (bad input, with shared-domain QUOTE_MESSAGES' text).

-- Tables ----------------------------------------------------------------------------------------------

-- What a host asked for, once for all the vendors it went to.
create table if not exists public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  -- null once the host's account is deleted: a paid offer's booking keeps its offer
  host_id uuid references auth.users (id) on delete set null,
  category text not null,
  event_date date not null,
  start_time time not null,
  duration_hours numeric(5, 2) not null,
  guest_count integer not null,
  location text not null,
  budget_cents integer,
  details text not null,
  created_at timestamptz not null default now(),
  constraint quote_requests_hours check (duration_hours between 0.5 and 24 and duration_hours * 2 = trunc(duration_hours * 2)),
  constraint quote_requests_guests check (guest_count between 1 and 10000),
  constraint quote_requests_location check (char_length(btrim(location)) between 1 and 200),
  constraint quote_requests_budget check (budget_cents is null or budget_cents between 100 and 100000000),
  constraint quote_requests_details check (char_length(btrim(details)) between 1 and 2000),
  constraint quote_requests_category check (char_length(category) <= 100)
);
alter table public.quote_requests enable row level security;
alter table public.quote_requests add constraint quote_requests_user_text check (
    public.user_text_ok(location, true) and public.user_text_ok(details, true)
  ) not valid;

-- One vendor's side of a request: waiting (no answer yet, or its offer was withdrawn), offered (an offer
-- stands), declined, expired, booked (an offer of it was paid).
create table if not exists public.quotes (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.quote_requests (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  -- null once the retention job deleted the conversation (its messages are 3 years old)
  conversation_id uuid references public.conversations (id) on delete set null,
  status text not null default 'waiting'
    constraint quotes_status_check check (status in ('waiting', 'offered', 'declined', 'expired', 'booked')),
  -- least(created_at + 72 hours, the start of the event's day in the vendor's zone)
  respond_by timestamptz not null,
  -- the vendor's first answer (offer or decline): the 12-hour response rate
  answered_at timestamptz,
  decline_reason text,
  created_at timestamptz not null default now(),
  constraint quotes_request_vendor_key unique (request_id, vendor_id),
  constraint quotes_declined_with_reason check ((status = 'declined') = (decline_reason is not null)),
  constraint quotes_decline_reason_length check (char_length(btrim(decline_reason)) between 1 and 1000)
);
alter table public.quotes enable row level security;
alter table public.quotes add constraint quotes_user_text check (public.user_text_ok(decline_reason, true)) not valid;

-- A vendor's priced answer. Never edited: a new offer is a new row, and the one it replaces is marked
-- replaced. open (stands), accepted (the host accepted: an unpaid booking exists), paid, replaced,
-- withdrawn, expired.
create table if not exists public.quote_offers (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  price_cents integer not null,
  includes text not null,
  event_date date not null,
  start_time time not null,
  duration_hours numeric(5, 2) not null,
  expires_at timestamptz not null,
  -- null: the profile's policy; else one of shared-domain OFFER_REFUND_POLICIES
  refund_policy text,
  status text not null default 'open',
  created_at timestamptz not null default now(),
  constraint quote_offers_status_check
    check (status in ('open', 'accepted', 'paid', 'replaced', 'withdrawn', 'expired')),
  constraint quote_offers_price check (price_cents between 100 and 100000000),
  constraint quote_offers_includes check (char_length(btrim(includes)) between 1 and 2000),
  constraint quote_offers_hours check (duration_hours between 0.5 and 24 and duration_hours * 2 = trunc(duration_hours * 2)),
  constraint quote_offers_expiry check (expires_at <= created_at + interval '7 days'),
  constraint quote_offers_refund_policy check (refund_policy in ('flexible', 'standard', 'strict'))
);
alter table public.quote_offers enable row level security;
alter table public.quote_offers add constraint quote_offers_user_text check (public.user_text_ok(includes, true)) not valid;

-- E-mail outbox of the quotes: one row per (quote, offer, kind, recipient), so a mail is queued once whatever
-- runs twice. No text is stored: quote-emails composes it from the rows when it sends.
create table if not exists public.quote_emails (
  id bigint generated always as identity primary key,
  quote_id uuid not null references public.quotes (id) on delete cascade,
  offer_id uuid references public.quote_offers (id) on delete cascade,
  kind text not null check (kind in ('request', 'offer', 'declined', 'expired')),
  recipient text not null check (recipient in ('host', 'vendor')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  constraint quote_emails_once unique nulls not distinct (quote_id, offer_id, kind, recipient)
);
alter table public.quote_emails enable row level security;

alter table public.bookings add constraint bookings_quote_offer_id_fkey
  foreign key (quote_offer_id) references public.quote_offers (id) on delete restrict;

alter table public.messages add constraint messages_quote_id_fkey
  foreign key (quote_id) references public.quotes (id) on delete set null;

-- Indexes ---------------------------------------------------------------------------------------------

-- a host's requests, newest first, and the daily limit
create index if not exists quote_requests_host_idx on public.quote_requests (host_id, created_at desc, id);

-- a vendor's quotes by state and age; the response rate
create index if not exists quotes_vendor_idx on public.quotes (vendor_id, created_at);

create index if not exists quotes_vendor_open_idx on public.quotes (vendor_id, created_at)
  where status in ('waiting', 'offered');

-- expire_quotes
create index if not exists quotes_waiting_due_idx on public.quotes (respond_by) where status = 'waiting';

create index if not exists quotes_conversation_idx on public.quotes (conversation_id);

create index if not exists quote_offers_quote_idx on public.quote_offers (quote_id, created_at desc);

-- at most one standing offer per quote
create unique index if not exists quote_offers_one_standing on public.quote_offers (quote_id)
  where status in ('open', 'accepted', 'paid');

create index if not exists quote_offers_due_idx on public.quote_offers (expires_at) where status in ('open', 'accepted');

create index if not exists quote_emails_unsent_idx on public.quote_emails (id) where sent_at is null;

create index if not exists quote_emails_offer_idx on public.quote_emails (offer_id) where offer_id is not null;

-- Functions -------------------------------------------------------------------------------------------

-- The offer as the host and the vendor read it, with the fee and total the host would pay; what it includes
-- is masked like a message (mask_contact_details) unless p_unlocked.
create or replace function public.quote_offer_json(o public.quote_offers, p_unlocked boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when o.id is null then null else jsonb_build_object(
    'id', o.id,
    'status', o.status,
    'price_cents', o.price_cents,
    'fee_cents', public.platform_profit_cents(o.price_cents),
    'total_cents', o.price_cents + public.platform_profit_cents(o.price_cents),
    'expires_at', o.expires_at,
    'includes', case when p_unlocked then o.includes else public.mask_contact_details(o.includes) end,
    'event_date', o.event_date,
    'start_time', o.start_time,
    'duration_hours', o.duration_hours,
    'refund_policy', o.refund_policy,
    'created_at', o.created_at) end
$$;

-- The offer a quote shows: the standing one, else (an expired quote) the one that expired.
create or replace function public.quote_shown_offer(p_quote_id uuid)
returns public.quote_offers
language sql
stable
security definer
set search_path = ''
as $$
  select o.* from public.quote_offers o
   where o.quote_id = p_quote_id and o.status in ('open', 'accepted', 'paid', 'expired')
   order by (o.status <> 'expired') desc, o.created_at desc
   limit 1
$$;

-- The standing offer of a quote stops standing (replaced, withdrawn, expired): its unpaid booking is
-- cancelled, so the host cannot pay it any more. Refused while the host is paying it.
create or replace function public.quote_retire_offer(p_offer_id uuid, p_status text, p_actor text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.quote_offer_held(p_offer_id) then
    raise exception 'The host is paying for this offer right now. Please try again in a few minutes.'
      using errcode = 'PT409', hint = 'offer_being_paid';
  end if;
  update public.quote_offers set status = p_status where id = p_offer_id and status in ('open', 'accepted');
  update public.bookings
     set payment_status = 'cancelled', cancelled_at = now(), cancelled_by = p_actor,
         cancellation_reason = case p_status when 'replaced' then 'The vendor replaced this offer.'
                                             when 'withdrawn' then 'The vendor withdrew this offer.'
                                             else 'This offer expired.' end
   where quote_offer_id = p_offer_id and payment_status in ('clicked_book', 'pending');
end;
$$;

-- A structured card of a quote in its conversation (the body is its plain-text summary); none once the
-- conversation is gone.
create or replace function public.quote_post_message(q public.quotes, p_kind text, p_sender uuid, p_body text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.messages (conversation_id, sender_id, body, kind, quote_id)
  select q.conversation_id, p_sender, left(p_body, 4000), p_kind, q.id
   where q.conversation_id is not null
$$;

-- Queues a quote e-mail once (a second call for the same quote, offer, kind and recipient does nothing).
create or replace function public.queue_quote_email(p_quote_id uuid, p_offer_id uuid, p_kind text, p_recipient text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.quote_emails (quote_id, offer_id, kind, recipient) values (p_quote_id, p_offer_id, p_kind, p_recipient)
  on conflict on constraint quote_emails_once do nothing
$$;

-- The caller's quote as its vendor, locked, or PT404 (the same answer for someone else's).
create or replace function public.my_vendor_quote(p_quote_id uuid)
returns public.quotes
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes;
begin
  select * into q from public.quotes where id = p_quote_id for update;
  if not found or auth.uid() is null or not public.owns_vendor(q.vendor_id) then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  return q;
end;
$$;

-- Sends one request to 1..5 live vendors of one category (not the caller's own): one quote and one
-- quote_request card per vendor in the host–vendor conversation (created if missing), and the vendor's
-- e-mail. All or nothing. At most 20 requests a day per host; one open quote per vendor and event date.
create or replace function public.request_quotes(
  p_vendor_ids uuid[], p_event_date date, p_start_time time, p_hours numeric, p_guests integer,
  p_location text, p_budget_cents integer, p_details text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  ids uuid[];
  vrec record;
  vendor_name text;
  categories integer;
  problem text;
  new_request uuid;
  conversation uuid;
  q public.quotes;
  summary text;
begin
  if uid is null then
    raise exception 'Please log in to request quotes.' using errcode = '42501';
  end if;
  select array_agg(distinct x) into ids from unnest(p_vendor_ids) x where x is not null;
  if coalesce(cardinality(ids), 0) not between 1 and 5 then
    raise exception 'Choose between 1 and 5 vendors.' using errcode = '22023';
  end if;
  if public.messaging_blocked(uid) then
    raise exception 'Your account can no longer send messages. Contact support if you think this is a mistake.'
      using errcode = '42501';
  end if;
  if (select count(*) from public.vendors where id = any (ids)) <> cardinality(ids) then
    raise exception 'One of these vendors was not found.' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.vendors where id = any (ids) and user_id = uid) then
    raise exception 'You cannot request a quote from your own listing.' using errcode = 'PT403', hint = 'own_listing';
  end if;
  select x.name into vendor_name from public.vendors x where x.id = any (ids) and x.status <> 'approved'
   order by x.name limit 1;
  if found then
    raise exception '% is not taking requests right now.', vendor_name using errcode = 'PT409';
  end if;
  select count(distinct coalesce(servicetype, '')) into categories from public.vendors where id = any (ids);
  if categories > 1 then
    raise exception 'A quote request goes to vendors of one category.' using errcode = '22023';
  end if;
  problem := public.quote_request_problem(
    p_event_date, p_start_time, p_hours, p_guests, p_location, p_budget_cents, p_details,
    (select min((now() at time zone v2.time_zone)::date) from public.vendors v2 where v2.id = any (ids)));
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  perform public.user_text_check(p_location, 'The location');
  perform public.user_text_check(p_details, 'The details');
  -- one host at a time, so concurrent requests cannot both pass the limits
  perform pg_advisory_xact_lock(hashtextextended('quote_requests:' || uid::text, 0));
  if (select count(*) from public.quote_requests r
       where r.host_id = uid and r.created_at > now() - interval '24 hours') >= 20 then
    raise exception 'You can send up to 20 quote requests a day. Please try again tomorrow.' using errcode = 'PT429';
  end if;
  select vv.name into vendor_name from public.quotes q2 join public.quote_requests r on r.id = q2.request_id
    join public.vendors vv on vv.id = q2.vendor_id
   where r.host_id = uid and r.event_date = p_event_date and q2.vendor_id = any (ids)
     and q2.status in ('waiting', 'offered')
   limit 1;
  if found then
    raise exception '% already has your request for this date.', vendor_name using errcode = 'PT409';
  end if;
  insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
                                     location, budget_cents, details)
  select uid, coalesce(min(servicetype), ''), p_event_date, p_start_time, p_hours, p_guests, btrim(p_location),
         p_budget_cents, btrim(p_details)
    from public.vendors where id = any (ids)
  returning id into new_request;
  summary := 'Quote request: ' || public.quote_when_text(p_event_date, p_start_time, p_hours) || ', '
             || p_guests || case when p_guests = 1 then ' guest, ' else ' guests, ' end || btrim(p_location);
  for vrec in select x.id, x.time_zone from public.vendors x where x.id = any (ids) order by x.id loop
    conversation := public.ensure_conversation(vrec.id, uid, null);
    insert into public.quotes (request_id, vendor_id, conversation_id, respond_by)
    values (new_request, vrec.id, conversation,
            least(now() + interval '72 hours', (p_event_date::timestamp) at time zone vrec.time_zone))
    returning * into q;
    perform public.quote_post_message(q, 'quote_request', uid, summary);
    perform public.queue_quote_email(q.id, null, 'request', 'vendor');
  end loop;
  return new_request;
end;
$$;

-- Whether each live vendor's calendar has any availability on p_date (shown before sending a request).
create or replace function public.quote_vendor_availability(p_vendor_ids uuid[], p_date date)
returns table (vendor_id uuid, available boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, exists (select 1 from public.availability a
                        where a.vendor_id = v.id and a.date = p_date and a.is_available)
    from public.vendors v
   where v.id = any ((p_vendor_ids)[1:24]) and v.status = 'approved'
   order by v.id
$$;

-- One vendor's side of a request as the host reads it.
create or replace function public.quote_host_vendor_json(q public.quotes)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'quote_id', q.id,
    'vendor_id', q.vendor_id,
    'vendor_name', (select v.name from public.vendors v where v.id = q.vendor_id),
    'status', q.status,
    'respond_by', q.respond_by,
    'decline_reason', case when x.unlocked then q.decline_reason else public.mask_contact_details(q.decline_reason) end,
    'offer', public.quote_offer_json(x.o, x.unlocked),
    'booking_id', (select b.id from public.bookings b
                    where b.quote_offer_id = (x.o).id and b.payment_status <> 'cancelled' limit 1),
    'conversation_id', q.conversation_id)
    from (select public.quote_shown_offer(q.id) as o,
                 public.messaging_contact_unlocked(
                   q.vendor_id, (select r.host_id from public.quote_requests r where r.id = q.request_id)) as unlocked) x
$$;

create or replace function public.quote_request_json(r public.quote_requests)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'category', r.category, 'event_date', r.event_date, 'start_time', r.start_time,
    'duration_hours', r.duration_hours, 'guest_count', r.guest_count, 'location', r.location,
    'budget_cents', r.budget_cents, 'details', r.details, 'created_at', r.created_at,
    'vendors', coalesce((select jsonb_agg(public.quote_host_vendor_json(q) order by q.created_at, q.vendor_id)
                           from public.quotes q where q.request_id = r.id), '[]'::jsonb))
$$;

-- The caller's requests, newest first, a page of at most 50 created before p_before.
create or replace function public.host_quote_requests(p_before timestamptz default null, p_limit integer default 20)
returns table (
  id uuid,
  category text,
  event_date date,
  start_time time,
  duration_hours numeric,
  guest_count integer,
  location text,
  budget_cents integer,
  details text,
  created_at timestamptz,
  vendors jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.category, r.event_date, r.start_time, r.duration_hours, r.guest_count, r.location,
         r.budget_cents, r.details, r.created_at, public.quote_request_json(r) -> 'vendors'
    from public.quote_requests r
   where r.host_id = auth.uid() and (p_before is null or r.created_at < p_before)
   order by r.created_at desc, r.id
   limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;

-- One of the caller's requests shaped like a row of host_quote_requests, or PT404.
create or replace function public.quote_request_details(p_request_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.quote_requests;
begin
  select * into r from public.quote_requests x where x.id = p_request_id;
  if not found or auth.uid() is null or r.host_id <> auth.uid() then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  return public.quote_request_json(r)::json;
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

-- The vendor answers with an offer, replacing the standing one (which is marked replaced and its unpaid
-- booking cancelled). Refused on a booked, expired or declined quote, while the host pays the standing
-- offer, and for a time the vendor's calendar does not offer or that is booked.
create or replace function public.make_quote_offer(
  p_quote_id uuid, p_price_cents integer, p_includes text, p_event_date date, p_start_time time,
  p_hours numeric, p_expires_at timestamptz, p_refund_policy text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes := public.my_vendor_quote(p_quote_id);
  tz text;
  problem text;
  standing public.quote_offers;
  new_id uuid;
  slot tsrange;
begin
  if q.status = 'booked' then
    raise exception 'This request is already booked.' using errcode = 'PT409';
  elsif q.status = 'expired' then
    raise exception 'This request has expired.' using errcode = 'PT409';
  elsif q.status = 'declined' then
    raise exception 'You declined this request.' using errcode = 'PT409';
  end if;
  select v.time_zone into tz from public.vendors v where v.id = q.vendor_id;
  problem := public.quote_offer_problem(
    p_price_cents, p_includes, (p_event_date + p_start_time) at time zone tz, p_hours, p_expires_at,
    p_refund_policy, now());
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  perform public.user_text_check(p_includes, 'What the offer includes');
  -- the standing offer first: while the host pays it, nothing else is checked
  select * into standing from public.quote_offers
   where quote_id = q.id and status in ('open', 'accepted') for update;
  if found then
    perform public.quote_retire_offer(standing.id, 'replaced', 'vendor');
  end if;
  slot := tsrange(p_event_date + p_start_time, p_event_date + p_start_time + p_hours * interval '1 hour', '[)');
  begin
    perform public.check_booking_slot(q.vendor_id, null, slot);
  exception
    when sqlstate '23P01' then
      raise exception 'You are already booked at this time.' using errcode = 'PT409', hint = 'slot_taken';
    when sqlstate '23514' then
      raise exception 'This time is not open in your calendar. Add it to your availability first.'
        using errcode = 'PT409', hint = 'slot_unavailable';
  end;
  insert into public.quote_offers (quote_id, price_cents, includes, event_date, start_time, duration_hours,
                                   expires_at, refund_policy)
  values (q.id, p_price_cents, btrim(p_includes), p_event_date, p_start_time, p_hours, p_expires_at, p_refund_policy)
  returning id into new_id;
  update public.quotes set status = 'offered', answered_at = coalesce(answered_at, now()) where id = q.id;
  perform public.quote_post_message(
    q, 'quote_offer', auth.uid(),
    'Offer: ' || public.quote_money_text(p_price_cents) || ' for '
      || public.quote_when_text(p_event_date, p_start_time, p_hours));
  perform public.queue_quote_email(q.id, new_id, 'offer', 'host');
  return new_id;
end;
$$;

-- The vendor withdraws its standing offer: the quote is waiting again (until respond_by).
create or replace function public.withdraw_quote_offer(p_offer_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.quote_offers;
  q public.quotes;
begin
  select * into o from public.quote_offers where id = p_offer_id;
  if not found then
    raise exception 'Offer not found.' using errcode = 'PT404';
  end if;
  begin
    q := public.my_vendor_quote(o.quote_id);
  exception when sqlstate 'PT404' then
    raise exception 'Offer not found.' using errcode = 'PT404';
  end;
  select * into o from public.quote_offers where id = p_offer_id for update;
  if o.status not in ('open', 'accepted') then
    raise exception 'This offer is no longer open.' using errcode = 'PT409';
  end if;
  perform public.quote_retire_offer(o.id, 'withdrawn', 'vendor');
  update public.quotes set status = 'waiting' where id = q.id;
  perform public.quote_post_message(q, 'quote_withdrawn', auth.uid(), 'Offer withdrawn');
end;
$$;

-- The vendor declines the request with a reason (its standing offer, if any, is withdrawn).
create or replace function public.decline_quote(p_quote_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes := public.my_vendor_quote(p_quote_id);
  standing public.quote_offers;
begin
  if q.status not in ('waiting', 'offered') then
    raise exception 'This request is % and can no longer be declined.', q.status using errcode = 'PT409';
  end if;
  if p_reason is null or public.user_text_problem(p_reason) = 'blank' then
    raise exception 'Please give a reason for declining.' using errcode = '22023';
  end if;
  if char_length(btrim(p_reason)) > 1000 then
    raise exception 'The reason can be at most 1,000 characters.' using errcode = '22023';
  end if;
  perform public.user_text_check(p_reason, 'The reason');
  select * into standing from public.quote_offers
   where quote_id = q.id and status in ('open', 'accepted') for update;
  if found then
    perform public.quote_retire_offer(standing.id, 'withdrawn', 'vendor');
  end if;
  update public.quotes
     set status = 'declined', decline_reason = btrim(p_reason), answered_at = coalesce(answered_at, now())
   where id = q.id;
  perform public.quote_post_message(q, 'quote_declined', auth.uid(), 'Quote declined: ' || btrim(p_reason));
  perform public.queue_quote_email(q.id, null, 'declined', 'host');
end;
$$;

-- One quote as its vendor reads it (a row of vendor_quotes).
create or replace function public.quote_vendor_json(q public.quotes)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'quote_id', q.id, 'request_id', r.id, 'host_name', public.messaging_first_name(r.host_id),
    'category', r.category, 'event_date', r.event_date, 'start_time', r.start_time,
    'duration_hours', r.duration_hours, 'guest_count', r.guest_count,
    'location', case when u.unlocked then r.location else public.mask_contact_details(r.location) end,
    'budget_cents', r.budget_cents,
    'details', case when u.unlocked then r.details else public.mask_contact_details(r.details) end,
    'status', q.status, 'created_at', q.created_at,
    'respond_by', q.respond_by, 'reply_due_at', q.created_at + interval '12 hours',
    'offer', public.quote_offer_json(public.quote_shown_offer(q.id), true),
    'booking_id', (select b.id from public.bookings b join public.quote_offers o on o.id = b.quote_offer_id
                    where o.quote_id = q.id and b.payment_status <> 'cancelled' limit 1),
    'decline_reason', q.decline_reason,
    'conversation_id', q.conversation_id)
    from public.quote_requests r
    cross join lateral (select public.messaging_contact_unlocked(q.vendor_id, r.host_id) as unlocked) u
   where r.id = q.request_id
$$;

-- The caller's listing's quotes: 'open' (waiting or offered, oldest due first, a page of those created after
-- p_before), 'all' or one status (newest first, created before p_before); at most 50.
create or replace function public.vendor_quotes(
  p_status text default 'open', p_before timestamptz default null, p_limit integer default 20
)
returns table (
  quote_id uuid,
  request_id uuid,
  host_name text,
  category text,
  event_date date,
  start_time time,
  duration_hours numeric,
  guest_count integer,
  location text,
  budget_cents integer,
  details text,
  status text,
  created_at timestamptz,
  respond_by timestamptz,
  reply_due_at timestamptz,
  offer jsonb,
  conversation_id uuid
)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select q.* from public.quotes q
     where q.vendor_id in (select v.id from public.vendors v where v.user_id = auth.uid())
       and case when coalesce(p_status, 'open') = 'open' then q.status in ('waiting', 'offered')
                          and (p_before is null or q.created_at > p_before)
                when p_status = 'all' then p_before is null or q.created_at < p_before
                else q.status = p_status and (p_before is null or q.created_at < p_before) end
     order by case when coalesce(p_status, 'open') = 'open' then q.created_at end asc,
              case when coalesce(p_status, 'open') <> 'open' then q.created_at end desc, q.id
     limit least(greatest(coalesce(p_limit, 20), 1), 50)
  )
  select m.id, r.id, public.messaging_first_name(r.host_id), r.category, r.event_date, r.start_time,
         r.duration_hours, r.guest_count,
         case when u.unlocked then r.location else public.mask_contact_details(r.location) end,
         r.budget_cents,
         case when u.unlocked then r.details else public.mask_contact_details(r.details) end,
         m.status, m.created_at, m.respond_by, m.created_at + interval '12 hours',
         public.quote_offer_json(public.quote_shown_offer(m.id), true), m.conversation_id
    from mine m join public.quote_requests r on r.id = m.request_id
    cross join lateral (select public.messaging_contact_unlocked(m.vendor_id, r.host_id) as unlocked) u
   order by case when coalesce(p_status, 'open') = 'open' then m.created_at end asc,
            case when coalesce(p_status, 'open') <> 'open' then m.created_at end desc, m.id
$$;

-- One quote of the caller's listing, or PT404.
create or replace function public.vendor_quote_details(p_quote_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q public.quotes;
begin
  select * into q from public.quotes x where x.id = p_quote_id;
  if not found or auth.uid() is null or not public.owns_vendor(q.vendor_id) then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  return public.quote_vendor_json(q)::json;
end;
$$;

-- A listing's answers to requests over the 90 days before p_now: requests = quotes received whose 12 hours
-- have passed or that were answered, answered_within_12h = those answered (offer or decline) within 12
-- hours. Null p_vendor_id: the caller's listing. Others' listings only when live.
create or replace function public.vendor_quote_response_rate(p_vendor_id uuid default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  vid uuid := p_vendor_id;
  answered integer;
  total integer;
begin
  if vid is null then
    select v.id into vid from public.vendors v where v.user_id = auth.uid() order by v.created_at limit 1;
    if vid is null then
      raise exception 'Only a vendor with a listing has a response rate.' using errcode = 'PT404';
    end if;
  elsif not exists (select 1 from public.vendors v
                     where v.id = vid and (v.status = 'approved' or v.user_id = auth.uid())) then
    raise exception 'Listing not found.' using errcode = 'PT404';
  end if;
  select count(*) filter (where q.answered_at <= q.created_at + interval '12 hours'),
         count(*) filter (where q.answered_at is not null or q.created_at <= now() - interval '12 hours')
    into answered, total
    from public.quotes q
   where q.vendor_id = vid and q.created_at > now() - interval '90 days';
  return json_build_object('answered_within_12h', answered, 'requests', total,
                           'rate', case when total > 0 then round(answered::numeric / total, 4) end);
end;
$$;

-- At p_now: waiting quotes past respond_by and standing offers past expires_at (not while the host is paying
-- them) expire, with a card in the conversation and the host's e-mail, each once: one run at a time, and a
-- repeated run re-checks the status. Returns how many quotes and offers expired.
-- Run every minute by the schedule; tests pass their own clock.
create or replace function public.expire_quotes(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  q public.quotes;
  o public.quote_offers;
  vendor_user uuid;
begin
  -- One run at a time: two runs taking offers in turns would post their cards into the same conversations
  -- in different orders and deadlock. A run that finds another under way leaves the work to it.
  if not pg_try_advisory_xact_lock(hashtextextended('expire_quotes', 0)) then
    return 0;
  end if;
  for q in
    update public.quotes x set status = 'expired'
     where x.id in (select y.id from public.quotes y where y.status = 'waiting' and y.respond_by <= p_now
                     order by y.respond_by limit 1000 for update skip locked)
       and x.status = 'waiting'
    returning x.*
  loop
    select c.vendor_user_id into vendor_user from public.conversations c where c.id = q.conversation_id;
    perform public.quote_post_message(q, 'quote_expired', vendor_user, 'Quote request expired without an offer');
    perform public.queue_quote_email(q.id, null, 'expired', 'host');
    n := n + 1;
  end loop;
  for o in
    select y.* from public.quote_offers y
     where y.status in ('open', 'accepted') and y.expires_at <= p_now
       and not public.quote_offer_held(y.id)
     order by y.expires_at limit 1000
       for update skip locked
  loop
    perform public.quote_retire_offer(o.id, 'expired', 'system');
    update public.quotes x set status = 'expired' where x.id = o.quote_id and x.status = 'offered'
    returning x.* into q;
    if q.id is not null then
      select c.vendor_user_id into vendor_user from public.conversations c where c.id = q.conversation_id;
      perform public.quote_post_message(q, 'quote_expired', vendor_user, 'Offer expired');
    end if;
    perform public.queue_quote_email(o.quote_id, o.id, 'expired', 'host');
    n := n + 1;
    q := null;
  end loop;
  return n;
end;
$$;

-- Senders claim unsent quote e-mails (a claim lasts 2 minutes; 10 attempts at most) with what each says.
create or replace function public.claim_quote_emails(p_limit integer default 20)
returns table (
  id bigint,
  kind text,
  recipient text,
  recipient_email text,
  quote_id uuid,
  request_id uuid,
  vendor_name text,
  host_first_name text,
  event_text text,
  location text,
  price_cents integer,
  offer_expires_at timestamptz,
  decline_reason text,
  time_zone text
)
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.quote_emails e
       set claimed_at = now(), attempts = e.attempts + 1
     where e.id in (
       select x.id from public.quote_emails x
        where x.sent_at is null and x.attempts < 10
          and (x.claimed_at is null or x.claimed_at < now() - interval '2 minutes')
        order by x.id
        limit greatest(1, least(coalesce(p_limit, 20), 100))
        for update skip locked)
    returning e.*
  )
  select e.id, e.kind, e.recipient,
         (select au.email::text from auth.users au
           where au.id = case e.recipient when 'host' then r.host_id else v.user_id end),
         q.id, r.id, v.name, public.messaging_first_name(r.host_id),
         public.quote_when_text(coalesce(o.event_date, r.event_date), coalesce(o.start_time, r.start_time),
                                coalesce(o.duration_hours, r.duration_hours)),
         public.mask_contact_details(r.location), o.price_cents, o.expires_at,
         public.mask_contact_details(q.decline_reason), v.time_zone
    from claimed e
    join public.quotes q on q.id = e.quote_id
    join public.quote_requests r on r.id = q.request_id
    join public.vendors v on v.id = q.vendor_id
    left join public.quote_offers o on o.id = e.offer_id
   order by e.id
$$;

-- A claimed e-mail was sent (p_error null) or is released with its error.
create or replace function public.finish_quote_email(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.quote_emails
     set sent_at = case when p_error is null then now() end,
         claimed_at = case when p_error is null then claimed_at end,
         last_error = left(p_error, 1000)
   where id = p_id and sent_at is null
$$;

-- An offer's booking that is paid marks the offer paid and its quote booked, with a card in the conversation.
create or replace function public.bookings_quote_paid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes;
  o public.quote_offers;
begin
  update public.quote_offers set status = 'paid' where id = new.quote_offer_id and status <> 'paid'
  returning * into o;
  if o.id is null then
    return null;
  end if;
  update public.quotes set status = 'booked' where id = o.quote_id returning * into q;
  if new.user_id is not null then
    perform public.quote_post_message(
      q, 'quote_booked', new.user_id,
      'Offer accepted and paid: ' || public.quote_money_text(o.price_cents) || ' for '
        || public.quote_when_text(o.event_date, o.start_time, o.duration_hours));
  end if;
  return null;
end;
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

-- Triggers --------------------------------------------------------------------------------------------

create trigger bookings_quote_paid
  after update of payment_status on public.bookings
  for each row when (new.quote_offer_id is not null and new.payment_status = 'paid' and old.payment_status <> 'paid')
  execute function public.bookings_quote_paid();

-- Policies --------------------------------------------------------------------------------------------

create policy "quote_requests: the host reads" on public.quote_requests
  for select to authenticated
  using (host_id = (select auth.uid()));

create policy "quotes: the host and the listing read" on public.quotes
  for select to authenticated
  using (request_id in (select r.id from public.quote_requests r where r.host_id = (select auth.uid()))
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "quote_offers: the host and the listing read" on public.quote_offers
  for select to authenticated
  using (quote_id in (select q.id from public.quotes q
                       where q.request_id in (select r.id from public.quote_requests r
                                               where r.host_id = (select auth.uid()))
                          or q.vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.quote_requests, public.quotes, public.quote_offers, public.quote_emails from anon, authenticated;

grant all on public.quote_requests, public.quotes, public.quote_offers, public.quote_emails to service_role;

grant select on public.quote_requests to authenticated;

-- not the vendor's words (decline_reason, includes): the functions answer them masked until the pair has a
-- paid booking, like messages
grant select (id, request_id, vendor_id, conversation_id, status, respond_by, answered_at, created_at)
  on public.quotes to authenticated;

grant select (id, quote_id, price_cents, event_date, start_time, duration_hours, expires_at, refund_policy, status,
  created_at)
  on public.quote_offers to authenticated;

revoke all on function public.quote_offer_json(public.quote_offers, boolean) from public, anon, authenticated;

revoke all on function public.quote_shown_offer(uuid) from public, anon, authenticated;

revoke all on function public.quote_retire_offer(uuid, text, text) from public, anon, authenticated;

revoke all on function public.quote_post_message(public.quotes, text, uuid, text) from public, anon, authenticated;

revoke all on function public.queue_quote_email(uuid, uuid, text, text) from public, anon, authenticated;

revoke all on function public.my_vendor_quote(uuid) from public, anon, authenticated;

revoke all on function public.quote_host_vendor_json(public.quotes) from public, anon, authenticated;

revoke all on function public.quote_request_json(public.quote_requests) from public, anon, authenticated;

revoke all on function public.quote_vendor_json(public.quotes) from public, anon, authenticated;

revoke all on function public.bookings_quote_paid() from public, anon, authenticated;

revoke all on function public.expire_quotes(timestamptz) from public, anon, authenticated;

revoke all on function public.claim_quote_emails(integer) from public, anon, authenticated;

revoke all on function public.finish_quote_email(bigint, text) from public, anon, authenticated;

revoke all on function public.request_quotes(uuid[], date, time, numeric, integer, text, integer, text) from public, anon;

revoke all on function public.host_quote_requests(timestamptz, integer) from public, anon;

revoke all on function public.quote_request_details(uuid) from public, anon;

revoke all on function public.accept_quote_offer(uuid) from public, anon;

revoke all on function public.make_quote_offer(uuid, integer, text, date, time, numeric, timestamptz, text) from public, anon;

revoke all on function public.withdraw_quote_offer(uuid) from public, anon;

revoke all on function public.decline_quote(uuid, text) from public, anon;

revoke all on function public.vendor_quotes(text, timestamptz, integer) from public, anon;

revoke all on function public.vendor_quote_details(uuid) from public, anon;

revoke all on function public.vendor_quote_response_rate(uuid) from public;

grant execute on function public.request_quotes(uuid[], date, time, numeric, integer, text, integer, text),
  public.host_quote_requests(timestamptz, integer), public.quote_request_details(uuid),
  public.accept_quote_offer(uuid),
  public.make_quote_offer(uuid, integer, text, date, time, numeric, timestamptz, text),
  public.withdraw_quote_offer(uuid), public.decline_quote(uuid, text),
  public.vendor_quotes(text, timestamptz, integer), public.vendor_quote_details(uuid),
  public.conversation_messages(uuid, bigint, integer)
  to authenticated;

-- The schedule and the tests drive expiry and the sender with their own clock as the service role.
grant execute on function public.expire_quotes(timestamptz), public.claim_quote_emails(integer),
  public.finish_quote_email(bigint, text)
  to service_role;

revoke all on function public.quote_vendor_availability(uuid[], date) from public;

grant execute on function public.quote_vendor_availability(uuid[], date), public.vendor_quote_response_rate(uuid)
  to anon, authenticated;

revoke all on function public.accept_quote_offer_as(uuid, uuid) from public, anon, authenticated;

revoke all on function public.booking_change_allowed(public.bookings, timestamptz) from public, anon, authenticated;

revoke all on function public.propose_booking_change(uuid, uuid, date, time, numeric, integer, integer, text, timestamptz)
  from public, anon, authenticated;

grant execute on function public.propose_booking_change(uuid, uuid, date, time, numeric, integer, integer, text, timestamptz)
  to service_role;

revoke all on function public.accept_booking_change(uuid, uuid, timestamptz) from public, anon, authenticated;

grant execute on function public.accept_booking_change(uuid, uuid, timestamptz) to service_role;
