-- Calendar files, feeds and reminders ([event-plan] item 4, docs/calendar.md): a secret feed token per account
-- (calendar_feeds), the reads the calendar function builds an event file and a feed from, and the reminder
-- e-mails 48 hours before an event (event_reminders, queued by the schedule, sent by the calendar function).

-- Tables ----------------------------------------------------------------------------------------------

-- One subscribable feed per account: whoever knows the token reads the feed, so it is long, random and
-- replaceable (reset_calendar_feed). Service role only; the owner reads its own through my_calendar_feed().
create table if not exists public.calendar_feeds (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token text not null unique constraint calendar_feeds_token_format check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
alter table public.calendar_feeds enable row level security;

-- Reminder outbox: one row per (booking or event, recipient), so a reminder is queued once whatever runs
-- twice. The host gets one per event with paid bookings (event_id), or one per paid booking without an event
-- (booking_id); each vendor one per paid booking (booking_id). No text is stored: it is composed when sent.
create table if not exists public.event_reminders (
  id bigint generated always as identity primary key,
  booking_id uuid references public.bookings (id) on delete cascade,
  event_id uuid references public.events (id) on delete cascade,
  recipient text not null check (recipient in ('host', 'vendor')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  constraint event_reminders_one_target check (num_nonnulls(booking_id, event_id) = 1),
  constraint event_reminders_vendor_per_booking check (recipient = 'host' or booking_id is not null),
  constraint event_reminders_once unique nulls not distinct (booking_id, event_id, recipient)
);
alter table public.event_reminders enable row level security;

-- Indexes ---------------------------------------------------------------------------------------------

-- a listing's paid bookings by date (the vendor's feed)
create index if not exists bookings_vendor_paid_date_idx on public.bookings (vendor_id, booking_date)
  where payment_status in ('paid', 'completed');

-- events starting on a date (queue_event_reminders)
create index if not exists events_date_idx on public.events (event_date);

create index if not exists event_reminders_unsent_idx on public.event_reminders (id) where sent_at is null;

create index if not exists event_reminders_event_idx on public.event_reminders (event_id) where event_id is not null;

-- Functions -------------------------------------------------------------------------------------------

-- The caller's feed token, made on the first call (a second concurrent call reads the same one).
create or replace function public.my_calendar_feed()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  t text;
begin
  if me is null then
    raise exception 'You must be logged in.' using errcode = 'PT401';
  end if;
  insert into public.calendar_feeds (user_id, token)
  values (me, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  on conflict (user_id) do nothing;
  select f.token into t from public.calendar_feeds f where f.user_id = me;
  return t;
end;
$$;

-- A new token for the caller's feed: the old address stops working at once (404).
create or replace function public.reset_calendar_feed()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  t text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if me is null then
    raise exception 'You must be logged in.' using errcode = 'PT401';
  end if;
  insert into public.calendar_feeds (user_id, token) values (me, t)
  on conflict (user_id) do update set token = excluded.token, created_at = now();
  return t;
end;
$$;

-- A paid (or completed) booking as a calendar entry: its wall-clock start in the vendor's zone.
create or replace function public.calendar_booking_json(b public.bookings, p_for text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'kind', p_for,
    'booking_id', b.id,
    'event_id', b.event_id,
    'event_name', (select e.name from public.events e where e.id = b.event_id),
    'date', b.booking_date,
    'time', b.booking_time,
    'hours', b.duration_hours,
    'time_zone', v.time_zone,
    'vendor_name', v.name,
    'servicetype', v.servicetype,
    'host_name', case when p_for = 'vendor' then public.messaging_first_name(b.user_id) end,
    'guest_count', b.guest_count,
    'location', b.event_location,
    'package', b.selected_packages,
    'status', b.payment_status,
    'updated_at', b.updated_at)
  from public.vendors v
  where v.id = b.vendor_id
$$;

-- An event as a calendar entry (by id: a function of an events row would be an API computed field).
create or replace function public.calendar_event_json(p_event_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'kind', 'event',
    'event_id', e.id,
    'name', e.name,
    'date', e.event_date,
    'time', e.start_time,
    'hours', e.duration_hours,
    'time_zone', e.time_zone,
    'city', e.city,
    'guest_count', e.guest_count,
    'updated_at', e.updated_at)
  from public.events e
  where e.id = p_event_id
$$;

-- What a feed holds, for the calendar function (service role): null for an unknown token or a deleted
-- account's, else {name, time_zone, entries}. Entries: the account's events and paid bookings as a host, and
-- its listing's paid bookings as a vendor, from 90 days before p_now on, at most 500 of each kind, soonest first.
create or replace function public.calendar_feed(p_token text, p_now timestamptz default now())
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  owner uuid;
  since date := (p_now at time zone 'UTC')::date - 90;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select f.user_id into owner from public.calendar_feeds f where f.token = p_token;
  -- a deleted account's feed ends with it (docs/privacy.md)
  if owner is null or public.account_is_deleted(owner) then
    return null;
  end if;
  return json_build_object(
    'name', coalesce((select nullif(btrim(u.name), '') from public.users u where u.id = owner), 'PartyEasy'),
    'time_zone', coalesce(
      (select v.time_zone from public.vendors v where v.user_id = owner order by v.created_at desc limit 1),
      (select e.time_zone from public.events e where e.host_id = owner order by e.is_current desc, e.event_date desc limit 1)),
    'entries', coalesce((
      select json_agg(x.j) from (
        select public.calendar_event_json(e.id) as j
          from public.events e
         where e.host_id = owner and e.event_date >= since
         order by e.event_date, e.start_time
         limit 500) x), '[]'::json)::jsonb
      || coalesce((
      select json_agg(x.j) from (
        select public.calendar_booking_json(b, 'host') as j
          from public.bookings b
         where b.user_id = owner and b.payment_status in ('paid', 'completed') and b.booking_date >= since
         order by b.booking_date, b.booking_time
         limit 500) x), '[]'::json)::jsonb
      || coalesce((
      select json_agg(x.j) from (
        select public.calendar_booking_json(b, 'vendor') as j
          from public.vendors v
          join public.bookings b on b.vendor_id = v.id
         where v.user_id = owner and b.payment_status in ('paid', 'completed') and b.booking_date >= since
         order by b.booking_date, b.booking_time
         limit 500) x), '[]'::json)::jsonb);
end;
$$;

-- One event's calendar file, for its host (the caller): {name, time_zone, entries} with the event and its
-- paid bookings, or PT404 (the same answer for someone else's event).
create or replace function public.calendar_event_file(p_event_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  e public.events;
begin
  select * into e from public.events x where x.id = p_event_id;
  if not found or auth.uid() is null or e.host_id <> auth.uid() then
    raise exception 'Event not found.' using errcode = 'PT404';
  end if;
  return json_build_object(
    'name', e.name,
    'time_zone', e.time_zone,
    'entries', json_build_array(public.calendar_event_json(e.id))::jsonb || coalesce((
      select json_agg(x.j) from (
        select public.calendar_booking_json(b, 'host') as j
          from public.bookings b
         where b.event_id = e.id and b.payment_status in ('paid', 'completed')
         order by b.booking_date, b.booking_time
         limit 100) x), '[]'::json)::jsonb);
end;
$$;

-- When an event starts, as an instant: its date and start time in its zone.
create or replace function public.event_starts_at(p_date date, p_time time, p_zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (p_date + p_time) at time zone p_zone
$$;

-- Queues the reminders of whatever starts within 48 hours of p_now: one to the host per event with paid
-- bookings (or per paid booking without an event) and one to the vendor per paid booking. Once each (the
-- unique key), so runs that overlap or repeat queue nothing twice. Run every minute by the schedule; tests
-- pass their own clock. Returns how many it queued.
create or replace function public.queue_event_reminders(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer := 0;
  k integer;
  -- a day of slack either side of the local dates, then the exact instants below
  lo timestamp := (p_now at time zone 'UTC') - interval '1 day';
  hi timestamp := (p_now at time zone 'UTC') + interval '3 days';
begin
  with due as (
    select b.id, b.event_id
      from public.bookings b
     where b.payment_status = 'paid'
       and lower(b.time_range) >= lo and lower(b.time_range) < hi
       and public.booking_starts_at(b) > p_now
       and public.booking_starts_at(b) <= p_now + interval '48 hours'
  ), wanted as (
    select d.id as booking_id, null::uuid as event_id, 'vendor' as recipient from due d
    union all
    select d.id, null, 'host' from due d where d.event_id is null
  )
  insert into public.event_reminders (booking_id, event_id, recipient)
  select r.booking_id, r.event_id, r.recipient from wanted r
  on conflict on constraint event_reminders_once do nothing;
  get diagnostics k = row_count;
  n := n + k;

  insert into public.event_reminders (booking_id, event_id, recipient)
  select null, e.id, 'host'
    from public.events e
   where e.event_date >= (lo::date) and e.event_date <= (hi::date)
     and public.event_starts_at(e.event_date, e.start_time, e.time_zone) > p_now
     and public.event_starts_at(e.event_date, e.start_time, e.time_zone) <= p_now + interval '48 hours'
     and exists (select 1 from public.bookings b where b.event_id = e.id and b.payment_status = 'paid')
  on conflict on constraint event_reminders_once do nothing;
  get diagnostics k = row_count;
  return n + k;
end;
$$;

-- Senders claim unsent reminders (a claim lasts 2 minutes; 10 attempts at most) with what each says.
-- A reminder whose booking is no longer paid, or whose event has no paid booking left, or that has started,
-- is closed unsent (last_error says why) instead of being claimed.
create or replace function public.claim_event_reminders(p_limit integer default 20, p_now timestamptz default now())
returns table (
  id bigint,
  recipient text,
  recipient_email text,
  recipient_name text,
  feed_token text,
  event_id uuid,
  booking_id uuid,
  title text,
  event_date date,
  start_time time,
  duration_hours numeric,
  time_zone text,
  location text,
  guest_count integer,
  vendor_name text,
  host_name text,
  vendors json
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  update public.event_reminders r
     set sent_at = p_now, last_error = 'no longer due'
   where r.sent_at is null
     and r.id in (select x.id from public.event_reminders x where x.sent_at is null order by x.id limit 1000)
     and not exists (
       select 1 from public.bookings b
        where (b.id = r.booking_id or b.event_id = r.event_id) and b.payment_status = 'paid'
          and public.booking_starts_at(b) > p_now - interval '1 hour');
  return query
  with claimed as (
    update public.event_reminders e
       set claimed_at = p_now, attempts = e.attempts + 1
     where e.id in (
       select x.id from public.event_reminders x
        where x.sent_at is null and x.attempts < 10
          and (x.claimed_at is null or x.claimed_at < p_now - interval '2 minutes')
        order by x.id
        limit greatest(1, least(coalesce(p_limit, 20), 100))
        for update skip locked)
    returning e.*
  ), target as (
    select c.id, c.recipient, c.event_id, c.booking_id,
           case when c.recipient = 'vendor' then v.user_id
                when c.event_id is not null then ev.host_id
                else b.user_id end as user_id,
           b, ev, v
      from claimed c
      left join public.bookings b on b.id = c.booking_id
      left join public.events ev on ev.id = c.event_id
      left join public.vendors v on v.id = b.vendor_id
  )
  select t.id, t.recipient,
         case when t.recipient = 'vendor' then coalesce(nullif(btrim((t.v).email), ''),
                (select au.email::text from auth.users au where au.id = t.user_id))
              else (select au.email::text from auth.users au where au.id = t.user_id) end,
         public.messaging_first_name(t.user_id),
         public.calendar_feed_token(t.user_id),
         coalesce(t.event_id, (t.b).event_id), t.booking_id,
         coalesce((t.ev).name, (select e2.name from public.events e2 where e2.id = (t.b).event_id)),
         coalesce((t.ev).event_date, (t.b).booking_date),
         coalesce((t.ev).start_time, (t.b).booking_time),
         coalesce((t.ev).duration_hours, (t.b).duration_hours),
         coalesce((t.ev).time_zone, (t.v).time_zone),
         coalesce((t.ev).city, (t.b).event_location),
         coalesce((t.ev).guest_count, (t.b).guest_count),
         (t.v).name,
         public.messaging_first_name(coalesce((t.ev).host_id, (t.b).user_id)),
         case when t.event_id is not null then coalesce((
           select json_agg(json_build_object('name', v2.name, 'time', b2.booking_time, 'hours', b2.duration_hours)
                           order by b2.booking_date, b2.booking_time)
             from public.bookings b2 join public.vendors v2 on v2.id = b2.vendor_id
            where b2.event_id = t.event_id and b2.payment_status = 'paid'), '[]'::json) end
    from target t
   order by t.id;
end;
$$;

-- The user's feed token, made when missing (a reminder links to the recipient's feed).
create or replace function public.calendar_feed_token(p_user_id uuid)
returns text
language sql
security definer
set search_path = ''
as $$
  with made as (
    insert into public.calendar_feeds (user_id, token)
    select p_user_id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
     where p_user_id is not null
    on conflict (user_id) do nothing
    returning token
  )
  select coalesce((select token from made), (select f.token from public.calendar_feeds f where f.user_id = p_user_id))
$$;

-- A claimed reminder was sent (p_error null) or is released with its error.
create or replace function public.finish_event_reminder(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.event_reminders
     set sent_at = case when p_error is null then now() end,
         claimed_at = case when p_error is null then claimed_at end,
         last_error = left(p_error, 1000)
   where id = p_id and sent_at is null
$$;

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.calendar_feeds, public.event_reminders from anon, authenticated;

grant all on public.calendar_feeds, public.event_reminders to service_role;

revoke all on function public.my_calendar_feed() from public, anon;

revoke all on function public.reset_calendar_feed() from public, anon;

revoke all on function public.calendar_event_file(uuid) from public, anon;

grant execute on function public.my_calendar_feed(), public.reset_calendar_feed(), public.calendar_event_file(uuid)
  to authenticated;

revoke all on function public.calendar_booking_json(public.bookings, text) from public, anon, authenticated;

revoke all on function public.calendar_event_json(uuid) from public, anon, authenticated;

revoke all on function public.calendar_feed(text, timestamptz) from public, anon, authenticated;

revoke all on function public.event_starts_at(date, time, text) from public, anon, authenticated;

revoke all on function public.queue_event_reminders(timestamptz) from public, anon, authenticated;

revoke all on function public.claim_event_reminders(integer, timestamptz) from public, anon, authenticated;

revoke all on function public.calendar_feed_token(uuid) from public, anon, authenticated;

revoke all on function public.finish_event_reminder(bigint, text) from public, anon, authenticated;

-- The calendar function reads feeds and sends reminders, the schedule queues them, as the service role.
grant execute on function public.calendar_feed(text, timestamptz), public.queue_event_reminders(timestamptz),
  public.claim_event_reminders(integer, timestamptz), public.finish_event_reminder(bigint, text)
  to service_role;

-- Schedule ---------------------------------------------------------------------------------------------

-- Production schedule (pg_cron, like expire-quotes): reminders queued every minute. The calendar function's
-- POST /calendar/reminders is called by pg_net next to quote-emails (docs/calendar.md).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('queue-event-reminders', '* * * * *', 'select public.queue_event_reminders()');
  end if;
end;
$$;
