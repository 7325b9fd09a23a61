-- Demo data for local development and tests. Runs once, after the migrations, as a superuser.
-- Dates are relative to current_date so the calendar always has availability in the coming weeks.
-- Logins are listed in supabase/seed/demo-logins.json (every password: PartyEasy!2026).
-- The photo block at the end is written by `pnpm --filter @partyeasy/supabase seed:images`.

-- Accounts ------------------------------------------------------------------------------------
create temporary table seed_accounts (id uuid, email text, full_name text, user_type text, phone text, admin boolean);
insert into seed_accounts values
  ('00000000-0000-4000-8000-00000000a001', 'admin@partyeasy.test', 'Ada Admin', 'host', '+1 214 555 0100', true),
  ('00000000-0000-4000-8000-00000000b001', 'host@partyeasy.test', 'Hannah Host', 'host', '+1 214 555 0101', false),
  ('00000000-0000-4000-8000-00000000b002', 'host2@partyeasy.test', 'Henry Planner', 'host', null, false),
  ('00000000-0000-4000-8000-00000000b003', 'host3@partyeasy.test', 'Priya Patel', 'host', '+1 512 555 0103', false),
  ('00000000-0000-4000-8000-00000000c001', 'dj@partyeasy.test', 'Nova Reyes', 'vendor', '+1 214 555 0201', false),
  ('00000000-0000-4000-8000-00000000c002', 'bartender@partyeasy.test', 'Sam Stirling', 'vendor', '+1 512 555 0202', false),
  ('00000000-0000-4000-8000-00000000c003', 'photographer@partyeasy.test', 'Goldie Hart', 'vendor', '+1 713 555 0203', false),
  ('00000000-0000-4000-8000-00000000c004', 'magician@partyeasy.test', 'Max Mystic', 'vendor', '+1 214 555 0204', false),
  ('00000000-0000-4000-8000-00000000c005', 'casino@partyeasy.test', 'Lucky Lopez', 'vendor', '+1 210 555 0205', false),
  ('00000000-0000-4000-8000-00000000c006', 'venue@partyeasy.test', 'Lena Loft', 'vendor', '+1 214 555 0206', false),
  ('00000000-0000-4000-8000-00000000c007', 'caterer@partyeasy.test', 'Sage Smith', 'vendor', '+1 817 555 0207', false),
  ('00000000-0000-4000-8000-00000000c008', 'balloons@partyeasy.test', 'Bea Bloom', 'vendor', '+1 214 555 0208', false),
  ('00000000-0000-4000-8000-00000000c009', 'pending@partyeasy.test', 'Pat Pending', 'vendor', '+1 713 555 0209', false),
  ('00000000-0000-4000-8000-00000000c010', 'rejected@partyeasy.test', 'Ray Jected', 'vendor', '+1 512 555 0210', false),
  ('00000000-0000-4000-8000-00000000c011', 'editing@partyeasy.test', 'Eddie Edits', 'vendor', '+1 713 555 0211', false);

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  extensions.crypt('PartyEasy!2026', extensions.gen_salt('bf')), now() - interval '60 days', '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'))
    || case when a.admin then '{"role": "admin"}'::jsonb else '{}'::jsonb end,
  jsonb_strip_nulls(jsonb_build_object('full_name', a.full_name, 'user_type', a.user_type, 'phone_number', a.phone)),
  now() - interval '60 days', now() - interval '60 days'
from seed_accounts a;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select a.id::text, a.id,
  jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true, 'phone_verified', false),
  'email', now() - interval '60 days', now() - interval '60 days', now() - interval '60 days'
from seed_accounts a;

-- Listings: every category, several cities, every status -----------------------------------------
insert into public.vendors (id, user_id, name, email, phone, servicetype, experience, qualifications, bio,
  cities_served, status, created_at, submitted_at, extra_charge_weekday_night, extra_charge_weekend,
  extra_charge_weekend_night, rejection_reason, status_changed_by, status_changed_at)
