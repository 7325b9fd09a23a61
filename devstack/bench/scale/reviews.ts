/**
 * Adds reviews to a generated marketplace (bench:scale's browse-by-rating lines, issue 29): at scale 1,
 * 1,000,000 completed past bookings of approved vendors, each with its host's review. Set-based SQL on a
 * superuser connection, deterministic from the seed like generate.ts.
 *
 * Shape: 85% of the approved vendors have reviews, a few many (Zipf-like), most some; each vendor has a
 * quality from 3 to 5 stars and its reviews scatter around it; 1% are hidden by an admin; a third have a
 * vendor reply. The rows are valid by construction and written with the session's triggers off
 * (session_replication_role = replica: no booking history, mails or daily totals for these past bookings, which
 * no figure measured after them reads), and vendor_review_stats is built with one aggregate, the figures the
 * per-row trigger keeps (supabase/tests/reviews.test.ts checks the trigger against the same aggregate).
 */
import type pg from 'pg';

export interface ReviewCounts {
  reviews: number;
  reviewedVendors: number;
  seconds: number;
}

export async function generateReviews(
  client: pg.Client,
  options: { scale: number; seed: number; log?: (message: string) => void },
): Promise<ReviewCounts> {
  const { scale, seed } = options;
  const log = options.log ?? (() => {});
  const total = Math.max(1, Math.round(1_000_000 * scale));
  const hosts = Math.max(1, Math.round(20_000 * scale));
  const started = performance.now();
  const step = async (name: string, sql: string) => {
    const t = performance.now();
    const result = await client.query(sql);
    log(`${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const rnd = (key: string, purpose: number) =>
    `((hashint8extended(${key}, ${seed}::bigint * 1000 + ${purpose}) & 281474976710655)::float8 / 281474976710656.0)`;

  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '64MB'");
  // Vendors that get reviews (85% of the approved ones, in a fixed random order) and their quality.
  await step(
    'review plan',
    `create temporary table review_vendors as
     select row_number() over (order by md5(v.id::text || '${seed}')) as n, v.id, v.user_id,
            3 + 2 * ${rnd('hashtext(v.id::text)::bigint', 90)} as quality
       from public.vendors v where v.status = 'approved'`,
  );
  await client.query(
    `delete from review_vendors where n > greatest(1, (select round(count(*) * 0.85) from review_vendors))`,
  );
  await step(
    `review bookings (${total}, completed, past)`,
    `create temporary table review_bookings as
     select s.g, rv.id as vendor_id, rv.user_id as vendor_user, rv.quality, s.host, s.day
       from (select g, 1 + floor(k.c * power(${rnd('g', 93)}, 1.6))::int as n,
                    md5('${seed}:h:' || (1 + floor(${hosts} * ${rnd('g', 91)})::int))::uuid as host,
                    current_date - 1 - floor(${rnd('g', 92)} * 700)::int as day
               from generate_series(1, ${total}) g
              cross join (select count(*) as c from review_vendors) k) s
       join review_vendors rv on rv.n = s.n`,
  );
  await client.query('set session_replication_role = replica');
  try {
    await step(
      'bookings of the reviews',
      `insert into public.bookings (id, vendor_id, user_id, customer_email, customer_name, total_amount,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, event_location,
       created_at, completed_at, processing_fee, updated_at)
     select md5('${seed}:rb:' || g)::uuid, vendor_id, host, 'reviewer@scale.test', null, 300, 'completed', day,
       time '18:00', 3, 40, 'Standard', 'Dallas, TX', day - interval '20 days', day + interval '1 day', 15, now()
       from review_bookings`,
    );
    await step(
      'reviews',
      `insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name,
         event_month, created_at, updated_at, hidden_at, hidden_by, hidden_reason)
       select md5('${seed}:rb:' || g)::uuid, vendor_id, host,
         least(5, greatest(1, round(quality + 1.6 * (${rnd('g', 94)} - 0.5) + (case when ${rnd('g', 95)} < 0.05 then -2 else 0 end))))::smallint,
         'Review ' || g, 'A generated review of a past event, about as long as a real one tends to be.',
         'Host', date_trunc('month', day)::date, day + interval '2 days', day + interval '2 days',
         case when ${rnd('g', 96)} < 0.01 then day + interval '3 days' end,
         null, case when ${rnd('g', 96)} < 0.01 then 'Generated moderation' end
         from review_bookings`,
    );
    await step(
      'replies',
      `insert into public.review_replies (review_id, vendor_id, user_id, body, created_at)
     select r.id, r.vendor_id, b.vendor_user, 'Thank you for booking with us!', r.created_at + interval '1 day'
       from public.reviews r join review_bookings b on r.booking_id = md5('${seed}:rb:' || b.g)::uuid
      where r.hidden_at is null and ${rnd('b.g', 97)} < 0.33`,
    );
  } finally {
    await client.query('set session_replication_role = origin');
  }
  await step(
    'vendor_review_stats (one aggregate, what the trigger keeps)',
    `insert into public.vendor_review_stats (vendor_id, review_count, rating_sum)
     select vendor_id, count(*), sum(rating) from public.reviews where hidden_at is null group by vendor_id
     on conflict (vendor_id) do update set review_count = excluded.review_count, rating_sum = excluded.rating_sum`,
  );
  await client.query('drop table review_bookings, review_vendors');
  await client.query(
    'vacuum analyze public.bookings, public.reviews, public.review_replies, public.vendor_review_stats',
  );
  const c = (
    await client.query<{ reviews: string; vendors: string }>(
      `select (select count(*) from public.reviews) as reviews,
              (select count(*) from public.vendor_review_stats where review_count > 0) as vendors`,
    )
  ).rows[0]!;
  return {
    reviews: Number(c.reviews),
    reviewedVendors: Number(c.vendors),
    seconds: (performance.now() - started) / 1000,
  };
}
