-- Messaging (issue 43): one conversation per host and listing, its messages, reports and admin moderation.
-- The tables are the source of truth; an after-insert trigger broadcasts each message from the database on
-- the private Realtime topic of its conversation (and an `inbox` event on both participants' topics), and
-- the policies on realtime.messages let exactly the participants join those topics. Participants read the
-- messages through definer functions that mask contact details (mask_contact_details) until the pair has a
-- paid or completed booking; the stored body keeps the original for the admins of reported conversations.
-- Refusals a caller can act on use PostgREST's PTnnn codes: PT404 (not found, or not a participant), PT409
-- (listing not live), PT429 (a rate limit); 42501 (403) is a blocked account, 22023 (400) bad input.

alter table public.users add column if not exists message_emails boolean not null default true;
comment on column public.users.message_emails is
  'Whether the user gets an e-mail when a message waits unread (Account settings switch).';
grant update (name, phone_number, message_emails) on public.users to authenticated;

-- Tables ----------------------------------------------------------------------------------------------

-- One conversation per host and listing. vendor_user_id is the listing's owner when it was created (a
-- listing never changes owner), kept here so the vendor's inbox and the policies read one row. The read
-- and unread stamps are kept by messages_after_insert and mark_conversation_read: *_unread_since is when the
-- oldest message the side has not read arrived (null: nothing unread), the away e-mails and the unread
-- count read it through partial indexes.
create table if not exists public.conversations (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  host_id uuid not null references auth.users (id) on delete cascade,
  vendor_user_id uuid not null references auth.users (id) on delete cascade,
  -- who opened it from the profile (start_conversation, counted by the daily limit); null when it was
  -- opened from a booking (conversation_for_booking)
  started_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  -- no foreign key: the retention job deletes old messages without touching conversations
  last_message_id bigint,
  last_sender_id uuid,
  host_last_read_at timestamptz,
  vendor_last_read_at timestamptz,
  host_unread_since timestamptz,
  vendor_unread_since timestamptz,
  -- first report of either side; only reported conversations are visible to admins
  reported_at timestamptz,
  constraint conversations_pair_key unique (vendor_id, host_id),
  constraint conversations_not_self check (host_id <> vendor_user_id)
);
comment on table public.conversations is
  'One per host and listing. Participants (host_id, vendor_user_id) read their rows; written only by the messaging functions.';

-- A message as written (markup is stored and shown as text). body is never granted to participants: they
-- read it through conversation_messages / inbox, masked until the pair has a paid booking.
create table if not exists public.messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade,
  body text not null,
  booking_id uuid references public.bookings (id) on delete set null,
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_by uuid references auth.users (id) on delete set null,
  hidden_reason text,
  constraint messages_body_length check (char_length(body) between 1 and 4000),
  constraint messages_hidden_with_reason check ((hidden_at is null) = (hidden_reason is null)),
  constraint messages_hidden_reason_length check (char_length(hidden_reason) between 1 and 500)
);
comment on table public.messages is
  'Messages of a conversation. Participants read metadata columns only; the text comes masked from conversation_messages.';
alter table public.messages add constraint messages_user_text check (
    public.user_text_ok(body, true) and public.user_text_ok(hidden_reason, true)
  ) not valid;

-- A participant's report of a conversation (one per participant and conversation).
create table if not exists public.conversation_reports (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null,
  created_at timestamptz not null default now(),
  constraint conversation_reports_one_per_reporter unique (conversation_id, reporter_id),
  constraint conversation_reports_reason_length check (char_length(reason) between 1 and 1000)
);
alter table public.conversation_reports add constraint conversation_reports_user_text check (
    public.user_text_ok(reason, true)
  ) not valid;

-- Accounts an admin stopped from sending messages (they still read their conversations).
create table if not exists public.messaging_blocks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  reason text not null,
  blocked_by uuid references auth.users (id) on delete set null,
  blocked_at timestamptz not null default now(),
  constraint messaging_blocks_reason_length check (char_length(reason) between 1 and 500)
);

-- Every admin action on messaging, with its reason.
create table if not exists public.messaging_moderation (
  id bigint generated always as identity primary key,
  action text not null check (action in ('hidden', 'blocked', 'unblocked')),
  message_id bigint references public.messages (id) on delete set null,
  user_id uuid references auth.users (id) on delete cascade,
  reason text not null,
  admin_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint messaging_moderation_reason_length check (char_length(reason) between 1 and 500)
);

alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.conversation_reports enable row level security;
alter table public.messaging_blocks enable row level security;
alter table public.messaging_moderation enable row level security;

-- Indexes ---------------------------------------------------------------------------------------------

