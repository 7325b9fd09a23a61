-- Events ([event-plan], docs/EVENTS contract): a host's party with its date, time, city, guests and the
-- categories of vendors it needs; the vendors saved for it (event_shortlist); the bookings made for it
-- (bookings.event_id); and checkout groups, several bookings paid by one charge (bookings.checkout_group_id).
-- A host reads and writes only their own events and shortlists. Limits: 50 events per host, 100 saved
-- vendors per event, at most one current event per host.

-- The IANA zone of a 'City, ST' place by its state (the zone most of the state keeps); America/New_York when
-- the state is not known.
create or replace function public.city_time_zone(p_city text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case upper(substring(btrim(coalesce(p_city, '')) from ',\s*([A-Za-z]{2})$'))
    when 'AL' then 'America/Chicago' when 'AR' then 'America/Chicago' when 'IL' then 'America/Chicago'
    when 'IA' then 'America/Chicago' when 'KS' then 'America/Chicago' when 'LA' then 'America/Chicago'
    when 'MN' then 'America/Chicago' when 'MS' then 'America/Chicago' when 'MO' then 'America/Chicago'
    when 'NE' then 'America/Chicago' when 'ND' then 'America/Chicago' when 'OK' then 'America/Chicago'
    when 'SD' then 'America/Chicago' when 'TN' then 'America/Chicago' when 'TX' then 'America/Chicago'
    when 'WI' then 'America/Chicago'
    when 'CO' then 'America/Denver' when 'ID' then 'America/Denver' when 'MT' then 'America/Denver'
    when 'NM' then 'America/Denver' when 'UT' then 'America/Denver' when 'WY' then 'America/Denver'
    when 'AZ' then 'America/Phoenix'
    when 'CA' then 'America/Los_Angeles' when 'NV' then 'America/Los_Angeles' when 'OR' then 'America/Los_Angeles'
    when 'WA' then 'America/Los_Angeles'
    when 'AK' then 'America/Anchorage' when 'HI' then 'Pacific/Honolulu'
    else 'America/New_York' end
$$;

create table if not exists public.events (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  event_date date not null,
  start_time time not null,
  duration_hours numeric(4, 2) not null default 4,
  city text not null,
  guest_count integer not null,
  -- set from the city when not given (events_before_write)
  time_zone text not null,
  categories text[] not null default '{}',
  is_current boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint events_city_length check (char_length(btrim(city)) between 1 and 120),
  constraint events_duration_range check (duration_hours between 1 and 24),
  constraint events_guest_range check (guest_count between 1 and 5000),
  constraint events_time_zone_valid check (public.is_time_zone(time_zone)),
  -- shared-domain CATEGORIES without 'All'
  constraint events_categories_known check (
    categories <@ array['DJ', 'Bartender', 'Photographer', 'Magician', 'Casino', 'Event Venue', 'Caterer']::text[]
    and cardinality(categories) <= 7 and array_position(categories, null) is null
  ),
  constraint events_user_text check (public.user_text_ok(name, true) and public.user_text_ok(city, true))
);
comment on table public.events is
  'A host''s event (party). Own rows only (RLS); at most 50 per host (events_before_write), at most one current (events_one_current).';

create index if not exists events_host_date_idx on public.events (host_id, event_date desc, start_time desc);
create unique index if not exists events_one_current on public.events (host_id) where is_current;

alter table public.events enable row level security;

create table if not exists public.event_shortlist (
  event_id uuid not null references public.events (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, vendor_id)
);
comment on table public.event_shortlist is
  'Vendors saved for an event (the heart with an event current). The event''s host only; at most 100 per event.';

-- The cascade from a deleted vendor looks rows up by vendor.
create index if not exists event_shortlist_vendor_idx on public.event_shortlist (vendor_id);

alter table public.event_shortlist enable row level security;

-- Several bookings paid by one charge (create-event-checkout): open while its bookings are made and held,
-- pending with its checkout session, then paid or cancelled with every booking of it.
create table if not exists public.checkout_groups (
  id uuid primary key default gen_random_uuid(),
  host_id uuid references auth.users (id) on delete set null,
  event_id uuid references public.events (id) on delete set null,
  status text not null default 'open',
  checkout_session_id text unique,
  payment_intent_id text,
  subtotal_cents integer not null default 0,
  fee_cents integer not null default 0,
  total_cents integer not null default 0,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint checkout_groups_status_check check (status in ('open', 'pending', 'paid', 'cancelled')),
  constraint checkout_groups_amounts_check check (
    subtotal_cents >= 0 and fee_cents >= 0 and total_cents = subtotal_cents + fee_cents
  )
);
comment on table public.checkout_groups is
  'Several bookings paid by one charge; each booking keeps its own amounts and total_cents is their sum. Service role writes; the host reads its own.';

create index if not exists checkout_groups_host_idx on public.checkout_groups (host_id, created_at desc);
create index if not exists checkout_groups_event_idx on public.checkout_groups (event_id) where event_id is not null;
create index if not exists checkout_groups_payment_intent_idx on public.checkout_groups (payment_intent_id)
  where payment_intent_id is not null;

alter table public.checkout_groups enable row level security;

comment on column public.bookings.event_id is
  'The host''s event this booking belongs to (null: none); always an event of the booking''s host.';
comment on column public.bookings.checkout_group_id is
  'The checkout group whose one charge paid this booking (null: paid by its own checkout).';
alter table public.bookings add constraint bookings_event_id_fkey
  foreign key (event_id) references public.events (id) on delete set null;
alter table public.bookings add constraint bookings_checkout_group_id_fkey
  foreign key (checkout_group_id) references public.checkout_groups (id) on delete restrict;

create index if not exists bookings_event_idx on public.bookings (event_id, booking_date, booking_time)
  where event_id is not null;
create index if not exists bookings_checkout_group_idx on public.bookings (checkout_group_id)
  where checkout_group_id is not null;

-- Policies and privileges -----------------------------------------------------------------------------

drop policy if exists "events: own rows are read" on public.events;
create policy "events: own rows are read" on public.events
  for select to authenticated
  using (host_id = (select auth.uid()));

drop policy if exists "events: own rows are added" on public.events;
create policy "events: own rows are added" on public.events
  for insert to authenticated
  with check (host_id = (select auth.uid()));

drop policy if exists "events: own rows are changed" on public.events;
create policy "events: own rows are changed" on public.events
  for update to authenticated
  using (host_id = (select auth.uid()))
  with check (host_id = (select auth.uid()));

drop policy if exists "event_shortlist: the event's host reads" on public.event_shortlist;
create policy "event_shortlist: the event's host reads" on public.event_shortlist
  for select to authenticated
  using (event_id in (select e.id from public.events e where e.host_id = (select auth.uid())));

drop policy if exists "event_shortlist: the event's host adds live listings" on public.event_shortlist;
create policy "event_shortlist: the event's host adds live listings" on public.event_shortlist
  for insert to authenticated
  with check (event_id in (select e.id from public.events e where e.host_id = (select auth.uid()))
              and public.listing_is_live(vendor_id));

drop policy if exists "event_shortlist: the event's host removes" on public.event_shortlist;
create policy "event_shortlist: the event's host removes" on public.event_shortlist
  for delete to authenticated
  using (event_id in (select e.id from public.events e where e.host_id = (select auth.uid())));

drop policy if exists "checkout_groups: own rows are read" on public.checkout_groups;
create policy "checkout_groups: own rows are read" on public.checkout_groups
  for select to authenticated
  using (host_id = (select auth.uid()));

revoke all on public.events from anon, authenticated;
grant select on public.events to authenticated;
grant insert (name, event_date, start_time, duration_hours, city, guest_count, time_zone, categories, is_current)
  on public.events to authenticated;
grant update (name, event_date, start_time, duration_hours, city, guest_count, time_zone, categories, is_current)
  on public.events to authenticated;
grant all on public.events to service_role;

revoke all on public.event_shortlist from anon, authenticated;
grant select, insert, delete on public.event_shortlist to authenticated;
grant all on public.event_shortlist to service_role;

revoke all on public.checkout_groups from anon, authenticated;
grant select on public.checkout_groups to authenticated;
grant all on public.checkout_groups to service_role;

-- Indexes ---------------------------------------------------------------------------------------------

-- Paid groups, newest first: the page's order and its bounded count.
create index if not exists checkout_groups_paid_idx on public.checkout_groups (paid_at desc, id desc)
  where status = 'paid';

-- Triggers --------------------------------------------------------------------------------------------

-- Zone from the city when not given (and again when the city changes and the zone does not), updated_at,
-- at most 50 events per host (counted under a lock per host), and no new date while vendors are booked.
create or replace function public.events_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.time_zone := coalesce(new.time_zone, public.city_time_zone(new.city));
    perform pg_advisory_xact_lock(hashtextextended('events:' || new.host_id::text, 0));
    if (select count(*) from public.events e where e.host_id = new.host_id) >= 50 then
      raise exception 'You can have up to 50 events. Delete one to add another.' using errcode = 'PT429';
    end if;
    return new;
  end if;
  new.host_id := old.host_id;
  new.created_at := old.created_at;
  if new.city is distinct from old.city and new.time_zone is not distinct from old.time_zone then
    new.time_zone := public.city_time_zone(new.city);
  end if;
  if new.event_date is distinct from old.event_date
     and exists (select 1 from public.bookings b where b.event_id = old.id and b.payment_status = 'paid') then
    raise exception 'This event has booked vendors; cancel them before changing the date.'
      using errcode = 'PT409', hint = 'event_has_bookings';
  end if;
  return new;
end;
$$;
revoke all on function public.events_before_write() from public, anon, authenticated;

drop trigger if exists events_before_write on public.events;
create trigger events_before_write
  before insert or update on public.events
  for each row execute function public.events_before_write();

-- At most 100 vendors per event, counted under a lock per event; never the host's own listing.
create or replace function public.event_shortlist_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  host uuid;
begin
  select e.host_id into host from public.events e where e.id = new.event_id;
  perform public.refuse_own_listing(new.vendor_id, host, 'save');
  perform pg_advisory_xact_lock(hashtextextended('event_shortlist:' || new.event_id::text, 0));
  if (select count(*) from public.event_shortlist s where s.event_id = new.event_id) >= 100 then
    raise exception 'An event can have up to 100 saved vendors. Remove one to add another.' using errcode = 'PT429';
  end if;
  return new;
end;
$$;
revoke all on function public.event_shortlist_limit() from public, anon, authenticated;

drop trigger if exists event_shortlist_limit on public.event_shortlist;
create trigger event_shortlist_limit
  before insert on public.event_shortlist
  for each row execute function public.event_shortlist_limit();

-- A booking's event is always an event of the booking's host.
create or replace function public.bookings_event_of_host()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.event_id is not null
     and not exists (select 1 from public.events e where e.id = new.event_id and e.host_id = new.user_id) then
    raise exception 'Event not found.' using errcode = 'PT404';
  end if;
  return new;
end;
$$;
revoke all on function public.bookings_event_of_host() from public, anon, authenticated;

drop trigger if exists bookings_event_of_host on public.bookings;
create trigger bookings_event_of_host
  before insert or update of event_id, user_id on public.bookings
  for each row when (new.event_id is not null)
  execute function public.bookings_event_of_host();

create trigger events_refuse_deleted_account
  before insert on public.events
  for each row execute function public.refuse_deleted_account('host_id');

-- Functions -------------------------------------------------------------------------------------------

-- The caller's event, or PT404 (also for someone else's: its existence is not told).
create or replace function public.my_event(p_event_id uuid)
returns public.events
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.events;
begin
  select * into e from public.events x where x.id = p_event_id and x.host_id = auth.uid();
  if not found or auth.uid() is null then
    raise exception 'Event not found.' using errcode = 'PT404';
  end if;
  return e;
