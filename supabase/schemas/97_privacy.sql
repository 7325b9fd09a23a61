-- Privacy rights: the data export, account deletion and the purge of deleted accounts (docs/privacy.md).
-- A deleted account is de-identified at once (deidentify_account); its bookings and payouts stay without
-- personal data for the 7 years of booking history; purge_deleted_accounts applies the de-identification
-- again to anything written later and records the account as purged within 30 days.

-- Tables ----------------------------------------------------------------------------------------------

create table public.deleted_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  deleted_at timestamptz not null default now(),
  -- when the purge last found nothing left to remove; null: the purge still has to run
  purged_at timestamptz
);
alter table public.deleted_accounts enable row level security;
comment on table public.deleted_accounts is
  'Accounts deleted by their users (delete_account). Service role only; the purge job works through the rows whose purged_at is null.';

create index deleted_accounts_unpurged_idx on public.deleted_accounts (deleted_at) where purged_at is null;

-- Functions -------------------------------------------------------------------------------------------

-- Whether p_user_id deleted their account.
create or replace function public.account_is_deleted(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id is not null and exists (select 1 from public.deleted_accounts d where d.user_id = p_user_id)
$$;

-- Why the account cannot be deleted now, in words for its user; empty when it can. The user themselves or the
-- service role only. Checked again by delete_account under the account's lock.
create or replace function public.account_deletion_blockers(p_user_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  reasons text[] := '{}';
begin
  if coalesce(auth.role(), 'service_role') <> 'service_role' and auth.uid() is distinct from p_user_id then
    raise exception 'only the account itself may ask' using errcode = '42501';
  end if;
  if exists (select 1 from public.bookings b where b.user_id = p_user_id and b.payment_status = 'paid') then
    reasons := reasons || 'You have an upcoming paid booking. Cancel it, or wait until the event is over, before deleting your account.'::text;
  end if;
  if exists (select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
              where v.user_id = p_user_id and b.payment_status = 'paid') then
    reasons := reasons || 'Your listing has an upcoming paid booking. It must take place or be cancelled before you delete your account.'::text;
  end if;
  if exists (select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
              where v.user_id = p_user_id and public.hold_is_active(b)) then
    reasons := reasons || 'A host is paying for a booking of your listing right now. Please try again in 30 minutes.'::text;
  end if;
  -- Money still to reach the vendor: a share due and not yet transferred, or the part a host's cancellation
  -- kept, paid after the event date.
  if exists (
    select 1 from public.bookings b join public.vendors v on v.id = b.vendor_id
     where v.user_id = p_user_id and b.payment_intent_id is not null
       and ((public.booking_vendor_due_cents(b, now()) > 0
             and not exists (select 1 from public.payout_ledger l
                              where l.booking_id = b.id and l.kind = 'transfer' and l.status = 'succeeded'))
            or (b.payment_status = 'cancelled' and b.cancelled_by = 'host' and b.paid_at is not null
                and public.booking_ends_at(b) > now()
                and public.booking_cents(b.total_amount)::integer > b.refunded_cents))
  ) then
    reasons := reasons || 'A payout is still due to you. Once it has been transferred (set up payouts in your vendor dashboard if you have not), you can delete your account.'::text;
  end if;
  if exists (select 1 from public.booking_refunds r join public.bookings b on b.id = r.booking_id
              where b.user_id = p_user_id and r.status in ('requested', 'pending')) then
    reasons := reasons || 'A refund to you is still in progress. Please try again once it has been made.'::text;
  end if;
  if public.has_open_dispute(p_user_id) then
    reasons := reasons || 'You have an open dispute. It must be resolved before you delete your account.'::text;
  end if;
  return reasons;
end;
$$;

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

-- Deletes the account of p_user_id (the delete-account function, after the password): refused with the
-- reasons while account_deletion_blockers has any; otherwise de-identified at once and queued for the purge.
-- Service role only. Answers { deleted, blockers } and, when deleted, the storage objects to remove.
-- Idempotent: a second call de-identifies again and answers deleted.
create or replace function public.delete_account(p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  blockers text[];
  objects jsonb;
begin
  if coalesce(auth.role(), 'service_role') <> 'service_role' then
    raise exception 'only the service role deletes accounts' using errcode = '42501';
  end if;
  -- One deletion at a time per account; the listing's row lock orders it with new holds of the listing.
  perform 1 from auth.users u where u.id = p_user_id for update;
  if not found then
    raise exception 'account not found' using errcode = 'P0002';
  end if;
  perform 1 from public.vendors v where v.user_id = p_user_id for update;
  perform pg_advisory_xact_lock(hashtext('booking_holds'), hashtext(p_user_id::text));
  if not public.account_is_deleted(p_user_id) then
    blockers := public.account_deletion_blockers(p_user_id);
    if cardinality(blockers) > 0 then
      return jsonb_build_object('deleted', false, 'blockers', to_jsonb(blockers));
    end if;
    insert into public.deleted_accounts (user_id) values (p_user_id) on conflict (user_id) do nothing;
  end if;
  perform public.deidentify_account(p_user_id);
  select coalesce(jsonb_agg(jsonb_build_object('bucket', u.bucket_id, 'name', u.object_name)), '[]'::jsonb)
    into objects from public.uploads u where u.user_id = p_user_id;
  return jsonb_build_object('deleted', true, 'blockers', '[]'::jsonb, 'objects', objects);
end;
$$;

-- The schedule's purge (every minute): de-identifies each deleted account not yet purged again, and records it
-- as purged once none of its uploads is left in Storage (the delete-account function removes them, the
-- upload cleanup removes any it missed within a day). Concurrent runs take disjoint accounts (skip locked);
-- running it twice changes nothing more. Answers how many accounts it recorded as purged.
create or replace function public.purge_deleted_accounts(p_now timestamptz default now(), p_limit integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  d record;
  purged integer := 0;
begin
  for d in
    select a.user_id from public.deleted_accounts a
     where a.purged_at is null
     order by a.deleted_at
     limit least(greatest(coalesce(p_limit, 100), 1), 1000)
       for update skip locked
  loop
    perform public.deidentify_account(d.user_id);
    if not exists (select 1 from public.uploads u where u.user_id = d.user_id) then
      update public.deleted_accounts set purged_at = p_now where user_id = d.user_id;
      purged := purged + 1;
    end if;
  end loop;
  return purged;
end;
$$;

-- A deleted account writes nothing new: an access token issued before the deletion stays valid until it
-- expires, so inserts that carry the account's id are refused whatever path they come by.
create or replace function public.refuse_deleted_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.account_is_deleted(nullif(to_jsonb(new) ->> tg_argv[0], '')::uuid) then
    raise exception 'This account was deleted.' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The listing of a deleted account stays out of browse: nobody approves it again.
create or replace function public.vendors_deleted_account_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'rejected' and public.account_is_deleted(new.user_id) then
    raise exception 'This listing''s account was deleted.' using errcode = '42501';
  end if;
  return new;
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

-- Triggers --------------------------------------------------------------------------------------------

create trigger bookings_refuse_deleted_account
  before insert on public.bookings
  for each row execute function public.refuse_deleted_account('user_id');

create trigger vendors_refuse_deleted_account
  before insert on public.vendors
  for each row execute function public.refuse_deleted_account('user_id');

create trigger vendors_deleted_account_guard
  before update of status on public.vendors
  for each row execute function public.vendors_deleted_account_guard();

create trigger messages_refuse_deleted_account
  before insert on public.messages
  for each row execute function public.refuse_deleted_account('sender_id');

create trigger conversations_refuse_deleted_account
  before insert on public.conversations
  for each row execute function public.refuse_deleted_account('host_id');

create trigger reviews_refuse_deleted_account
  before insert on public.reviews
  for each row execute function public.refuse_deleted_account('user_id');

create trigger favourites_refuse_deleted_account
  before insert on public.favourites
  for each row execute function public.refuse_deleted_account('host_id');

create trigger uploads_refuse_deleted_account
  before insert on public.uploads
  for each row execute function public.refuse_deleted_account('user_id');

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.deleted_accounts from anon, authenticated;
grant all on public.deleted_accounts to service_role;
revoke all on function public.account_is_deleted(uuid) from public, anon, authenticated;
revoke all on function public.account_deletion_blockers(uuid) from public, anon;
grant execute on function public.account_deletion_blockers(uuid) to authenticated, service_role;
revoke all on function public.deidentify_account(uuid) from public, anon, authenticated, service_role;
revoke all on function public.delete_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_account(uuid) to service_role;
revoke all on function public.purge_deleted_accounts(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.purge_deleted_accounts(timestamptz, integer) to service_role;
revoke all on function public.refuse_deleted_account() from public, anon, authenticated;
revoke all on function public.vendors_deleted_account_guard() from public, anon, authenticated;
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