values
  ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000c001', 'DJ Nova', 'dj@partyeasy.test',
   '+1 214 555 0201', 'DJ', 8, array['Certified sound engineer', 'Residency at The Blue Room'],
   'High-energy DJ for weddings, birthdays and corporate nights. Open format, clean edits, lights included.',
   array['Dallas, TX', 'Fort Worth, TX'], 'approved', now() - interval '50 days', now() - interval '49 days',
   50, 75, 100, null, '00000000-0000-4000-8000-00000000a001', now() - interval '48 days'),
  ('00000000-0000-4000-8000-00000000d002', '00000000-0000-4000-8000-00000000c002', 'Shaken & Stirred Bar Co.',
   'bartender@partyeasy.test', '+1 512 555 0202', 'Bartender', 5, array['TABC certified', 'Mixology diploma'],
   'Mobile cocktail bar with signature drinks, mocktails and friendly licensed bartenders.',
   array['Austin, TX', 'Dallas, TX'], 'approved', now() - interval '45 days', now() - interval '44 days',
   null, 40, 60, null, '00000000-0000-4000-8000-00000000a001', now() - interval '43 days'),
  ('00000000-0000-4000-8000-00000000d003', '00000000-0000-4000-8000-00000000c003', 'Golden Hour Photography',
   'photographer@partyeasy.test', '+1 713 555 0203', 'Photographer', 12, array['PPA member'],
   'Candid and editorial photography. Online gallery within two weeks.',
   array['Houston, TX', 'Austin, TX'], 'approved', now() - interval '40 days', now() - interval '39 days',
   null, null, null, null, '00000000-0000-4000-8000-00000000a001', now() - interval '38 days'),
  ('00000000-0000-4000-8000-00000000d004', '00000000-0000-4000-8000-00000000c004', 'Max Mystic Magic',
   'magician@partyeasy.test', '+1 214 555 0204', 'Magician', 15, array['Member of the Magic Circle'],
   'Close-up and stage magic that leaves kids and grown-ups speechless.',
   array['Dallas, TX'], 'approved', now() - interval '35 days', now() - interval '34 days',
   null, 50, null, null, '00000000-0000-4000-8000-00000000a001', now() - interval '33 days'),
  ('00000000-0000-4000-8000-00000000d005', '00000000-0000-4000-8000-00000000c005', 'Lucky Sevens Casino Nights',
   'casino@partyeasy.test', '+1 210 555 0205', 'Casino', 6, array[]::text[],
   'Blackjack, roulette and poker tables with professional dealers.',
   array['San Antonio, TX', 'Austin, TX'], 'approved', now() - interval '30 days', now() - interval '29 days',
   25, 25, 50, null, '00000000-0000-4000-8000-00000000a001', now() - interval '28 days'),
  ('00000000-0000-4000-8000-00000000d006', '00000000-0000-4000-8000-00000000c006', 'The Loft on Main',
   'venue@partyeasy.test', '+1 214 555 0206', 'Event Venue', 10, array['Capacity 180', 'Fire safety certified'],
   'Industrial loft downtown with a rooftop terrace. Late-night events welcome.',
   array['Dallas, TX'], 'approved', now() - interval '25 days', now() - interval '24 days',
   100, 150, 250, null, '00000000-0000-4000-8000-00000000a001', now() - interval '23 days'),
  ('00000000-0000-4000-8000-00000000d007', '00000000-0000-4000-8000-00000000c007', 'Smoke & Sage BBQ',
   'caterer@partyeasy.test', '+1 817 555 0207', 'Caterer', 9, array['Food handler certified'],
   'Texas barbecue catering: brisket, ribs, sides and a smoker on site.',
   array['Fort Worth, TX', 'Dallas, TX'], 'approved', now() - interval '20 days', now() - interval '19 days',
   null, null, null, null, '00000000-0000-4000-8000-00000000a001', now() - interval '18 days'),
  ('00000000-0000-4000-8000-00000000d008', '00000000-0000-4000-8000-00000000c008', 'Bloom Balloon Studio',
   'balloons@partyeasy.test', '+1 214 555 0208', 'Balloon Artist', 3, array[]::text[],
   'Balloon arches, garlands and walls in any colour.',
   array['Dallas, TX', 'Houston, TX'], 'approved', now() - interval '15 days', now() - interval '14 days',
   null, null, null, null, '00000000-0000-4000-8000-00000000a001', now() - interval '13 days'),
  ('00000000-0000-4000-8000-00000000d009', '00000000-0000-4000-8000-00000000c009', 'Bubble Bar Houston',
   'pending@partyeasy.test', '+1 713 555 0209', 'Bartender', 2, array['TABC certified'],
   'Champagne and bubble tea bar for brunches and showers.',
   array['Houston, TX'], 'pending_approval', now() - interval '5 days', now() - interval '4 days',
   null, null, null, null, null, null),
  ('00000000-0000-4000-8000-00000000d010', '00000000-0000-4000-8000-00000000c010', 'Flash Booth Austin',
   'rejected@partyeasy.test', '+1 512 555 0210', 'Photographer', 1, array[]::text[],
   'Photo booth with props.', array['Austin, TX'], 'rejected', now() - interval '12 days',
   now() - interval '11 days', null, null, null,
   'Photos are blurry and the packages have no descriptions. Please update and resubmit.',
   '00000000-0000-4000-8000-00000000a001', now() - interval '10 days'),
  ('00000000-0000-4000-8000-00000000d011', '00000000-0000-4000-8000-00000000c011', 'Beat Drop Entertainment',
   'editing@partyeasy.test', '+1 713 555 0211', 'DJ', 4, array[]::text[],
   'Hip-hop and Latin DJ sets.', array['Houston, TX'], 'edit_listing', now() - interval '8 days', null,
   null, null, null, null, null, null);

