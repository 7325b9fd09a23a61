-- Messaging (issue 43, docs/messaging.md): one conversation per host and listing, its messages, reports and
-- admin moderation. The tables are the source of truth; an after-insert trigger broadcasts each message on
-- the private Realtime topic of its conversation, and the policies on realtime.messages let exactly the
-- participants join. Participants read messages through definer functions that mask contact details until
-- the pair has a paid or completed booking. Refusals use PostgREST's PTnnn codes: PT404 (not found, or not a
-- participant), PT409 (listing not live), PT429 (a rate limit); 42501 (403) a blocked account, 22023 (400)
-- bad input.

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
alter table public.conversations enable row level security;
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
  constraint messages_hidden_reason_length check (char_length(hidden_reason) between 1 and 500),
  kind text not null default 'text',
  -- the quote of a card ([quotes]; the foreign key is in 95_quotes.sql)
  quote_id uuid
);
alter table public.messages enable row level security;
comment on table public.messages is
  'Messages of a conversation. Participants read metadata columns only; the text comes masked from conversation_messages.';
alter table public.messages add constraint messages_user_text check (
    public.user_text_ok(body, true) and public.user_text_ok(hidden_reason, true)
  ) not valid;
alter table public.messages add constraint messages_kind_check check (
    kind in ('text', 'quote_request', 'quote_offer', 'quote_declined', 'quote_withdrawn', 'quote_booked', 'quote_expired',
             'change_proposed', 'change_accepted', 'change_declined', 'change_applied', 'change_lapsed')
  );

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
alter table public.conversation_reports enable row level security;
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
alter table public.messaging_blocks enable row level security;

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
alter table public.messaging_moderation enable row level security;

-- E-mail outbox of the messages: one row per (conversation, recipient, unread stretch), so a stretch is
-- e-mailed once whatever runs twice. No text is stored: the sender composes it from the conversation.
create table if not exists public.message_emails (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  recipient_role text not null check (recipient_role in ('host', 'vendor')),
  -- the recipient's unread stretch this e-mail is about (conversations.<role>_unread_since when queued)
  unread_since timestamptz not null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  -- read, or e-mails turned off, before it went out: never sent
  skipped_at timestamptz,
  last_error text,
  constraint message_emails_once unique (conversation_id, recipient_role, unread_since)
);
alter table public.message_emails enable row level security;

-- The host's turns of each conversation, for the vendors' response time: a turn begins with a host message
-- that opens the conversation or follows a message of the vendor, and ends with the vendor's next message.
-- Kept by messages_track_turns on every new message, so a response time reads this vendor's turns of the
-- last 90 days through one index instead of their conversations' messages.
create table if not exists public.message_turns (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  started_at timestamptz not null,
  replied_at timestamptz
);
alter table public.message_turns enable row level security;

-- Functions -------------------------------------------------------------------------------------------

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

-- The first name of a host as the vendor sees it ("Deleted user" once the account is deleted). PL/pgSQL so
-- that it may name public.account_is_deleted, defined with the privacy functions after this file.
create or replace function public.messaging_first_name(p_user_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.account_is_deleted(p_user_id) then
    return 'Deleted user';
  end if;
  return coalesce(
    (select nullif(split_part(btrim(u.name), ' ', 1), '') from public.users u where u.id = p_user_id),
    'Host');
end;
$$;

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

-- One message as participants see it (conversation_messages' row, the `message` broadcast's payload):
-- the text masked unless p_unlocked, null when an admin hid it. p_mine is null in a broadcast (one payload
-- for both sides: the client compares sender_id with its user).
create or replace function public.message_json(m public.messages, p_unlocked boolean, p_mine boolean)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
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
    'hidden', m.hidden_at is not null,
    'kind', m.kind,
    'quote_id', m.quote_id,
    'quote_request_id', (select q.request_id from public.quotes q where q.id = m.quote_id));
