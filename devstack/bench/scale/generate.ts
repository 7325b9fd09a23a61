/**
 * Fills a freshly migrated PartyEasy database with a marketplace of realistic shape, in set-based SQL
 * (generate_series, INSERT … SELECT) on a superuser connection: auth users (hosts, vendors, an admin) and
 * their profiles (the auth.users trigger writes public.users, as on Supabase), vendors in every status and
 * category over 200 cities, packages, add-ons, six months of availability windows and bookings in every
 * payment status.
 *
 * At scale 1: 10,000 approved vendors (+ 1,000 pending, 800 editing, 400 rejected), 40,000 packages,
 * 25,000 add-ons, about 1,000,000 availability rows from 60 days ago to 122 days ahead, about 100,000
 * bookings, 20,000 hosts. Deterministic: every "random" value is a hash of (seed, row key, purpose), so the
 * same seed and scale give the same rows (ids included) on the same date.
 *
 * Invariants the schema expects are kept by construction, with every trigger and constraint on: each vendor's
 * windows never overlap, a booking lies inside one window and each window has at most one booking, so the
 * pending and paid bookings satisfy bookings_no_overlap; past bookings are completed or cancelled.
 */
import type pg from 'pg';
import { CITIES } from './cities.js';

export interface GenerateOptions {
  /** 1 = the full marketplace; 0.1 = a tenth of every count (the 200 cities stay). */
  scale: number;
  seed: number;
  /**
   * Bookings as a multiple of the usual 100,000 × scale (default 1). Above 1 the rest are past bookings
   * (completed or cancelled, created over the last two years), which block no slot: 10 gives 1,000,000.
   */
  bookingsFactor?: number;
  log?: (message: string) => void;
}

export interface GeneratedCounts {
  approvedVendors: number;
  vendors: number;
  packages: number;
  addons: number;
  availability: number;
  bookings: number;
  authUsers: number;
  cities: number;
  seconds: number;
}