-- Packages: every charging type, with minimums, fixed durations and extra charges ----------------
insert into public."Packages" (vendor_id, name, description, price, duration_hours, charging_type, minimum_hours,
  minimum_spend, extra_charge_weekday_night, extra_charge_weekend_night, extra_charge_weekend)
values
  ('00000000-0000-4000-8000-00000000d001', 'Party Starter', 'DJ, speakers and a wireless mic.', 150, null, 'per_hour', 3, null, 25, 50, 30),
  ('00000000-0000-4000-8000-00000000d001', 'Wedding Deluxe', 'Ceremony and reception, uplighting, MC.', 1800, 6, 'per_event', null, null, null, 200, 150),
  ('00000000-0000-4000-8000-00000000d002', 'Open Bar Service', 'Two bartenders, ice, tools and garnish.', 18, 4, 'per_guest', null, 900, 2, 4, 3),
  ('00000000-0000-4000-8000-00000000d002', 'Cocktail Hour', 'One bartender, three signature cocktails.', 95, null, 'per_hour', 2, null, null, null, null),
  ('00000000-0000-4000-8000-00000000d003', 'Portrait Session', 'One hour, 30 edited photos.', 350, 1, 'per_event', null, null, null, null, null),
  ('00000000-0000-4000-8000-00000000d003', 'Full Day Coverage', 'Second shooter, 500+ photos.', 250, null, 'per_hour', 6, null, 30, 60, 40),
  ('00000000-0000-4000-8000-00000000d004', 'Kids Party Show', 'A 45-minute show with a balloon finale.', 275, 1, 'per_event', null, null, null, null, 25),
  ('00000000-0000-4000-8000-00000000d004', 'Strolling Magic', 'Close-up magic among your guests.', 200, null, 'per_hour', 2, null, 20, 40, 20),
  ('00000000-0000-4000-8000-00000000d005', 'Casino Night', 'Three tables with dealers and fun money.', 22, 4, 'per_guest', null, 1500, 2, 3, 2),
  ('00000000-0000-4000-8000-00000000d006', 'Evening Rental', 'Exclusive use of the loft and terrace.', 400, null, 'per_hour', 4, null, 50, 100, 75),
  ('00000000-0000-4000-8000-00000000d006', 'All-Night Party', 'From 8 PM to 2 AM, security included.', 3200, 6, 'per_event', null, null, null, 300, 200),
  ('00000000-0000-4000-8000-00000000d007', 'BBQ Buffet', 'Two meats, three sides, rolls and tea.', 28, 3, 'per_guest', null, 1200, null, 2, 2),
  ('00000000-0000-4000-8000-00000000d007', 'Pitmaster Experience', 'Live smoking and carving station.', 0, null, 'per_hour', null, null, null, null, null),
  ('00000000-0000-4000-8000-00000000d009', 'Brunch Bubbles', 'Mimosa bar for up to 40 guests.', 600, 3, 'per_event', null, null, null, null, null),
  ('00000000-0000-4000-8000-00000000d010', 'Booth Rental', 'Booth, props and prints.', 120, null, 'per_hour', 2, null, null, null, null),
  ('00000000-0000-4000-8000-00000000d011', 'Club Night', 'Four-hour DJ set.', 110, null, 'per_hour', 4, null, 20, 40, 25);

insert into public.addons (vendor_id, item, price, charging_type)
values
  ('00000000-0000-4000-8000-00000000d001', 'Fog machine', 75, 'per_event'),
  ('00000000-0000-4000-8000-00000000d001', 'Extra speaker', 40, 'per_hour'),
  ('00000000-0000-4000-8000-00000000d002', 'Champagne toast', 4, 'per_guest'),
  ('00000000-0000-4000-8000-00000000d002', 'Custom menu signs', 35, 'per_event'),
  ('00000000-0000-4000-8000-00000000d003', 'Printed album', 300, 'per_event'),
  ('00000000-0000-4000-8000-00000000d003', 'Drone footage', 150, 'per_hour'),
  ('00000000-0000-4000-8000-00000000d004', 'Balloon animals', 3, 'per_guest'),
  ('00000000-0000-4000-8000-00000000d005', 'Extra table and dealer', 120, 'per_hour'),
  ('00000000-0000-4000-8000-00000000d006', 'Cleaning service', 250, 'per_event'),
  ('00000000-0000-4000-8000-00000000d006', 'Security guard', 45, 'per_hour'),
  ('00000000-0000-4000-8000-00000000d007', 'Dessert bar', 6, 'per_guest'),
  ('00000000-0000-4000-8000-00000000d009', 'Bubble tea station', 150, 'per_event');

