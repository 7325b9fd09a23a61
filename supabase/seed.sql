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
  -- the demo accounts signed up through the form: 18 or older, Terms and Privacy of 2025-06-18 accepted
  jsonb_strip_nulls(jsonb_build_object('full_name', a.full_name, 'user_type', a.user_type, 'phone_number', a.phone,
                                       'terms_version', '2025-06-18')),
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
   '1 Stockyards Blvd, Fort Worth, TX', null, now() - interval '20 days'),
  -- paid, and its event ended two days ago: the devstack's completion run marks it completed on start
  ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000b001', 'host@partyeasy.test',
   'Hannah Host', 450.00, 'paid', current_date - 2, '14:00', 3.0, 40, 'Party Starter', '',
   '3700 Ross Ave, Dallas, TX', 'Graduation party.', now() - interval '15 days')
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
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800000000-84f9ba-dj-nova-1.webp', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"2447766caf9fdd32051c0a8e95c9ff7d\"","size":1026,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1026,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800001000-7382a6-dj-nova-2.webp', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"908a0387f95fc1c65a1a9be2c3c80eba\"","size":994,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":994,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800002000-1cd6ec-dj-nova-3.webp', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"dc6e40f0e373344cc85318b1f2471d48\"","size":1046,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1046,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800003000-961c1f-dj-nova-4.webp', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"ccdffa6f85dc53200e42aa98dfe44d5a\"","size":964,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":964,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c001/1763800004000-0b4229-dj-nova-5.webp', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c001', '{"eTag":"\"99d328e71d1216223c26f797704a7184\"","size":1028,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1028,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800000000-7b36f5-shaken-stirred-1.webp', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"18597d9fa9a13b950a72630bbc365315\"","size":986,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":986,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800001000-7c5ebd-shaken-stirred-2.webp', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"eb3f0b39518b7fb6106fc08feec5cbb2\"","size":940,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":940,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800002000-96a166-shaken-stirred-3.webp', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"e31d76e5dade982d94dc2428623e288d\"","size":998,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":998,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800003000-4a8331-shaken-stirred-4.webp', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"d39f79ec55732f6ec046f9672b2baab5\"","size":898,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":898,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c002/1763800004000-89ab7b-shaken-stirred-5.webp', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000c002', '{"eTag":"\"b805a28bcc739d92e486abb58549717d\"","size":960,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":960,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800000000-a0ec2b-golden-hour-1.webp', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"76ad3a67df76b1216b1326072fe0f9cc\"","size":1000,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1000,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800001000-d4d138-golden-hour-2.webp', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"b6f2b3fd133398872ce52e3f0fe7deac\"","size":986,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":986,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800002000-38096e-golden-hour-3.webp', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"78ac8fe33e27df9ff793c3b27ddd6b6b\"","size":1014,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1014,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800003000-a8b9f9-golden-hour-4.webp', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"bc591165e6a074c7eb6e2900f63dc08f\"","size":968,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":968,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c003/1763800004000-fc5222-golden-hour-5.webp', '00000000-0000-4000-8000-00000000c003', '00000000-0000-4000-8000-00000000c003', '{"eTag":"\"3826a2b619598a274bde6943d8697c79\"","size":1006,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1006,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800000000-f316f0-max-mystic-1.webp', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"fa3b2b6e98d8ec3214dec412f515b574\"","size":926,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":926,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800001000-f9cfad-max-mystic-2.webp', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"eae7b3e765eb21214eb089bf0d2cef85\"","size":850,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":850,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800002000-905be4-max-mystic-3.webp', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"dab21911b7aae0aad14bcde1e23204aa\"","size":908,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":908,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800003000-d95dcd-max-mystic-4.webp', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"118d2f94920ef5700a0ae7e32ed6ffe5\"","size":800,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":800,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c004/1763800004000-208810-max-mystic-5.webp', '00000000-0000-4000-8000-00000000c004', '00000000-0000-4000-8000-00000000c004', '{"eTag":"\"306460d307d265a6a3e7a4689d55f606\"","size":834,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":834,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800000000-ea111e-lucky-sevens-1.webp', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"d283df7315a5c5673ce78f4dfa3d4bed\"","size":974,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":974,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800001000-16ea8a-lucky-sevens-2.webp', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"7a88f14a5e775083d81a98c961961067\"","size":936,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":936,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800002000-7a28fe-lucky-sevens-3.webp', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"25272d7f3f022a7a2dc2df86144b5d4f\"","size":976,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":976,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800003000-a6f0e4-lucky-sevens-4.webp', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"7dccb4459aa50fbd0c41a694590e5568\"","size":906,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":906,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c005/1763800004000-9bc144-lucky-sevens-5.webp', '00000000-0000-4000-8000-00000000c005', '00000000-0000-4000-8000-00000000c005', '{"eTag":"\"cc6b47e9ae55ea8e9dbd690efd1fa757\"","size":952,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":952,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800000000-7e984c-loft-on-main-1.webp', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"3967642b31a0060005c458a21772b866\"","size":964,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":964,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800001000-5bc64d-loft-on-main-2.webp', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"53e8c346a7a594fe61a4ffb132ec7873\"","size":954,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":954,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800002000-f94516-loft-on-main-3.webp', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"af390b110e50d216008e9813757ed54d\"","size":982,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":982,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800003000-1ce994-loft-on-main-4.webp', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"94f54abce5d4cfd97262aecef6cb5f60\"","size":924,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":924,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c006/1763800004000-f84153-loft-on-main-5.webp', '00000000-0000-4000-8000-00000000c006', '00000000-0000-4000-8000-00000000c006', '{"eTag":"\"425491c5526504cf63e2454540419b68\"","size":952,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":952,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800000000-912706-smoke-sage-1.webp', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"65f5b7ac74f2ccb3f75dae1aa4effa11\"","size":966,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":966,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800001000-7ffda2-smoke-sage-2.webp', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"c1ad6fc7183f302c71a9ecc3877b004f\"","size":906,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":906,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800002000-3257e1-smoke-sage-3.webp', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"3e224d5c92d93827f893146cefb80801\"","size":956,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":956,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800003000-5da1b9-smoke-sage-4.webp', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"7bf8cdf90317bb4686955cd3f4e14082\"","size":866,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":866,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c007/1763800004000-d1c5a7-smoke-sage-5.webp', '00000000-0000-4000-8000-00000000c007', '00000000-0000-4000-8000-00000000c007', '{"eTag":"\"0b0c0634c2a1a42ea057033ee12db7bf\"","size":900,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":900,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800000000-9b5a2c-bloom-balloons-1.webp', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"a355953ea58b57d7bd8a6a7c2dec2ad7\"","size":990,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":990,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800001000-46d31a-bloom-balloons-2.webp', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"9dd6b33382ee84958761c11b754b65d7\"","size":968,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":968,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800002000-a0da3c-bloom-balloons-3.webp', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"992a3e62f1cb47377ead8542e57e7dde\"","size":1002,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1002,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800003000-32c77a-bloom-balloons-4.webp', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"1ebcc9d92ed24d368c50b6b5a173d07b\"","size":950,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":950,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c008/1763800004000-a2f442-bloom-balloons-5.webp', '00000000-0000-4000-8000-00000000c008', '00000000-0000-4000-8000-00000000c008', '{"eTag":"\"24ff98eb7479a043d9b273f8ffd9eed9\"","size":998,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":998,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800000000-1fe67d-bubble-bar-1.webp', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"b70ac3e9d643eb10845b1e9aa30c72fe\"","size":1004,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1004,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800001000-43fded-bubble-bar-2.webp', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"005526dbd75460ce7bcc3436be644bc4\"","size":978,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":978,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800002000-7f1a33-bubble-bar-3.webp', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"63b618de45541b38063157773b5b9328\"","size":1000,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1000,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800003000-cbc264-bubble-bar-4.webp', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"e59db311c779893b92c62dff7f2055be\"","size":948,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":948,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800004000-14bee3-bubble-bar-5.webp', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"3fb98956afb0ab624f9213db04fbd746\"","size":976,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":976,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c009/1763800005000-2cd8af-bubble-bar-6.webp', '00000000-0000-4000-8000-00000000c009', '00000000-0000-4000-8000-00000000c009', '{"eTag":"\"3c31d9dfbf75ba75c927d2ec057e9d09\"","size":706,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":706,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800000000-251412-flash-booth-1.webp', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"26ea2ffc947f13d533ba939942c1a536\"","size":898,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":898,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800001000-8ebd17-flash-booth-2.webp', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"59661a9e93d8e10b03222e4d7390f08e\"","size":840,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":840,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800002000-453baa-flash-booth-3.webp', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"a4642a43db80bee0a4f17f0dc1f05d12\"","size":884,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":884,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800003000-1570c6-flash-booth-4.webp', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"0415235c4f63608221cf622c35a14912\"","size":790,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":790,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c010/1763800004000-c7269e-flash-booth-5.webp', '00000000-0000-4000-8000-00000000c010', '00000000-0000-4000-8000-00000000c010', '{"eTag":"\"5c45ad0c4eda56892797b3fc9f1e56df\"","size":838,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":838,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c011/1763800000000-e67d6b-beat-drop-1.webp', '00000000-0000-4000-8000-00000000c011', '00000000-0000-4000-8000-00000000c011', '{"eTag":"\"22e8abebac0f5e32b8bb0fd71eda23ed\"","size":1032,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1032,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c011/1763800001000-e340c3-beat-drop-2.webp', '00000000-0000-4000-8000-00000000c011', '00000000-0000-4000-8000-00000000c011', '{"eTag":"\"740edc76ac607ceb7ce63f54b5afee11\"","size":992,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":992,"httpStatusCode":200}'::jsonb),
  ('vendor-photos', '00000000-0000-4000-8000-00000000c011/1763800002000-26be88-beat-drop-3.webp', '00000000-0000-4000-8000-00000000c011', '00000000-0000-4000-8000-00000000c011', '{"eTag":"\"dc43d4cbf43472911076387c91e19740\"","size":1022,"mimetype":"image/webp","cacheControl":"max-age=3600","contentLength":1022,"httpStatusCode":200}'::jsonb);
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c001/1763800000000-84f9ba-dj-nova-1.webp', '00000000-0000-4000-8000-00000000c001/1763800001000-7382a6-dj-nova-2.webp', '00000000-0000-4000-8000-00000000c001/1763800002000-1cd6ec-dj-nova-3.webp', '00000000-0000-4000-8000-00000000c001/1763800003000-961c1f-dj-nova-4.webp', '00000000-0000-4000-8000-00000000c001/1763800004000-0b4229-dj-nova-5.webp'] where id = '00000000-0000-4000-8000-00000000d001';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c002/1763800000000-7b36f5-shaken-stirred-1.webp', '00000000-0000-4000-8000-00000000c002/1763800001000-7c5ebd-shaken-stirred-2.webp', '00000000-0000-4000-8000-00000000c002/1763800002000-96a166-shaken-stirred-3.webp', '00000000-0000-4000-8000-00000000c002/1763800003000-4a8331-shaken-stirred-4.webp', '00000000-0000-4000-8000-00000000c002/1763800004000-89ab7b-shaken-stirred-5.webp'] where id = '00000000-0000-4000-8000-00000000d002';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c003/1763800000000-a0ec2b-golden-hour-1.webp', '00000000-0000-4000-8000-00000000c003/1763800001000-d4d138-golden-hour-2.webp', '00000000-0000-4000-8000-00000000c003/1763800002000-38096e-golden-hour-3.webp', '00000000-0000-4000-8000-00000000c003/1763800003000-a8b9f9-golden-hour-4.webp', '00000000-0000-4000-8000-00000000c003/1763800004000-fc5222-golden-hour-5.webp'] where id = '00000000-0000-4000-8000-00000000d003';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c004/1763800000000-f316f0-max-mystic-1.webp', '00000000-0000-4000-8000-00000000c004/1763800001000-f9cfad-max-mystic-2.webp', '00000000-0000-4000-8000-00000000c004/1763800002000-905be4-max-mystic-3.webp', '00000000-0000-4000-8000-00000000c004/1763800003000-d95dcd-max-mystic-4.webp', '00000000-0000-4000-8000-00000000c004/1763800004000-208810-max-mystic-5.webp'] where id = '00000000-0000-4000-8000-00000000d004';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c005/1763800000000-ea111e-lucky-sevens-1.webp', '00000000-0000-4000-8000-00000000c005/1763800001000-16ea8a-lucky-sevens-2.webp', '00000000-0000-4000-8000-00000000c005/1763800002000-7a28fe-lucky-sevens-3.webp', '00000000-0000-4000-8000-00000000c005/1763800003000-a6f0e4-lucky-sevens-4.webp', '00000000-0000-4000-8000-00000000c005/1763800004000-9bc144-lucky-sevens-5.webp'] where id = '00000000-0000-4000-8000-00000000d005';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c006/1763800000000-7e984c-loft-on-main-1.webp', '00000000-0000-4000-8000-00000000c006/1763800001000-5bc64d-loft-on-main-2.webp', '00000000-0000-4000-8000-00000000c006/1763800002000-f94516-loft-on-main-3.webp', '00000000-0000-4000-8000-00000000c006/1763800003000-1ce994-loft-on-main-4.webp', '00000000-0000-4000-8000-00000000c006/1763800004000-f84153-loft-on-main-5.webp'] where id = '00000000-0000-4000-8000-00000000d006';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c007/1763800000000-912706-smoke-sage-1.webp', '00000000-0000-4000-8000-00000000c007/1763800001000-7ffda2-smoke-sage-2.webp', '00000000-0000-4000-8000-00000000c007/1763800002000-3257e1-smoke-sage-3.webp', '00000000-0000-4000-8000-00000000c007/1763800003000-5da1b9-smoke-sage-4.webp', '00000000-0000-4000-8000-00000000c007/1763800004000-d1c5a7-smoke-sage-5.webp'] where id = '00000000-0000-4000-8000-00000000d007';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c008/1763800000000-9b5a2c-bloom-balloons-1.webp', '00000000-0000-4000-8000-00000000c008/1763800001000-46d31a-bloom-balloons-2.webp', '00000000-0000-4000-8000-00000000c008/1763800002000-a0da3c-bloom-balloons-3.webp', '00000000-0000-4000-8000-00000000c008/1763800003000-32c77a-bloom-balloons-4.webp', '00000000-0000-4000-8000-00000000c008/1763800004000-a2f442-bloom-balloons-5.webp'] where id = '00000000-0000-4000-8000-00000000d008';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c009/1763800000000-1fe67d-bubble-bar-1.webp', '00000000-0000-4000-8000-00000000c009/1763800001000-43fded-bubble-bar-2.webp', '00000000-0000-4000-8000-00000000c009/1763800002000-7f1a33-bubble-bar-3.webp', '00000000-0000-4000-8000-00000000c009/1763800003000-cbc264-bubble-bar-4.webp', '00000000-0000-4000-8000-00000000c009/1763800004000-14bee3-bubble-bar-5.webp', '00000000-0000-4000-8000-00000000c009/1763800005000-2cd8af-bubble-bar-6.webp'] where id = '00000000-0000-4000-8000-00000000d009';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c010/1763800000000-251412-flash-booth-1.webp', '00000000-0000-4000-8000-00000000c010/1763800001000-8ebd17-flash-booth-2.webp', '00000000-0000-4000-8000-00000000c010/1763800002000-453baa-flash-booth-3.webp', '00000000-0000-4000-8000-00000000c010/1763800003000-1570c6-flash-booth-4.webp', '00000000-0000-4000-8000-00000000c010/1763800004000-c7269e-flash-booth-5.webp'] where id = '00000000-0000-4000-8000-00000000d010';
update public.vendors set photos = array['00000000-0000-4000-8000-00000000c011/1763800000000-e67d6b-beat-drop-1.webp', '00000000-0000-4000-8000-00000000c011/1763800001000-e340c3-beat-drop-2.webp', '00000000-0000-4000-8000-00000000c011/1763800002000-26be88-beat-drop-3.webp'] where id = '00000000-0000-4000-8000-00000000d011';
-- END GENERATED PHOTOS

-- Reviews (issue 29): Henry Planner reviewed his completed booking of Golden Hour Photography, and the vendor replied.
-- Hannah Host's completed bookings are left to review (My bookings offers 'Leave a review').
insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month,
  created_at, updated_at)
select b.id, b.vendor_id, b.user_id, 5, 'Every moment captured',
  'Relaxed, on time and the photos arrived within a week. Our guests still talk about the candid shots.',
  'Henry', date_trunc('month', b.booking_date)::date, now() - interval '9 days', now() - interval '9 days'
from public.bookings b
where b.vendor_id = '00000000-0000-4000-8000-00000000d003' and b.user_id = '00000000-0000-4000-8000-00000000b002'
  and b.payment_status = 'completed';
insert into public.review_replies (review_id, vendor_id, user_id, body, created_at)
select r.id, r.vendor_id, v.user_id, 'Thank you, Henry! It was a joy to photograph your day.', now() - interval '8 days'
from public.reviews r join public.vendors v on v.id = r.vendor_id
where r.vendor_id = '00000000-0000-4000-8000-00000000d003';
