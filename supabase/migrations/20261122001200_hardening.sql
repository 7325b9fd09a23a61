-- Hardening found by the attack suite (supabase/tests/attacks, docs/reliability.md).
-- Limits are generous (far above anything the forms produce) and NOT VALID, so rows that already exist in a
-- deployed database are kept; every new write is checked.

-- 1. Listing photos: only the raster types the upload converts (shared-domain ACCEPTED_IMAGE_TYPES).
--    'image/*' let anyone with an account put an SVG carrying a script into the public bucket.
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif', 'image/bmp',
                                  'image/avif']
 where id = 'vendor-photos';

-- 2. Text sizes: any signed-in user could store hundreds of kilobytes per field (names, notes, packages),
--    which every listing page, dashboard and e-mail then carries.
alter table public.users
  add constraint users_name_length check (char_length(name) <= 200) not valid,
  add constraint users_email_length check (char_length(email) <= 320) not valid,
  add constraint users_phone_length check (char_length(phone_number) <= 64) not valid;

alter table public.vendors
  add constraint vendors_name_length check (char_length(name) <= 200) not valid,
  add constraint vendors_email_length check (char_length(email) <= 320) not valid,
  add constraint vendors_phone_length check (char_length(phone) <= 64) not valid,
  add constraint vendors_servicetype_length check (char_length(servicetype) <= 100) not valid,
  add constraint vendors_lists_size check (
    cardinality(qualifications) <= 50 and octet_length(array_to_string(qualifications, '')) <= 20000
    and cardinality(cities_served) <= 100 and octet_length(array_to_string(cities_served, '')) <= 20000
    and octet_length(array_to_string(photos, '')) <= 20000
  ) not valid;

alter table public."Packages"
  add constraint packages_name_length check (char_length(name) <= 200) not valid,
  add constraint packages_description_length check (char_length(description) <= 5000) not valid;

alter table public.addons
  add constraint addons_item_length check (char_length(item) <= 200) not valid;

alter table public.availability
  add constraint availability_text_length check (char_length(time_slot_text) <= 200) not valid;

alter table public.time_slot_templates
  add constraint time_slot_templates_text_length check (char_length(display_text) <= 200) not valid;

alter table public.bookings
  add constraint bookings_text_lengths check (
    char_length(customer_email) <= 320 and char_length(customer_name) <= 200
    and char_length(selected_packages) <= 2000 and char_length(selected_addons) <= 2000
    and char_length(event_location) <= 500 and char_length(special_instructions) <= 2000
    and jsonb_array_length(addon_selections) <= 100
  ) not valid;

alter table public.vendor_ai_data
  add constraint vendor_ai_data_size check (octet_length(training_data::text) <= 100000) not valid;

-- 3. Newsletter: an address made only of whitespace (tabs, newlines) or carrying control characters is not
--    an address (the footer form refuses whitespace-only input too).
alter table public."Email_List"
  add constraint email_list_email_text check (email !~ '^[[:space:]]*$' and email !~ '[[:cntrl:]]') not valid;

-- 4. The profile copy of user_metadata: over-long values are not copied (the auth user itself is the user's
--    own business; the profile row that dashboards show stays within the limits above).
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
  if char_length(full_name) > 200 then
    full_name := null;
  end if;
  if char_length(phone) > 64 then
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

-- 5. A hold that never got its checkout does not block the slot forever. reserve_booking (clicked_book →
--    pending) is the first step of create-checkout-session; when the function dies before the provider's
--    session is attached — or a host calls reserve_booking directly and never pays — the booking stayed
--    pending without a session, and nothing (no session, so no expiry event) ever released it. held_at records
--    when reserve_booking took the hold; a hold still without a session 10 minutes later (the function needs
--    seconds) is released by the next reservation that overlaps it and is not shown as blocking.
alter table public.bookings add column held_at timestamptz;
comment on column public.bookings.held_at is
  'When reserve_booking moved the booking to pending. A pending hold without checkout_session_id older than 10 minutes is stale: it no longer blocks the slot.';

create or replace function public.hold_is_stale(b public.bookings)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select b.payment_status = 'pending' and b.checkout_session_id is null and b.held_at is not null
     and b.held_at < now() - interval '10 minutes'
$$;
revoke all on function public.hold_is_stale(public.bookings) from public, anon, authenticated;

create or replace function public.reserve_booking(p_booking_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
begin
  select * into b from public.bookings where id = p_booking_id for update;
  -- Inside this definer function current_user is the owner: the caller is known from the JWT claims.
  -- No claims at all means a direct database session (migrations, seeding), which is trusted.
  if not found or (coalesce(auth.role(), 'service_role') <> 'service_role'
                   and b.user_id is distinct from auth.uid() and not public.is_admin()) then
    raise exception 'booking % not found', p_booking_id using errcode = 'P0002';
  end if;
  if b.payment_status = 'pending' then
    return b;
  end if;
  if b.payment_status <> 'clicked_book' then
    raise exception 'booking is %', b.payment_status using errcode = '55000';
  end if;
  if lower(b.time_range) < localtimestamp then
    raise exception 'the slot is in the past' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.availability a
     where a.vendor_id = b.vendor_id and a.is_available and a.date in (b.booking_date, b.booking_date - 1)
       and tsrange(
             a.date + coalesce(a.start_time, time '00:00'),
             case when a.start_time is null then a.date + 1
                  when a.end_time > a.start_time then a.date + a.end_time
                  else (a.date + 1) + a.end_time end, '[)') @> b.time_range
  ) then
    raise exception 'the slot is outside the vendor''s availability' using errcode = '23514';
  end if;
  -- Stale holds in the way go back to clicked_book (their customer can start the checkout again).
  update public.bookings o set payment_status = 'clicked_book'
   where o.vendor_id = b.vendor_id and o.id <> b.id and o.time_range && b.time_range
     and public.hold_is_stale(o);
  if exists (
    select 1 from public.bookings o
     where o.vendor_id = b.vendor_id and o.id <> b.id and o.payment_status in ('pending', 'paid')
       and o.time_range && b.time_range
  ) then
    raise exception 'this time slot is no longer available' using errcode = '23P01';
  end if;
  update public.bookings set payment_status = 'pending', held_at = now() where id = p_booking_id returning * into b;
  return b;
end;
$$;
revoke all on function public.reserve_booking(uuid) from public, anon;

create or replace function public.vendor_blocking_bookings(p_vendor_id uuid, p_date date)
returns table (booking_date date, booking_time time, duration_hours numeric, starts_at timestamp, ends_at timestamp)
language sql
stable
security definer
set search_path = ''
as $$
  select b.booking_date, b.booking_time, b.duration_hours, lower(b.time_range), upper(b.time_range)
    from public.bookings b
   where public.can_view_vendor(p_vendor_id)
     and b.vendor_id = p_vendor_id
     and b.payment_status in ('pending', 'paid')
     and not public.hold_is_stale(b)
     and b.time_range && tsrange(p_date - 1, p_date + 2, '[)')
   order by lower(b.time_range)
$$;