end;
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
  hidden boolean,
  kind text,
  quote_id uuid,
  quote_request_id uuid
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
           m.booking_id, b.booking_date, m.created_at, m.hidden_at is not null,
           m.kind, m.quote_id, q.request_id
      from public.messages m
      left join public.bookings b on b.id = m.booking_id
      left join public.quotes q on q.id = m.quote_id
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

-- Every new message moves its conversation's stamps (the sender has read it, the recipient has something
-- unread) and is broadcast masked on the conversation's topic, with an `inbox` event to both participants. The
-- cards the system writes for a side (quote_expired, quote_booked) leave that side's read stamps alone.
create or replace function public.messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations;
  recipient uuid;
  system boolean := new.kind in ('quote_expired', 'quote_booked', 'change_applied', 'change_lapsed');
begin
  -- a message committed after a later one (concurrent sends) does not move the last-message columns back
  update public.conversations x
     set last_message_at = greatest(x.last_message_at, new.created_at),
         last_message_id = case when x.last_message_at > new.created_at then x.last_message_id else new.id end,
         last_sender_id = case when x.last_message_at > new.created_at then x.last_sender_id else new.sender_id end,
         host_last_read_at = case when new.sender_id = x.host_id and not system then new.created_at
                                  else x.host_last_read_at end,
         host_unread_since = case when new.sender_id = x.host_id and not system then null
                                  when new.sender_id = x.host_id then x.host_unread_since
                                  else coalesce(x.host_unread_since, new.created_at) end,
         vendor_last_read_at = case when new.sender_id = x.vendor_user_id and not system then new.created_at
                                    else x.vendor_last_read_at end,
         vendor_unread_since = case when new.sender_id = x.vendor_user_id and not system then null
                                    when new.sender_id = x.vendor_user_id then x.vendor_unread_since
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

-- Queues the away e-mails due at p_now: each conversation side whose unread stretch began between 10 minutes
-- and a day and 10 minutes before p_now gets one row (a stretch already queued is left alone, so concurrent
-- or repeated runs queue it once), unless the recipient turned these e-mails off. A stretch the schedule did
-- not see within a day (the schedule stopped) is not e-mailed late. Returns how many were queued. Run every
-- minute by pg_cron in production and by the devstack locally; tests pass their own clock.
create or replace function public.queue_message_emails(p_now timestamptz default now())
returns integer
language sql
security definer
set search_path = ''
as $$
  with due as (
    select c.id, 'host'::text as recipient_role, c.host_unread_since as unread_since, c.host_id as recipient
      from public.conversations c
     where c.host_unread_since is not null
       and c.host_unread_since <= p_now - interval '10 minutes'
       and c.host_unread_since > p_now - interval '10 minutes' - interval '1 day'
    union all
    select c.id, 'vendor', c.vendor_unread_since, c.vendor_user_id
      from public.conversations c
     where c.vendor_unread_since is not null
       and c.vendor_unread_since <= p_now - interval '10 minutes'
       and c.vendor_unread_since > p_now - interval '10 minutes' - interval '1 day'
  ), queued as (
    insert into public.message_emails (conversation_id, recipient_role, unread_since)
    select d.id, d.recipient_role, d.unread_since
      from due d
     where coalesce((select u.message_emails from public.users u where u.id = d.recipient), true)
     -- one order for every run, so concurrent runs wait on each other's rows instead of deadlocking
     order by d.id, d.recipient_role
    on conflict on constraint message_emails_once do nothing
    returning 1
  )
  select count(*)::integer from queued
$$;