end;
$$;
revoke all on function public.my_event(uuid) from public, anon, authenticated;

-- The event form's checks, with a sentence per field (PT400).
create or replace function public.check_event_fields(
  p_name text, p_event_date date, p_start_time time, p_hours numeric, p_city text, p_guests integer,
  p_categories text[]
)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(btrim(coalesce(p_name, ''))) not between 1 and 120 or not public.user_text_ok(p_name, true) then
    raise exception 'Give the event a name of 1 to 120 characters.' using errcode = 'PT400';
  end if;
  if p_event_date is null then
    raise exception 'Choose the date of the event.' using errcode = 'PT400';
  end if;
  if p_start_time is null then
    raise exception 'Choose the start time of the event.' using errcode = 'PT400';
  end if;
  if p_hours is null or p_hours < 1 or p_hours > 24 then
    raise exception 'The event lasts 1 to 24 hours.' using errcode = 'PT400';
  end if;
  if char_length(btrim(coalesce(p_city, ''))) not between 1 and 120 or not public.user_text_ok(p_city, true) then
    raise exception 'Choose the city of the event.' using errcode = 'PT400';
  end if;
  if p_guests is null or p_guests < 1 or p_guests > 5000 then
    raise exception 'An event has 1 to 5,000 guests.' using errcode = 'PT400';
  end if;
  if not coalesce(p_categories, '{}') <@ array['DJ', 'Bartender', 'Photographer', 'Magician', 'Casino', 'Event Venue', 'Caterer']::text[]
     or array_position(coalesce(p_categories, '{}'), null) is not null then
    raise exception 'Choose the services from the list.' using errcode = 'PT400';
  end if;