-- the inbox of each side, newest first
create index if not exists conversations_host_inbox_idx
  on public.conversations (host_id, last_message_at desc, id) where last_message_at is not null;
create index if not exists conversations_vendor_inbox_idx
  on public.conversations (vendor_user_id, last_message_at desc, id) where last_message_at is not null;
-- the unread count and the away e-mails
create index if not exists conversations_host_unread_idx
  on public.conversations (host_id, host_unread_since) where host_unread_since is not null;
create index if not exists conversations_vendor_unread_idx
  on public.conversations (vendor_user_id, vendor_unread_since) where vendor_unread_since is not null;
-- the daily limit of new conversations
create index if not exists conversations_started_by_idx
  on public.conversations (started_by, created_at) where started_by is not null;
-- the admins' list
create index if not exists conversations_reported_idx
  on public.conversations (reported_at desc, id) where reported_at is not null;

-- a page of a conversation, newest first
create index if not exists messages_conversation_idx on public.messages (conversation_id, id desc);
-- the limit of messages a minute, and the cascade from a deleted user
create index if not exists messages_sender_created_idx on public.messages (sender_id, created_at);
-- the retention job
create index if not exists messages_created_at_idx on public.messages (created_at);
create index if not exists messages_booking_idx on public.messages (booking_id) where booking_id is not null;
create index if not exists messages_hidden_by_idx on public.messages (hidden_by) where hidden_by is not null;

create index if not exists conversation_reports_reporter_idx on public.conversation_reports (reporter_id);
create index if not exists messaging_blocks_blocked_by_idx on public.messaging_blocks (blocked_by);
create index if not exists messaging_moderation_message_idx
  on public.messaging_moderation (message_id) where message_id is not null;
create index if not exists messaging_moderation_user_idx on public.messaging_moderation (user_id, created_at desc);
create index if not exists messaging_moderation_admin_idx on public.messaging_moderation (admin_id);
-- the contact-details rule asks for the pair's paid or completed bookings
create index if not exists bookings_vendor_user_paid_idx
  on public.bookings (vendor_id, user_id) where payment_status in ('paid', 'completed');

-- Functions: rules --------------------------------------------------------------------------------------

-- The text that replaces contact details (shared-domain MESSAGE_CONTACT_PLACEHOLDER).
create or replace function public.message_contact_placeholder()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '[contact details are shared once a booking is paid]'::text
$$;

