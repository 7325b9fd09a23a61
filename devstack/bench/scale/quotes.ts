/**
 * Adds custom quotes to a generated marketplace (bench:scale's quote lines, issue 44): at scale 1, 100,000
 * quote requests from the generated hosts, each sent to 1 to 5 approved vendors of one category, with their
 * quotes and offers. Set-based SQL on a superuser connection, deterministic from the seed like generate.ts.
 *
 * Shape: hosts and vendors are picked with a skew (a few hosts ask hundreds of times, a few vendors get
 * thousands of requests); requests fall over the last 365 days, more of them recent, so a few percent are
 * still inside their 72 hours to answer. A quote still in time is waiting (half), offered (two fifths) or
 * declined; an older one is expired (half of those after an offer expired), declined or booked (its offer
 * paid). The rows are valid by construction and written with the session's triggers off
 * (session_replication_role = replica: no cards or e-mails); the quotes have no conversation (the column is
 * null once the retention job deleted one) and the booked ones no booking row.
 */
import type pg from 'pg';

export interface QuoteCounts {
  requests: number;
  quotes: number;
  offers: number;
  seconds: number;
}

const DETAILS = [
  'Birthday party in the back garden, about 60 guests, we would like music from 7 pm.',
  'Company summer event, an afternoon on the lawn with games for the children.',
  'Wedding reception, the venue has a dance floor and power on both sides of the stage.',
  'Graduation party, casual, mostly family; we need setup before the guests arrive.',
];
const INCLUDES = [
  'Setup and teardown, equipment, travel within the city.',
  'Three hours on site, two staff, all supplies included.',
];
const REASONS = ['We are fully booked that weekend.', 'That date is too far from our area.'];

const texts = (values: string[]) =>
  `array[${values.map((b) => `'${b.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

