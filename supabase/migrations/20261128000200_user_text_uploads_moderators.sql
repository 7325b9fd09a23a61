-- Hardening round 3 (issue 41), classes 3-5: one rule for text people write, upload budgets with removal of
-- unused uploads, and moderators' identity hidden from everyone but admins. docs/reliability.md "Hardening
-- round 3"; attack cases in supabase/tests/attacks/cases-round3-content.ts.

-- 3. One rule for text people write ----------------------------------------------------------------------
-- shared-domain validation/user-text.ts holds the same rule (supabase/tests/user-text.test.ts compares both
-- over every character of the ranges involved):
--   'control'   C0 and C1 control characters other than tab, line feed and carriage return, and DEL;
--   'direction' text-direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069);
--   'blank'     nothing visible once whitespace and invisible characters (zero-width spaces and joiners, word
--               joiner, byte-order mark, soft hyphen, Hangul fillers, variation selectors, direction marks)
--               are removed.
-- Every column of user-written text carries `check (public.user_text_ok(column, required))` (required: blank
-- is refused). A new table (messages, quotes, disputes, event plans) adds the same check to each of its text
-- columns, and its write functions call public.user_text_check(value, 'The field', 'Please …') to answer
-- with the field's own message.

create or replace function public.user_text_problem(p_value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_value is null then 'blank'
    when p_value ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]' then 'control'
    when p_value ~ '[\u202A-\u202E\u2066-\u2069]' then 'direction'
    when p_value !~ ('[^\u0009-\u000D\u0020\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5'
                     '\u180B-\u180F\u2000-\u200F\u2028\u2029\u202F\u205F-\u2064\u206A-\u206F\u2800\u3000'
                     '\u3164\uFE00-\uFE0F\uFEFF\uFFA0]') then 'blank'
  end
$$;
comment on function public.user_text_problem(text) is
  'What is wrong with a user-written text: control, direction, blank (nothing visible), or null when fine. Same rule as shared-domain userTextProblem.';