/** Category mix of the generated vendors (cumulative thresholds); the rest get an 'Other' type. */
const CATEGORY_MIX: [string, number][] = [
  ['DJ', 0.22],
  ['Photographer', 0.42],
  ['Bartender', 0.57],
  ['Caterer', 0.71],
  ['Event Venue', 0.8],
  ['Magician', 0.87],
  ['Casino', 0.93],
];
const OTHER_TYPES = ['Balloon Artist', 'Face Painter', 'Live Band', 'Florist', 'Photo Booth'];
const SUFFIX: Record<string, string> = {
  DJ: 'DJ Services',
  Photographer: 'Photography',
  Bartender: 'Bar Co.',
  Caterer: 'Catering',
  'Event Venue': 'Event Hall',
  Magician: 'Magic',
  Casino: 'Casino Nights',
};
const ADJECTIVES = [
  'Golden',
  'Silver',
  'Midnight',
  'Sunset',
  'Electric',
  'Velvet',
  'Lucky',
  'Blue',
  'Crimson',
  'Urban',
  'Rustic',
  'Grand',
  'Happy',
  'Bright',
  'Wild',
  'Royal',
  'Starlight',
  'Harbor',
  'Maple',
  'Copper',
  'Emerald',
  'Neon',
  'Classic',
  'Modern',
  'Little',
  'Big',
  'Lone Star',
  'Coastal',
  'Prairie',
  'Summit',
];
const NOUNS = [
  'Hour',
  'Groove',
  'Lantern',
  'Oak',
  'River',
  'Beat',
  'Spark',
  'Table',
  'Frame',
  'Moon',
  'Pine',
  'Ember',
  'Bloom',
  'Echo',
  'Vista',
  'Crown',
  'Harvest',
  'Wave',
  'Loft',
  'Garden',
  'Story',
  'Rhythm',
  'Sage',
  'Falcon',
  'Meadow',
  'Anchor',
  'Candle',
  'Compass',
  'Orchard',
  'Canyon',
];
const BIO_SENTENCES = [
  'We bring the energy your guests will talk about for years.',
  'Weddings, birthdays, corporate nights and everything in between.',
  'Fully insured, on time and easy to work with from the first call to the last song.',
  'Every event gets a planning call two weeks ahead so nothing is left to chance.',
  'Family owned and proudly serving the area for over a decade.',
  'Our team sets up early, stays tidy and leaves the space as we found it.',
  'Custom packages for small backyard parties and large venues alike.',
  'Hundreds of five-star events and counting.',
  'We work with your planner, your venue and your budget.',
  'Clean equipment, professional staff and a backup plan for everything.',
  'Ask about weekday discounts and our late-night packages.',
  'Bilingual service available on request.',
  'Eco-friendly options: local ingredients, reusable decor, no single-use plastics.',
  'Travel within the metro area is included; further trips are quoted per mile.',
];
const QUALIFICATIONS = [
  'Fully insured',
  'Certified professional',
  'Ten years of experience',
  'Food handler certified',
  'TABC certified',
  'PPA member',
  'Licensed and bonded',
  'Award-winning team',
];
const PACKAGE_NAMES = [
  'Basic',
  'Standard',
  'Premium',
  'Deluxe',
  'Party Starter',
  'Wedding Package',
  'Corporate Event',
  'Birthday Bash',
  'All Night',
  'Half Day',
  'Full Day',
  'Cocktail Hour',
  'VIP Experience',
  'Essentials',
];
const PACKAGE_DESCRIPTIONS = [
  'Everything you need for a great party, set up and packed away by our team.',
  'Our most popular option for weddings and milestone birthdays.',
  'A compact package for small gatherings at home.',
  'Premium equipment, two staff members and a planning call.',
  'Priced per guest with a minimum spend; menus are customised after booking.',
  'Hourly service with a minimum booking; extra hours can be added on the day.',
];
const ADDON_ITEMS = [
  'Fog machine',
  'Extra speaker',
  'Uplighting',
  'Champagne toast',
  'Printed album',
  'Drone footage',
  'Dessert bar',
  'Extra staff member',
  'Cleaning service',
  'Security guard',
  'Photo booth props',
  'Late-night snacks',
  'Custom signage',
  'Extra hour',
];
const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Sophia',
  'Elijah',
  'Isabella',
  'Lucas',
  'Mia',
  'Amir',
  'Priya',
  'Chen',
  'Fatima',
  'Diego',
  'Hannah',
  'Kwame',
  'Yuki',
  'Sam',
  'Grace',
  'Omar',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Lopez',
  'Brown',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Lee',
  'Walker',
  'Hall',
  'Young',
];

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlArray(values: readonly string[]): string {
  return `array[${values.map(sqlText).join(', ')}]::text[]`;
}