-- Senders claim unsent e-mails (a claim lasts 2 minutes, then another run may take the e-mail again; 10
-- attempts at most) with what each says: the recipient's address, the sender's first name, the listing,
-- the first unread message as the recipient sees it in the conversation (masked unless the pair has a paid
-- booking; hidden messages left out) and how many are unread. An e-mail whose stretch was read, whose
-- recipient turned e-mails off, or whose unread messages were all hidden since it was queued is skipped.
-- Quote cards are left out: they have e-mails of their own (quote_emails).
create or replace function public.claim_message_emails(p_limit integer default 20)
returns table (
  id bigint,
  conversation_id uuid,
  recipient_role text,
  recipient_email text,
  sender_first_name text,
  listing_name text,
  preview text,
  unread_count integer
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  picked bigint[];
begin
  select array_agg(q.id) into picked
    from (select e.id from public.message_emails e
           where e.sent_at is null and e.skipped_at is null and e.attempts < 10
             and (e.claimed_at is null or e.claimed_at < now() - interval '2 minutes')
           order by e.id
           limit greatest(1, least(coalesce(p_limit, 20), 100))
           for update skip locked) q;
  if picked is null then
    return;
  end if;
  return query
  with facts as (
    select e.id, e.conversation_id, e.recipient_role, c.host_id, c.vendor_id,
           case e.recipient_role when 'host' then c.host_id else c.vendor_user_id end as recipient,
           case e.recipient_role when 'host' then c.host_unread_since else c.vendor_unread_since end
             is not distinct from e.unread_since as still_unread,
           e.unread_since
      from public.message_emails e
      join public.conversations c on c.id = e.conversation_id
     where e.id = any (picked)
  ), composed as (
    select f.*, first.m, u.message_emails as wanted, au.email::text as email,
           (select count(*) from (select 1 from public.messages x
                                   where x.conversation_id = f.conversation_id and x.sender_id <> f.recipient
                                     and x.hidden_at is null and x.kind = 'text' and x.created_at >= f.unread_since
                                   limit 1000) n)::integer as unread
      from facts f
      left join public.users u on u.id = f.recipient
      left join auth.users au on au.id = f.recipient
      left join lateral (
        select x as m from public.messages x
         where x.conversation_id = f.conversation_id and x.sender_id <> f.recipient and x.hidden_at is null and x.kind = 'text'
           and x.created_at >= f.unread_since
         order by x.id
         limit 1) first on true
  ), skipped as (
    update public.message_emails e set skipped_at = now()
      from composed k
     where e.id = k.id and (not k.still_unread or k.wanted is false or (k.m).id is null)
    returning e.id
  ), claimed as (
    update public.message_emails e set claimed_at = now(), attempts = e.attempts + 1
      from composed k
     where e.id = k.id and k.still_unread and k.wanted is not false and (k.m).id is not null
    returning e.id
  )
  select k.id, k.conversation_id, k.recipient_role, k.email,
         nullif(left(split_part(btrim(coalesce(s.name, '')), ' ', 1), 40), ''),
         v.name,
         left(public.message_json(k.m, public.messaging_contact_unlocked(k.vendor_id, k.host_id), null) ->> 'body',
              1000),
         k.unread
    from composed k
    join claimed cl on cl.id = k.id
    join public.vendors v on v.id = k.vendor_id
    left join public.users s on s.id = (k.m).sender_id
   order by k.id;
end;
$$;

-- A claimed e-mail was sent (p_error null) or is released with its error.
create or replace function public.finish_message_email(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.message_emails
     set sent_at = case when p_error is null then now() end,
         claimed_at = case when p_error is null then claimed_at end,
         last_error = left(p_error, 1000)
   where id = p_id and sent_at is null and skipped_at is null
$$;

-- A vendor's replies over the 90 days before p_now (now; tests pass their own). A host turn is a host
-- message that opens the conversation or follows a message of the vendor; its response time runs to the
-- vendor's next message (public.message_turns). The turns begun in the 90 days count: answered ones with their
-- response time, ones unanswered for more than 24 hours with the time they have waited so far (so ignoring
-- hosts makes the figure worse, never better), ones unanswered for less than 24 hours not at all.
-- median_seconds is the median over the counted turns, conversations how many conversations have one,
-- waiting how many conversations (of any age) end with the host's message.
create or replace function public.vendor_response_stats(p_vendor_id uuid, p_now timestamptz default now())
returns table (median_seconds integer, conversations integer, waiting integer)
language sql
stable
security definer
set search_path = ''
as $$
  with counted as (
    select t.conversation_id, extract(epoch from coalesce(t.replied_at, p_now) - t.started_at) as seconds
      from public.message_turns t
     where t.vendor_id = p_vendor_id
       and t.started_at >= p_now - interval '90 days' and t.started_at <= p_now
       and (t.replied_at is not null or t.started_at < p_now - interval '24 hours')
  )
  select (select round(percentile_cont(0.5) within group (order by seconds))::integer from counted),
         (select count(distinct conversation_id)::integer from counted),
         (select count(*)::integer from public.conversations c
           where c.vendor_user_id = (select v.user_id from public.vendors v where v.id = p_vendor_id)
             and c.vendor_id = p_vendor_id and c.last_message_at is not null
             and c.last_sender_id = c.host_id)
$$;

-- Each new message moves its conversation's turns: a host message opens a turn unless one is open (two host
-- messages in a row are one turn), a vendor message ends the open one.
create or replace function public.messages_track_turns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.conversations;
begin
  if new.kind in ('quote_expired', 'quote_booked', 'change_applied', 'change_lapsed') then
    return null;
  end if;
  select * into c from public.conversations where id = new.conversation_id;
  if new.sender_id = c.host_id then
    insert into public.message_turns (conversation_id, vendor_id, started_at)
    values (c.id, c.vendor_id, new.created_at)
    on conflict (conversation_id) where replied_at is null do nothing;
  else
    update public.message_turns set replied_at = new.created_at
     where conversation_id = c.id and replied_at is null;
  end if;
  return null;
end;
$$;

-- The label the profile shows ("Usually responds within …"): null below 3 conversations and above a day.
create or replace function public.response_time_label(p_median_seconds integer, p_conversations integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(p_conversations, 0) < 3 or p_median_seconds is null then null
    when p_median_seconds <= 3600 then 'within an hour'
    when p_median_seconds <= 6 * 3600 then 'within a few hours'
    when p_median_seconds <= 24 * 3600 then 'within a day'
  end
$$;

-- A live listing's response time, for everyone: {median_seconds, conversations, label}; a listing that is not
-- live (or no listing) answers nulls and 0 to others than its owner.
create or replace function public.vendor_response_time(p_vendor_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'median_seconds', case when visible then s.median_seconds end,
    'conversations', case when visible then coalesce(s.conversations, 0) else 0 end,
    'label', case when visible then public.response_time_label(s.median_seconds, s.conversations) end)
    from (select exists (select 1 from public.vendors v
                          where v.id = p_vendor_id
                            and (v.status = 'approved' or v.user_id = (select auth.uid())))
                 as visible) x
    left join lateral public.vendor_response_stats(p_vendor_id) s on x.visible
$$;

-- The caller's listing, for the vendor dashboard: {median_seconds, conversations, label, waiting}.
create or replace function public.vendor_messaging_summary()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  vid uuid;
  s record;
begin
  select v.id into vid from public.vendors v where v.user_id = auth.uid() order by v.created_at limit 1;
  if vid is null then
    raise exception 'Only a vendor with a listing has a messaging summary.' using errcode = 'PT404';
  end if;
  select * into s from public.vendor_response_stats(vid);
  return json_build_object(
    'vendor_id', vid,
    'median_seconds', s.median_seconds,
    'conversations', coalesce(s.conversations, 0),
    'label', public.response_time_label(s.median_seconds, s.conversations),
    'waiting', coalesce(s.waiting, 0));
end;
$$;

-- Deletes messages older than 3 years at p_now (the privacy policy keeps "communication logs 3 years"), at
-- most p_limit a run, oldest first, one run at a time; a conversation whose last message went with them goes
-- too (with its reports, queued e-mails and turns), and so do queued e-mails and turns older than 3 years.
-- Returns the messages deleted.
-- Run every minute by pg_cron in production and by the devstack locally; tests pass their own clock.
create or replace function public.delete_expired_messages(p_now timestamptz default now(), p_limit integer default 10000)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff constant timestamptz := p_now - interval '3 years';
  deleted integer;
begin
  -- one run at a time; a run that finds another under way leaves the work to it
  if not pg_try_advisory_xact_lock(hashtextextended('delete_expired_messages', 0)) then
    return 0;
  end if;
  with gone as (
    delete from public.messages m
     where m.id in (select x.id from public.messages x where x.created_at < cutoff
                     order by x.created_at limit greatest(1, least(coalesce(p_limit, 10000), 100000)))
    returning m.conversation_id
  ), touched as (
    select distinct conversation_id from gone
  ), emptied as (
    delete from public.conversations c
     using touched t
     where c.id = t.conversation_id and c.last_message_at < cutoff
    returning c.id
  )
  select (select count(*) from gone)::integer into deleted;
  delete from public.message_emails e
   where e.id in (select x.id from public.message_emails x where x.created_at < cutoff
                   order by x.created_at limit 10000);
  delete from public.message_turns t
   where t.id in (select x.id from public.message_turns x where x.started_at < cutoff
                   order by x.started_at limit 10000);
  return deleted;
end;
$$;

-- A change card in the host–vendor conversation (created if missing), linked to the booking.
create or replace function public.booking_change_post(c public.booking_changes, p_kind text, p_sender uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  conversation uuid;
begin
  select * into b from public.bookings where id = c.booking_id;
  if b.user_id is null then
    return;
  end if;
  conversation := public.ensure_conversation(b.vendor_id, b.user_id, p_sender);
  insert into public.messages (conversation_id, sender_id, body, kind, booking_id)
  values (conversation, p_sender, left(p_body, 4000), p_kind, b.id);
end;
$$;

-- The other side declines, or the proposer withdraws, a proposal (signed-in callers).
create or replace function public.decline_booking_change(p_change_id uuid, p_reason text default null)
returns public.booking_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
  side text;
begin
  select * into c from public.booking_changes where id = p_change_id;
  if not found then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  select * into b from public.bookings where id = c.booking_id for update;
  select * into c from public.booking_changes where id = p_change_id for update;
  side := public.booking_side(b, auth.uid());
  if side is null then
    raise exception 'Change not found.' using errcode = 'PT404';
  end if;
  if c.status <> 'proposed' then
    raise exception 'This change is no longer waiting for an answer.' using errcode = 'PT409', hint = 'change_closed';
  end if;
  if char_length(coalesce(p_reason, '')) > 1000 or not public.user_text_ok(p_reason) then
    raise exception 'The reason can be at most 1,000 characters.' using errcode = '22023';
  end if;
  update public.booking_changes
     set status = case when side = c.proposed_by then 'withdrawn' else 'declined' end,
         decline_reason = nullif(btrim(coalesce(p_reason, '')), ''), answered_at = now(), updated_at = now()
   where id = c.id returning * into c;
  perform public.booking_change_post(c, 'change_declined', auth.uid(),
    case when c.status = 'withdrawn' then 'Change withdrawn.' else 'Change declined.' end
    || coalesce(' ' || c.decline_reason, ''));
  if c.status = 'declined' then
    perform public.queue_booking_change_email(c.id, 'change_declined', c.proposed_by);
  end if;
  return c;
end;
$$;

-- The webhook: the checkout of a change's difference was paid. Under the booking's lock, so repeated and
-- concurrent deliveries agree: the change applies once ('applied'), or was applied before ('unchanged'), or
-- can no longer apply (the change lapsed, the booking is no longer paid, or its time was taken meanwhile):
-- the change lapses and the difference is refunded once ('refund' with refund_id; booking_refunds_change_once).
create or replace function public.apply_booking_change_payment(
  p_change_id uuid, p_session_id text, p_payment_intent_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
  b public.bookings;
  diff integer;
  why text;
  r public.booking_refunds;
begin
  select * into c from public.booking_changes where id = p_change_id and checkout_session_id = p_session_id;
  if not found then
    return jsonb_build_object('outcome', 'ignored');
  end if;
  select * into b from public.bookings where id = c.booking_id for update;
  select * into c from public.booking_changes where id = p_change_id for update;
  if c.status = 'applied' then
    return jsonb_build_object('outcome', 'unchanged');
  end if;
  if exists (select 1 from public.booking_refunds x where x.booking_id = b.id and x.booking_change_id = c.id) then
    return jsonb_build_object('outcome', 'unchanged');
  end if;
  diff := (c.new_subtotal_cents + c.new_fee_cents) - (c.old_subtotal_cents + c.old_fee_cents);
  update public.booking_changes set payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
   where id = c.id returning * into c;
  if c.status = 'awaiting_payment' and b.payment_status = 'paid' then
    begin
      -- the history names who accepted: the side that did not propose
      c := public.booking_change_apply(c.id, case c.proposed_by when 'host' then 'vendor' else 'host' end);
      perform public.booking_change_post(c, 'change_applied', b.user_id,
        'Change confirmed: ' || public.booking_change_text(c.new_date, c.new_time, c.new_hours, c.new_guests,
                                                          c.new_subtotal_cents + c.new_fee_cents)
        || ', the difference of ' || public.quote_money_text(diff) || ' paid');
      return jsonb_build_object('outcome', 'applied');
    exception
      when sqlstate 'PT409' or sqlstate '22023' then
        why := sqlerrm;
    end;
  end if;
  why := coalesce(why, case when b.payment_status <> 'paid' then 'The booking is no longer paid.'
                            else 'The change had lapsed before the payment arrived.' end);
  if c.payment_intent_id is null then
    raise exception 'change % was paid when it could no longer apply, without a payment intent', c.id
      using errcode = '22023';
  end if;
  update public.booking_changes set status = 'lapsed', lapse_reason = left(why, 300), updated_at = now()
   where id = c.id and status in ('proposed', 'awaiting_payment');
  insert into public.booking_refunds (booking_id, kind, amount_cents, reason, booking_change_id, payment_intent_id)
  values (b.id, 'change', diff, left('The change could not be made: ' || why, 1000), c.id, c.payment_intent_id)
  returning * into r;
  -- The difference was charged, so it counts as charged and refunded (change_refunded_cents) once settled.
  return jsonb_build_object('outcome', 'refund', 'refund_id', r.id, 'amount_cents', diff,
                            'payment_intent_id', c.payment_intent_id, 'reason', why);
end;
$$;

-- The webhook: the checkout of a change's difference expired or was given up: the change lapses, the booking
-- stays as it was.
create or replace function public.lapse_booking_change(p_change_id uuid, p_session_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.booking_changes;
begin
  update public.booking_changes
     set status = 'lapsed', lapse_reason = 'The difference was not paid.', updated_at = now()
   where id = p_change_id and checkout_session_id = p_session_id and status = 'awaiting_payment'
  returning * into c;
  if not found then
    return false;
  end if;
  perform public.booking_change_post(c, 'change_lapsed',
    (select b.user_id from public.bookings b where b.id = c.booking_id),
    'Change not made: the difference was not paid, so the booking stays as it was.');
  return true;
end;
$$;

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

-- the sender's claim
create index if not exists message_emails_unsent_idx
  on public.message_emails (id) where sent_at is null and skipped_at is null;

-- the retention job
create index if not exists message_emails_created_at_idx on public.message_emails (created_at);

-- at most one open turn per conversation (the one a vendor message ends)
create unique index if not exists message_turns_open_idx
  on public.message_turns (conversation_id) where replied_at is null;

-- a vendor's turns of the last 90 days
create index if not exists message_turns_vendor_idx on public.message_turns (vendor_id, started_at);

-- the retention job
create index if not exists message_turns_started_at_idx on public.message_turns (started_at);

-- the queue: unread stretches by when they began, over all users
create index if not exists conversations_host_unread_since_idx
  on public.conversations (host_unread_since) where host_unread_since is not null;

create index if not exists conversations_vendor_unread_since_idx
  on public.conversations (vendor_unread_since) where vendor_unread_since is not null;

create index if not exists messages_quote_idx on public.messages (quote_id) where quote_id is not null;

-- Triggers --------------------------------------------------------------------------------------------

create trigger messages_after_insert
  after insert on public.messages
  for each row execute function public.messages_after_insert();

create trigger messages_track_turns
  after insert on public.messages
  for each row execute function public.messages_track_turns();

-- Policies --------------------------------------------------------------------------------------------

create policy "conversations: participants read" on public.conversations
  for select to authenticated
  using (host_id = (select auth.uid()) or vendor_user_id = (select auth.uid()));

create policy "messages: participants read" on public.messages
  for select to authenticated
  using (conversation_id in (
    select c.id from public.conversations c
     where c.host_id = (select auth.uid()) or c.vendor_user_id = (select auth.uid())
  ));

create policy "realtime: participants receive messaging broadcasts" on realtime.messages
  for select to authenticated
  using (
    (realtime.messages.extension = 'broadcast'
     or (realtime.messages.extension = 'presence' and realtime.messages.topic like 'typing:%'))
    and realtime.messages.topic = (select realtime.topic())
    and (select public.messaging_topic_allowed(realtime.topic()))
  );

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

revoke all on function public.messaging_first_name(uuid) from public, anon, authenticated;

revoke all on function public.messaging_require_admin() from public, anon, authenticated;

revoke all on function public.messaging_blocked(uuid) from public, anon, authenticated;

revoke all on function public.my_conversation(uuid, boolean) from public, anon, authenticated;

revoke all on function public.message_json(public.messages, boolean, boolean) from public, anon, authenticated;

revoke all on function public.ensure_conversation(uuid, uuid, uuid) from public, anon, authenticated;

revoke all on function public.messages_after_insert() from public, anon, authenticated;

-- the Realtime policies call it as the joining user
revoke all on function public.messaging_topic_allowed(text) from public, anon;

grant execute on function public.messaging_topic_allowed(text) to authenticated;

revoke all on function public.start_conversation(uuid) from public, anon;

revoke all on function public.conversation_for_booking(uuid) from public, anon;

revoke all on function public.send_message(uuid, text, uuid) from public, anon;


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

revoke all on public.message_emails, public.message_turns from anon, authenticated;

grant all on public.message_emails, public.message_turns to service_role;

revoke all on function public.messages_track_turns() from public, anon, authenticated;

revoke all on function public.queue_message_emails(timestamptz) from public, anon, authenticated;

revoke all on function public.claim_message_emails(integer) from public, anon, authenticated;

revoke all on function public.finish_message_email(bigint, text) from public, anon, authenticated;

revoke all on function public.delete_expired_messages(timestamptz, integer) from public, anon, authenticated;

revoke all on function public.vendor_response_stats(uuid, timestamptz) from public, anon, authenticated;

revoke all on function public.response_time_label(integer, integer) from public, anon, authenticated;

revoke all on function public.vendor_response_time(uuid) from public;

revoke all on function public.vendor_messaging_summary() from public, anon;

grant execute on function public.vendor_response_time(uuid) to anon, authenticated;

grant execute on function public.vendor_messaging_summary() to authenticated;

-- Tests and the e2e drive the schedule with their own clock as the service role.
grant execute on function public.queue_message_emails(timestamptz), public.claim_message_emails(integer),
  public.finish_message_email(bigint, text), public.delete_expired_messages(timestamptz, integer)
  to service_role;

grant select (kind, quote_id) on public.messages to authenticated;

revoke all on function public.conversation_messages(uuid, bigint, integer) from public, anon;

revoke all on function public.booking_change_post(public.booking_changes, text, uuid, text) from public, anon, authenticated;

revoke all on function public.decline_booking_change(uuid, text) from public, anon;

grant execute on function public.decline_booking_change(uuid, text) to authenticated;

revoke all on function public.apply_booking_change_payment(uuid, text, text) from public, anon, authenticated;

grant execute on function public.apply_booking_change_payment(uuid, text, text) to service_role;

revoke all on function public.lapse_booking_change(uuid, text) from public, anon, authenticated;

grant execute on function public.lapse_booking_change(uuid, text) to service_role;
