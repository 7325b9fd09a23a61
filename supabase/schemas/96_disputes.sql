-- Disputes (docs/disputes.md): a host's report of a problem with a completed booking, its thread and
-- evidence photos, the vendor's offer and the resolution; the payout is held meanwhile (50_payouts.sql)
-- and the refund goes through start_booking_refund (kind dispute).

-- Tables ----------------------------------------------------------------------------------------------

-- One dispute per booking. open → resolving (a refund was asked of the provider) → resolved; a refused
-- refund puts it back to open. outcome: offer (the host accepted the vendor's offer), full, partial, none.
create table public.disputes (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete restrict,
  host_id uuid references auth.users (id) on delete set null,
  vendor_id uuid not null references public.vendors (id) on delete restrict,
  reason text not null check (reason in ('no_show', 'late_or_early', 'not_as_described', 'equipment_quality',
                                         'unprofessional', 'other')),
  description text not null,
  status text not null default 'open' check (status in ('open', 'resolving', 'resolved')),
  offer_cents integer check (offer_cents > 0),
  offered_at timestamptz,
  outcome text check (outcome in ('offer', 'full', 'partial', 'none')),
  refund_cents integer check (refund_cents >= 0),
  resolution_reason text,
  resolved_by uuid references auth.users (id) on delete set null,
  refund_id uuid references public.booking_refunds (id),
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  resolved_at timestamptz,
  constraint disputes_description_length check (char_length(btrim(description)) between 20 and 2000),
  constraint disputes_user_text check (public.user_text_ok(description, true)
                                       and public.user_text_ok(resolution_reason)),
  constraint disputes_resolution_reason_length check (char_length(resolution_reason) <= 1000),
  constraint disputes_resolved_has_outcome check (status = 'open' or outcome is not null)
);
alter table public.disputes enable row level security;

-- The dispute's thread: host, vendor and admins.
create table public.dispute_messages (
  id bigint generated always as identity primary key,
  dispute_id uuid not null references public.disputes (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_role text not null check (author_role in ('host', 'vendor', 'admin')),
  body text not null,
  created_at timestamptz not null default now(),
  constraint dispute_messages_body check (char_length(btrim(body)) between 1 and 2000
                                          and public.user_text_ok(body, true))
);
alter table public.dispute_messages enable row level security;

-- Evidence photos in the private dispute-photos bucket, at <dispute id>/<name> (at most 5 per dispute).
create table public.dispute_photos (
  id bigint generated always as identity primary key,
  dispute_id uuid not null references public.disputes (id) on delete cascade,
  path text not null unique check (char_length(path) <= 300),
  created_at timestamptz not null default now()
);
alter table public.dispute_photos enable row level security;

-- Functions -------------------------------------------------------------------------------------------

-- For account deletion: whether the user is the host or the vendor of a dispute not yet resolved.
create or replace function public.has_open_dispute(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.disputes d
      left join public.vendors v on v.id = d.vendor_id
     where d.status <> 'resolved' and (d.host_id = p_user_id or v.user_id = p_user_id))
$$;

-- The caller's side in a dispute: host, vendor, admin, or null (nobody may know it exists).
create or replace function public.dispute_role(p_dispute_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when auth.uid() is null then null
              when public.is_admin() then 'admin'
              when d.host_id = auth.uid() then 'host'
              when exists (select 1 from public.vendors v where v.id = d.vendor_id and v.user_id = auth.uid())
                then 'vendor' end
    from public.disputes d where d.id = p_dispute_id
$$;

-- The host reports a problem with one of its bookings. Messages are shared-domain DISPUTE_MESSAGES.
-- PT404 not the caller's booking · PT409 not disputable now (not completed or paid by card, the 30 days
-- have passed) or already disputed · 22023 reason or description refused.
create or replace function public.report_dispute(p_booking_id uuid, p_reason text, p_description text,
                                                 p_now timestamptz default now())
returns public.disputes
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  d public.disputes;
  text_problem text;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  if not found or auth.uid() is null or b.user_id is distinct from auth.uid() then
    raise exception 'Booking not found.' using errcode = 'PT404';
  end if;
  -- only the service role (tests) may give its own clock
  if coalesce(auth.role(), 'service_role') <> 'service_role' then
    p_now := now();
  end if;
  if not public.booking_dispute_window_open(b, p_now) then
    raise exception 'You can report a problem with a completed booking within 30 days after the event.'
      using errcode = 'PT409';
  end if;
  if exists (select 1 from public.disputes x where x.booking_id = b.id) then
    raise exception 'A problem with this booking has already been reported.' using errcode = 'PT409';
  end if;
  if p_reason is null or p_reason not in ('no_show', 'late_or_early', 'not_as_described', 'equipment_quality',
                                          'unprofessional', 'other') then
    raise exception 'Please choose what went wrong.' using errcode = '22023';
  end if;
  text_problem := public.user_text_problem(p_description);
  if text_problem = 'blank' then
    raise exception 'Please describe what went wrong.' using errcode = '22023';
  elsif text_problem = 'control' then
    raise exception 'The description contains characters that are not allowed.' using errcode = '22023';
  elsif text_problem = 'direction' then
    raise exception 'The description contains text-direction characters that are not allowed.' using errcode = '22023';
  end if;
  if char_length(btrim(p_description)) < 20 then
    raise exception 'Please describe what went wrong in at least 20 characters.' using errcode = '22023';
  end if;
  if char_length(btrim(p_description)) > 2000 then
    raise exception 'The description can be at most 2000 characters.' using errcode = '22023';
  end if;
  insert into public.disputes (booking_id, host_id, vendor_id, reason, description, created_at, updated_at)
  values (b.id, b.user_id, b.vendor_id, p_reason, btrim(p_description), p_now, p_now)
  returning * into d;
  return d;
end;
$$;

-- Posts in a dispute's thread as its host, its vendor or an admin, while it is not resolved.
-- PT404 not a party · PT409 resolved · 22023 empty, too long or refused characters.
create or replace function public.post_dispute_message(p_dispute_id uuid, p_body text)
returns public.dispute_messages
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.dispute_role(p_dispute_id);
  m public.dispute_messages;
begin
  if role is null then
    raise exception 'Dispute not found.' using errcode = 'PT404';
  end if;
  if (select d.status from public.disputes d where d.id = p_dispute_id) = 'resolved' then
    raise exception 'This dispute is resolved: its thread is closed.' using errcode = 'PT409';
  end if;
  if coalesce(public.user_text_problem(p_body), 'ok') <> 'ok' or char_length(btrim(p_body)) = 0 then
    raise exception 'Please write a message (no control or text-direction characters).' using errcode = '22023';
  end if;
  if char_length(btrim(p_body)) > 2000 then
    raise exception 'A message can be at most 2000 characters.' using errcode = '22023';
  end if;
  insert into public.dispute_messages (dispute_id, author_id, author_role, body)
  values (p_dispute_id, auth.uid(), role, btrim(p_body)) returning * into m;
  update public.disputes set updated_at = now() where id = p_dispute_id;
  return m;
end;
$$;

-- The vendor offers the host a partial refund, at most its share of the booking (the subtotal less what
-- was refunded). A new offer replaces the last. PT404 not the vendor · PT409 not open · 22003 amount.
create or replace function public.offer_dispute_refund(p_dispute_id uuid, p_amount_cents integer)
returns public.disputes
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.disputes;
  b public.bookings;
begin
  if public.dispute_role(p_dispute_id) is distinct from 'vendor' then
    raise exception 'Dispute not found.' using errcode = 'PT404';
  end if;
  select * into d from public.disputes where id = p_dispute_id for update;
  if d.status <> 'open' then
    raise exception 'This dispute is no longer open.' using errcode = 'PT409';
  end if;
  select * into b from public.bookings where id = d.booking_id;
  if p_amount_cents is null or p_amount_cents < 1 or p_amount_cents > public.booking_vendor_share_cents(b) then
    raise exception 'The refund you offer must be more than $0.00 and at most your share of the booking.'
      using errcode = '22003';
  end if;
  update public.disputes set offer_cents = p_amount_cents, offered_at = now(), updated_at = now()
   where id = d.id returning * into d;
  insert into public.dispute_messages (dispute_id, author_id, author_role, body)
  values (d.id, auth.uid(), 'vendor',
          'Offered a refund of $' || to_char(p_amount_cents / 100.0, 'FM999999990.00') || '.');
  return d;
end;
$$;

-- Step 1 of a resolution (the resolve-dispute function, service role): under the dispute's row lock, an
-- open dispute is resolved by an admin (p_as 'admin': p_outcome full, partial with p_amount_cents, or none;
-- a reason is required) or by its host accepting the vendor's offer (p_as 'host', p_outcome 'offer').
-- With money to refund it becomes resolving and start_booking_refund writes the refund (kind dispute) that
-- the caller asks the provider for; settling that refund resolves it (disputes_follow_refund). Without,
-- it is resolved at once. A resolving dispute whose refund died before the provider answered (2 minutes)
-- answers that refund again, to be retried with the same key. Answers start_booking_refund's jsonb, or
-- { status: 'resolved' }. PT404 not found / not the host · PT409 resolved or being resolved, no offer ·
-- 22023 reason · 22003 amount.
create or replace function public.begin_dispute_resolution(
  p_dispute_id uuid, p_user uuid, p_as text, p_outcome text, p_amount_cents integer default null,
  p_reason text default null, p_now timestamptz default now()
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.disputes;
  b public.bookings;
  r public.booking_refunds;
  amount integer;
  why text := nullif(btrim(coalesce(p_reason, '')), '');
  started jsonb;
begin
  select * into d from public.disputes where id = p_dispute_id for update;
  if not found or (p_as = 'host' and d.host_id is distinct from p_user) or p_as not in ('host', 'admin') then
    raise exception 'Dispute not found.' using errcode = 'PT404';
  end if;
  if d.status = 'resolving' then
    select * into r from public.booking_refunds where id = d.refund_id;
    if r.status = 'requested' and r.updated_at < p_now - interval '2 minutes' then
      return public.start_booking_refund(d.booking_id, 'dispute', r.amount_cents, r.reason, p_user, p_now);
    end if;
  end if;
  if d.status <> 'open' then
    raise exception 'This dispute is already %.', d.status using errcode = 'PT409';
  end if;
  select * into b from public.bookings where id = d.booking_id;
  if p_as = 'host' then
    if p_outcome <> 'offer' or d.offer_cents is null then
      raise exception 'There is no refund offer to accept.' using errcode = 'PT409';
    end if;
    amount := least(d.offer_cents, public.booking_vendor_share_cents(b)::integer);
    why := 'The host accepted the vendor''s offer.';
  else
    if why is null then
      raise exception 'Please give the reason for the decision.' using errcode = '22023';
    end if;
    if char_length(why) > 1000 or not public.user_text_ok(why) then
      raise exception 'The reason can be at most 1000 characters, without control characters.' using errcode = '22023';
    end if;
    amount := case p_outcome
                when 'full' then public.booking_paid_cents(b) - b.refunded_cents
                when 'none' then 0
                when 'partial' then p_amount_cents end;
    if p_outcome not in ('full', 'partial', 'none') then
      raise exception 'The decision is a full, a partial or no refund.' using errcode = '22023';
    end if;
    if amount is null or amount < 0 or amount > public.booking_paid_cents(b) - b.refunded_cents
       or (p_outcome = 'partial' and amount = 0) then
      raise exception 'The refund must be more than $0.00 and at most what is left of the payment.'
        using errcode = '22003';
    end if;
  end if;
  if amount = 0 then
    update public.disputes
       set status = 'resolved', outcome = p_outcome, refund_cents = 0, resolution_reason = why,
           resolved_by = p_user, resolved_at = p_now, updated_at = p_now, last_error = null
     where id = d.id;
    perform public.queue_booking_email(d.booking_id, 'dispute_resolved', 'host');
    perform public.queue_booking_email(d.booking_id, 'dispute_resolved', 'vendor');
    return jsonb_build_object('status', 'resolved', 'refund_id', null, 'amount_cents', 0);
  end if;
  started := public.start_booking_refund(d.booking_id, 'dispute', amount, why, p_user, p_now);
  update public.disputes
     set status = 'resolving', outcome = p_outcome, refund_cents = amount, resolution_reason = why,
         resolved_by = p_user, refund_id = (started ->> 'refund_id')::uuid, updated_at = p_now, last_error = null
   where id = d.id;
  return started;
end;
$$;

-- A dispute's refund settled: accepted → the dispute is resolved and both sides are mailed (once);
-- refused → the dispute is open again with the provider's message, for another decision.
create or replace function public.disputes_follow_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.disputes;
begin
  select * into d from public.disputes where refund_id = new.id and status = 'resolving' for update;
  if not found then
    return null;
  end if;
  if new.status in ('pending', 'succeeded') then
    update public.disputes set status = 'resolved', resolved_at = now(), updated_at = now() where id = d.id;
    perform public.queue_booking_email(d.booking_id, 'dispute_resolved', 'host');
    perform public.queue_booking_email(d.booking_id, 'dispute_resolved', 'vendor');
  elsif new.status = 'failed' then
    update public.disputes
       set status = 'open', outcome = null, refund_cents = null, resolution_reason = null, resolved_by = null,
           refund_id = null, last_error = left(coalesce(new.failure_message, 'the refund failed'), 2000),
           updated_at = now()
     where id = d.id;
  end if;
  return null;
end;
$$;

-- One dispute with its booking, for its parties and admins (PT404 for anyone else): what each side needs
-- to show it, the vendor's share (the bound of an offer), what is left to refund, and the caller's role.
create or replace function public.dispute_detail(p_dispute_id uuid)
returns table (
  id uuid, booking_id uuid, status text, reason text, description text, offer_cents integer,
  offered_at timestamptz, outcome text, refund_cents integer, resolution_reason text, last_error text,
  created_at timestamptz, resolved_at timestamptz, viewer_role text, vendor_id uuid, vendor_name text,
  customer_name text, booking_date date, booking_time time, selected_packages text, subtotal_cents bigint,
  paid_cents integer, refunded_cents integer, vendor_share_cents bigint, left_cents integer,
  payout_held boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  role text := public.dispute_role(p_dispute_id);
begin
  if role is null then
    raise exception 'Dispute not found.' using errcode = 'PT404';
  end if;
  return query
  select d.id, d.booking_id, d.status, d.reason, d.description, d.offer_cents, d.offered_at, d.outcome,
         d.refund_cents, d.resolution_reason, d.last_error, d.created_at, d.resolved_at, role, v.id, v.name,
         b.customer_name, b.booking_date, b.booking_time, b.selected_packages,
         public.booking_cents(b.total_amount), public.booking_paid_cents(b), b.refunded_cents,
         public.booking_vendor_share_cents(b), public.booking_paid_cents(b) - b.refunded_cents,
         d.status <> 'resolved'
    from public.disputes d
    join public.bookings b on b.id = d.booking_id
    join public.vendors v on v.id = d.vendor_id
   where d.id = p_dispute_id;
end;
$$;

-- The admins' queue: disputes of one status (open also lists resolving ones), oldest first, a page at a
-- time (at most 50), with the booking, both sides, the conversation between them and the photo count.
create or replace function public.admin_disputes(p_status text default 'open', p_limit integer default 20,
                                                 p_offset integer default 0)
returns table (
  id uuid, booking_id uuid, status text, reason text, description text, offer_cents integer, outcome text,
  refund_cents integer, created_at timestamptz, vendor_id uuid, vendor_name text, customer_name text,
  customer_email text, booking_date date, paid_cents integer, refunded_cents integer,
  conversation_id uuid, photo_count bigint, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see the disputes.' using errcode = '42501';
  end if;
  return query
  select d.id, d.booking_id, d.status, d.reason, d.description, d.offer_cents, d.outcome, d.refund_cents,
         d.created_at, v.id, v.name, b.customer_name, b.customer_email, b.booking_date,
         public.booking_paid_cents(b), b.refunded_cents,
         (select c.id from public.conversations c where c.vendor_id = d.vendor_id and c.host_id = d.host_id
           limit 1),
         (select count(*) from public.dispute_photos p where p.dispute_id = d.id),
         count(*) over ()
    from public.disputes d
    join public.bookings b on b.id = d.booking_id
    join public.vendors v on v.id = d.vendor_id
   where case when p_status = 'resolved' then d.status = 'resolved' else d.status <> 'resolved' end
   order by d.created_at, d.id
   limit least(greatest(coalesce(p_limit, 20), 1), 50) offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

-- The dispute-photos bucket's upload step (the dispute-photo function, service role, after checking the
-- bytes): the dispute's host adds a photo while it is open, at most 5. PT404 not the host · PT409 not open
-- · PT413 five already.
create or replace function public.add_dispute_photo(p_dispute_id uuid, p_user uuid, p_path text)
returns public.dispute_photos
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.disputes;
  p public.dispute_photos;
begin
  select * into d from public.disputes where id = p_dispute_id for update;
  if not found or d.host_id is distinct from p_user then
    raise exception 'Dispute not found.' using errcode = 'PT404';
  end if;
  if d.status <> 'open' then
    raise exception 'This dispute is no longer open.' using errcode = 'PT409';
  end if;
  if (select count(*) from public.dispute_photos x where x.dispute_id = d.id) >= 5 then
    raise exception 'A report can have at most 5 photos.' using errcode = 'PT413';
  end if;
  insert into public.dispute_photos (dispute_id, path) values (d.id, p_path) returning * into p;
  return p;
end;
$$;

-- Whether the caller may read an object of the dispute-photos bucket: a party of the dispute named by its
-- folder, or an admin.
create or replace function public.can_read_dispute_photo(p_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  folder text := (storage.foldername(p_name))[1];
begin
  if folder !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return public.dispute_role(folder::uuid) is not null;
end;
$$;

-- The conversation between a dispute's host and vendor, for admins deciding it (other conversations stay
-- private unless reported): a page of messages as written, newest first; none when they never wrote.
create or replace function public.admin_dispute_conversation(
  p_dispute_id uuid, p_before_id bigint default null, p_limit integer default 50
)
returns table (id bigint, sender_role text, body text, created_at timestamptz, hidden boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.conversations;
begin
  if not public.is_admin() then
    raise exception 'Only admins can read this conversation.' using errcode = '42501';
  end if;
  select x.* into c from public.conversations x join public.disputes d
      on d.vendor_id = x.vendor_id and d.host_id = x.host_id
   where d.id = p_dispute_id
   limit 1;
  if not found then
    return;
  end if;
  return query
    select m.id, case when m.sender_id = c.host_id then 'host' else 'vendor' end, m.body, m.created_at,
           m.hidden_at is not null
      from public.messages m
     where m.conversation_id = c.id and (p_before_id is null or m.id < p_before_id)
     order by m.id desc
     limit least(greatest(coalesce(p_limit, 50), 1), 50);
end;
$$;

-- Indexes ---------------------------------------------------------------------------------------------

create index disputes_queue_idx on public.disputes (created_at, id) where status <> 'resolved';

create index disputes_resolved_idx on public.disputes (created_at, id) where status = 'resolved';

create index disputes_host_idx on public.disputes (host_id);

create index disputes_vendor_idx on public.disputes (vendor_id);

create index disputes_refund_idx on public.disputes (refund_id) where refund_id is not null;

create index dispute_messages_dispute_idx on public.dispute_messages (dispute_id, id);

create index dispute_photos_dispute_idx on public.dispute_photos (dispute_id, id);

-- Triggers --------------------------------------------------------------------------------------------

create trigger disputes_touch_updated_at
  before update on public.disputes
  for each row execute function public.touch_updated_at();

create trigger booking_refunds_resolve_disputes
  after update of status on public.booking_refunds
  for each row when (new.kind = 'dispute' and new.status is distinct from old.status)
  execute function public.disputes_follow_refund();

-- Policies --------------------------------------------------------------------------------------------

create policy "disputes: parties and admins read" on public.disputes
  for select to authenticated
  using ((select public.is_admin()) or host_id = (select auth.uid())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "dispute_messages: parties and admins read" on public.dispute_messages
  for select to authenticated
  using (dispute_id in (select d.id from public.disputes d where d.id = dispute_id));

create policy "dispute_photos: parties and admins read" on public.dispute_photos
  for select to authenticated
  using (dispute_id in (select d.id from public.disputes d where d.id = dispute_id));

create policy "dispute-photos: parties and admins read" on storage.objects
  for select to authenticated
  using (bucket_id = 'dispute-photos' and public.can_read_dispute_photo(name));

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.disputes from anon, authenticated;

-- Who resolved it and the provider's last error are admins' only (read through dispute_detail).
grant select (id, booking_id, host_id, vendor_id, reason, description, status, offer_cents, offered_at, outcome,
              refund_cents, resolution_reason, refund_id, created_at, updated_at, resolved_at)
  on public.disputes to authenticated;

revoke all on public.dispute_messages from anon, authenticated;

grant select on public.dispute_messages to authenticated;

revoke all on public.dispute_photos from anon, authenticated;

grant select on public.dispute_photos to authenticated;


revoke all on function public.has_open_dispute(uuid) from public, anon, authenticated;

grant execute on function public.has_open_dispute(uuid) to service_role;

revoke all on function public.dispute_role(uuid) from public, anon;

grant execute on function public.dispute_role(uuid) to authenticated;

revoke all on function public.report_dispute(uuid, text, text, timestamptz) from public, anon;

grant execute on function public.report_dispute(uuid, text, text, timestamptz) to authenticated;

revoke all on function public.post_dispute_message(uuid, text) from public, anon;

grant execute on function public.post_dispute_message(uuid, text) to authenticated;

revoke all on function public.offer_dispute_refund(uuid, integer) from public, anon;

grant execute on function public.offer_dispute_refund(uuid, integer) to authenticated;

revoke all on function public.begin_dispute_resolution(uuid, uuid, text, text, integer, text, timestamptz)
  from public, anon, authenticated;

grant execute on function public.begin_dispute_resolution(uuid, uuid, text, text, integer, text, timestamptz)
  to service_role;

revoke all on function public.disputes_follow_refund() from public, anon, authenticated;

revoke all on function public.dispute_detail(uuid) from public, anon;

grant execute on function public.dispute_detail(uuid) to authenticated;

revoke all on function public.admin_disputes(text, integer, integer) from public, anon;

grant execute on function public.admin_disputes(text, integer, integer) to authenticated;

revoke all on function public.add_dispute_photo(uuid, uuid, text) from public, anon, authenticated;

grant execute on function public.add_dispute_photo(uuid, uuid, text) to service_role;

revoke all on function public.can_read_dispute_photo(text) from public, anon;

grant execute on function public.can_read_dispute_photo(text) to authenticated;

revoke all on function public.admin_dispute_conversation(uuid, bigint, integer) from public, anon;

grant execute on function public.admin_dispute_conversation(uuid, bigint, integer) to authenticated;
