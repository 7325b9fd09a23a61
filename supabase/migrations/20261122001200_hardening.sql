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
