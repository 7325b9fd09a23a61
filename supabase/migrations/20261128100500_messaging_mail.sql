-- Messaging, the scheduled part (issue 43, points 4, 5 and 7): e-mails when a message waits unread, the
-- vendors' response time, and the deletion of messages after 3 years.
--
-- Away e-mails: queue_message_emails() (every minute) queues one e-mail per conversation and recipient for each
-- unread stretch (conversations.host_unread_since / vendor_unread_since, kept by the messaging functions) that
-- began at least 10 minutes ago; the `message-emails` function claims and sends them once, like booking_emails.
-- Reading the conversation ends the stretch, so the next message starts a new one and may send another e-mail.

-- Tables ----------------------------------------------------------------------------------------------

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

-- Indexes ---------------------------------------------------------------------------------------------

-- the sender's claim
create index if not exists message_emails_unsent_idx
  on public.message_emails (id) where sent_at is null and skipped_at is null;
-- the retention job
create index if not exists message_emails_created_at_idx on public.message_emails (created_at);
-- the queue: unread stretches by when they began, over all users
create index if not exists conversations_host_unread_since_idx
  on public.conversations (host_unread_since) where host_unread_since is not null;
create index if not exists conversations_vendor_unread_since_idx
  on public.conversations (vendor_unread_since) where vendor_unread_since is not null;

-- Functions: away e-mails -------------------------------------------------------------------------------

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
                                     and x.hidden_at is null and x.created_at >= f.unread_since
                                   limit 1000) n)::integer as unread
      from facts f
      left join public.users u on u.id = f.recipient
      left join auth.users au on au.id = f.recipient
      left join lateral (
        select x as m from public.messages x
         where x.conversation_id = f.conversation_id and x.sender_id <> f.recipient and x.hidden_at is null
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

-- Functions: response time ------------------------------------------------------------------------------

-- A vendor's replies over the 90 days before p_now. A host turn is a host message that opens the
-- conversation or follows a message of the vendor (the first host message inside the 90 days counts as one
-- too); its response time runs to the vendor's next message. Answered turns count with their response time,
-- turns unanswered for more than 24 hours with the time they have waited so far (so ignoring hosts makes
-- the figure worse, never better), turns unanswered for less than 24 hours not at all. Hidden messages do
-- not count. median_seconds is the median over the counted turns, conversations how many conversations
-- have one, waiting how many conversations (of any age) end with the host's message.
create or replace function public.vendor_response_stats(p_vendor_id uuid, p_now timestamptz default now())
returns table (median_seconds integer, conversations integer, waiting integer)
language sql
stable
security definer
set search_path = ''
as $$
  with owner as (
    select v.user_id from public.vendors v where v.id = p_vendor_id
  ), convs as (
    select c.id, c.host_id
      from public.conversations c, owner o
     where c.vendor_user_id = o.user_id and c.vendor_id = p_vendor_id
       and c.last_message_at >= p_now - interval '90 days'
  ), msgs as (
    select m.conversation_id, m.created_at, m.sender_id = c.host_id as from_host,
           lag(m.sender_id = c.host_id) over w as prev_from_host,
           min(case when m.sender_id <> c.host_id then m.created_at end)
             over (w rows between 1 following and unbounded following) as next_reply_at
      from convs c
      join public.messages m on m.conversation_id = c.id
     where m.created_at >= p_now - interval '90 days' and m.created_at <= p_now and m.hidden_at is null
    window w as (partition by m.conversation_id order by m.id)
  ), turns as (
    select t.conversation_id,
           extract(epoch from coalesce(t.next_reply_at, p_now) - t.created_at) as seconds,
           t.next_reply_at is not null as answered
      from msgs t
     where t.from_host and not coalesce(t.prev_from_host, false)
  ), counted as (
    select * from turns where answered or seconds > 86400
  )
  select (select round(percentile_cont(0.5) within group (order by seconds))::integer from counted),
         (select count(distinct conversation_id)::integer from counted),
         (select count(*)::integer from public.conversations c, owner o
           where c.vendor_user_id = o.user_id and c.vendor_id = p_vendor_id and c.last_message_at is not null
             and c.last_sender_id = c.host_id)
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

-- Functions: retention ----------------------------------------------------------------------------------

-- Deletes messages older than 3 years at p_now (the privacy policy keeps "communication logs 3 years"), at
-- most p_limit a run, oldest first, one run at a time; a conversation whose last message went with them goes too (with its
-- reports and queued e-mails), and so do queued e-mails older than 3 years. Returns the messages deleted.
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
  return deleted;
end;
$$;

-- Schedule ---------------------------------------------------------------------------------------------

-- Production schedule (pg_cron, like complete-finished-bookings): the queue and the retention every minute.
-- The sending function is called by pg_net next to booking-emails (docs/messaging.md).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('queue-message-emails', '* * * * *', 'select public.queue_message_emails()');
    perform cron.schedule('delete-expired-messages', '* * * * *', 'select public.delete_expired_messages()');
  end if;
end;
$$;

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.message_emails from anon, authenticated;
grant all on public.message_emails to service_role;
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
