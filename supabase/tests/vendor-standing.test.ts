import { createTestUser, startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { standingLines, type VendorStandingFigures } from '@partyeasy/shared-domain';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids } from './support/actors.js';
import { signedInClient } from './support/api-client.js';

// Vendor standing (issue 45 item 3) on PostgreSQL through the HTTP API: the four figures of a vendor built
// for it (message turns, bookings, reviews, inside and outside the 90 days), who may read them, and the
// vendor_standings copy the admin list filters and sorts by, refreshed concurrently and twice.

describe('vendor standing', () => {
  let stack: TestStack;
  let owner: SupabaseClient; // DJ Nova's owner: a vendor, not the fixture's
  let admin: SupabaseClient;
  let fixture: SupabaseClient; // the fixture vendor's owner
  let vendorId: string;

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    owner = await signedInClient(stack.url, stack.anonKey, actors.ownerVendor);
    admin = await signedInClient(stack.url, stack.anonKey, actors.admin);
    const user = await createTestUser(stack, {
      userMetadata: { full_name: 'Sam Standing', user_type: 'vendor' },
    });
    fixture = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
    });
    const v = await stack.db.query<{ id: string }>(
      `insert into public.vendors (user_id, name, email, servicetype, status)
       values ($1, 'Standing Test DJ', $2, 'DJ', 'approved') returning id`,
      [user.id, user.email],
    );
    vendorId = v.rows[0]!.id;
    const db = stack.db;

    // Replies: three hosts' conversations; 10 counted turns of which 8 answered within 24 hours (one
    // answered after 30 hours, one unanswered for 2 days), one waiting 2 hours (not counted yet), one
    // begun 100 days ago (outside the period).
    const conv: string[] = [];
    for (const host of [ids.host, ids.otherHost, ids.admin]) {
      const c = await db.query<{ id: string }>(
        `insert into public.conversations (vendor_id, host_id, vendor_user_id, created_at)
         values ($1, $2, $3, now() - interval '200 days') returning id`,
        [vendorId, host, user.id],
      );
      conv.push(c.rows[0]!.id);
    }
    const turn = (c: string, startedHoursAgo: number, repliedAfterHours: number | null) =>
      db.query(
        `insert into public.message_turns (conversation_id, vendor_id, started_at, replied_at)
         values ($1, $2, now() - $3 * interval '1 hour', now() - $3 * interval '1 hour' + $4 * interval '1 hour')`,
        [c, vendorId, startedHoursAgo, repliedAfterHours],
      );
    for (let i = 0; i < 8; i++) await turn(conv[0]!, 24 * (10 + i), 2 + i);
    await turn(conv[0]!, 24 * 30, 30);
    await turn(conv[0]!, 24 * 100, 1);
    await turn(conv[1]!, 48, null);
    await turn(conv[2]!, 2, null);

    // Bookings made in the period that were paid: 18 completed, one cancelled by the vendor and one by the
    // host after paying (20, 1 by the vendor); not counted: an unpaid checkout the system cancelled, one
    // still at checkout, one completed 100 days ago.
    const booking = (status: string, daysAgo: number, cancelledBy: string | null, paid: boolean) =>
      db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
           booking_date, booking_time, duration_hours, created_at, paid_at, completed_at, cancelled_at, cancelled_by)
         values ($1, $2, 'host@partyeasy.test', 'Standing Host', 300, $3, current_date - $4::int, '10:00', 1,
                 now() - $4 * interval '1 day', case when $6 then now() - $4 * interval '1 day' end,
                 case when $3 = 'completed' then now() end,
                 case when $3 = 'cancelled' then now() end, $5)
         returning id`,
        [vendorId, ids.host, status, daysAgo, cancelledBy, paid],
      );
    const completed: string[] = [];
    for (let i = 0; i < 18; i++) completed.push((await booking('completed', 5 + i, null, true)).rows[0]!.id);
    await booking('cancelled', 30, 'vendor', true);
    await booking('cancelled', 31, 'host', true);
    await booking('cancelled', 32, 'system', false);
    await booking('clicked_book', 1, null, false);
    const old = (await booking('completed', 100, null, true)).rows[0]!.id;

    // Quote requests received in the period: 4 counted, of which 3 answered within 12 hours (one answered
    // after 20 hours); not counted: one waiting 2 hours, one received 100 days ago.
    const quote = (receivedHoursAgo: number, answeredAfterHours: number | null) =>
      db.query(
        `with r as (
           insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours,
             guest_count, location, details, created_at)
           values ($1, 'DJ', current_date + 30, '18:00', 4, 50, 'Austin', 'A party.',
                   now() - $2 * interval '1 hour') returning id, created_at)
         insert into public.quotes (request_id, vendor_id, conversation_id, respond_by, answered_at, status,
           decline_reason, created_at)
         select r.id, $3, $4, r.created_at + interval '72 hours', r.created_at + $5 * interval '1 hour',
                case when $5::numeric is null then 'waiting' else 'declined' end,
                case when $5::numeric is not null then 'Booked that day.' end, r.created_at
           from r`,
        [ids.host, receivedHoursAgo, vendorId, conv[0], answeredAfterHours],
      );
    for (const days of [3, 4, 5]) await quote(24 * days, 2);
    await quote(24 * 6, 20);
    await quote(2, null);
    await quote(24 * 100, 1);

    // Reviews written in the period: 5, 4 and 2 stars (3.67); not counted: a hidden 1-star one, a 1-star
    // one written 100 days ago.
    const review = (bookingId: string, rating: number, daysAgo: number, hidden = false) =>
      db.query(
        `insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name,
           event_month, created_at, hidden_at, hidden_by, hidden_reason)
         values ($1, $2, $3, $4, 'Title', 'Body.', 'Hannah', date_trunc('month', current_date)::date,
                 now() - $5 * interval '1 day', case when $6 then now() end, case when $6 then $7::uuid end,
                 case when $6 then 'Personal data' end)`,
        [bookingId, vendorId, ids.host, rating, daysAgo, hidden, ids.admin],
      );
    await review(completed[0]!, 5, 3);
    await review(completed[1]!, 4, 4);
    await review(completed[2]!, 2, 5);
    await review(completed[3]!, 1, 6, true);
    await review(old, 1, 99);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const expected = {
    replies: { turns: 10, within_24h: 8 },
    quote_requests: { requests: 4, within_12h: 3 },
    cancellations: { bookings: 20, by_vendor: 1 },
    reviews: { count: 3, average: 3.67 },
    shortfalls: 4,
  };

  it("computes the four figures of the caller's listing over the last 90 days", async () => {
    const { data, error } = await fixture.rpc('vendor_standing');
    expect(error).toBeNull();
    const standing = data as VendorStandingFigures;
    expect(standing).toMatchObject({ vendor_id: vendorId, period_days: 90, ...expected });
    const days = (Date.parse(standing.period_to) - Date.parse(standing.period_from)) / 86_400_000;
    expect(days).toBe(90);
    // The dashboard's verdicts agree with the database's count of shortfalls.
    const lines = standingLines(standing);
    expect(lines.map((l) => l.status)).toEqual(['unmet', 'unmet', 'unmet', 'unmet']);
    expect(lines.filter((l) => l.status === 'unmet')).toHaveLength(standing.shortfalls);
  });

  it("lets an admin read any vendor's standing, and nobody else another's", async () => {
    const asAdmin = await admin.rpc('vendor_standing', { p_vendor_id: vendorId });
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toMatchObject(expected);

    const other = await owner.rpc('vendor_standing', { p_vendor_id: vendorId });
    expect(other.data).toBeNull();
    expect(other.error).toMatchObject({ code: 'PT404', message: 'Listing not found.' });
    const own = await owner.rpc('vendor_standing', { p_vendor_id: ids.ownVendor });
    expect(own.error).toBeNull();
    expect((own.data as VendorStandingFigures).vendor_id).toBe(ids.ownVendor);

    const host = await signedInClient(stack.url, stack.anonKey, actors.host);
    expect((await host.rpc('vendor_standing')).error).toMatchObject({ code: 'PT404' });
    const anon = await signedInClient(stack.url, stack.anonKey, actors.anon);
    expect((await anon.rpc('vendor_standing', { p_vendor_id: vendorId })).data).toBeNull();
    // The stored copy is not readable through the API.
    expect((await owner.from('vendor_standings').select('*')).data ?? []).toEqual([]);
  });

  it('refreshes vendor_standings once under concurrent and repeated runs, for the admin list', async () => {
    const vendors = Number((await stack.db.query('select count(*) as n from public.vendors')).rows[0]!.n);
    const run = (hoursAhead = 0) =>
      stack.db
        .query<{ n: number }>("select public.refresh_vendor_standings(now() + $1 * interval '1 hour') as n", [
          hoursAhead,
        ])
        .then((r) => r.rows[0]!.n);
    const first = await Promise.all([run(), run(), run()]);
    expect(first.reduce((a, b) => a + b, 0)).toBe(vendors);
    expect(await run()).toBe(0); // fresh: nothing to do within the hour
    const row = async () =>
      (
        await stack.db.query(
          `select reply_turns, replied_within_24h, quote_requests, bookings, vendor_cancellations, review_count,
                  review_average::float8 as review_average, shortfalls
             from public.vendor_standings where vendor_id = $1`,
          [vendorId],
        )
      ).rows;
    const figures = {
      reply_turns: 10,
      replied_within_24h: 8,
      quote_requests: 4,
      bookings: 20,
      vendor_cancellations: 1,
      review_count: 3,
      review_average: 3.67,
      shortfalls: 4,
    };
    expect(await row()).toEqual([figures]);
    // An hour later every row is due again and gets the same figures (nothing moved).
    expect(await run(1.5)).toBe(vendors);
    expect(await row()).toEqual([figures]);
    expect(
      Number((await stack.db.query('select count(*) as n from public.vendor_standings')).rows[0]!.n),
    ).toBe(vendors);

    // The admin list: filtered to those falling short and sorted worst first, in SQL.
    const short = await admin
      .rpc('admin_vendor_search', {}, { get: true, count: 'exact' })
      .gt('standing_shortfalls', 0)
      .order('standing_shortfalls', { ascending: false, nullsFirst: false })
      .order('created_at', { ascending: false })
      .order('id')
      .range(0, 23);
    expect(short.error).toBeNull();
    const rows = short.data as { id: string; standing_shortfalls: number }[];
    expect(rows[0]).toMatchObject({ id: vendorId, standing_shortfalls: 4 });
    expect(rows.every((r) => r.standing_shortfalls > 0)).toBe(true);
    expect(short.count).toBe(rows.length);
    // A vendor's own search shows only its own listing.
    const mine = await fixture.rpc('admin_vendor_search', {}, { get: true }).gt('standing_shortfalls', 0);
    expect((mine.data as { id: string }[]).map((r) => r.id)).toEqual([vendorId]);
  });
});
