-- Row Level Security: enabled on every table, one policy per allowed operation. An operation without
-- a policy is refused for anon and authenticated; the service role bypasses RLS.
-- auth.uid() and is_admin() are wrapped in (select …) so they are evaluated once per statement.

alter table public.users enable row level security;
alter table public.vendors enable row level security;
alter table public."Packages" enable row level security;
alter table public.addons enable row level security;
alter table public.availability enable row level security;
alter table public.time_slot_templates enable row level security;
alter table public.bookings enable row level security;
alter table public.vendor_ai_data enable row level security;
alter table public."Email_List" enable row level security;
alter table public.payment_events enable row level security;

-- Privileges: the defaults grant everything; narrow them to what the policies allow. --------------
revoke all on public.users, public.vendors, public."Packages", public.addons, public.availability,
  public.time_slot_templates, public.bookings, public.vendor_ai_data, public."Email_List",
  public.payment_events from anon, authenticated;
grant all on public.users, public.vendors, public."Packages", public.addons, public.availability,
  public.time_slot_templates, public.bookings, public.vendor_ai_data, public."Email_List",
  public.payment_events to service_role;

grant select on public.vendors, public."Packages", public.addons, public.availability to anon, authenticated;
grant insert (email) on public."Email_List" to anon, authenticated;

grant select, delete on public.users to authenticated;
grant insert (id, name, email, phone_number, type) on public.users to authenticated;
grant update (name, phone_number) on public.users to authenticated;

grant insert (id, user_id, name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos,
  status, submitted_at, extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night)
  on public.vendors to authenticated;
grant update (name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos, status,
  submitted_at, extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night, rejection_reason)
  on public.vendors to authenticated;
grant delete on public.vendors to authenticated;

grant insert, update, delete on public."Packages", public.addons, public.availability, public.time_slot_templates,
  public.vendor_ai_data to authenticated;
grant select on public.time_slot_templates, public.vendor_ai_data to authenticated;

grant select, delete on public.bookings to authenticated;
grant insert (id, vendor_id, user_id, customer_email, customer_name, total_amount, payment_status, booking_date,
  booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location,
  special_instructions, package_id, addon_selections) on public.bookings to authenticated;
grant update (payment_status, event_location, special_instructions, checkout_session_id, paid_at, processing_fee)
  on public.bookings to authenticated;

-- Public reads call listing_is_visible per row: a definer function is not inlined, so the planner keeps an
-- index lookup per row (cheap for one vendor's rows) instead of hashing every visible vendor per statement.
-- Owner checks use `vendor_id in (select … where user_id = auth.uid())`: the owner's few listings, once.
create or replace function public.listing_is_visible(p_vendor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.vendors v
     where v.id = p_vendor_id and (v.status = 'approved' or v.user_id = auth.uid())
  )
$$;

-- users ----------------------------------------------------------------------------------------
create policy "users: read own profile, admins all" on public.users
  for select to authenticated using (id = (select auth.uid()) or (select public.is_admin()));
create policy "users: insert own profile" on public.users
  for insert to authenticated with check (id = (select auth.uid()));
create policy "users: update own profile" on public.users
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "users: admins delete profiles" on public.users
  for delete to authenticated using ((select public.is_admin()));

-- vendors --------------------------------------------------------------------------------------
create policy "vendors: approved are public, owners and admins see theirs" on public.vendors
  for select to anon, authenticated
  using (status = 'approved' or user_id = (select auth.uid()) or (select public.is_admin()));
create policy "vendors: owners create their listing" on public.vendors
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "vendors: owners and admins update" on public.vendors
  for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "vendors: admins delete" on public.vendors
  for delete to authenticated using ((select public.is_admin()));

-- Packages, addons, availability: public for approved vendors, written by the owner ---------------
create policy "Packages: public for approved vendors, owners, admins" on public."Packages"
  for select to anon, authenticated
  using ((select public.is_admin()) or public.listing_is_visible(vendor_id));
create policy "Packages: owners insert" on public."Packages"
  for insert to authenticated
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));
create policy "Packages: owners update" on public."Packages"
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));
create policy "Packages: owners delete" on public."Packages"
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "addons: public for approved vendors, owners, admins" on public.addons
  for select to anon, authenticated
  using ((select public.is_admin()) or public.listing_is_visible(vendor_id));
create policy "addons: owners insert" on public.addons
  for insert to authenticated
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));
create policy "addons: owners update" on public.addons
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));
create policy "addons: owners delete" on public.addons
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

create policy "availability: public for approved vendors, owners, admins" on public.availability
  for select to anon, authenticated
  using ((select public.is_admin()) or public.listing_is_visible(vendor_id));
create policy "availability: owners insert" on public.availability
  for insert to authenticated
  with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and (user_id is null or user_id = (select auth.uid())));
create policy "availability: owners update" on public.availability
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and (user_id is null or user_id = (select auth.uid())));
create policy "availability: owners delete" on public.availability
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- time_slot_templates: private to their user ----------------------------------------------------
create policy "time_slot_templates: own" on public.time_slot_templates
  for select to authenticated using (user_id = (select auth.uid()));
create policy "time_slot_templates: insert own" on public.time_slot_templates
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "time_slot_templates: update own" on public.time_slot_templates
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "time_slot_templates: delete own" on public.time_slot_templates
  for delete to authenticated using (user_id = (select auth.uid()));

-- bookings -------------------------------------------------------------------------------------
create policy "bookings: customer, owning vendor and admins read" on public.bookings
  for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid())
         or vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));
create policy "bookings: customers book for themselves" on public.bookings
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and payment_status = 'clicked_book'
    and checkout_session_id is null and paid_at is null and processing_fee is null
    and vendor_id in (select v.id from public.vendors v where v.status = 'approved')
  );
create policy "bookings: admins update" on public.bookings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "bookings: admins delete" on public.bookings
  for delete to authenticated using ((select public.is_admin()));

-- vendor_ai_data: the owner's custom package data -------------------------------------------------
create policy "vendor_ai_data: owners and admins read" on public.vendor_ai_data
  for select to authenticated using ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) or (select public.is_admin()));
create policy "vendor_ai_data: owners insert" on public.vendor_ai_data
  for insert to authenticated with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and user_id = (select auth.uid()));
create policy "vendor_ai_data: owners update" on public.vendor_ai_data
  for update to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())))
  with check ((vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid()))) and user_id = (select auth.uid()));
create policy "vendor_ai_data: owners delete" on public.vendor_ai_data
  for delete to authenticated
  using (vendor_id in (select v.id from public.vendors v where v.user_id = (select auth.uid())));

-- Email_List: anyone subscribes, nobody but the service role reads ------------------------------
create policy "Email_List: anyone subscribes" on public."Email_List"
  for insert to anon, authenticated with check (length(btrim(email)) > 0);

-- payment_events: no policy; only the service role (which bypasses RLS) reads and writes.