export async function generateMarketplace(
  client: pg.Client,
  options: GenerateOptions,
): Promise<GeneratedCounts> {
  const { scale, seed } = options;
  const log = options.log ?? (() => {});
  if (!(scale > 0) || !Number.isInteger(seed)) throw new Error('scale must be > 0 and seed an integer');
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const approved = n(10_000);
  const pending = n(1_000);
  const editing = n(800);
  const rejected = n(400);
  const vendors = approved + pending + editing + rejected;
  const hosts = n(20_000);
  const packages = n(40_000);
  const addons = n(25_000);
  const targetAvailability = n(1_000_000);
  const targetBookings = n(100_000);
  const days = 183;
  const started = performance.now();

  const step = async (name: string, sql: string) => {
    const t = performance.now();
    const result = await client.query(sql);
    log(`${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };

  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '64MB'");
  await client.query('drop schema if exists scale_gen cascade');
  await client.query('create schema scale_gen');
  // rnd(key, purpose): a uniform number in [0, 1) from the seed, the row key and what it is for.
  await client.query(`
    create function scale_gen.rnd(k bigint, purpose int) returns float8 language sql immutable parallel safe as
    $$ select (hashint8extended(k, ${seed}::bigint * 1000 + purpose) & 281474976710655)::float8 / 281474976710656.0 $$;
    create function scale_gen.uid(kind text, k bigint) returns uuid language sql immutable parallel safe as
    $$ select md5('${seed}:' || kind || ':' || k)::uuid $$;
    create function scale_gen.pick(options text[], r float8) returns text language sql immutable parallel safe as
    $$ select options[1 + floor(r * array_length(options, 1))::int] $$;
  `);

  const categoryCase = `case ${CATEGORY_MIX.map(([name, upTo]) => `when s.r_type < ${upTo} then ${sqlText(name)}`).join(' ')}
    else scale_gen.pick(${sqlArray(OTHER_TYPES)}, s.r_other) end`;
  const suffixCase = `case v.servicetype ${Object.entries(SUFFIX)
    .map(([type, suffix]) => `when ${sqlText(type)} then ${sqlText(suffix)}`)
    .join(' ')} else v.servicetype end`;

  // Vendor specification: index, ids, status, category, home city. Approved first, then pending,
  // editing and rejected; created_at is random, so the index says nothing about the browse order.
  await step(
    'vendor plan',
    `create table scale_gen.v as
     select s.i, scale_gen.uid('v', s.i) as id, scale_gen.uid('u', s.i) as user_id,
       case when s.i <= ${approved} then 'approved'
            when s.i <= ${approved + pending} then 'pending_approval'
            when s.i <= ${approved + pending + editing} then 'edit_listing'
            else 'rejected' end as status,
       ${categoryCase} as servicetype,
       -- a Zipf-like city popularity: a quarter of the vendors live in the 10 biggest cities
       1 + floor(${CITIES.length} * power(s.r_city, 2.5))::int as home_city,
       now() - interval '730 days' * s.r_created as created_at
     from (select i, scale_gen.rnd(i, 1) as r_type, scale_gen.rnd(i, 2) as r_other,
                  scale_gen.rnd(i, 3) as r_city, scale_gen.rnd(i, 4) as r_created
             from generate_series(1, ${vendors}) i) s`,
  );

  await step(
    'auth users (vendors, hosts, admin; the trigger writes public.users)',
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at,
       updated_at)
     select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, u.created_at,
       '', '', '', '', u.app_meta, jsonb_build_object('full_name', u.full_name, 'user_type', u.user_type),
       u.created_at, u.created_at
     from (
       select v.user_id as id, 'vendor' || v.i || '@scale.test' as email, v.created_at - interval '1 day' as created_at,
         '{"provider": "email", "providers": ["email"]}'::jsonb as app_meta, 'vendor' as user_type,
         scale_gen.pick(${sqlArray(FIRST_NAMES)}, scale_gen.rnd(v.i, 5)) || ' '
           || scale_gen.pick(${sqlArray(LAST_NAMES)}, scale_gen.rnd(v.i, 6)) as full_name
       from scale_gen.v v
       union all
       select scale_gen.uid('h', h), 'host' || h || '@scale.test', now() - interval '700 days' * scale_gen.rnd(h, 7),
         '{"provider": "email", "providers": ["email"]}'::jsonb, 'host',
         scale_gen.pick(${sqlArray(FIRST_NAMES)}, scale_gen.rnd(h, 8)) || ' '
           || scale_gen.pick(${sqlArray(LAST_NAMES)}, scale_gen.rnd(h, 9))
       from generate_series(1, ${hosts}) h
       union all
       select scale_gen.uid('admin', 1), 'admin@scale.test', now() - interval '800 days',
         '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb, 'host', 'Scale Admin'
     ) u`,
  );

  await step(
    'vendors',
    `insert into public.vendors (id, user_id, name, email, phone, servicetype, experience, qualifications, bio,
       cities_served, photos, status, created_at, submitted_at, extra_charge_weekday_night, extra_charge_weekend,
       extra_charge_weekend_night, rejection_reason, status_changed_by, status_changed_at, updated_at)
     select v.id, v.user_id,
       scale_gen.pick(${sqlArray(ADJECTIVES)}, scale_gen.rnd(v.i, 10)) || ' '
         || scale_gen.pick(${sqlArray(NOUNS)}, scale_gen.rnd(v.i, 11)) || ' ' || ${suffixCase},
       'vendor' || v.i || '@scale.test',
       '+1 ' || (201 + v.i % 790) || ' 555 ' || lpad((v.i % 10000)::text, 4, '0'),
       v.servicetype,
       floor(scale_gen.rnd(v.i, 12) * 25)::int,
       array(select scale_gen.pick(${sqlArray(QUALIFICATIONS)}, scale_gen.rnd(v.i * 10 + q, 13))
               from generate_series(1, floor(scale_gen.rnd(v.i, 14) * 4)::int) q),
       array_to_string(array(select scale_gen.pick(${sqlArray(BIO_SENTENCES)}, scale_gen.rnd(v.i * 10 + b, 15))
                               from generate_series(1, 1 + floor(scale_gen.rnd(v.i, 16) * 4)::int) b), ' '),
       array(select distinct c.name
               from generate_series(0, floor(scale_gen.rnd(v.i, 17) * 4)::int) k
               join unnest(${sqlArray(CITIES)}) with ordinality as c(name, idx)
                 on c.idx = 1 + (v.home_city - 1 + k * (1 + floor(scale_gen.rnd(v.i, 18) * 9)::int)) % ${CITIES.length}),
       array(select v.user_id || '/' || (1763800000000 + p * 1000) || '-' || substr(md5(v.i || ':' || p), 1, 6)
                      || '-photo-' || p || '.webp'
               from generate_series(1, floor(scale_gen.rnd(v.i, 19) * 9)::int) p),
       v.status, v.created_at,
       case when v.status <> 'edit_listing' or scale_gen.rnd(v.i, 20) < 0.5 then v.created_at + interval '1 day' end,
       case when scale_gen.rnd(v.i, 21) < 0.3 then 25 + 25 * floor(scale_gen.rnd(v.i, 22) * 4) end,
       case when scale_gen.rnd(v.i, 23) < 0.4 then 25 + 25 * floor(scale_gen.rnd(v.i, 24) * 6) end,
       case when scale_gen.rnd(v.i, 25) < 0.3 then 50 + 25 * floor(scale_gen.rnd(v.i, 26) * 6) end,
       case when v.status = 'rejected' then 'Photos are blurry and the packages have no descriptions. Please update and resubmit.' end,
       case when v.status in ('approved', 'rejected') then scale_gen.uid('admin', 1) end,
       case when v.status in ('approved', 'rejected') then v.created_at + interval '2 days' end,
       v.created_at + interval '2 days'
     from scale_gen.v v`,
  );

  // Packages: each picks a vendor at random, so vendors have 0 to ~10 (about 4% none: 'Custom pricing').
  await step(
    'Packages',
    `insert into public."Packages" (id, vendor_id, name, description, price, duration_hours, charging_type,
       minimum_hours, minimum_spend, extra_charge_weekday_night, extra_charge_weekend_night, extra_charge_weekend,
       created_at)
     select scale_gen.uid('p', s.k), v.id,
       scale_gen.pick(${sqlArray(PACKAGE_NAMES)}, scale_gen.rnd(s.k, 31)),
       scale_gen.pick(${sqlArray(PACKAGE_DESCRIPTIONS)}, scale_gen.rnd(s.k, 32)),
       case when s.r_price < 0.01 then 0
            when s.ct = 'per_hour' then 50 + 5 * floor(s.r_price * 70)
            when s.ct = 'per_event' then 150 + 25 * floor(s.r_price * 200)
            else 8 + floor(s.r_price * 80) end,
       case when s.ct <> 'per_hour' and scale_gen.rnd(s.k, 33) < 0.8 then 1 + floor(scale_gen.rnd(s.k, 34) * 8)::int end,
       s.ct,
       case when s.ct = 'per_hour' and scale_gen.rnd(s.k, 35) < 0.7 then 1 + floor(scale_gen.rnd(s.k, 36) * 5)::int end,
       case when s.ct = 'per_guest' and scale_gen.rnd(s.k, 37) < 0.9 then 300 + 100 * floor(scale_gen.rnd(s.k, 38) * 28) end,
       case when scale_gen.rnd(s.k, 39) < 0.3 then 10 + 5 * floor(scale_gen.rnd(s.k, 40) * 10) end,
       case when scale_gen.rnd(s.k, 41) < 0.3 then 20 + 5 * floor(scale_gen.rnd(s.k, 42) * 10) end,
       case when scale_gen.rnd(s.k, 43) < 0.3 then 15 + 5 * floor(scale_gen.rnd(s.k, 44) * 10) end,
       v.created_at + interval '1 hour' * floor(scale_gen.rnd(s.k, 45) * 48)
     from (select k, 1 + floor(${vendors} * scale_gen.rnd(k, 30))::int as vi, scale_gen.rnd(k, 46) as r_price,
                  case when scale_gen.rnd(k, 47) < 0.45 then 'per_hour'
                       when scale_gen.rnd(k, 47) < 0.8 then 'per_event' else 'per_guest' end as ct
             from generate_series(1, ${packages}) k) s
     join scale_gen.v v on v.i = s.vi`,
  );

  await step(
    'addons',
    `insert into public.addons (id, vendor_id, item, price, charging_type, created_at)
     select scale_gen.uid('d', k), v.id, scale_gen.pick(${sqlArray(ADDON_ITEMS)}, scale_gen.rnd(k, 51)),
       5 * (1 + floor(scale_gen.rnd(k, 52) * 60)),
       scale_gen.pick(array['per_event', 'per_event', 'per_hour', 'per_guest'], scale_gen.rnd(k, 53)),
       v.created_at + interval '1 hour' * floor(scale_gen.rnd(k, 54) * 48)
     from generate_series(1, ${addons}) k
     join scale_gen.v v on v.i = 1 + floor(${vendors} * scale_gen.rnd(k, 50))::int`,
  );

  // Availability windows. Each vendor has one non-overlapping set of windows per day:
  //   1 regular  10:00-14:00, 18:00-23:00
  //   2 night    10:00-14:00, 18:00-23:00 Sunday to Thursday, 20:00-02:00 (+1) Friday and Saturday
  //   3 daytime  08:00-12:00, 13:00-17:00, 18:00-22:00
  //   4 whole day (no times: part 1's client)
  // and a density (0.3 to 1.7 times the average); weekends are busier than weekdays.
  await client.query(`
    create table scale_gen.windows (wset int, w int, start_time time, end_time time, label text, dows int[]);
    insert into scale_gen.windows values
      (1, 1, '10:00', '14:00', '10:00 AM - 2:00 PM', null), (1, 2, '18:00', '23:00', '6:00 PM - 11:00 PM', null),
      (2, 1, '10:00', '14:00', '10:00 AM - 2:00 PM', null),
      (2, 2, '18:00', '23:00', '6:00 PM - 11:00 PM', '{1,2,3,4,7}'),
      (2, 3, '20:00', '02:00', '8:00 PM - 2:00 AM (+1)', '{5,6}'),
      (3, 1, '08:00', '12:00', '8:00 AM - 12:00 PM', null), (3, 2, '13:00', '17:00', '1:00 PM - 5:00 PM', null),
      (3, 3, '18:00', '22:00', '6:00 PM - 10:00 PM', null),
      (4, 1, null, null, null, null);
    create table scale_gen.days as
      select d, current_date - 60 + d as date, extract(isodow from current_date - 60 + d)::int as dow,
        case extract(isodow from current_date - 60 + d)::int when 5 then 1.2 when 6 then 1.4 when 7 then 1.0
             else 0.7 end as factor
      from generate_series(0, ${days - 1}) d;
    create table scale_gen.vav as
      select v.i, v.id, v.user_id, v.status,
        case when scale_gen.rnd(v.i, 60) < 0.05 then 4
             when v.servicetype in ('DJ', 'Event Venue', 'Live Band') then 2
             when v.servicetype in ('Photographer', 'Caterer', 'Florist') and scale_gen.rnd(v.i, 61) < 0.5 then 3
             else 1 end as wset,
        0.3 + 1.4 * scale_gen.rnd(v.i, 62) as density
      from scale_gen.v v where v.status <> 'rejected';
  `);
  const expected = await client.query<{ weight: number }>(`
    select sum(v.density * d.factor)::float8 as weight
      from scale_gen.vav v cross join scale_gen.days d
      join scale_gen.windows w on w.wset = v.wset and (w.dows is null or d.dow = any (w.dows))`);
  const base = targetAvailability / Number(expected.rows[0]!.weight);
  await step(
    'availability',
    `insert into public.availability (id, vendor_id, user_id, date, start_time, end_time, time_slot_text,
       is_available, created_at)
     select scale_gen.uid('a', c.k), c.id, c.user_id, c.date, c.start_time, c.end_time, c.label,
       scale_gen.rnd(c.k, 64) >= 0.03, least(c.date - 21, current_date)::timestamptz
     from (select (v.i::bigint * 1000 + d.d) * 10 + w.w as k, v.id, v.user_id, d.date, w.start_time, w.end_time,
                  w.label, v.density * d.factor * ${base} as p
             from scale_gen.vav v cross join scale_gen.days d
             join scale_gen.windows w on w.wset = v.wset and (w.dows is null or d.dow = any (w.dows))) c
     where scale_gen.rnd(c.k, 63) < c.p`,
  );

  // Bookings: a sample of the approved vendors' timed windows, at most one booking per window and inside
  // it. Past dates are completed or cancelled; future ones paid, pending, clicked_book (abandoned) or cancelled.
  const eligible = await client.query<{ count: string }>(`
    select count(*) from public.availability a join public.vendors v on v.id = a.vendor_id
     where v.status = 'approved' and a.is_available and a.start_time is not null`);
  const q = targetBookings / Number(eligible.rows[0]!.count);
  await step(
    'bookings',
    `insert into public.bookings (id, vendor_id, user_id, customer_email, customer_name, total_amount,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, selected_addons,
       event_location, special_instructions, created_at, package_id, processing_fee, checkout_session_id, paid_at,
       updated_at)
     select scale_gen.uid('b', s.k), s.vendor_id, scale_gen.uid('h', s.host), 'host' || s.host || '@scale.test',
       null, s.total, s.status, s.date, s.start_time + interval '1 hour' * s.offset_h,
       1 + floor(scale_gen.rnd(s.k, 77) * (s.len - s.offset_h)), s.guests,
       p.name, '', s.city, null, s.created_at, p.id, round(s.total * 0.05, 2),
       case when s.status in ('pending', 'paid', 'completed') then 'cs_scale_' || s.k end,
       case when s.status in ('paid', 'completed') then s.created_at + interval '5 minutes' end,
       s.created_at + interval '5 minutes'
     from (
       select a.*,
         1 + floor(${hosts} * scale_gen.rnd(a.k, 70))::int as host,
         floor(scale_gen.rnd(a.k, 71) * 2)::int as offset_h,
         case when a.date < current_date then
                case when scale_gen.rnd(a.k, 72) < 0.9 then 'completed' else 'cancelled' end
              else case when scale_gen.rnd(a.k, 72) < 0.55 then 'paid'
                        when scale_gen.rnd(a.k, 72) < 0.63 then 'pending'
                        when scale_gen.rnd(a.k, 72) < 0.83 then 'clicked_book'
                        else 'cancelled' end end as status,
         (100 + 10 * floor(scale_gen.rnd(a.k, 73) * 400))::numeric as total,
         10 + floor(scale_gen.rnd(a.k, 74) * 190)::int as guests,
         least(now() - interval '1 hour', a.date - interval '1 day' * (1 + floor(scale_gen.rnd(a.k, 75) * 60)))
           as created_at
       from (select hashtextextended(a.id::text, ${seed}) as k, a.vendor_id, a.date, a.start_time,
                    v.cities_served[1] as city,
                    -- window length in hours (4 to 6; an overnight window wraps past midnight)
                    (extract(epoch from a.end_time - a.start_time)::int / 3600 + 24) % 24 as len
               from public.availability a join public.vendors v on v.id = a.vendor_id
              where v.status = 'approved' and a.is_available and a.start_time is not null) a
       where scale_gen.rnd(a.k, 76) < ${q}
     ) s
     left join lateral (
       select pk.id, pk.name from public."Packages" pk where pk.vendor_id = s.vendor_id order by pk.price, pk.id limit 1
     ) p on true`,
  );

  // History: past bookings of approved vendors (completed 90%, cancelled 10%), which block no slot, so
  // that the operator pages can be measured with ten times the bookings.
  const factor = options.bookingsFactor ?? 1;
  if (factor > 1) {
    const extra = Math.round(targetBookings * (factor - 1));
    await step(
      `bookings history (${extra})`,
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
         booking_date, booking_time, duration_hours, guest_count, selected_packages, event_location, created_at,
         processing_fee, updated_at)
       select v.ids[1 + floor(scale_gen.rnd(g, 80) * array_length(v.ids, 1))::int],
         scale_gen.uid('h', 1 + floor(${hosts} * scale_gen.rnd(g, 81))::int),
         'host' || (1 + floor(${hosts} * scale_gen.rnd(g, 81))::int) || '@scale.test', null,
         (100 + 10 * floor(scale_gen.rnd(g, 82) * 400))::numeric,
         case when scale_gen.rnd(g, 83) < 0.9 then 'completed' else 'cancelled' end,
         current_date - 1 - floor(scale_gen.rnd(g, 84) * 700)::int, time '18:00', 3,
         10 + floor(scale_gen.rnd(g, 85) * 190)::int, 'Standard', 'Dallas, TX',
         (current_date - 1 - floor(scale_gen.rnd(g, 84) * 700)::int) - interval '1 day' * (1 + floor(scale_gen.rnd(g, 86) * 60)),
         round((100 + 10 * floor(scale_gen.rnd(g, 82) * 400))::numeric * 0.05, 2), now()
       from generate_series(1, ${extra}) g
       cross join (select array_agg(id order by id) as ids from public.vendors where status = 'approved') v`,
    );
  }

  await client.query('drop schema scale_gen cascade');
  const t = performance.now();
  await client.query(
    'vacuum analyze auth.users, public.users, public.vendors, public."Packages", public.addons, public.availability, public.bookings',
  );
  log(`vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const counts = await client.query<Record<string, string>>(`
    select (select count(*) from public.vendors where status = 'approved') as approved,
      (select count(*) from public.vendors) as vendors, (select count(*) from public."Packages") as packages,
      (select count(*) from public.addons) as addons, (select count(*) from public.availability) as availability,
      (select count(*) from public.bookings) as bookings, (select count(*) from auth.users) as users,
      (select count(distinct c) from public.vendors, unnest(cities_served) c) as cities`);
  const c = counts.rows[0]!;
  return {
    approvedVendors: Number(c.approved),
    vendors: Number(c.vendors),
    packages: Number(c.packages),
    addons: Number(c.addons),
    availability: Number(c.availability),
    bookings: Number(c.bookings),
    authUsers: Number(c.users),
    cities: Number(c.cities),
    seconds: (performance.now() - started) / 1000,
  };
}