-- Availability for the coming six weeks (and a few past days). Venue and DJ have overnight windows
-- on Fridays and Saturdays; some days are explicitly unavailable. ---------------------------------
insert into public.availability (vendor_id, user_id, date, start_time, end_time, time_slot_text, is_available)
select v.id, v.user_id, d::date, w.start_time, w.end_time,
  case when w.end_time < w.start_time
       then format('%s - %s (+1)', to_char(w.start_time, 'FMHH12:MI AM'), to_char(w.end_time, 'FMHH12:MI AM'))
       else format('%s - %s', to_char(w.start_time, 'FMHH12:MI AM'), to_char(w.end_time, 'FMHH12:MI AM')) end,
  not (extract(day from d)::int % 11 = 0)
from public.vendors v
cross join generate_series(current_date - 7, current_date + 42, interval '1 day') d
cross join lateral (
  select * from (values
    (time '10:00', time '14:00', 'day'),
    (time '18:00', time '23:00', 'evening'),
    (time '20:00', time '02:00', 'overnight')
  ) as w(start_time, end_time, kind)
) w
where v.status in ('approved', 'pending_approval', 'edit_listing')
  and case w.kind
        when 'day' then extract(isodow from d) in (2, 3, 4, 6, 7) and v.servicetype not in ('Event Venue')
        when 'evening' then extract(isodow from d) between 1 and 4 or (extract(isodow from d) in (5, 6)
                            and v.servicetype not in ('DJ', 'Event Venue'))
        else extract(isodow from d) in (5, 6) and v.servicetype in ('DJ', 'Event Venue')
      end
  -- each vendor skips a few weekdays so the browse date filter has something to filter
  and (extract(doy from d)::int + ascii(right(v.id::text, 1))) % 5 <> 0;

-- Whole-day availability as part 1's client writes it (date and is_available only).
insert into public.availability (vendor_id, user_id, date, is_available)
select '00000000-0000-4000-8000-00000000d008', '00000000-0000-4000-8000-00000000c008', d::date, true
from generate_series(current_date + 1, current_date + 28, interval '7 days') d;

insert into public.time_slot_templates (user_id, start_time, end_time, display_text)
select v.user_id, t.s, t.e, t.label
from public.vendors v
cross join (values
  (time '10:00', time '14:00', '10:00 AM - 2:00 PM'),
  (time '18:00', time '23:00', '6:00 PM - 11:00 PM'),
  (time '20:00', time '02:00', '8:00 PM - 2:00 AM (+1)')
) as t(s, e, label)
where v.status <> 'rejected';

-- Bookings in every payment status (pending and paid ones lie inside availability, without overlap).
create temporary table seed_days as
select
  (select min(a.date) from public.availability a
    where a.vendor_id = '00000000-0000-4000-8000-00000000d001' and a.is_available and a.start_time = '18:00'
      and a.date > current_date + 2) as dj_evening,
  (select min(a.date) from public.availability a
    where a.vendor_id = '00000000-0000-4000-8000-00000000d006' and a.is_available and a.start_time = '20:00'
      and a.date > current_date + 2) as venue_overnight,
  (select min(a.date) from public.availability a
    where a.vendor_id = '00000000-0000-4000-8000-00000000d002' and a.is_available and a.start_time = '10:00'
      and a.date > current_date + 2) as bar_day;

insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
  booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons, event_location,
  special_instructions, processing_fee, created_at, paid_at)
select b.vendor_id::uuid, b.user_id::uuid, b.email, b.name, b.total, b.status, b.day, b.t::time, b.hours, b.guests,
  b.packages, b.addons, b.location, b.instructions, round(b.total * 0.05, 2), b.created,
  case when b.status in ('paid', 'completed') then b.created + interval '5 minutes' end