create or replace function public.user_text_ok(p_value text, p_required boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_value is null
      or coalesce(public.user_text_problem(p_value), 'ok') = 'ok'
      or (public.user_text_problem(p_value) = 'blank' and not p_required)
$$;
comment on function public.user_text_ok(text, boolean) is
  'The check of every user-written text column: no control or direction characters; with p_required, not blank once invisible characters are removed. Null passes (not null is the column''s business).';

create or replace function public.user_text_ok(p_values text[], p_required boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(public.user_text_ok(v, p_required) and v is not null), true)
    from unnest(p_values) v
$$;
comment on function public.user_text_ok(text[], boolean) is
  'user_text_ok for each element of a list of texts (qualifications, …).';

-- The same rule for write functions, with the field's messages (shared-domain USER_TEXT_MESSAGES).
create or replace function public.user_text_check(p_value text, p_field text, p_required_message text default null)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  problem text := public.user_text_problem(p_value);
begin
  if problem = 'control' then
    raise exception '% contains control characters, which are not allowed.', p_field using errcode = '22023';
  elsif problem = 'direction' then
    raise exception '% contains text-direction characters, which are not allowed.', p_field
      using errcode = '22023';
  elsif problem = 'blank' and p_required_message is not null then
    raise exception '%', p_required_message using errcode = '22023';
  end if;
end;
$$;

-- Bookings had the first version of the control-character part; this check replaces it.
alter table public.bookings drop constraint if exists bookings_text_printable;
alter table public.bookings drop constraint if exists bookings_user_text;
alter table public.bookings
  add constraint bookings_user_text check (
    public.user_text_ok(special_instructions) and public.user_text_ok(event_location)
    and public.user_text_ok(customer_name) and public.user_text_ok(cancellation_reason)
  ) not valid;

alter table public.reviews drop constraint if exists reviews_user_text;
alter table public.reviews
  add constraint reviews_user_text check (
    public.user_text_ok(title, true) and public.user_text_ok(body, true) and public.user_text_ok(hidden_reason, true)
  ) not valid;
alter table public.review_replies drop constraint if exists review_replies_user_text;
alter table public.review_replies
  add constraint review_replies_user_text check (public.user_text_ok(body, true)) not valid;
alter table public.review_moderation drop constraint if exists review_moderation_user_text;
alter table public.review_moderation
  add constraint review_moderation_user_text check (public.user_text_ok(reason, true)) not valid;

alter table public.users drop constraint if exists users_user_text;
alter table public.users
  add constraint users_user_text check (public.user_text_ok(name) and public.user_text_ok(phone_number)) not valid;

alter table public.vendors drop constraint if exists vendors_user_text;
alter table public.vendors
  add constraint vendors_user_text check (
    public.user_text_ok(name, true) and public.user_text_ok(servicetype, true) and public.user_text_ok(email)
    and public.user_text_ok(phone) and public.user_text_ok(bio) and public.user_text_ok(qualifications, true)
    and public.user_text_ok(rejection_reason)
  ) not valid;

alter table public."Packages" drop constraint if exists packages_user_text;
alter table public."Packages"
  add constraint packages_user_text check (public.user_text_ok(name, true) and public.user_text_ok(description))
  not valid;
alter table public.addons drop constraint if exists addons_user_text;
alter table public.addons add constraint addons_user_text check (public.user_text_ok(item, true)) not valid;

alter table public.availability drop constraint if exists availability_user_text;
alter table public.availability
  add constraint availability_user_text check (public.user_text_ok(time_slot_text)) not valid;
alter table public.time_slot_templates drop constraint if exists time_slot_templates_user_text;
alter table public.time_slot_templates
  add constraint time_slot_templates_user_text check (public.user_text_ok(display_text)) not valid;

-- The profile copy of user_metadata skips a name or phone the rule refuses (sign-up must not fail on it).
create or replace function public.upsert_user_profile(u auth.users)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(u.raw_user_meta_data, '{}'::jsonb);
  full_name text := coalesce(nullif(btrim(meta ->> 'full_name'), ''), nullif(btrim(meta ->> 'name'), ''));
  phone text := nullif(btrim(coalesce(meta ->> 'phone_number', meta ->> 'phone')), '');
  user_type text := case when meta ->> 'user_type' in ('host', 'vendor') then meta ->> 'user_type' end;
begin
  if char_length(full_name) > 200 or not public.user_text_ok(full_name, true) then
    full_name := null;
  end if;
  if char_length(phone) > 64 or not public.user_text_ok(phone, true) then
    phone := null;
  end if;
  insert into public.users as p (id, name, email, phone_number, type)
  values (u.id, full_name, u.email, phone, user_type)
  on conflict (id) do update
    set email = excluded.email,
        name = coalesce(excluded.name, p.name),
        phone_number = coalesce(excluded.phone_number, p.phone_number),
        type = coalesce(p.type, excluded.type);
end;
$$;
revoke all on function public.upsert_user_profile(auth.users) from public, anon, authenticated;

-- The review functions answer with the fields' messages (shared-domain REVIEW_MESSAGES).
create or replace function public.review_text_check(p_rating integer, p_title text, p_body text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_rating is null or p_rating < 1 or p_rating > 5 then
    raise exception 'Please choose a rating from 1 to 5 stars.' using errcode = '22023';
  end if;
  perform public.user_text_check(p_title, 'The title', 'Please enter a title.');
  if char_length(btrim(p_title)) > 100 then
    raise exception 'The title can be at most 100 characters.' using errcode = '22023';
  end if;
  perform public.user_text_check(p_body, 'The review', 'Please write your review.');
  if char_length(btrim(p_body)) > 2000 then
    raise exception 'The review can be at most 2000 characters.' using errcode = '22023';
  end if;
end;
$$;

create or replace function public.reply_to_review(p_review_id uuid, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  select * into r from public.reviews where id = p_review_id for update;
  if auth.uid() is null or not found or not public.owns_vendor(r.vendor_id) then
    raise exception 'Only the vendor of this booking can reply to its review.' using errcode = '42501';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review is hidden.' using errcode = '22023';
  end if;
  if exists (select 1 from public.review_replies p where p.review_id = r.id) then
    raise exception 'You have already replied to this review.' using errcode = '23505';
  end if;
  perform public.user_text_check(p_body, 'The reply', 'Please write your reply.');
  if char_length(btrim(p_body)) > 1000 then
    raise exception 'The reply can be at most 1000 characters.' using errcode = '22023';
  end if;
  insert into public.review_replies (review_id, vendor_id, user_id, body)
  values (r.id, r.vendor_id, auth.uid(), btrim(p_body));
end;
$$;

create or replace function public.admin_hide_review(p_review_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  perform public.user_text_check(p_reason, 'The reason', 'Please give a reason for hiding this review.');
  if char_length(btrim(p_reason)) > 500 then
    raise exception 'The reason can be at most 500 characters.' using errcode = '22023';
  end if;
  select * into r from public.reviews where id = p_review_id for update;
  if not found then
    raise exception 'review % not found', p_review_id using errcode = 'P0002';
  end if;
  if r.hidden_at is not null then
    raise exception 'This review is already hidden.' using errcode = '23505';
  end if;
  update public.reviews
     set hidden_at = now(), hidden_by = auth.uid(), hidden_reason = btrim(p_reason)
   where id = r.id;
  insert into public.review_moderation (review_id, action, reason, admin_id)
  values (r.id, 'hidden', btrim(p_reason), auth.uid());
end;
$$;

-- 4. Upload budgets ----------------------------------------------------------------------------------------
-- Every stored upload has a row in public.uploads, written before the bytes are stored: the upload function
-- calls reserve_upload (service role), which counts the account's uploads of that kind under a per-account
-- advisory lock and refuses what would pass the kind's budget, so concurrent uploads cannot overshoot it.
-- A row is `unused_since` from its upload until something uses it (vendors.photos through track_upload_use)
-- and again from when it is dropped; the scheduled cleanup-uploads function removes objects unused for longer
-- than the kind's `unused_after` (claim_unused_uploads, then Storage's API, then finish_upload_removal).
-- A later upload kind (dispute photos, …) adds: a row in upload_kinds, a branch in upload_in_use, a trigger on
-- its table calling track_upload_use, and reserve_upload / release_upload in its upload function.
-- The numbers are shared-domain UPLOAD_BUDGETS (supabase/tests/upload-vendor-photo.test.ts compares them).

create table if not exists public.upload_kinds (
  kind text primary key,
  bucket_id text not null unique,
  max_files integer not null check (max_files > 0),
  max_bytes bigint not null check (max_bytes > 0),
  unused_after interval not null check (unused_after > interval '0')
);
alter table public.upload_kinds enable row level security;
revoke all on public.upload_kinds from anon, authenticated;
grant select on public.upload_kinds to service_role;

insert into public.upload_kinds (kind, bucket_id, max_files, max_bytes, unused_after)
values ('vendor_photo', 'vendor-photos', 60, 300 * 1024 * 1024, interval '1 day')
on conflict (kind) do update
  set bucket_id = excluded.bucket_id, max_files = excluded.max_files, max_bytes = excluded.max_bytes,
      unused_after = excluded.unused_after;

create table if not exists public.uploads (
  id uuid primary key default gen_random_uuid(),
  kind text not null references public.upload_kinds (kind),
  bucket_id text not null,
  object_name text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  bytes bigint not null check (bytes >= 0),
  created_at timestamptz not null default now(),
  -- Null while something uses the object; otherwise since when nothing has.
  unused_since timestamptz default now(),
  -- Set by claim_unused_uploads while the cleanup removes the object.
  removing_at timestamptz,
  unique (bucket_id, object_name)
);
create index if not exists uploads_user_kind_idx on public.uploads (user_id, kind);
create index if not exists uploads_unused_since_idx on public.uploads (unused_since) where unused_since is not null;
alter table public.uploads enable row level security;
revoke all on public.uploads from anon, authenticated;
grant select, insert, update, delete on public.uploads to service_role;

-- Whether something uses a stored object. One branch per upload kind's bucket; unknown buckets count as used.
create or replace function public.upload_in_use(p_bucket_id text, p_object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case p_bucket_id
    when 'vendor-photos' then exists (
      select 1 from public.vendors v
       where split_part(p_object_name, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         and v.user_id = split_part(p_object_name, '/', 1)::uuid
         and p_object_name = any (v.photos))
    else true
  end
$$;
revoke all on function public.upload_in_use(text, text) from public, anon, authenticated;

-- Called by the tables that use uploads when their list of objects changes: objects now used stop counting as
-- unused (refused if the cleanup is already removing one), objects dropped become unused unless still used.
create or replace function public.track_upload_use(p_bucket_id text, p_before text[], p_after text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  removing integer;
begin
  -- The row lock of this update orders it with claim_unused_uploads: whichever comes second sees the other.
  with touched as (
    update public.uploads u set unused_since = null
     where u.bucket_id = p_bucket_id and u.object_name = any (coalesce(p_after, '{}'))
       and not (u.object_name = any (coalesce(p_before, '{}')))
    returning u.removing_at
  )
  select count(*) filter (where removing_at is not null) into removing from touched;
  if removing > 0 then
    raise exception 'This photo was removed because nothing used it for a day. Please upload it again.'
      using errcode = '22023';
  end if;
  update public.uploads u set unused_since = now()
   where u.bucket_id = p_bucket_id and u.object_name = any (coalesce(p_before, '{}'))
     and not (u.object_name = any (coalesce(p_after, '{}')))
     and u.unused_since is null
     and not public.upload_in_use(u.bucket_id, u.object_name);
end;
$$;
revoke all on function public.track_upload_use(text, text[], text[]) from public, anon, authenticated;

create or replace function public.vendors_track_photo_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.photos is not distinct from new.photos then
    return null;
  end if;
  perform public.track_upload_use('vendor-photos',
    case when tg_op <> 'INSERT' then old.photos end, case when tg_op <> 'DELETE' then new.photos end);
  return null;
end;
$$;
revoke all on function public.vendors_track_photo_use() from public, anon, authenticated;
drop trigger if exists vendors_track_photo_use on public.vendors;
create trigger vendors_track_photo_use
  after insert or delete or update of photos on public.vendors
  for each row execute function public.vendors_track_photo_use();

-- The upload function's reservation: { "id": … } or { "refused": true, used and allowed files and bytes }.
create or replace function public.reserve_upload(p_user_id uuid, p_kind text, p_object_name text, p_bytes bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  k public.upload_kinds;
  used_files integer;
  used_bytes bigint;
  new_id uuid;
begin
  select * into k from public.upload_kinds where kind = p_kind;
  if not found or p_user_id is null or p_bytes is null or p_bytes < 0 or coalesce(p_object_name, '') = '' then
    raise exception 'unknown upload kind or bad reservation' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('upload-budget:' || p_user_id::text, 0));
  select count(*), coalesce(sum(u.bytes), 0) into used_files, used_bytes
    from public.uploads u where u.user_id = p_user_id and u.kind = p_kind;
  if used_files + 1 > k.max_files or used_bytes + p_bytes > k.max_bytes then
    return jsonb_build_object('refused', true, 'used_files', used_files, 'used_bytes', used_bytes,
                              'max_files', k.max_files, 'max_bytes', k.max_bytes);
  end if;
  insert into public.uploads (kind, bucket_id, object_name, user_id, bytes)
  values (p_kind, k.bucket_id, p_object_name, p_user_id, p_bytes)
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end;
$$;

-- A reservation whose object was not stored (the storage call failed) gives its place back.
create or replace function public.release_upload(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.uploads u
   where u.id = p_id
     and not exists (select 1 from storage.objects o where o.bucket_id = u.bucket_id and o.name = u.object_name)
$$;

-- Storage rows of the budgeted buckets keep their uploads row: one is added for objects stored without a
-- reservation (the seed, the dashboard), and removed with the object.
create or replace function public.storage_objects_track_uploads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  k public.upload_kinds;
  owner_id uuid;
begin
  if tg_op = 'DELETE' then
    delete from public.uploads u where u.bucket_id = old.bucket_id and u.object_name = old.name;
    return null;
  end if;
  select * into k from public.upload_kinds where bucket_id = new.bucket_id;
  if not found then
    return null;
  end if;
  owner_id := coalesce(new.owner, case when split_part(new.name, '/', 1)
    ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then split_part(new.name, '/', 1)::uuid end);
  if owner_id is null or not exists (select 1 from auth.users a where a.id = owner_id) then
    return null;
  end if;
  insert into public.uploads (kind, bucket_id, object_name, user_id, bytes, unused_since)
  values (k.kind, new.bucket_id, new.name, owner_id,
          greatest(coalesce(case when new.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (new.metadata ->> 'size')::bigint end, 0), 0),
          case when public.upload_in_use(new.bucket_id, new.name) then null else now() end)
  on conflict (bucket_id, object_name) do nothing;
  return null;
end;
$$;
revoke all on function public.storage_objects_track_uploads() from public, anon, authenticated;
drop trigger if exists storage_objects_track_uploads on storage.objects;
create trigger storage_objects_track_uploads
  after insert or delete on storage.objects
  for each row execute function public.storage_objects_track_uploads();

-- Objects already stored when this migration runs.
insert into public.uploads (kind, bucket_id, object_name, user_id, bytes, unused_since)
select k.kind, o.bucket_id, o.name, a.id,
       greatest(coalesce(case when o.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end, 0), 0),
       case when public.upload_in_use(o.bucket_id, o.name) then null else now() end
  from storage.objects o
  join public.upload_kinds k on k.bucket_id = o.bucket_id
  join auth.users a on a.id = coalesce(o.owner, case when split_part(o.name, '/', 1)
    ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then split_part(o.name, '/', 1)::uuid end)
on conflict (bucket_id, object_name) do nothing;

-- The cleanup's claim: uploads unused for longer than their kind allows, not used after all, and not being
-- removed by another run (a claim older than 15 minutes is a run that died and is taken again). Concurrent
-- runs claim disjoint rows (skip locked). Answers what to remove from Storage.
create or replace function public.claim_unused_uploads(p_now timestamptz default now(), p_limit integer default 200)
returns table (id uuid, bucket_id text, object_name text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Rows marked unused while something uses them (written before the tracking existed) are put right first.
  update public.uploads u set unused_since = null
   where u.unused_since is not null and u.unused_since < p_now - interval '1 hour'
     and u.removing_at is null and public.upload_in_use(u.bucket_id, u.object_name)
     and u.id in (select x.id from public.uploads x where x.unused_since is not null
                   order by x.unused_since limit least(greatest(coalesce(p_limit, 200), 1), 1000)
                   for update skip locked);
  return query
  update public.uploads u set removing_at = p_now
    from public.upload_kinds k
   where k.kind = u.kind
     and u.unused_since is not null and u.unused_since < p_now - k.unused_after
     and (u.removing_at is null or u.removing_at < p_now - interval '15 minutes')
     and u.id in (
       select x.id from public.uploads x join public.upload_kinds xk on xk.kind = x.kind
        where x.unused_since is not null and x.unused_since < p_now - xk.unused_after
          and (x.removing_at is null or x.removing_at < p_now - interval '15 minutes')
          and not public.upload_in_use(x.bucket_id, x.object_name)
        order by x.unused_since
        limit least(greatest(coalesce(p_limit, 200), 1), 1000)
        for update of x skip locked)
  returning u.id, u.bucket_id, u.object_name;
end;
$$;

-- After Storage removed the claimed objects: rows whose object is gone are forgotten (Storage's delete already
-- removed most of them through the trigger). Answers how many rows were left to forget.
create or replace function public.finish_upload_removal(p_ids uuid[])
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.uploads u
     where u.id = any (coalesce(p_ids, '{}')) and u.removing_at is not null
       and not exists (select 1 from storage.objects o where o.bucket_id = u.bucket_id and o.name = u.object_name)
    returning 1
  )
  select count(*)::integer from gone
$$;

revoke all on function public.reserve_upload(uuid, text, text, bigint) from public, anon, authenticated;
revoke all on function public.release_upload(uuid) from public, anon, authenticated;
revoke all on function public.claim_unused_uploads(timestamptz, integer) from public, anon, authenticated;
revoke all on function public.finish_upload_removal(uuid[]) from public, anon, authenticated;
grant execute on function public.reserve_upload(uuid, text, text, bigint) to service_role;
grant execute on function public.release_upload(uuid) to service_role;
grant execute on function public.claim_unused_uploads(timestamptz, integer) to service_role;
grant execute on function public.finish_upload_removal(uuid[]) to service_role;

-- 5. Who moderated --------------------------------------------------------------------------------------------
-- Columns naming the account that acted (`*_by`) are never granted to anon or authenticated; admins read them
-- through admin-only reads (review_moderation.admin_id for hidden reviews, vendor_overview for listings).
-- supabase/tests/actor-columns.test.ts lists every `*_by` column of the public schema and fails on one the API roles
-- can read. A column added later to these tables needs its own select grant here.

revoke select on public.reviews from authenticated;
grant select (id, booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month, created_at,
              updated_at, hidden_at, hidden_reason)
  on public.reviews to authenticated;

revoke select on public.vendors from authenticated;
grant select (id, user_id, name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos,
              status, created_at, submitted_at, extra_charge_weekday_night, extra_charge_weekend,
              extra_charge_weekend_night, rejection_reason, status_changed_at, updated_at, time_zone)
  on public.vendors to authenticated;

-- /admin's vendor list reads the vendors with the owner's rights and shows status_changed_by to admins only;
-- other callers see their own listing, with that column null.
create or replace view public.vendor_overview with (security_invoker = false) as
select v.id, v.user_id, v.name, v.email, v.phone, v.servicetype, v.experience, v.qualifications, v.bio,
       v.cities_served, v.photos, v.status, v.created_at, v.submitted_at, v.extra_charge_weekday_night,
       v.extra_charge_weekend, v.extra_charge_weekend_night, v.rejection_reason,
       case when (select public.is_trusted_caller()) then v.status_changed_by end as status_changed_by,
       v.status_changed_at, v.updated_at,
       v.photos[1] as first_photo,
       (select min(p.price) from public."Packages" p where p.vendor_id = v.id) as lowest_price,
       (select count(*) from public."Packages" p where p.vendor_id = v.id) as package_count,
       v.time_zone
  from public.vendors v
 where (select public.is_trusted_caller()) or v.user_id = (select auth.uid());
revoke all on public.vendor_overview from anon, authenticated;
grant select on public.vendor_overview to authenticated, service_role;

-- The listing functions answer the vendors row; they read it through the view, so a vendor gets its row with
-- status_changed_by null and an admin gets it whole.
create or replace function public.vendor_for_caller(p_vendor_id uuid)
returns public.vendors
language sql
stable
security invoker
set search_path = ''
as $$
  select o.id, o.user_id, o.name, o.email, o.phone, o.servicetype, o.experience, o.qualifications, o.bio,
         o.cities_served, o.photos, o.status, o.created_at, o.submitted_at, o.extra_charge_weekday_night,
         o.extra_charge_weekend, o.extra_charge_weekend_night, o.rejection_reason, o.status_changed_by,
         o.status_changed_at, o.updated_at, o.time_zone
    from public.vendor_overview o
   where o.id = p_vendor_id
$$;
revoke all on function public.vendor_for_caller(uuid) from public, anon;

create or replace function public.lock_own_vendor(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  owner_id uuid;
begin
  select v.user_id into owner_id from public.vendors v where v.id = p_vendor_id for update;
  if not found or owner_id is distinct from auth.uid() then
    raise exception 'not the owner of vendor %', p_vendor_id using errcode = '42501';
  end if;
  return public.vendor_for_caller(p_vendor_id);
end;
$$;
revoke all on function public.lock_own_vendor(uuid) from public, anon;

create or replace function public.submit_listing(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  v := public.lock_own_vendor(p_vendor_id);
  if v.status = 'pending_approval' then
    return v;
  end if;
  update public.vendors set status = 'pending_approval' where id = p_vendor_id;
  return public.vendor_for_caller(p_vendor_id);
end;
$$;
revoke all on function public.submit_listing(uuid) from public, anon;

create or replace function public.start_listing_edit(p_vendor_id uuid)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v public.vendors;
begin
  v := public.lock_own_vendor(p_vendor_id);
  if v.status = 'pending_approval' then
    raise exception 'the listing is under review' using errcode = '55000';
  end if;
  if v.status = 'edit_listing' then
    return v;
  end if;
  update public.vendors set status = 'edit_listing' where id = p_vendor_id;
  return public.vendor_for_caller(p_vendor_id);
end;
$$;
revoke all on function public.start_listing_edit(uuid) from public, anon;

create or replace function public.admin_set_vendor_status(p_vendor_id uuid, p_status text, p_reason text default null)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected', 'pending_approval') then
    raise exception 'status must be approved, rejected or pending_approval' using errcode = '22023';
  end if;
  if p_status = 'rejected' and coalesce(btrim(p_reason), '') = '' then
    raise exception 'a rejection needs a reason' using errcode = '22023';
  end if;
  update public.vendors
     set status = p_status,
         rejection_reason = case when p_status = 'rejected' then btrim(p_reason) end
   where id = p_vendor_id;
  if not found then
    raise exception 'vendor % not found', p_vendor_id using errcode = 'P0002';
  end if;
  return public.vendor_for_caller(p_vendor_id);
end;
$$;
revoke all on function public.admin_set_vendor_status(uuid, text, text) from public, anon;
