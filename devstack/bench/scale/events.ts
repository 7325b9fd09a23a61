/**
 * Adds planned events to a generated marketplace (bench:scale's event lines, issue 46): at scale 1, 50,000
 * events of the generated hosts (at most 50 a host, the newest current), each with 0 to 15 shortlisted
 * vendors and up to 4 of its host's bookings, and one planner's event with a shortlist of 50 vendors of every
 * category and 8 bookings. Set-based SQL on a superuser connection with the session's triggers off
 * (session_replication_role = replica), deterministic from the seed like generate.ts.
 */
import type pg from 'pg';

export interface EventCounts {
  events: number;
  shortlisted: number;
  eventBookings: number;
  /** The planner's event: 50 shortlisted vendors and its host's bookings. */
  planner: { eventId: string; hostId: string; bookings: number };
  seconds: number;
}

export async function generateEvents(
  client: pg.Client,
  options: { scale: number; seed: number; log?: (message: string) => void },
): Promise<EventCounts> {
  const { scale, seed } = options;
  const log = options.log ?? (() => {});
  const events = Math.max(1, Math.round(50_000 * scale));
  const hosts = Math.max(1, Math.round(20_000 * scale));
  const started = performance.now();
  const step = async (name: string, sql: string) => {
    const t = performance.now();
    const result = await client.query(sql);
    log(`${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const rnd = (key: string, purpose: number) =>
    `((hashint8extended(${key}, ${seed}::bigint * 1000 + ${purpose}) & 281474976710655)::float8 / 281474976710656.0)`;
  const host = (n: string) => `md5('${seed}:h:' || (${n}))::uuid`;

  await client.query('set session_replication_role = replica');
  try {
    await step(
      `events (${events})`,
      `insert into public.events (id, host_id, name, event_date, start_time, duration_hours, city, guest_count,
                                  time_zone, categories, is_current, created_at, updated_at)
       select id, host, 'Generated party ' || e, event_date, time '12:00' + interval '1 hour' * floor(8 * ${rnd('e', 303)}),
              2 + floor(5 * ${rnd('e', 304)}), 'Austin, TX', 10 + floor(190 * ${rnd('e', 305)})::int,
              'America/Chicago', (array['DJ', 'Photographer', 'Caterer']::text[])[1:1 + floor(3 * ${rnd('e', 306)})::int],
              rn = 1, now() - interval '1 day' * (rn - 1), now()
         from (select e, md5('${seed}:ev:' || e)::uuid as id, host,
                      current_date + (floor(545 * ${rnd('e', 302)}) - 180)::int as event_date,
                      row_number() over (partition by host order by e desc) as rn
                 from (select e, ${host(`1 + floor(${hosts} * power(${rnd('e', 301)}, 2))::int`)} as host
                         from generate_series(1, ${events}) e) x) y
        where rn <= 50`,
    );
    await step(
      'event shortlists (0 to 15 vendors each)',
      // Each pick indexes an array of the approved vendors (sorting them all per pick is quadratic at scale 1).
      `insert into public.event_shortlist (event_id, vendor_id, created_at)
       select distinct on (e.id, v.id) e.id, v.id, e.created_at + interval '1 minute' * j
         from public.events e
         cross join lateral generate_series(1, floor(16 * ${rnd('hashtext(e.id::text)::bigint', 307)})::int) j
         cross join (select array_agg(id order by id) as ids from public.vendors where status = 'approved') a
         cross join lateral (select a.ids[1 + (abs(hashtext(e.id::text || ':' || j)) % cardinality(a.ids))] as id) v
        order by e.id, v.id`,
    );
    await step(
      'event bookings (up to 4 of the host each)',
      `update public.bookings b set event_id = x.event_id
         from (select e.id as event_id, b.id as booking_id,
                      row_number() over (partition by b.id order by e.id) as per_booking,
                      row_number() over (partition by e.id order by b.id) as per_event
                 from public.events e join public.bookings b on b.user_id = e.host_id) x
        where x.booking_id = b.id and x.per_event <= 4 and x.per_booking = 1`,
    );
    // The planner: the host with the most paid bookings gets an event with 8 of them and 50 vendors.
    const planner = (
      await client.query<{ host_id: string }>(
        `select user_id as host_id from public.bookings where payment_status in ('paid', 'completed')
          group by user_id order by count(*) desc, user_id limit 1`,
      )
    ).rows[0]!;
    const plannerEvent = `md5('${seed}:planner')::uuid`;
    await client.query(`update public.events set is_current = false where host_id = $1`, [planner.host_id]);
    await step(
      "planner's event",
      `insert into public.events (id, host_id, name, event_date, start_time, duration_hours, city, guest_count,
                                  time_zone, categories, is_current)
       values (${plannerEvent}, '${planner.host_id}', 'Planner''s party', current_date + 30, time '18:00', 5,
               'Austin, TX', 120, 'America/Chicago',
               array['DJ', 'Bartender', 'Photographer', 'Magician', 'Casino', 'Event Venue', 'Caterer'], true)`,
    );
    await step(
      "planner's shortlist (50 vendors, every category)",
      `insert into public.event_shortlist (event_id, vendor_id, created_at)
       select ${plannerEvent}, id, now() - interval '1 minute' * n
         from (select id, row_number() over (order by n_in_type, servicetype) as n
                 from (select id, servicetype,
                              row_number() over (partition by servicetype order by md5(id::text || '${seed}')) as n_in_type
                         from public.vendors where status = 'approved') v) x
        where n <= 50`,
    );
    const planned = await client.query(
      `update public.bookings set event_id = ${plannerEvent}
        where id in (select id from public.bookings where user_id = '${planner.host_id}'
                      and payment_status in ('paid', 'completed') order by booking_date desc, id limit 8)`,
    );
    await client.query('analyze public.events, public.event_shortlist, public.bookings');
    const counts = (
      await client.query<{ events: string; shortlisted: string; booked: string }>(
        `select (select count(*) from public.events) as events,
                (select count(*) from public.event_shortlist) as shortlisted,
                (select count(*) from public.bookings where event_id is not null) as booked`,
      )
    ).rows[0]!;
    const eventId = (await client.query<{ id: string }>(`select ${plannerEvent} as id`)).rows[0]!.id;
    return {
      events: Number(counts.events),
      shortlisted: Number(counts.shortlisted),
      eventBookings: Number(counts.booked),
      planner: { eventId, hostId: planner.host_id, bookings: planned.rowCount ?? 0 },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.query('set session_replication_role = origin');
  }
}