-- Contact details in a message, replaced by the placeholder (docs/messaging.md has the rule and the tests
-- supabase/tests/messaging-masking.test.ts its worked examples):
-- e-mail addresses, also written "name at gmail dot com", "name(at)gmail(dot)com" or "name @ gmail.com"
-- ("name at gmail.com" keeps "name at" and loses the domain, as a link);
-- web links with a scheme (http://, https://), starting with www., or bare domains with a common top-level
-- domain (example.com, djnova.events/book); phone numbers of the North American plan (10 digits in 3-3-4
-- groups, optional +1 or 1, parentheses, one space, dot or dash between groups) and any number written
-- with a leading + and 7 to 15 digits. Dates, times, prices, guest counts, zip codes and ranges such as
-- "3-4 hours" or "$800-1200" do not have those shapes and stay.
create or replace function public.mask_contact_details(p_text text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  tld constant text :=
    '(?:com|net|org|edu|gov|io|co|us|me|info|biz|app|dev|ly|tv|ai|xyz|site|online|store|shop|link|events|party|page|uk|ca|de)';
  at_sign constant text := '(?:\s*[(\[{]\s*at\s*[)\]}]\s*|\s*@\s*)';
  spelled_dot constant text := '(?:\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+)';
  dot_word constant text := '(?:\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+|\.)';
  label constant text := '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
  placeholder constant text := public.message_contact_placeholder();
  t text := p_text;
begin
  if t is null then
    return null;
  end if;
  -- e-mail addresses as written
  t := regexp_replace(t, '[a-z0-9._%+-]+@' || label || '(?:\.' || label || ')*\.[a-z]{2,}', placeholder, 'gi');
  -- e-mail addresses spelled out: "name (at) gmail (dot) com", "name @ gmail.com"
  t := regexp_replace(t,
    '(?<![\w.%+-])[a-z0-9._%+-]+' || at_sign || label || '(?:' || dot_word || label || ')*' || dot_word || tld
      || '(?![\w-])',
    placeholder, 'gi');
  -- "name at gmail dot com": with the plain word "at", the last dot must be spelled too ("meet at noon. Come"
  -- and "book at example.com" are not addresses; the domain of the latter goes with the links below)
  t := regexp_replace(t,
    '(?<![\w.%+-])[a-z0-9._%+-]+\s+at\s+' || label || '(?:' || dot_word || label || ')*' || spelled_dot || tld
      || '(?![\w-])',
    placeholder, 'gi');
  -- links with a scheme or www.
  t := regexp_replace(t, '(?:https?://|www\.)[^\s<>"]*[^\s<>".,;:!?)\]''}]', placeholder, 'gi');
  -- bare domains, with their path
  t := regexp_replace(t,
    '(?<![\w@.-])' || label || '(?:\.' || label || ')*\.' || tld || '(?![\w-])(?:[/?#][^\s<>"]*[^\s<>".,;:!?)\]''}])?',
    placeholder, 'gi');
  -- international numbers: a leading + and 7 to 15 digits, one separator at most between two digits
  t := regexp_replace(t, '(?<![\w+])\+\d(?:[\s.()-]?\d){6,14}(?!\d)', placeholder, 'g');
  -- North American numbers: (512) 555-1234, 512-555-1234, 512.555.1234, 512 555 1234, 5125551234, 1-512-…
  t := regexp_replace(t,
    '(?<![\w+(])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)', placeholder, 'g');
  return t;
end;
$$;
comment on function public.mask_contact_details(text) is
  'The text with e-mail addresses, web links and phone numbers replaced by message_contact_placeholder(). Rule in docs/messaging.md.';

-- Whether the host and the listing have a paid or completed booking together (a cancelled one does not
-- count): contact details show unmasked, and a listing that is not live can still be messaged.
create or replace function public.messaging_contact_unlocked(p_vendor_id uuid, p_host_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b
     where b.vendor_id = p_vendor_id and b.user_id = p_host_id and b.payment_status in ('paid', 'completed')
  )
$$;

-- Whether the user is stopped from sending messages.
create or replace function public.messaging_blocked(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.messaging_blocks b where b.user_id = p_user_id)
$$;

-- A participant's conversation, locked for update when asked, or PT404 (the same answer whether it does not
-- exist or belongs to others).
create or replace function public.my_conversation(p_conversation_id uuid, p_lock boolean default false)
returns public.conversations
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations;
begin
  if p_lock then
    select * into c from public.conversations where id = p_conversation_id for update;
  else
    select * into c from public.conversations where id = p_conversation_id;
  end if;
  if not found or auth.uid() is null or auth.uid() not in (c.host_id, c.vendor_user_id) then
    raise exception 'Conversation not found.' using errcode = 'PT404';
  end if;
  return c;
end;
$$;

-- The first name of a host as the vendor sees it.
create or replace function public.messaging_first_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(split_part(btrim(u.name), ' ', 1), '') from public.users u where u.id = p_user_id),
    'Host')
$$;

-- One message as participants see it (conversation_messages' row, the `message` broadcast's payload):
-- the text masked unless p_unlocked, null when an admin hid it. p_mine is null in a broadcast (one payload
-- for both sides: the client compares sender_id with its user).
create or replace function public.message_json(m public.messages, p_unlocked boolean, p_mine boolean)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id,
    'conversation_id', m.conversation_id,
    'sender_id', m.sender_id,
    'mine', p_mine,
    'body', case when m.hidden_at is not null then null
                 when p_unlocked then m.body
                 else public.mask_contact_details(m.body) end,
    'booking_id', m.booking_id,
    'booking_date', (select b.booking_date from public.bookings b where b.id = m.booking_id),
    'created_at', m.created_at,
    'hidden', m.hidden_at is not null)
$$;