from seed_days s
cross join lateral (values
  ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000b001', 'host@partyeasy.test',
   'Hannah Host', 525.00, 'paid', s.dj_evening, '19:00', 3.0, 60, 'Party Starter', 'Fog machine',
   '2400 Victory Park Ln, Dallas, TX', 'Please play 90s hits.', now() - interval '2 days'),
  ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000b002', 'host2@partyeasy.test',
   'Henry Planner', 450.00, 'pending', s.dj_evening, '22:00', 1.0, 30, 'Party Starter', '',
   '100 Main St, Dallas, TX', null, now() - interval '3 hours'),
  ('00000000-0000-4000-8000-00000000d006', '00000000-0000-4000-8000-00000000b003', 'host3@partyeasy.test',
   'Priya Patel', 3200.00, 'paid', s.venue_overnight, '20:00', 6.0, 150, 'All-Night Party', 'Cleaning service',
   'The Loft on Main, Dallas, TX', 'Birthday party, cake at midnight.', now() - interval '6 days'),
  ('00000000-0000-4000-8000-00000000d002', '00000000-0000-4000-8000-00000000b001', 'host@partyeasy.test',
   'Hannah Host', 1080.00, 'clicked_book', s.bar_day, '10:00', 4.0, 60, 'Open Bar Service', 'Champagne toast',
   '500 Congress Ave, Austin, TX', null, now() - interval '1 hour'),
  ('00000000-0000-4000-8000-00000000d003', '00000000-0000-4000-8000-00000000b002', 'host2@partyeasy.test',
   'Henry Planner', 1500.00, 'completed', current_date - 10, '12:00', 6.0, 80, 'Full Day Coverage', '',
   'Hermann Park, Houston, TX', null, now() - interval '25 days'),
  ('00000000-0000-4000-8000-00000000d004', '00000000-0000-4000-8000-00000000b003', 'host3@partyeasy.test',
   'Priya Patel', 275.00, 'cancelled', current_date + 9, '15:00', 1.0, 20, 'Kids Party Show', '',
   '12 Elm St, Dallas, TX', 'Garden party.', now() - interval '12 days'),
  ('00000000-0000-4000-8000-00000000d007', '00000000-0000-4000-8000-00000000b001', 'host@partyeasy.test',
   'host@partyeasy.test', 1680.00, 'completed', current_date - 4, '18:00', 3.0, 60, 'BBQ Buffet', 'Dessert bar',
   '1 Stockyards Blvd, Fort Worth, TX', null, now() - interval '20 days')
) as b(vendor_id, user_id, email, name, total, status, day, t, hours, guests, packages, addons, location,
       instructions, created);

-- Custom package data -------------------------------------------------------------------------------
insert into public.vendor_ai_data (vendor_id, user_id, training_data, updated_at)
values
  ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000c001', jsonb_build_object(
    'coreServices', jsonb_build_array('Open-format DJ sets', 'MC services', 'Dance floor lighting'),
    'baseHourlyRate', '150',
    'additionalServices', jsonb_build_array(jsonb_build_object('name', 'Fog machine', 'price', '75'),
                                            jsonb_build_object('name', 'Karaoke setup', 'price', '120')),
    'minimumDuration', '3 hours', 'maximumDuration', '8 hours', 'travelFees', '$1/mile beyond 30 miles',
    'setupRequirements', 'Two power outlets within 20 ft, 8x6 ft space',
    'typicalClientTypes', 'Weddings, birthdays, corporate parties',
    'customPackageApproach', 'Start from the guest count and the vibe, then add lighting.',
    'packageApproach', 'Hourly with a 3-hour minimum', 'pricingFactors', 'Date, duration, travel, equipment'),
   now() - interval '3 days'),
  ('00000000-0000-4000-8000-00000000d007', '00000000-0000-4000-8000-00000000c007', jsonb_build_object(
    'coreServices', jsonb_build_array('Barbecue buffet', 'On-site smoker'),
    'baseHourlyRate', '',
    'additionalServices', jsonb_build_array(jsonb_build_object('name', 'Dessert bar', 'price', '6 per guest')),
    'minimumDuration', '2 hours', 'maximumDuration', '', 'travelFees', 'Free within Tarrant County',
    'setupRequirements', 'Outdoor space for the smoker', 'typicalClientTypes', 'Family reunions, company picnics',
    'customPackageApproach', 'Per guest pricing with a minimum spend.', 'packageApproach', 'Per guest',
    'pricingFactors', 'Guest count, meats chosen'),
   now() - interval '1 day');

insert into public."Email_List" (email) values ('fan@example.com'), ('party.people@example.com');

drop table seed_accounts, seed_days;