end;
$$;
revoke all on function public.check_event_fields(text, date, time, numeric, text, integer, text[])
  from public, anon, authenticated;

-- Creates an event of the caller; it becomes the current one. Answers its id.
create or replace function public.create_event(
  p_name text, p_event_date date, p_start_time time, p_hours numeric, p_city text, p_guests integer,
  p_categories text[] default '{}', p_time_zone text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  new_id uuid;
begin
  if uid is null then
    raise exception 'Sign in to plan an event.' using errcode = 'PT401';
  end if;
  perform public.check_event_fields(p_name, p_event_date, p_start_time, p_hours, p_city, p_guests, p_categories);
  if p_time_zone is not null and not public.is_time_zone(p_time_zone) then
    raise exception 'Choose a known time zone.' using errcode = 'PT400';
  end if;
  -- the host's events change one call at a time (the limit and the one current event)
  perform pg_advisory_xact_lock(hashtextextended('events:' || uid::text, 0));
  update public.events set is_current = false where host_id = uid and is_current;
  insert into public.events (host_id, name, event_date, start_time, duration_hours, city, guest_count, time_zone,
                             categories, is_current)
  values (uid, btrim(p_name), p_event_date, p_start_time, p_hours, btrim(p_city), p_guests, p_time_zone,
          (select coalesce(array_agg(distinct c order by c), '{}') from unnest(coalesce(p_categories, '{}')) c), true)
  returning id into new_id;
  return new_id;
end;
$$;
revoke all on function public.create_event(text, date, time, numeric, text, integer, text[], text) from public, anon;
grant execute on function public.create_event(text, date, time, numeric, text, integer, text[], text) to authenticated;

-- Changes the caller's event (PT404 for anyone else's; PT409 for a new date while vendors are booked).
-- p_time_zone null keeps the zone unless the city changes (then the city's zone).
create or replace function public.update_event(
  p_event_id uuid, p_name text, p_event_date date, p_start_time time, p_hours numeric, p_city text,
  p_guests integer, p_categories text[] default '{}', p_time_zone text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.events := public.my_event(p_event_id);
begin
  perform public.check_event_fields(p_name, p_event_date, p_start_time, p_hours, p_city, p_guests, p_categories);
  if p_time_zone is not null and not public.is_time_zone(p_time_zone) then
    raise exception 'Choose a known time zone.' using errcode = 'PT400';
  end if;
  update public.events
     set name = btrim(p_name), event_date = p_event_date, start_time = p_start_time, duration_hours = p_hours,
         city = btrim(p_city), guest_count = p_guests,
         categories = (select coalesce(array_agg(distinct c order by c), '{}') from unnest(coalesce(p_categories, '{}')) c),
         time_zone = coalesce(p_time_zone, time_zone)
   where id = e.id;
end;
$$;
revoke all on function public.update_event(uuid, text, date, time, numeric, text, integer, text[], text) from public, anon;
grant execute on function public.update_event(uuid, text, date, time, numeric, text, integer, text[], text) to authenticated;

-- Makes the caller's event the current one (null: none is).
create or replace function public.set_current_event(p_event_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to plan an event.' using errcode = 'PT401';
  end if;
  if p_event_id is not null then
    perform public.my_event(p_event_id);
  end if;
  perform pg_advisory_xact_lock(hashtextextended('events:' || uid::text, 0));
  -- one statement per step: the unique index is checked row by row
  update public.events set is_current = false where host_id = uid and is_current and id is distinct from p_event_id;
  if p_event_id is not null then
    update public.events set is_current = true where id = p_event_id and not is_current;
  end if;
end;
$$;
revoke all on function public.set_current_event(uuid) from public, anon;
grant execute on function public.set_current_event(uuid) to authenticated;

-- Deletes the caller's event with its shortlist; its bookings stay (without the event). Refused while a
-- booking of it is paid or being paid.
create or replace function public.delete_event(p_event_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.events := public.my_event(p_event_id);
begin
  perform 1 from public.events where id = e.id for update;
  if exists (select 1 from public.bookings b where b.event_id = e.id and b.payment_status in ('pending', 'paid')) then
    raise exception 'This event has booked vendors; cancel them before deleting it.'
      using errcode = 'PT409', hint = 'event_has_bookings';
  end if;
  delete from public.events where id = e.id;
end;
$$;
revoke all on function public.delete_event(uuid) from public, anon;
grant execute on function public.delete_event(uuid) to authenticated;

-- The caller's events (at most 50 rows): upcoming soonest first, then past latest first, with how many
-- vendors are booked (paid or completed) and saved.
create or replace function public.my_events()
returns table (
  id uuid,
  name text,
  event_date date,
  start_time time,
  duration_hours numeric,
  city text,
  guest_count integer,
  time_zone text,
  categories text[],
  is_current boolean,
  booked_count integer,
  shortlist_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.name, e.event_date, e.start_time, e.duration_hours, e.city, e.guest_count, e.time_zone,
         e.categories, e.is_current,
         (select count(*)::integer from public.bookings b
           where b.event_id = e.id and b.payment_status in ('paid', 'completed')),
         (select count(*)::integer from public.event_shortlist s where s.event_id = e.id)
    from public.events e
   where e.host_id = (select auth.uid())
   order by (e.event_date < (now() at time zone e.time_zone)::date),
            case when e.event_date >= (now() at time zone e.time_zone)::date then e.event_date end asc,
            e.event_date desc, e.start_time, e.id
   limit 50
$$;
revoke all on function public.my_events() from public, anon;
grant execute on function public.my_events() to authenticated;

-- The heart: saves the vendor to the event (null: the current event; without one, to favourites) or removes
-- it when saved. Answers whether it is saved after the call.
create or replace function public.toggle_shortlist(p_vendor_id uuid, p_event_id uuid default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  target uuid := p_event_id;
begin
  if uid is null then
    raise exception 'Sign in to save vendors.' using errcode = 'PT401';
  end if;
  if target is null then
    select e.id into target from public.events e where e.host_id = uid and e.is_current;
  else
    perform public.my_event(target);
  end if;
  if target is null then
    delete from public.favourites f where f.host_id = uid and f.vendor_id = p_vendor_id;
    if found then
      return false;
    end if;
    if not public.listing_is_live(p_vendor_id) then
      raise exception 'This vendor is not listed right now.' using errcode = 'PT404';
    end if;
    perform public.refuse_own_listing(p_vendor_id, uid, 'save');
    insert into public.favourites (host_id, vendor_id) values (uid, p_vendor_id) on conflict do nothing;
    return true;
  end if;
  delete from public.event_shortlist s where s.event_id = target and s.vendor_id = p_vendor_id;
  if found then
    return false;
  end if;
  if not public.listing_is_live(p_vendor_id) then
    raise exception 'This vendor is not listed right now.' using errcode = 'PT404';
  end if;
  insert into public.event_shortlist (event_id, vendor_id) values (target, p_vendor_id) on conflict do nothing;
  return true;
end;
$$;
revoke all on function public.toggle_shortlist(uuid, uuid) from public, anon;
grant execute on function public.toggle_shortlist(uuid, uuid) to authenticated;

-- Whether the vendor can take the event: a window of availability covers its time and no paid booking or
-- live hold overlaps it (check_booking_slot's rules, without raising).
create or replace function public.vendor_free_for_event(p_vendor_id uuid, p_range tsrange)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
           select 1 from public.availability a
            where a.vendor_id = p_vendor_id and a.is_available
              and a.date in (lower(p_range)::date, lower(p_range)::date - 1)
              and tsrange(a.date + coalesce(a.start_time, time '00:00'),
                          case when a.start_time is null then a.date + 1
                               when a.end_time > a.start_time then a.date + a.end_time
                               else (a.date + 1) + a.end_time end, '[)') @> p_range)
     and not exists (
           select 1 from public.bookings o
            where o.vendor_id = p_vendor_id and o.payment_status in ('pending', 'paid')
              and o.time_range && p_range and not public.hold_is_stale(o))
$$;
revoke all on function public.vendor_free_for_event(uuid, tsrange) from public, anon, authenticated;

-- The event's saved vendors that are live (at most 100, newest saved first), then the vendors with an open
-- offer to the host for the event's date that are not saved (shortlisted false), with what the shortlist
-- shows: rating, response time (median minutes once 3 conversations count), whether free for the event, the
-- packages as the profile reads them (the client prices each for the event's guests and hours) and those
-- offers (newest first, at most 5 per vendor), which the event's one checkout pays like packages.
create or replace function public.event_shortlist_items(p_event_id uuid)
returns table (
  vendor_id uuid,
  name text,
  servicetype text,
  photo text,
  rating numeric,
  review_count integer,
  response_minutes integer,
  available boolean,
  packages json,
  offers json,
  shortlisted boolean,
  saved_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.events := public.my_event(p_event_id);
  slot tsrange := tsrange(e.event_date + e.start_time,
                          e.event_date + e.start_time + e.duration_hours * interval '1 hour', '[)');
begin
  return query
  with offered as (
    select q.vendor_id, o.id, o.price_cents, o.start_time, o.duration_hours, o.expires_at, o.refund_policy,
           o.created_at
      from public.quote_requests r
      join public.quotes q on q.request_id = r.id
      join public.quote_offers o on o.quote_id = q.id
     where r.host_id = e.host_id and o.event_date = e.event_date
       and o.status in ('open', 'accepted') and o.expires_at > now()
  ),
  listed as (
    select s.vendor_id, s.created_at, true as shortlisted from public.event_shortlist s where s.event_id = e.id
    union all
    select f.vendor_id, min(f.created_at), false from offered f
     where not exists (select 1 from public.event_shortlist s where s.event_id = e.id and s.vendor_id = f.vendor_id)
     group by f.vendor_id
  )
  select v.id, v.name, v.servicetype, v.photos[1], st.rating_avg::numeric, coalesce(st.review_count, 0)::integer,
         case when rs.conversations >= 3 then round(rs.median_seconds / 60.0)::integer end,
         public.vendor_free_for_event(v.id, slot),
         coalesce((select json_agg(json_build_object(
                     'id', p.id, 'name', p.name, 'price', p.price,
                     'pricing', p.charging_type, 'charging_type', p.charging_type,
                     'duration_hours', p.duration_hours, 'minimum_hours', p.minimum_hours,
                     'minimum_spend', p.minimum_spend, 'min_guests', null, 'max_guests', p.max_guests,
                     'max_hours', p.max_hours,
                     'extra_charge_weekday_night', p.extra_charge_weekday_night,
                     'extra_charge_weekend_night', p.extra_charge_weekend_night,
                     'extra_charge_weekend', p.extra_charge_weekend) order by p.price, p.id)
                     from public."Packages" p where p.vendor_id = v.id), '[]'::json),
         coalesce((select json_agg(json_build_object(
                     'id', f.id, 'price_cents', f.price_cents, 'start_time', f.start_time,
                     'duration_hours', f.duration_hours, 'expires_at', f.expires_at,
                     'refund_policy', f.refund_policy) order by f.created_at desc, f.id)
                     from (select * from offered f where f.vendor_id = v.id
                            order by f.created_at desc limit 5) f), '[]'::json),
         l.shortlisted,
         l.created_at
    from listed l
    join public.vendors v on v.id = l.vendor_id and v.status = 'approved'
    left join public.vendor_review_stats st on st.vendor_id = v.id and st.review_count > 0
    left join lateral public.vendor_response_stats(v.id) rs on true
   order by l.shortlisted desc, l.created_at desc, l.vendor_id
   limit 100;
end;
$$;
revoke all on function public.event_shortlist_items(uuid) from public, anon;
grant execute on function public.event_shortlist_items(uuid) to authenticated;


-- The event page: the event, its bookings in time order with their amounts (cents) and conversation, what
-- was paid (charged − refunded over the bookings), and its paid checkout groups. The event's host only.
create or replace function public.event_details(p_event_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.events := public.my_event(p_event_id);
begin
  return json_build_object(
    'event', json_build_object(
      'id', e.id, 'name', e.name, 'event_date', e.event_date, 'start_time', e.start_time,
      'duration_hours', e.duration_hours, 'city', e.city, 'guest_count', e.guest_count, 'time_zone', e.time_zone,
      'categories', e.categories, 'is_current', e.is_current, 'created_at', e.created_at),
    'bookings', coalesce((
      select json_agg(json_build_object(
               'booking_id', b.id, 'vendor_id', b.vendor_id, 'vendor_name', v.name, 'servicetype', v.servicetype,
               'booking_date', b.booking_date, 'booking_time', b.booking_time, 'duration_hours', b.duration_hours,
               'subtotal_cents', public.booking_cents(b.total_amount),
               'fee_cents', public.booking_cents(coalesce(b.processing_fee, 0)),
               'total_cents', public.booking_cents(b.total_amount) + public.booking_cents(coalesce(b.processing_fee, 0)),
               'refunded_cents', b.refunded_cents, 'payment_status', b.payment_status,
               'checkout_group_id', b.checkout_group_id,
               'conversation_id', (select c.id from public.conversations c
                                    where c.vendor_id = b.vendor_id and c.host_id = e.host_id),
               'quote_offer_id', b.quote_offer_id)
             order by b.booking_date, b.booking_time, v.name, b.id)
        from (select * from public.bookings x
               where x.event_id = e.id and x.user_id = e.host_id
               order by x.booking_date, x.booking_time limit 100) b
        join public.vendors v on v.id = b.vendor_id), '[]'::json),
    'paid_total_cents', (
      select coalesce(sum(public.booking_charged_cents(b) - b.refunded_cents), 0)
        from public.bookings b where b.event_id = e.id and b.user_id = e.host_id),
    'checkout_groups', coalesce((
      select json_agg(json_build_object('id', g.id, 'total_cents', g.total_cents, 'paid_at', g.paid_at)
                      order by g.paid_at, g.id)
        from public.checkout_groups g where g.event_id = e.id and g.status = 'paid'), '[]'::json)
  );
end;
$$;
revoke all on function public.event_details(uuid) from public, anon;
grant execute on function public.event_details(uuid) to authenticated;

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

-- Per charge paying several bookings (a paid checkout group), for the admin payouts overview: what the charge
-- took, what was refunded of it and its net, with one line per booking (its vendor's part: total, refunded,
-- the vendor's share, transferred, reversed, held, the platform's part). reconciles: the charge is the sum of
-- its bookings' totals, refunds are at most it, and no vendor has been sent more than its share. At most 100
-- rows a page; total_count counts at most 1,000 charges, and pages start within them.
create or replace function public.admin_charge_reconciliation(p_limit integer default 20, p_offset integer default 0)
returns table (
  checkout_group_id uuid,
  payment_intent_id text,
  event_id uuid,
  event_name text,
  paid_at timestamptz,
  bookings integer,
  charged_cents bigint,
  refunded_cents bigint,
  net_cents bigint,
  bookings_net_cents bigint,
  reconciles boolean,
  lines jsonb,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 20), 100));
  v_offset integer := greatest(0, least(coalesce(p_offset, 0), 1000));
  v_total bigint;
begin
  if not public.is_admin() then
    raise exception 'Only admins can see these figures' using errcode = '42501';
  end if;
  select count(*) into v_total
    from (select 1 from public.checkout_groups g where g.status = 'paid' limit 1000) c;
  return query
  with page as (
    select g.id, g.payment_intent_id, g.event_id, g.paid_at, g.total_cents
      from public.checkout_groups g
     where g.status = 'paid'
     order by g.paid_at desc, g.id desc
     limit v_limit offset v_offset
  ),
  line as (
    select b.checkout_group_id as grp, b.id as booking_id, b.vendor_id, v.name as vendor_name,
           b.payment_status, public.booking_charged_cents(b) as total, b.refunded_cents::bigint as refunded,
           public.booking_vendor_share_cents(b) as vendor_share, public.booking_platform_cents(b) as platform,
           coalesce(l.transferred, 0) as transferred, coalesce(l.scheduled, 0) as scheduled,
           coalesce(l.reversed, 0) as reversed, coalesce(l.reversing, 0) as reversing, coalesce(l.held, 0) as held
      from page p
      join public.bookings b on b.checkout_group_id = p.id
      left join public.vendors v on v.id = b.vendor_id
      left join lateral (
        select sum(pl.amount_cents) filter (where pl.kind = 'transfer' and pl.status = 'succeeded')::bigint as transferred,
               sum(pl.amount_cents) filter (where pl.kind = 'transfer'
                                              and pl.status in ('scheduled', 'processing', 'failed'))::bigint as scheduled,
               sum(pl.amount_cents) filter (where pl.kind = 'reversal' and pl.status = 'succeeded')::bigint as reversed,
               sum(pl.amount_cents) filter (where pl.kind = 'reversal'
                                              and pl.status in ('scheduled', 'processing', 'failed'))::bigint as reversing,
               sum(pl.amount_cents) filter (where pl.kind = 'hold' and pl.status = 'held')::bigint as held
          from public.payout_ledger pl
         where pl.booking_id = b.id
      ) l on true
  ),
  per as (
    select line.grp, count(*)::integer as n, sum(line.total)::bigint as total, sum(line.refunded)::bigint as refunded,
           bool_and(line.transferred - line.reversed - line.reversing <= line.vendor_share) as paid_out_ok,
           jsonb_agg(jsonb_build_object(
             'booking_id', line.booking_id, 'vendor_id', line.vendor_id, 'vendor_name', line.vendor_name,
             'payment_status', line.payment_status, 'total_cents', line.total, 'refunded_cents', line.refunded,
             'net_cents', line.total - line.refunded, 'vendor_share_cents', line.vendor_share,
             'platform_cents', line.platform, 'transferred_cents', line.transferred,
             'scheduled_cents', line.scheduled, 'reversed_cents', line.reversed,
             'reversing_cents', line.reversing, 'held_cents', line.held
           ) order by line.vendor_name, line.booking_id) as lines
      from line
     group by line.grp
  )
  select p.id, p.payment_intent_id, p.event_id, e.name, p.paid_at, coalesce(per.n, 0),
         p.total_cents::bigint, coalesce(per.refunded, 0), p.total_cents - coalesce(per.refunded, 0),
         coalesce(per.total, 0) - coalesce(per.refunded, 0),
         p.total_cents = coalesce(per.total, 0) and coalesce(per.refunded, 0) <= p.total_cents
           and coalesce(per.paid_out_ok, true),
         coalesce(per.lines, '[]'::jsonb), v_total
    from page p
    left join per on per.grp = p.id
    left join public.events e on e.id = p.event_id
   order by p.paid_at desc, p.id desc;
end;
$$;


-- Privileges ------------------------------------------------------------------------------------------

revoke all on function public.create_checkout_group(uuid, uuid, jsonb) from public, anon, authenticated;

grant execute on function public.create_checkout_group(uuid, uuid, jsonb) to service_role;

revoke all on function public.attach_checkout_group_session(uuid, text) from public, anon, authenticated;

grant execute on function public.attach_checkout_group_session(uuid, text) to service_role;

revoke all on function public.release_checkout_group(uuid, text) from public, anon, authenticated;

grant execute on function public.release_checkout_group(uuid, text) to service_role;

revoke all on function public.apply_group_payment(uuid, text, text) from public, anon, authenticated;

grant execute on function public.apply_group_payment(uuid, text, text) to service_role;

revoke all on function public.admin_charge_reconciliation(integer, integer) from public, anon;

grant execute on function public.admin_charge_reconciliation(integer, integer) to authenticated;