-- The realtime topics a signed-in user may join: their own inbox, and the conversation (and typing) topics
-- of their conversations. Used by the policies on realtime.messages.
create or replace function public.messaging_topic_allowed(p_topic text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  kind text := split_part(p_topic, ':', 1);
  ref text := substr(p_topic, length(kind) + 2);
begin
  if uid is null or p_topic is null
     or ref !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  if kind = 'inbox' then
    return ref::uuid = uid;
  elsif kind in ('conversation', 'typing') then
    return exists (
      select 1 from public.conversations c
       where c.id = ref::uuid and (c.host_id = uid or c.vendor_user_id = uid)
    );
  end if;
  return false;
end;
$$;

-- Functions: participants ---------------------------------------------------------------------------------

-- Creates the conversation of a host and a listing if there is none; answers its id.
create or replace function public.ensure_conversation(p_vendor_id uuid, p_host_id uuid, p_started_by uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  conversation uuid;
begin
  select v.user_id into owner from public.vendors v where v.id = p_vendor_id;
  if owner is null then
    raise exception 'Listing not found.' using errcode = 'PT404';
  end if;
  if owner = p_host_id then
    raise exception 'You cannot message your own listing.' using errcode = '22023';
  end if;
  insert into public.conversations (vendor_id, host_id, vendor_user_id, started_by)
  values (p_vendor_id, p_host_id, owner, p_started_by)
  on conflict on constraint conversations_pair_key do nothing
  returning id into conversation;
  if conversation is null then
    select c.id into conversation from public.conversations c
     where c.vendor_id = p_vendor_id and c.host_id = p_host_id;
  end if;
  return conversation;
end;
$$;

-- The caller's conversation with a listing (existing, or new). A new one counts toward 20 a day; refused
-- for the caller's own listing, a listing that is not live (unless the pair has a paid or completed
-- booking) and a blocked account.
create or replace function public.start_conversation(p_vendor_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  existing uuid;
begin
  if uid is null then
    raise exception 'Please log in to send a message.' using errcode = '42501';
  end if;
  if public.owns_vendor(p_vendor_id) then
    raise exception 'You cannot message your own listing.' using errcode = '22023';
  end if;
  select c.id into existing from public.conversations c where c.vendor_id = p_vendor_id and c.host_id = uid;
  if existing is not null then
    return existing;
  end if;
  if public.messaging_blocked(uid) then
    raise exception 'Your account can no longer send messages. Contact support if you think this is a mistake.'
      using errcode = '42501';
  end if;
  if not exists (select 1 from public.vendors v where v.id = p_vendor_id) then
    raise exception 'Listing not found.' using errcode = 'PT404';
  end if;
  if not public.listing_is_live(p_vendor_id) and not public.messaging_contact_unlocked(p_vendor_id, uid) then
    raise exception 'This listing is not taking messages right now.' using errcode = 'PT409';
  end if;
  -- one caller at a time, so two concurrent starts cannot both pass the count
  perform pg_advisory_xact_lock(hashtextextended('conversations:' || uid::text, 0));
  if (select count(*) from public.conversations c
       where c.started_by = uid and c.created_at > now() - interval '24 hours') >= 20 then
    raise exception 'You can start up to 20 new conversations a day. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;
  return public.ensure_conversation(p_vendor_id, uid, uid);
end;
$$;

-- The conversation of a booking's host and listing (created if missing), for either side of the booking.
create or replace function public.conversation_for_booking(p_booking_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
begin
  select * into b from public.bookings where id = p_booking_id;
  if not found or auth.uid() is null
     or (b.user_id is distinct from auth.uid() and not public.owns_vendor(b.vendor_id)) then
    raise exception 'Booking not found.' using errcode = 'PT404';
  end if;
  if b.user_id is null then
    raise exception 'The host of this booking no longer has an account.' using errcode = 'PT409';
  end if;
  return public.ensure_conversation(b.vendor_id, b.user_id, null);
end;
$$;

-- Sends a message as the caller; answers the row as conversation_messages returns it.
create or replace function public.send_message(p_conversation_id uuid, p_body text, p_booking_id uuid default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  c public.conversations;
  m public.messages;
begin
  c := public.my_conversation(p_conversation_id);
  perform public.user_text_check(p_body, 'The message', 'Please write a message.');
  if char_length(p_body) > 4000 then
    raise exception 'A message can be at most 4,000 characters.' using errcode = '22023';
  end if;
  if public.messaging_blocked(uid) then
    raise exception 'Your account can no longer send messages. Contact support if you think this is a mistake.'
      using errcode = '42501';
  end if;
  if uid = c.host_id and not public.listing_is_live(c.vendor_id)
     and not public.messaging_contact_unlocked(c.vendor_id, c.host_id) then
    raise exception 'This listing is not taking messages right now.' using errcode = 'PT409';
  end if;
  if p_booking_id is not null and not exists (
    select 1 from public.bookings b where b.id = p_booking_id and b.vendor_id = c.vendor_id and b.user_id = c.host_id
  ) then
    raise exception 'That booking is not part of this conversation.' using errcode = '22023';
  end if;
  -- one sender at a time, so concurrent sends cannot both pass the count
  perform pg_advisory_xact_lock(hashtextextended('messages:' || uid::text, 0));
  if (select count(*) from public.messages x
       where x.sender_id = uid and x.created_at > now() - interval '1 minute') >= 30 then
    raise exception 'You can send up to 30 messages a minute. Please wait a moment and try again.'
      using errcode = 'PT429';
  end if;
  insert into public.messages (conversation_id, sender_id, body, booking_id)
  values (c.id, uid, p_body, p_booking_id)
  returning * into m;
  return public.message_json(m, public.messaging_contact_unlocked(c.vendor_id, c.host_id), true)::json;
end;
$$;

-- A page of a conversation, newest first: at most 50 messages older than p_before_id.
create or replace function public.conversation_messages(
  p_conversation_id uuid, p_before_id bigint default null, p_limit integer default 50
)
returns table (
  id bigint,
  conversation_id uuid,
  sender_id uuid,
  mine boolean,
  body text,
  booking_id uuid,
  booking_date date,
  created_at timestamptz,
  hidden boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.conversations := public.my_conversation(p_conversation_id);
  unlocked boolean := public.messaging_contact_unlocked(c.vendor_id, c.host_id);
begin
  return query
    select m.id, m.conversation_id, m.sender_id, m.sender_id = auth.uid(),
           case when m.hidden_at is not null then null
                when unlocked then m.body
                else public.mask_contact_details(m.body) end,
           m.booking_id, b.booking_date, m.created_at, m.hidden_at is not null
      from public.messages m
      left join public.bookings b on b.id = m.booking_id
     where m.conversation_id = c.id and (p_before_id is null or m.id < p_before_id)
     order by m.id desc
     limit least(greatest(coalesce(p_limit, 50), 1), 50);
end;
$$;

-- What the conversation page shows around the messages.
create or replace function public.conversation_details(p_conversation_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.conversations := public.my_conversation(p_conversation_id);
  role text := case when c.host_id = auth.uid() then 'host' else 'vendor' end;
  live boolean := public.listing_is_live(c.vendor_id);
  unlocked boolean := public.messaging_contact_unlocked(c.vendor_id, c.host_id);
  listing text;
begin
  select v.name into listing from public.vendors v where v.id = c.vendor_id;
  return json_build_object(
    'id', c.id,
    'my_role', role,
    'vendor_id', c.vendor_id,
    'vendor_name', listing,
    'other_name', case when role = 'host' then listing else public.messaging_first_name(c.host_id) end,
    'listing_live', live,
    'contact_unlocked', unlocked,
    'can_send', not public.messaging_blocked(auth.uid()) and (role = 'vendor' or live or unlocked),
    'bookings', coalesce((
      select json_agg(json_build_object('id', b.id, 'booking_date', b.booking_date,
                                        'payment_status', b.payment_status)
                      order by b.booking_date desc, b.id)
        from (select x.id, x.booking_date, x.payment_status from public.bookings x
               where x.vendor_id = c.vendor_id and x.user_id = c.host_id
               order by x.booking_date desc, x.id limit 20) b), '[]'::json),
    'other_last_read_at', case when role = 'host' then c.vendor_last_read_at else c.host_last_read_at end
  );
end;
$$;

-- A page of the caller's conversations with at least one message, newest first, as host and as vendor.
create or replace function public.inbox(p_before timestamptz default null, p_limit integer default 20)
returns table (
  conversation_id uuid,
  my_role text,
  vendor_id uuid,
  vendor_name text,
  other_name text,
  last_message_at timestamptz,
  last_message_preview text,
  last_message_mine boolean,
  unread boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  with lim as (select least(greatest(coalesce(p_limit, 20), 1), 50) as n),
  mine as (
    (select c.*, 'host'::text as role, c.host_unread_since is not null as is_unread
       from public.conversations c
      where c.host_id = (select auth.uid()) and c.last_message_at is not null
        and (p_before is null or c.last_message_at < p_before)
      order by c.last_message_at desc, c.id
      limit (select n from lim))
    union all
    (select c.*, 'vendor'::text, c.vendor_unread_since is not null
       from public.conversations c
      where c.vendor_user_id = (select auth.uid()) and c.last_message_at is not null
        and (p_before is null or c.last_message_at < p_before)
      order by c.last_message_at desc, c.id
      limit (select n from lim))
  ),
  page as (select * from mine order by last_message_at desc, id limit (select n from lim))
  select p.id, p.role, p.vendor_id, v.name,
         case when p.role = 'host' then v.name else public.messaging_first_name(p.host_id) end,
         p.last_message_at,
         case when m.id is null then null
              when m.hidden_at is not null then 'This message was hidden by PartyEasy.'
              when public.messaging_contact_unlocked(p.vendor_id, p.host_id) then left(m.body, 140)
              else left(public.mask_contact_details(m.body), 140) end,
         p.last_sender_id = (select auth.uid()),
         p.is_unread
    from page p
    join public.vendors v on v.id = p.vendor_id
    left join public.messages m on m.id = p.last_message_id
   order by p.last_message_at desc, p.id
$$;

-- How many of the caller's conversations have a message they have not read.
create or replace function public.unread_conversations_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    (select count(*) from public.conversations c
      where c.host_id = (select auth.uid()) and c.host_unread_since is not null)
    + (select count(*) from public.conversations c
      where c.vendor_user_id = (select auth.uid()) and c.vendor_unread_since is not null)
  )::integer
$$;

-- The caller has read the conversation: their side's stamps move, and both sides hear of it.
create or replace function public.mark_conversation_read(p_conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations := public.my_conversation(p_conversation_id, true);
  role text := case when c.host_id = auth.uid() then 'host' else 'vendor' end;
  read_at timestamptz := now();
begin
  if role = 'host' then
    if c.host_unread_since is null and c.host_last_read_at >= c.last_message_at then
      return;
    end if;
    update public.conversations set host_last_read_at = read_at, host_unread_since = null where id = c.id;
  else
    if c.vendor_unread_since is null and c.vendor_last_read_at >= c.last_message_at then
      return;
    end if;
    update public.conversations set vendor_last_read_at = read_at, vendor_unread_since = null where id = c.id;
  end if;
  perform realtime.send(
    jsonb_build_object('conversation_id', c.id, 'reader_role', role, 'read_at', read_at),
    'read', 'conversation:' || c.id::text, true);
  perform realtime.send(jsonb_build_object('conversation_id', c.id), 'inbox', 'inbox:' || auth.uid()::text, true);
end;
$$;

-- A participant reports the conversation with a reason; from then on admins can read it.
create or replace function public.report_conversation(p_conversation_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations := public.my_conversation(p_conversation_id, true);
begin
  perform public.user_text_check(p_reason, 'The reason', 'Please say what is wrong with this conversation.');
  if char_length(btrim(p_reason)) > 1000 then
    raise exception 'The reason can be at most 1,000 characters.' using errcode = '22023';
  end if;
  insert into public.conversation_reports (conversation_id, reporter_id, reason)
  values (c.id, auth.uid(), btrim(p_reason))
  on conflict on constraint conversation_reports_one_per_reporter do nothing;
  if not found then
    raise exception 'You have already reported this conversation.' using errcode = '23505';
  end if;
  update public.conversations set reported_at = coalesce(reported_at, now()) where id = c.id;
end;
$$;

-- Functions: admins ---------------------------------------------------------------------------------------

create or replace function public.messaging_require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
end;
$$;

-- A page of reported conversations (never the others), most recently reported first.
create or replace function public.admin_reported_conversations(p_before timestamptz default null, p_limit integer default 20)
returns table (
  conversation_id uuid,
  vendor_id uuid,
  vendor_name text,
  vendor_user_id uuid,
  host_id uuid,
  host_name text,
  reported_at timestamptz,
  last_message_at timestamptz,
  reports jsonb,
  host_blocked boolean,
  vendor_blocked boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.messaging_require_admin();
  return query
    select c.id, c.vendor_id, v.name, c.vendor_user_id, c.host_id, coalesce(u.name, u.email), c.reported_at,
           c.last_message_at,
           coalesce((select jsonb_agg(jsonb_build_object(
                       'reporter_role', case when r.reporter_id = c.host_id then 'host' else 'vendor' end,
                       'reason', r.reason, 'created_at', r.created_at) order by r.created_at)
                       from public.conversation_reports r where r.conversation_id = c.id), '[]'::jsonb),
           public.messaging_blocked(c.host_id), public.messaging_blocked(c.vendor_user_id)
      from public.conversations c
      join public.vendors v on v.id = c.vendor_id
      left join public.users u on u.id = c.host_id
     where c.reported_at is not null and (p_before is null or c.reported_at < p_before)
     order by c.reported_at desc, c.id
     limit least(greatest(coalesce(p_limit, 20), 1), 50);
end;
$$;

-- A page of a reported conversation as written (original text, hidden ones included), newest first.
create or replace function public.admin_conversation_messages(
  p_conversation_id uuid, p_before_id bigint default null, p_limit integer default 50
)
returns table (
  id bigint,
  sender_id uuid,
  sender_role text,
  body text,
  booking_id uuid,
  created_at timestamptz,
  hidden boolean,
  hidden_at timestamptz,
  hidden_reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.conversations;
begin
  perform public.messaging_require_admin();
  select * into c from public.conversations x where x.id = p_conversation_id and x.reported_at is not null;
  if not found then
    raise exception 'Only reported conversations can be read.' using errcode = 'PT404';
  end if;
  return query
    select m.id, m.sender_id, case when m.sender_id = c.host_id then 'host' else 'vendor' end, m.body,
           m.booking_id, m.created_at, m.hidden_at is not null, m.hidden_at, m.hidden_reason
      from public.messages m
     where m.conversation_id = c.id and (p_before_id is null or m.id < p_before_id)
     order by m.id desc
     limit least(greatest(coalesce(p_limit, 50), 1), 50);
end;
$$;

-- An admin hides a message of a reported conversation with a reason; the participants see it hidden at once.
create or replace function public.admin_hide_message(p_message_id bigint, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.messages;
  c public.conversations;
begin
  perform public.messaging_require_admin();
  perform public.user_text_check(p_reason, 'The reason', 'Please give a reason for hiding this message.');
  if char_length(btrim(p_reason)) > 500 then
    raise exception 'The reason can be at most 500 characters.' using errcode = '22023';
  end if;
  select * into m from public.messages where id = p_message_id for update;
  if found then
    select * into c from public.conversations where id = m.conversation_id;
  end if;
  if m.id is null or c.reported_at is null then
    raise exception 'Only messages of reported conversations can be hidden.' using errcode = 'PT404';
  end if;
  if m.hidden_at is not null then
    raise exception 'This message is already hidden.' using errcode = '23505';
  end if;
  update public.messages set hidden_at = now(), hidden_by = auth.uid(), hidden_reason = btrim(p_reason)
   where id = m.id
   returning * into m;
  insert into public.messaging_moderation (action, message_id, user_id, reason, admin_id)
  values ('hidden', m.id, m.sender_id, btrim(p_reason), auth.uid());
  perform realtime.send(public.message_json(m, false, null), 'message', 'conversation:' || c.id::text, true);
end;
$$;

-- An admin stops (or lets again) a participant of a reported conversation from sending messages.
create or replace function public.admin_set_messaging_block(p_user_id uuid, p_blocked boolean, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.messaging_require_admin();
  perform public.user_text_check(p_reason, 'The reason', 'Please give a reason.');
  if char_length(btrim(p_reason)) > 500 then
    raise exception 'The reason can be at most 500 characters.' using errcode = '22023';
  end if;
  if p_blocked is null then
    raise exception 'Say whether the account is blocked.' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.conversations c
     where c.reported_at is not null and p_user_id in (c.host_id, c.vendor_user_id)
  ) then
    raise exception 'Only participants of reported conversations can be blocked.' using errcode = 'PT404';
  end if;
  if p_blocked then
    insert into public.messaging_blocks (user_id, reason, blocked_by)
    values (p_user_id, btrim(p_reason), auth.uid())
    on conflict (user_id) do update set reason = excluded.reason, blocked_by = excluded.blocked_by,
      blocked_at = now();
  else
    delete from public.messaging_blocks where user_id = p_user_id;
    if not found then
      raise exception 'This account is not blocked.' using errcode = 'PT409';
    end if;
  end if;
  insert into public.messaging_moderation (action, user_id, reason, admin_id)
  values (case when p_blocked then 'blocked' else 'unblocked' end, p_user_id, btrim(p_reason), auth.uid());
end;
$$;

-- Triggers --------------------------------------------------------------------------------------------

-- Every new message moves its conversation's stamps (the sender has read it, the recipient has something
-- unread) and is broadcast masked on the conversation's topic, with an `inbox` event to both participants.
create or replace function public.messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations;
  recipient uuid;
begin
  -- a message committed after a later one (concurrent sends) does not move the last-message columns back
  update public.conversations x
     set last_message_at = greatest(x.last_message_at, new.created_at),
         last_message_id = case when x.last_message_at > new.created_at then x.last_message_id else new.id end,
         last_sender_id = case when x.last_message_at > new.created_at then x.last_sender_id else new.sender_id end,
         host_last_read_at = case when new.sender_id = x.host_id then new.created_at else x.host_last_read_at end,
         host_unread_since = case when new.sender_id = x.host_id then null
                                  else coalesce(x.host_unread_since, new.created_at) end,
         vendor_last_read_at = case when new.sender_id = x.vendor_user_id then new.created_at
                                    else x.vendor_last_read_at end,
         vendor_unread_since = case when new.sender_id = x.vendor_user_id then null
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

drop trigger if exists messages_after_insert on public.messages;
create trigger messages_after_insert
  after insert on public.messages
  for each row execute function public.messages_after_insert();

-- Policies --------------------------------------------------------------------------------------------

drop policy if exists "conversations: participants read" on public.conversations;
create policy "conversations: participants read" on public.conversations
  for select to authenticated
  using (host_id = (select auth.uid()) or vendor_user_id = (select auth.uid()));

drop policy if exists "messages: participants read" on public.messages;
create policy "messages: participants read" on public.messages
  for select to authenticated
  using (conversation_id in (
    select c.id from public.conversations c
     where c.host_id = (select auth.uid()) or c.vendor_user_id = (select auth.uid())
  ));

-- Private Realtime channels: a signed-in user joins (and receives on) their inbox topic and the topics of
-- their conversations (Presence on typing topics only); the row must be of the channel being authorized.
drop policy if exists "realtime: participants receive messaging broadcasts" on realtime.messages;
create policy "realtime: participants receive messaging broadcasts" on realtime.messages
  for select to authenticated
  using (
    (realtime.messages.extension = 'broadcast'
     or (realtime.messages.extension = 'presence' and realtime.messages.topic like 'typing:%'))
    and realtime.messages.topic = (select realtime.topic())
    and (select public.messaging_topic_allowed(realtime.topic()))
  );

-- Clients broadcast (or track presence) only on typing:<conversation id>, never on the conversation or inbox
-- topics, so a participant cannot forge a `message` (unmasked text) or a `read` event for the other side.
-- Supabase checks a client's writes once per channel without the event, so the topic is the boundary.
drop policy if exists "realtime: participants broadcast typing" on realtime.messages;
create policy "realtime: participants broadcast typing" on realtime.messages
  for insert to authenticated
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and realtime.messages.topic = (select realtime.topic())
    and (select realtime.topic()) like 'typing:%'
    and (select public.messaging_topic_allowed(realtime.topic()))
  );

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.conversations, public.messages, public.conversation_reports, public.messaging_blocks,
  public.messaging_moderation from anon, authenticated;
grant all on public.conversations, public.messages, public.conversation_reports, public.messaging_blocks,
  public.messaging_moderation to service_role;
-- not reported_at (a participant does not learn that the other side reported) nor started_by
grant select (id, vendor_id, host_id, vendor_user_id, created_at, last_message_at, last_message_id, last_sender_id,
  host_last_read_at, vendor_last_read_at, host_unread_since, vendor_unread_since)
  on public.conversations to authenticated;
grant select (id, conversation_id, sender_id, booking_id, created_at, hidden_at) on public.messages to authenticated;

revoke all on function public.message_contact_placeholder() from public, anon, authenticated;
revoke all on function public.mask_contact_details(text) from public, anon, authenticated;
revoke all on function public.messaging_contact_unlocked(uuid, uuid) from public, anon, authenticated;
revoke all on function public.messaging_blocked(uuid) from public, anon, authenticated;
revoke all on function public.my_conversation(uuid, boolean) from public, anon, authenticated;
revoke all on function public.messaging_first_name(uuid) from public, anon, authenticated;
revoke all on function public.message_json(public.messages, boolean, boolean) from public, anon, authenticated;
revoke all on function public.ensure_conversation(uuid, uuid, uuid) from public, anon, authenticated;
revoke all on function public.messages_after_insert() from public, anon, authenticated;
revoke all on function public.messaging_require_admin() from public, anon, authenticated;
-- the Realtime policies call it as the joining user
revoke all on function public.messaging_topic_allowed(text) from public, anon;
grant execute on function public.messaging_topic_allowed(text) to authenticated;

revoke all on function public.start_conversation(uuid) from public, anon;
revoke all on function public.conversation_for_booking(uuid) from public, anon;
revoke all on function public.send_message(uuid, text, uuid) from public, anon;
revoke all on function public.conversation_messages(uuid, bigint, integer) from public, anon;
revoke all on function public.conversation_details(uuid) from public, anon;
revoke all on function public.inbox(timestamptz, integer) from public, anon;
revoke all on function public.unread_conversations_count() from public, anon;
revoke all on function public.mark_conversation_read(uuid) from public, anon;
revoke all on function public.report_conversation(uuid, text) from public, anon;
revoke all on function public.admin_reported_conversations(timestamptz, integer) from public, anon;
revoke all on function public.admin_conversation_messages(uuid, bigint, integer) from public, anon;
revoke all on function public.admin_hide_message(bigint, text) from public, anon;
revoke all on function public.admin_set_messaging_block(uuid, boolean, text) from public, anon;
grant execute on function public.start_conversation(uuid), public.conversation_for_booking(uuid),
  public.send_message(uuid, text, uuid), public.conversation_messages(uuid, bigint, integer),
  public.conversation_details(uuid), public.inbox(timestamptz, integer), public.unread_conversations_count(),
  public.mark_conversation_read(uuid), public.report_conversation(uuid, text),
  public.admin_reported_conversations(timestamptz, integer), public.admin_conversation_messages(uuid, bigint, integer),
  public.admin_hide_message(bigint, text), public.admin_set_messaging_block(uuid, boolean, text)
  to authenticated;
