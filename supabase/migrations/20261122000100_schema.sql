-- PartyEasy schema: the spec's tables with their exact names and fields, plus additions
-- (new columns and tables only, never renames). Money is numeric(12,2) dollars; times are `time`.

create extension if not exists btree_gist with schema extensions;

-- users: one profile per auth user, created by a trigger on auth.users (see functions migration).
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  name text,
  email text,
  phone_number text,
  type text check (type in ('host', 'vendor')),
  created_at timestamptz not null default now()
);

create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  email text,
  phone text,
  servicetype text,
  experience integer check (experience >= 0),
  qualifications text[] not null default '{}',
  bio text check (char_length(bio) <= 500),
  cities_served text[] not null default '{}',
  photos text[] not null default '{}' check (coalesce(array_length(photos, 1), 0) <= 20),
  status text not null default 'edit_listing'
    check (status in ('pending_approval', 'approved', 'rejected', 'edit_listing')),
  created_at timestamptz not null default now(),
  submitted_at timestamptz,
  extra_charge_weekday_night numeric(12, 2) check (extra_charge_weekday_night >= 0),
  extra_charge_weekend numeric(12, 2) check (extra_charge_weekend >= 0),
  extra_charge_weekend_night numeric(12, 2) check (extra_charge_weekend_night >= 0),
  -- status audit (additions)
  rejection_reason text check (char_length(rejection_reason) <= 2000),
  status_changed_by uuid references auth.users (id) on delete set null,
  status_changed_at timestamptz,
  updated_at timestamptz not null default now()
);
comment on column public.vendors.status is
  'pending_approval (Under Review), approved (Live & Active), rejected, edit_listing (Editing). Owners move to pending_approval or edit_listing only; approve/reject is admin_set_vendor_status.';

create table public."Packages" (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  description text,
  price numeric(12, 2) not null check (price >= 0),
  duration_hours integer check (duration_hours > 0 and duration_hours <= 24),
  charging_type text not null default 'per_hour' check (charging_type in ('per_hour', 'per_guest', 'per_event')),
  minimum_hours integer check (minimum_hours > 0 and minimum_hours <= 24),
  minimum_spend numeric(12, 2) check (minimum_spend >= 0),
  extra_charge_weekday_night numeric(12, 2) check (extra_charge_weekday_night >= 0),
  extra_charge_weekend_night numeric(12, 2) check (extra_charge_weekend_night >= 0),
  extra_charge_weekend numeric(12, 2) check (extra_charge_weekend >= 0),
  created_at timestamptz not null default now()
);

create table public.addons (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  item text not null check (length(btrim(item)) > 0),
  price numeric(12, 2) not null check (price >= 0),
  charging_type text not null default 'per_event' check (charging_type in ('per_hour', 'per_guest', 'per_event')),
  created_at timestamptz not null default now()
);

-- A window of availability on a date. Overnight windows (end before start) end by 04:00 the next day;
-- null times mean the whole day (part 1 only knows date and is_available).
create table public.availability (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  date date not null,
  start_time time,
  end_time time,
  time_slot_text text,
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  constraint availability_times_check check (
    (start_time is null) = (end_time is null)
    and (start_time is null or (start_time <> end_time and (end_time > start_time or end_time <= time '04:00')))
  )
);

create table public.time_slot_templates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  start_time time not null,
  end_time time not null,
  display_text text,
  created_at timestamptz not null default now(),
  constraint time_slot_templates_times_check check (
    start_time <> end_time and (end_time > start_time or end_time <= time '04:00')
  )
);

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- bookings are financial records (kept 7 years): a vendor with bookings cannot be deleted
  vendor_id uuid not null references public.vendors (id) on delete restrict,
  user_id uuid references auth.users (id) on delete set null,
  customer_email text not null,
  customer_name text,
  total_amount numeric(12, 2) not null check (total_amount >= 0),
  payment_status text not null default 'clicked_book'
    check (payment_status in ('clicked_book', 'pending', 'paid', 'completed', 'cancelled')),
  booking_date date not null,
  booking_time time not null,
  duration_hours numeric(5, 2) not null check (duration_hours > 0 and duration_hours <= 24),
  guest_count integer not null default 1 check (guest_count >= 1),
  selected_packages text,
  selected_addons text,
  event_location text,
  special_instructions text,
  created_at timestamptz not null default now(),
  -- additions for checkout and oversight
  package_id uuid references public."Packages" (id) on delete set null,
  addon_selections jsonb not null default '[]' check (jsonb_typeof(addon_selections) = 'array'),
  processing_fee numeric(12, 2) check (processing_fee >= 0),
  checkout_session_id text unique,
  paid_at timestamptz,
  updated_at timestamptz not null default now(),
  -- [start, end) in local time: booking_date + booking_time is when the event starts (a slot after midnight
  -- of an overnight window is booked on the next date), and a booking running past midnight wraps into
  -- the next day.
  time_range tsrange generated always as (
    tsrange(booking_date + booking_time, booking_date + booking_time + duration_hours * interval '1 hour', '[)')
  ) stored,
  constraint bookings_no_overlap exclude using gist (vendor_id with =, time_range with &&)
    where (payment_status in ('pending', 'paid'))
);

create table public.vendor_ai_data (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null unique references public.vendors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  training_data jsonb not null default '{}' check (jsonb_typeof(training_data) = 'object'),
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create table public."Email_List" (
  id bigint generated always as identity primary key,
  email text not null check (length(btrim(email)) > 0 and char_length(email) <= 320),
  created_at timestamptz not null default now()
);

-- Payment provider events already handled (webhook idempotency); service role only.
create table public.payment_events (
  id text primary key,
  type text not null,
  booking_id uuid references public.bookings (id) on delete set null,
  received_at timestamptz not null default now()
);

-- Indexes, one per query the apps and the functions make -------------------------------------------
create unique index "Email_List_email_lower_key" on public."Email_List" (lower(btrim(email)));

create index vendors_user_id_created_at_idx on public.vendors (user_id, created_at desc);
create index vendors_status_created_at_idx on public.vendors (status, created_at desc, id);
create index vendors_status_servicetype_idx on public.vendors (status, servicetype, created_at desc);
create index vendors_cities_served_idx on public.vendors using gin (cities_served);
create index vendors_name_idx on public.vendors (name);

create index packages_vendor_id_price_idx on public."Packages" (vendor_id, price);
create index addons_vendor_id_idx on public.addons (vendor_id);

create index availability_vendor_id_date_idx on public.availability (vendor_id, date, start_time);
create index availability_date_vendor_id_available_idx on public.availability (date, vendor_id) where is_available;
create index availability_user_id_idx on public.availability (user_id);

create index time_slot_templates_user_id_idx on public.time_slot_templates (user_id, start_time);

create index bookings_vendor_id_created_at_idx on public.bookings (vendor_id, created_at desc);
create index bookings_user_id_created_at_idx on public.bookings (user_id, created_at desc);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_package_id_idx on public.bookings (package_id);

create index vendor_ai_data_user_id_idx on public.vendor_ai_data (user_id);
create index vendors_status_changed_by_idx on public.vendors (status_changed_by);
create index payment_events_booking_id_idx on public.payment_events (booking_id);