-- BEGIN GENERATED PHOTOS
insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800000000-84f9ba-dj-nova-1.png', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"78af2df05bf213339308794ffdb5ffe0\"","size":1947,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1947,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800001000-7382a6-dj-nova-2.png', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"362f8be62bbdb363a25f4eb2850a059f\"","size":1891,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1891,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800002000-1cd6ec-dj-nova-3.png', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"6c77e228d53b7287d927543f197233f2\"","size":1958,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1958,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800003000-961c1f-dj-nova-4.png', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"0217560c4da2395625a805436a733948\"","size":1915,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1915,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800004000-0b4229-dj-nova-5.png', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"f49b580a1e18c0e4083e1830f13c08d9\"","size":1958,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1958,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800000000-7b36f5-shaken-stirred-1.png', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"97cafdc0867f3e94bba7ef3b4c2b8a45\"","size":2077,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2077,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800001000-7c5ebd-shaken-stirred-2.png', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"c7e812da9a09cc47af895758fd053b26\"","size":2033,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2033,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800002000-96a166-shaken-stirred-3.png', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"4a465072c4bab0c82eaa57c6991048c8\"","size":2099,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2099,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800003000-4a8331-shaken-stirred-4.png', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"e3083a99392ed99d4620f44b62d58b48\"","size":2037,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2037,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800004000-89ab7b-shaken-stirred-5.png', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"13d53048044274c3a271f39ae5a37ffe\"","size":2081,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2081,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800000000-a0ec2b-golden-hour-1.png', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"68750a372976ea4c789c0e45c7f37455\"","size":2117,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2117,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800001000-d4d138-golden-hour-2.png', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"0e25f19e91095ef07ea5871f3950b299\"","size":2076,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2076,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800002000-38096e-golden-hour-3.png', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"d84591295e415f315b0eff0dbf386a9d\"","size":2138,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2138,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800003000-a8b9f9-golden-hour-4.png', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"0cdf23c0d32c9e09d00f19fb0d563e28\"","size":2091,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2091,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800004000-fc5222-golden-hour-5.png', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"68eeba451f7267c16998a43dd93d16ad\"","size":2126,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2126,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800000000-f316f0-max-mystic-1.png', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"bc60f0467e1a28761a0a0963f7e4f28d\"","size":2072,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2072,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800001000-f9cfad-max-mystic-2.png', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"4c4a055cc4c04b35fc38a006f0e20c62\"","size":2021,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2021,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800002000-905be4-max-mystic-3.png', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"126223dd520f61e38f532cb08101ea69\"","size":2085,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2085,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800003000-d95dcd-max-mystic-4.png', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"6b03adeb56b3e3ecf5b524c452410464\"","size":2042,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2042,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800004000-208810-max-mystic-5.png', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"18568296d2c0c988dec3482d5aaebfcd\"","size":2096,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2096,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800000000-ea111e-lucky-sevens-1.png', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"628b50affbf655941196b826847c19a7\"","size":2072,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2072,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800001000-16ea8a-lucky-sevens-2.png', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"26d3b91c187eba5fa9aeffd6a409f27d\"","size":2030,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2030,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800002000-7a28fe-lucky-sevens-3.png', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"65429eaf61a6b2d217559a52a89c9f49\"","size":2094,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2094,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800003000-a6f0e4-lucky-sevens-4.png', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"bac4ecd82a9e65680a32a72811a808c8\"","size":2033,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2033,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800004000-9bc144-lucky-sevens-5.png', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"72fcf00e78617f524e9c683c6174d43d\"","size":2079,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2079,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800000000-7e984c-loft-on-main-1.png', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"f70c76e6f7167b1176c4adc6c7317152\"","size":2098,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2098,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800001000-5bc64d-loft-on-main-2.png', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"22bfe588be9061e72ba20225593213a6\"","size":2052,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2052,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800002000-f94516-loft-on-main-3.png', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"e4781354496fc07aa7e16d1370a8ef10\"","size":2116,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2116,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800003000-1ce994-loft-on-main-4.png', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"5c5d27f862323adedc6a699e8cfa5ad0\"","size":2075,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2075,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800004000-f84153-loft-on-main-5.png', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"68555d1ffac0ca7a02ddeb9520f8a06e\"","size":2114,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2114,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800000000-912706-smoke-sage-1.png', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"2dbe6b46fa7eb041af5c854c75baf4c0\"","size":2108,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2108,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800001000-7ffda2-smoke-sage-2.png', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"609fd584dc1b88b9055d3ca3c5122f27\"","size":2058,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2058,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800002000-3257e1-smoke-sage-3.png', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"f2e75c092f72ad5c4bfc6ac1fec2ebb4\"","size":2127,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2127,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800003000-5da1b9-smoke-sage-4.png', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"c3c4b5fbeb7327e4872283c50347b2df\"","size":2071,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2071,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800004000-d1c5a7-smoke-sage-5.png', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"860c76f992a62f3d685d7fab6abe1912\"","size":2116,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2116,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800000000-9b5a2c-bloom-balloons-1.png', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"0f41fe0950e68b4e4510511e0299e53f\"","size":2032,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2032,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800001000-46d31a-bloom-balloons-2.png', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"cc4be77949c220afffc7b0391eab589e\"","size":1984,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1984,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800002000-a0da3c-bloom-balloons-3.png', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"1610f5a179f013f91ba725f71646bb16\"","size":2050,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2050,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800003000-32c77a-bloom-balloons-4.png', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"21282e7200a3e41530e319fa7b92551c\"","size":1989,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1989,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800004000-a2f442-bloom-balloons-5.png', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"1cdb21bf15ffb4045fb5af8a5171e76e\"","size":2035,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2035,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800000000-1fe67d-bubble-bar-1.png', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"1b6a3551a458ab3edd20e6f5d8e85a59\"","size":2068,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2068,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800001000-43fded-bubble-bar-2.png', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"8c24cdac9aae60fe662fb4bce08fb1a6\"","size":2013,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2013,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800002000-7f1a33-bubble-bar-3.png', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"1ab171257d51b6b7a308f7e621fa0aae\"","size":2080,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2080,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800003000-cbc264-bubble-bar-4.png', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"7ef5717fac6905a34c132bc9f27fe3a2\"","size":2035,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2035,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800004000-14bee3-bubble-bar-5.png', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"f9e5482336f855f3453bdec76cd7e894\"","size":2083,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2083,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800005000-2cd8af-bubble-bar-6.png', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"f5831077f5214faea4a967bd3859c15b\"","size":1918,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":1918,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800000000-251412-flash-booth-1.png', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"8a124336196e39aa733f165a363c40e6\"","size":2100,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2100,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800001000-8ebd17-flash-booth-2.png', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"cef40fab48ae0ab71999df1d53879713\"","size":2048,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2048,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800002000-453baa-flash-booth-3.png', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"41a81e0710b476cc52a3f9a7d38d47df\"","size":2111,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2111,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800003000-1570c6-flash-booth-4.png', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"41b6ae4e47d44d5a14220544a2ce7b25\"","size":2054,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2054,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800004000-c7269e-flash-booth-5.png', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"8cf3cd0268b065ecb6a8844317ff2e92\"","size":2098,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2098,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c011/1763800000000-e67d6b-beat-drop-1.png', '00000000-0000-4000-8000-00000000c011', '00000000-0000-4000-8000-00000000c011', '{"eTag":"\"718ff507be2d8a9b0c844beaad444658\"","size":2142,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2142,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c011/1763800001000-e340c3-beat-drop-2.png', '00000000-0000-4000-8000-00000000c011', '00000000-0000-4000-8000-00000000c011', '{"eTag":"\"a48cde3ae8bfb47a1de818f141392bc1\"","size":2094,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2094,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c011/1763800002000-26be88-beat-drop-3.png', '00000000-0000-4000-8000-00000000c011', '00000000-0000-4000-8000-00000000c011', '{"eTag":"\"ff61b7cc3de65a8c15f8ac21e7335730\"","size":2158,"mimetype":"image/png","cacheControl":"max-age=3600","contentLength":2158,"httpStatusCode":200}'::jsonb);
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c001/1763800000000-84f9ba-dj-nova-1.png', '00000000-0000-4000-8000-00000000c001/1763800001000-7382a6-dj-nova-2.png', '00000000-0000-4000-8000-00000000c001/1763800002000-1cd6ec-dj-nova-3.png', '00000000-0000-4000-8000-00000000c001/1763800003000-961c1f-dj-nova-4.png', '00000000-0000-4000-8000-00000000c001/1763800004000-0b4229-dj-nova-5.png'] where id = '00000000-0000-4000-8000-00000000d001';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c002/1763800000000-7b36f5-shaken-stirred-1.png', '00000000-0000-4000-8000-00000000c002/1763800001000-7c5ebd-shaken-stirred-2.png', '00000000-0000-4000-8000-00000000c002/1763800002000-96a166-shaken-stirred-3.png', '00000000-0000-4000-8000-00000000c002/1763800003000-4a8331-shaken-stirred-4.png', '00000000-0000-4000-8000-00000000c002/1763800004000-89ab7b-shaken-stirred-5.png'] where id = '00000000-0000-4000-8000-00000000d002';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c003/1763800000000-a0ec2b-golden-hour-1.png', '00000000-0000-4000-8000-00000000c003/1763800001000-d4d138-golden-hour-2.png', '00000000-0000-4000-8000-00000000c003/1763800002000-38096e-golden-hour-3.png', '00000000-0000-4000-8000-00000000c003/1763800003000-a8b9f9-golden-hour-4.png', '00000000-0000-4000-8000-00000000c003/1763800004000-fc5222-golden-hour-5.png'] where id = '00000000-0000-4000-8000-00000000d003';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c004/1763800000000-f316f0-max-mystic-1.png', '00000000-0000-4000-8000-00000000c004/1763800001000-f9cfad-max-mystic-2.png', '00000000-0000-4000-8000-00000000c004/1763800002000-905be4-max-mystic-3.png', '00000000-0000-4000-8000-00000000c004/1763800003000-d95dcd-max-mystic-4.png', '00000000-0000-4000-8000-00000000c004/1763800004000-208810-max-mystic-5.png'] where id = '00000000-0000-4000-8000-00000000d004';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c005/1763800000000-ea111e-lucky-sevens-1.png', '00000000-0000-4000-8000-00000000c005/1763800001000-16ea8a-lucky-sevens-2.png', '00000000-0000-4000-8000-00000000c005/1763800002000-7a28fe-lucky-sevens-3.png', '00000000-0000-4000-8000-00000000c005/1763800003000-a6f0e4-lucky-sevens-4.png', '00000000-0000-4000-8000-00000000c005/1763800004000-9bc144-lucky-sevens-5.png'] where id = '00000000-0000-4000-8000-00000000d005';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c006/1763800000000-7e984c-loft-on-main-1.png', '00000000-0000-4000-8000-00000000c006/1763800001000-5bc64d-loft-on-main-2.png', '00000000-0000-4000-8000-00000000c006/1763800002000-f94516-loft-on-main-3.png', '00000000-0000-4000-8000-00000000c006/1763800003000-1ce994-loft-on-main-4.png', '00000000-0000-4000-8000-00000000c006/1763800004000-f84153-loft-on-main-5.png'] where id = '00000000-0000-4000-8000-00000000d006';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c007/1763800000000-912706-smoke-sage-1.png', '00000000-0000-4000-8000-00000000c007/1763800001000-7ffda2-smoke-sage-2.png', '00000000-0000-4000-8000-00000000c007/1763800002000-3257e1-smoke-sage-3.png', '00000000-0000-4000-8000-00000000c007/1763800003000-5da1b9-smoke-sage-4.png', '00000000-0000-4000-8000-00000000c007/1763800004000-d1c5a7-smoke-sage-5.png'] where id = '00000000-0000-4000-8000-00000000d007';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c008/1763800000000-9b5a2c-bloom-balloons-1.png', '00000000-0000-4000-8000-00000000c008/1763800001000-46d31a-bloom-balloons-2.png', '00000000-0000-4000-8000-00000000c008/1763800002000-a0da3c-bloom-balloons-3.png', '00000000-0000-4000-8000-00000000c008/1763800003000-32c77a-bloom-balloons-4.png', '00000000-0000-4000-8000-00000000c008/1763800004000-a2f442-bloom-balloons-5.png'] where id = '00000000-0000-4000-8000-00000000d008';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c009/1763800000000-1fe67d-bubble-bar-1.png', '00000000-0000-4000-8000-00000000c009/1763800001000-43fded-bubble-bar-2.png', '00000000-0000-4000-8000-00000000c009/1763800002000-7f1a33-bubble-bar-3.png', '00000000-0000-4000-8000-00000000c009/1763800003000-cbc264-bubble-bar-4.png', '00000000-0000-4000-8000-00000000c009/1763800004000-14bee3-bubble-bar-5.png', '00000000-0000-4000-8000-00000000c009/1763800005000-2cd8af-bubble-bar-6.png'] where id = '00000000-0000-4000-8000-00000000d009';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c010/1763800000000-251412-flash-booth-1.png', '00000000-0000-4000-8000-00000000c010/1763800001000-8ebd17-flash-booth-2.png', '00000000-0000-4000-8000-00000000c010/1763800002000-453baa-flash-booth-3.png', '00000000-0000-4000-8000-00000000c010/1763800003000-1570c6-flash-booth-4.png', '00000000-0000-4000-8000-00000000c010/1763800004000-c7269e-flash-booth-5.png'] where id = '00000000-0000-4000-8000-00000000d010';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c011/1763800000000-e67d6b-beat-drop-1.png', '00000000-0000-4000-8000-00000000c011/1763800001000-e340c3-beat-drop-2.png', '00000000-0000-4000-8000-00000000c011/1763800002000-26be88-beat-drop-3.png'] where id = '00000000-0000-4000-8000-00000000d011';
-- END GENERATED PHOTOS