export async function generateQuotes(
  client: pg.Client,
  options: { scale: number; seed: number; log?: (message: string) => void },
): Promise<QuoteCounts> {
  const { scale, seed } = options;
  const log = options.log ?? (() => {});
  const requests = Math.max(1, Math.round(100_000 * scale));
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
  // Approved vendors numbered within their category, and the categories numbered by size.
  await step(
    'quote vendors',
    `create temporary table qt_vendors as
     select row_number() over (partition by v.servicetype order by md5(v.id::text || '${seed}:q')) as n,
            count(*) over (partition by v.servicetype) as in_category, v.id, v.servicetype
       from public.vendors v where v.status = 'approved' and v.servicetype is not null`,
  );
  await client.query('create index on qt_vendors (servicetype, n)');
  await client.query(
    `create temporary table qt_categories as
     select row_number() over (order by count(*) desc, servicetype) as c, servicetype, count(*) as size
       from qt_vendors group by servicetype`,
  );
  await client.query('analyze qt_vendors');
  await client.query('analyze qt_categories');
  // Request r: a skewed host and category, a time over the last 365 days (squared: more recent), an event
  // 1 to 120 days after it, and 1 to 5 vendors of the category (skewed, duplicates dropped).
  await step(
    `requests (${requests})`,
    `create temporary table qt_requests as
     select r, md5('${seed}:qr:' || r)::uuid as id,
            md5('${seed}:h:' || (1 + floor(${hosts} * power(${rnd('r', 201)}, 2))::int))::uuid as host,
            cat.servicetype as category, cat.size,
            now() - interval '365 days' * power(${rnd('r', 203)}, 2) as at,
            1 + floor(5 * power(${rnd('r', 204)}, 1.5))::int as k
       from generate_series(1, ${requests}) r
       join qt_categories cat
         on cat.c = 1 + floor((select count(*) from qt_categories) * power(${rnd('r', 202)}, 1.5))::int`,
  );
  await client.query('set session_replication_role = replica');
  try {
    await step(
      'quote_requests',
      `insert into public.quote_requests (id, host_id, category, event_date, start_time, duration_hours,
                                          guest_count, location, budget_cents, details, created_at)
       select id, host, category, (at + interval '1 day' * (1 + floor(120 * ${rnd('r', 205)})))::date,
              time '10:00' + interval '30 minutes' * floor(20 * ${rnd('r', 206)}),
              2 + floor(4 * ${rnd('r', 207)}), 10 + floor(190 * ${rnd('r', 208)})::int,
              'Generated location ' || r,
              case when ${rnd('r', 209)} < 0.6 then 20000 + 1000 * floor(200 * ${rnd('r', 210)})::int end,
              (${texts(DETAILS)})[1 + floor(${rnd('r', 211)} * ${DETAILS.length})::int], at
         from qt_requests`,
    );
    // A quote's state: still in time (respond_by ahead) or past it, then by a draw.
    await step(
      'quotes',
      `create temporary table qt_quotes as
       select md5('${seed}:q:' || x.r || ':' || x.vendor_id)::uuid as id, x.*,
              case when x.respond_by > now() then
                     case when x.u < 0.5 then 'waiting' when x.u < 0.9 then 'offered' else 'declined' end
                   else case when x.u < 0.5 then 'expired' when x.u < 0.75 then 'declined' else 'booked' end
              end as status
         from (select distinct on (q.r, v.id) q.r, q.id as request_id, v.id as vendor_id, q.at,
                      least(q.at + interval '72 hours', r.event_date::timestamptz) as respond_by,
                      ${rnd('hashtext(q.id::text || v.id::text)::bigint', 213)} as u
                 from qt_requests q
                 join public.quote_requests r on r.id = q.id
                 cross join generate_series(1, q.k) j
                 join qt_vendors v on v.servicetype = q.category
                  and v.n = 1 + floor(q.size * power(${rnd('q.r * 8 + j', 212)}, 2.5))::int
                order by q.r, v.id, j) x`,
    );
    await step(
      'quotes insert',
      `insert into public.quotes (id, request_id, vendor_id, status, respond_by, answered_at, decline_reason,
                                  created_at)
       select id, request_id, vendor_id, status, respond_by,
              case when status = 'waiting' or (status = 'expired' and u >= 0.25) then null
                   else at + (respond_by - at) * 0.3 * u end,
              case when status = 'declined' then (${texts(REASONS)})[1 + floor(u * 10)::int % ${REASONS.length}] end,
              at
         from qt_quotes`,
    );
    // One offer per offered, booked and (half the) expired quote: open, paid or expired.
    await step(
      'quote_offers',
      `insert into public.quote_offers (id, quote_id, price_cents, includes, event_date, start_time,
                                        duration_hours, expires_at, status, created_at)
       select md5('${seed}:o:' || q.id)::uuid, q.id, 20000 + 500 * floor(400 * q.u)::int,
              (${texts(INCLUDES)})[1 + floor(q.u * 10)::int % ${INCLUDES.length}],
              r.event_date, r.start_time, r.duration_hours,
              case when q.status = 'expired' then offered_at + interval '2 days'
                   else least(offered_at + interval '7 days', r.event_date::timestamptz) end,
              case q.status when 'offered' then 'open' when 'booked' then 'paid' else 'expired' end,
              offered_at
         from (select *, at + (respond_by - at) * 0.3 * u as offered_at from qt_quotes) q
         join public.quote_requests r on r.id = q.request_id
        where q.status in ('offered', 'booked') or (q.status = 'expired' and q.u < 0.25)`,
    );
  } finally {
    await client.query('set session_replication_role = origin');
  }
  await client.query('drop table qt_quotes, qt_requests, qt_categories, qt_vendors');
  await client.query('vacuum analyze public.quote_requests, public.quotes, public.quote_offers');
  const c = (
    await client.query<{ requests: string; quotes: string; offers: string }>(
      `select (select count(*) from public.quote_requests) as requests,
              (select count(*) from public.quotes) as quotes,
              (select count(*) from public.quote_offers) as offers`,
    )
  ).rows[0]!;
  return {
    requests: Number(c.requests),
    quotes: Number(c.quotes),
    offers: Number(c.offers),
    seconds: (performance.now() - started) / 1000,
  };
}
