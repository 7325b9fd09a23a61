import { passwordToken } from '@partyeasy/devstack/stripe/testing';
import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { formatLongDate } from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, ids, SEED_PASSWORD } from './support/actors.js';

// Calendar files, feeds and reminders over HTTP ([event-plan] item 4, docs/calendar.md): the calendar function
// answers RFC 5545 text that ical.js reads back with the same times; feeds open with their secret token only;
// reminders 48 hours before are queued and sent once each, whatever runs twice or at once.

const DJ = ids.ownVendor; // DJ Nova, owned by ownerVendor (dj@partyeasy.test)
const BAR = ids.otherVendor; // Shaken & Stirred, owned by otherVendor (bartender@partyeasy.test)
const ZONE = 'America/Chicago';

describe('calendar', () => {
  let stack: TestStack;
  const tokens = new Map<ActorName, string>();
  const as = (actor: ActorName): SupabaseClient<Database> =>
    createClient<Database>(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${tokens.get(actor)}` } },
    });
  let dayOffset = 300;

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    for (const name of ['host', 'otherHost', 'ownerVendor', 'otherVendor'] as const) {
      tokens.set(name, await passwordToken(stack, actors[name].email!, SEED_PASSWORD));
    }
    await stack.db.query(`update public.vendors set time_zone = $1 where id in ($2, $3)`, [ZONE, DJ, BAR]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A date far from the seed's bookings, each call a new one 4 days on (a 48-hour window sees one date only). */
  async function nextDay(): Promise<string> {
    dayOffset += 4;
    const r = await stack.db.query<{ d: string }>(`select (current_date + $1::int)::text as d`, [dayOffset]);
    return r.rows[0]!.d;
  }

  async function newEvent(values: {
    date: string;
    time?: string;
    hours?: number;
    host?: string;
    name?: string;
  }) {
    const r = await stack.db.query<{ id: string }>(
      `insert into public.events (host_id, name, event_date, start_time, duration_hours, city, guest_count, time_zone)
       values ($1, $2, $3, $4, $5, 'Austin', 80, $6) returning id`,
      [
        values.host ?? ids.host,
        values.name ?? "Sam's 40th, at home",
        values.date,
        values.time ?? '18:00',
        values.hours ?? 4,
        ZONE,
      ],
    );
    return r.rows[0]!.id;
  }

  async function newBooking(values: {
    vendor: string;
    date: string;
    time?: string;
    hours?: number;
    status?: string;
    eventId?: string | null;
    user?: string;
  }) {
    const r = await stack.db.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee, booking_date,
         booking_time, duration_hours, guest_count, event_location, payment_status, paid_at, event_id)
       values ($1, $2, 'host@partyeasy.test', 500, 25, $3, $4, $5, 80, '12 Main St, Austin; back door', $6,
         case when $6 in ('paid', 'completed') then now() end, $7) returning id`,
      [
        values.vendor,
        values.user ?? ids.host,
        values.date,
        values.time ?? '18:00',
        values.hours ?? 4,
        values.status ?? 'paid',
        values.eventId ?? null,
      ],
    );
    return r.rows[0]!.id;
  }

  /** The instant a wall-clock time in Chicago happens, as PostgreSQL computes it. */
  async function instant(date: string, time: string): Promise<string> {
    const r = await stack.db.query<{ t: string }>(
      `select to_char((($1::date + $2::time) at time zone $3) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') as t`,
      [date, time, ZONE],
    );
    return r.rows[0]!.t;
  }

  const get = (path: string, token?: string) =>
    fetch(`${stack.url}/functions/v1/calendar/${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** The entries ical.js reads from a calendar answer, after checking the text is well formed. */
  async function read(res: Response) {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
    }
    const calendar = new ICAL.Component(ICAL.parse(text));
    return {
      calendar,
      events: calendar.getAllSubcomponents('vevent').map((c) => {
        const e = new ICAL.Event(c);
        return {
          uid: e.uid,
          summary: e.summary,
          location: e.location,
          description: e.description,
          start: e.startDate.toJSDate().toISOString(),
          end: e.endDate.toJSDate().toISOString(),
        };
      }),
    };
  }

  it("gives the host an event's calendar file: the event and its paid bookings, at their times", async () => {
    const date = await nextDay();
    const eventId = await newEvent({ date });
    const dj = await newBooking({ vendor: DJ, date, time: '18:00', hours: 4, eventId });
    const bar = await newBooking({ vendor: BAR, date, time: '19:30', hours: 2.5, eventId });
    await newBooking({ vendor: BAR, date: await nextDay(), status: 'cancelled', eventId });
    await newBooking({ vendor: DJ, date: await nextDay(), status: 'clicked_book', eventId });

    const { calendar, events } = await read(await get(`event/${eventId}.ics`, tokens.get('host')));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toEqual([
      expect.objectContaining({
        uid: `event-${eventId}@partyeasy`,
        summary: "Sam's 40th, at home",
        location: 'Austin',
        start: await instant(date, '18:00'),
        end: await instant(date, '22:00'),
      }),
      expect.objectContaining({
        uid: `booking-${dj}@partyeasy`,
        summary: "DJ Nova · Sam's 40th, at home",
        location: '12 Main St, Austin; back door',
        start: await instant(date, '18:00'),
        end: await instant(date, '22:00'),
      }),
      expect.objectContaining({
        uid: `booking-${bar}@partyeasy`,
        start: await instant(date, '19:30'),
        end: await instant(date, '22:00'),
      }),
    ]);
    expect(events[1]!.description).toContain('6:00 PM – 10:00 PM (America/Chicago time)');

    // someone else's event, an unknown one and no token
    expect((await get(`event/${eventId}.ics`, tokens.get('otherHost'))).status).toBe(404);
    expect((await get(`event/${crypto.randomUUID()}.ics`, tokens.get('host'))).status).toBe(404);
    expect((await get(`event/not-an-id.ics`, tokens.get('host'))).status).toBe(404);
    expect((await get(`event/${eventId}.ics`)).status).toBe(401);
    expect((await get(`event/${eventId}.ics`, stack.anonKey)).status).toBe(401);
  });

  it('serves each account one feed by its secret token: the host its events and bookings, the vendor its listing', async () => {
    const date = await nextDay();
    const eventId = await newEvent({ date, name: 'Feed party' });
    const withEvent = await newBooking({ vendor: DJ, date, eventId });
    const alone = await newBooking({ vendor: BAR, date: await nextDay(), time: '20:00', hours: 3 });
    const longAgo = await newBooking({ vendor: DJ, date: await dayFromToday(-120), status: 'completed' });
    const lastMonth = await newBooking({ vendor: DJ, date: await dayFromToday(-30), status: 'completed' });
    const otherHosts = await newBooking({ vendor: BAR, date: await nextDay(), user: ids.otherHost });

    const first = await as('host').rpc('my_calendar_feed');
    expect(first.error).toBeNull();
    const token = first.data as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // the same token every time, also when asked at once
    const again = await Promise.all([as('host').rpc('my_calendar_feed'), as('host').rpc('my_calendar_feed')]);
    expect(again.map((r) => r.data)).toEqual([token, token]);

    const host = await read(await get(`feed/${token}.ics`));
    expect(host.calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^PartyEasy: /);
    const hostUids = host.events.map((e) => e.uid);
    expect(hostUids).toEqual(
      expect.arrayContaining([
        `event-${eventId}@partyeasy`,
        `booking-${withEvent}@partyeasy`,
        `booking-${alone}@partyeasy`,
      ]),
    );
    expect(hostUids).not.toContain(`booking-${otherHosts}@partyeasy`);
    const aloneEntry = host.events.find((e) => e.uid === `booking-${alone}@partyeasy`)!;
    expect(aloneEntry.summary).toBe('Shaken & Stirred Bar Co.');
    expect([aloneEntry.start, aloneEntry.end]).toEqual([
      await instant(await bookingDate(alone), '20:00'),
      await instant(await bookingDate(alone), '23:00'),
    ]);

    // the DJ's feed: its listing's paid and completed bookings of the last 90 days and later, not the others'
    const djToken = (await as('ownerVendor').rpc('my_calendar_feed')).data as string;
    expect(djToken).not.toBe(token);
    const dj = await read(await get(`feed/${djToken}.ics`));
    const djUids = dj.events.map((e) => e.uid);
    expect(djUids).toEqual(
      expect.arrayContaining([`booking-${withEvent}@partyeasy`, `booking-${lastMonth}@partyeasy`]),
    );
    expect(djUids).not.toContain(`booking-${longAgo}@partyeasy`);
    expect(djUids).not.toContain(`booking-${alone}@partyeasy`);
    expect(djUids).not.toContain(`event-${eventId}@partyeasy`);
    expect(dj.events.find((e) => e.uid === `booking-${withEvent}@partyeasy`)!.summary).toBe(
      'PartyEasy booking: Hannah, 80 guests',
    );

    // a reset: the old address answers 404 at once, the new one the same feed
    const reset = await as('host').rpc('reset_calendar_feed');
    expect(reset.error).toBeNull();
    expect(reset.data).not.toBe(token);
    const stale = await get(`feed/${token}.ics`);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toMatchObject({ error: 'feed_not_found' });
    expect((await read(await get(`feed/${reset.data}.ics`))).events.length).toBe(host.events.length);
    expect((await as('host').rpc('my_calendar_feed')).data).toBe(reset.data);

    // guesses and other shapes are not feeds; the anonymous key makes no token
    for (const bad of ['0'.repeat(64), 'abc', `${token}x`, '..%2F..%2Fetc']) {
      expect((await get(`feed/${bad}.ics`)).status).toBe(404);
    }
    expect((await get(`feed/${reset.data}`)).status).toBe(404);
    const anon = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
    expect((await anon.rpc('my_calendar_feed')).error).not.toBeNull();
    // nobody reads the tokens table through the API
    expect(
      (
        await as('host')
          .from('calendar_feeds' as never)
          .select('*')
      ).error,
    ).not.toBeNull();

    // a deleted account's feed ends with it
    const other = (await as('otherHost').rpc('my_calendar_feed')).data as string;
    expect((await get(`feed/${other}.ics`)).status).toBe(200);
    await stack.db.query('insert into public.deleted_accounts (user_id) values ($1)', [ids.otherHost]);
    try {
      expect((await get(`feed/${other}.ics`)).status).toBe(404);
    } finally {
      await stack.db.query('delete from public.deleted_accounts where user_id = $1', [ids.otherHost]);
    }
  });

  async function dayFromToday(n: number): Promise<string> {
    const r = await stack.db.query<{ d: string }>(`select (current_date + $1::int)::text as d`, [n]);
    return r.rows[0]!.d;
  }

  async function bookingDate(id: string): Promise<string> {
    const r = await stack.db.query<{ d: string }>(
      `select booking_date::text as d from public.bookings where id = $1`,
      [id],
    );
    return r.rows[0]!.d;
  }

  it('queues and sends each reminder once, 48 hours before, even run concurrently and twice', async () => {
    stack.mailbox.clear();
    const date = await nextDay();
    const eventId = await newEvent({ date, name: 'Reminder party' });
    await newBooking({ vendor: DJ, date, time: '18:00', eventId });
    await newBooking({ vendor: BAR, date, time: '19:00', hours: 3, eventId });
    const single = await newBooking({ vendor: DJ, date: await nextDay(), time: '18:00' });
    const singleDate = await bookingDate(single);
    // cancelled: no reminder
    await newBooking({ vendor: BAR, date: singleDate, time: '12:00', status: 'cancelled' });

    const start = await instant(date, '18:00');
    const queue = (at: string) =>
      stack.db
        .query<{ n: number }>('select public.queue_event_reminders($1) as n', [at])
        .then((r) => r.rows[0]!.n);
    const hoursBefore = (iso: string, h: number) =>
      new Date(new Date(iso).getTime() - h * 3_600_000).toISOString();

    // 49 hours before: nothing is due yet
    expect(await queue(hoursBefore(start, 49))).toBe(0);
    // 47 hours before the event: the host once for the event, each vendor once
    const at = hoursBefore(start, 47);
    const counts = await Promise.all([queue(at), queue(at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await queue(at)).toBe(0);
    // 47 hours before the booking without an event: its host and its vendor
    const singleAt = hoursBefore(await instant(singleDate, '18:00'), 47);
    expect(await Promise.all([queue(singleAt), queue(singleAt)]).then((c) => c[0]! + c[1]!)).toBe(2);
    expect(await queue(singleAt)).toBe(0);

    const send = () =>
      fetch(`${stack.url}/functions/v1/calendar/reminders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
      }).then((r) => r.status);
    expect(await Promise.all([send(), send()])).toEqual([200, 200]);
    expect(await send()).toBe(200);
    expect((await fetch(`${stack.url}/functions/v1/calendar/reminders`, { method: 'POST' })).status).toBe(
      401,
    );

    const reminders = stack.mailbox
      .list()
      .filter((m) => m.subject.startsWith('Reminder: '))
      .map((m) => `${m.to}: ${m.subject}`)
      .sort();
    const longDate = formatLongDate;
    expect(reminders).toEqual(
      [
        `bartender@partyeasy.test: Reminder: Hannah's booking is on ${longDate(date)}`,
        `dj@partyeasy.test: Reminder: Hannah's booking is on ${longDate(date)}`,
        `dj@partyeasy.test: Reminder: Hannah's booking is on ${longDate(singleDate)}`,
        `host@partyeasy.test: Reminder: DJ Nova is booked for ${longDate(singleDate)}`,
        `host@partyeasy.test: Reminder: Reminder party is on ${longDate(date)}`,
      ].sort(),
    );
    const hostMail = stack.mailbox
      .list()
      .find((m) => m.subject === `Reminder: Reminder party is on ${longDate(date)}`)!;
    expect(hostMail.text).toContain(
      `${longDate(date)}, 6:00 PM – 10:00 PM (America/Chicago time), Austin, 80 guests.`,
    );
    expect(hostMail.text).toContain('DJ Nova: 6:00 PM – 10:00 PM');
    expect(hostMail.text).toContain('Shaken & Stirred Bar Co.: 7:00 PM – 10:00 PM');
    // the calendar link opens the host's own feed
    const link = /(http\S+\/functions\/v1\/calendar\/feed\/[0-9a-f]{64}\.ics)/.exec(hostMail.text)?.[1];
    expect(link).toBeDefined();
    expect((await read(await fetch(link!))).events.map((e) => e.uid)).toContain(`event-${eventId}@partyeasy`);
    expect(link).toContain((await as('host').rpc('my_calendar_feed')).data as string);
  });
});
