import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from '@partyeasy/shared-domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, ids } from './support/actors.js';
import { seedSessions } from './support/sessions.js';

// Reviews through the API on PostgreSQL (issue 29): who may write what, the windows, the limits of
// shared-domain on both sides of each boundary, the public read model, the trigger-kept average under
// concurrent writes, moderation, and browse by rating. The attack suite (cases-reviews.ts) adds the ways around.

const VENDOR = ids.otherVendor; // Shaken & Stirred, owned by bartender@partyeasy.test (otherVendor)

describe('reviews', () => {
  let stack: TestStack;
  let clients: Map<ActorName, SupabaseClient>;
  const as = (actor: ActorName) => clients.get(actor)!;

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    ({ clients } = await seedSessions(stack, ['host', 'otherHost', 'ownerVendor', 'otherVendor', 'admin']));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  let dayOffset = 100;
  /** A booking of `userId` with the vendor in the given status (completed: `completedDaysAgo` days ago). */
  async function booking(
    userId: string,
    { status = 'completed', completedDaysAgo = 1, vendor = VENDOR } = {},
  ): Promise<string> {
    dayOffset += 1;
    const r = await stack.db.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
         booking_date, booking_time, duration_hours, guest_count, selected_packages, completed_at)
       values ($1, $2, 'fixture@partyeasy.test', 'Fixture Name', 300, $3, date '2026-01-01' - $4::int, '10:00', 1, 10,
               'Cocktail Hour', case when $3 = 'completed' then now() - make_interval(days => $5) end)
       returning id`,
      [vendor, userId, status, dayOffset, completedDaysAgo],
    );
    return r.rows[0]!.id;
  }
  const review = { p_rating: 5, p_title: 'Great bar', p_body: 'Cocktails were perfect all night.' };
  const stats = async (vendor = VENDOR) =>
    (
      await stack.db.query<{ n: number; avg: string | null }>(
        `select count(*)::int as n, round(avg(rating), 2)::text as avg from public.reviews
          where vendor_id = $1 and hidden_at is null`,
        [vendor],
      )
    ).rows[0]!;
  const rating = async (vendor = VENDOR) =>
    (
      await as('anon')
        .from('vendor_ratings')
        .select('rating_avg, review_count')
        .eq('vendor_id', vendor)
        .maybeSingle()
    ).data;

  it('lets the host review a completed booking once, shows first name and month only, counts it', async () => {
    const id = await booking(ids.host);
    const { data: reviewId, error } = await as('host').rpc('submit_review', { p_booking_id: id, ...review });
    expect(error).toBeNull();
    const again = await as('host').rpc('submit_review', { p_booking_id: id, ...review });
    expect(again.error?.message).toBe('You have already reviewed this booking.');
    expect(again.status).toBe(409);

    const { data: pub } = await as('anon').from('public_reviews').select('*').eq('id', reviewId).single();
    expect(Object.keys(pub!).sort()).toEqual(
      [
        'body',
        'created_at',
        'event_month',
        'id',
        'rating',
        'reply_body',
        'reply_created_at',
        'reviewer_first_name',
        'title',
        'updated_at',
        'vendor_id',
      ].sort(),
    );
    expect(pub).toMatchObject({ reviewer_first_name: 'Hannah', rating: 5, title: 'Great bar' });
    expect(pub!.event_month).toMatch(/^\d{4}-\d{2}-01$/);
    const s = await stats();
    expect(await rating()).toEqual({ rating_avg: Number(s.avg), review_count: s.n });
  });

  it('refuses bookings that are not completed, of someone else, or completed over 60 days ago', async () => {
    const paid = await booking(ids.host, { status: 'paid' });
    const r1 = await as('host').rpc('submit_review', { p_booking_id: paid, ...review });
    expect(r1.error?.message).toBe('You can review a booking once it is completed.');
    const theirs = await booking(ids.otherHost);
    const r2 = await as('host').rpc('submit_review', { p_booking_id: theirs, ...review });
    expect(r2.error?.message).toBe('Only the host of this booking can review it.');
    expect(r2.status).toBe(403);
    const vendor = await as('otherVendor').rpc('submit_review', { p_booking_id: theirs, ...review });
    expect(vendor.status).toBe(403);
    const old = await booking(ids.host, { completedDaysAgo: 61 });
    const r3 = await as('host').rpc('submit_review', { p_booking_id: old, ...review });
    expect(r3.error?.message).toBe('Reviews can be left within 60 days of the event.');
    const edge = await booking(ids.host, { completedDaysAgo: 59 });
    expect((await as('host').rpc('submit_review', { p_booking_id: edge, ...review })).error).toBeNull();
  });

  it("holds shared-domain's limits at each boundary, with its messages", async () => {
    const id = await booking(ids.host);
    const attempt = (over: Partial<typeof review>) =>
      as('host').rpc('submit_review', { p_booking_id: id, ...review, ...over });
    for (const [over, message] of [
      [{ p_rating: 0 }, REVIEW_MESSAGES.rating],
      [{ p_rating: 6 }, REVIEW_MESSAGES.rating],
      [{ p_title: '   ' }, REVIEW_MESSAGES.titleRequired],
      [{ p_title: 't'.repeat(REVIEW_TITLE_MAX_LENGTH + 1) }, REVIEW_MESSAGES.titleTooLong],
      [{ p_body: '' }, REVIEW_MESSAGES.textRequired],
      [{ p_body: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, REVIEW_MESSAGES.textTooLong],
    ] as const) {
      const r = await attempt(over);
      expect(r.error?.message, JSON.stringify(over).slice(0, 60)).toBe(message);
      expect(r.status).toBe(400);
    }
    const r = await attempt({
      p_title: ` ${'t'.repeat(REVIEW_TITLE_MAX_LENGTH)} `,
      p_body: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH),
    });
    expect(r.error).toBeNull();
    const stored = await stack.db.query<{ title: string }>('select title from public.reviews where id = $1', [
      r.data,
    ]);
    expect(stored.rows[0]!.title).toBe('t'.repeat(REVIEW_TITLE_MAX_LENGTH));

    const reply = (body: string) =>
      as('otherVendor').rpc('reply_to_review', { p_review_id: r.data, p_body: body });
    expect((await reply('x'.repeat(REVIEW_REPLY_MAX_LENGTH + 1))).error?.message).toBe(
      REVIEW_MESSAGES.replyTooLong,
    );
    expect((await reply(' ')).error?.message).toBe(REVIEW_MESSAGES.replyRequired);
    expect((await reply('y'.repeat(REVIEW_REPLY_MAX_LENGTH))).error).toBeNull();

    const hide = (reason: string) =>
      as('admin').rpc('admin_hide_review', { p_review_id: r.data, p_reason: reason });
    expect((await hide('z'.repeat(REVIEW_HIDE_REASON_MAX_LENGTH + 1))).error?.message).toBe(
      REVIEW_MESSAGES.reasonTooLong,
    );
    expect((await hide('')).error?.message).toBe(REVIEW_MESSAGES.reasonRequired);
    expect((await hide('z'.repeat(REVIEW_HIDE_REASON_MAX_LENGTH))).error).toBeNull();
  });

  it('lets its author edit for 48 hours; the average follows the edit', async () => {
    const id = await booking(ids.host);
    const { data: reviewId } = await as('host').rpc('submit_review', {
      p_booking_id: id,
      ...review,
      p_rating: 2,
    });
    const edit = (p_rating: number) =>
      as('host').rpc('edit_review', {
        p_review_id: reviewId,
        p_rating,
        p_title: 'Edited',
        p_body: 'Better now.',
      });
    expect((await edit(4)).error).toBeNull();
    const s = await stats();
    expect(await rating()).toEqual({ rating_avg: Number(s.avg), review_count: s.n });
    const other = await as('otherHost').rpc('edit_review', {
      p_review_id: reviewId,
      p_rating: 1,
      p_title: 'Mine now',
      p_body: 'x',
    });
    expect(other.status).toBe(403);
    await stack.db.query(
      `update public.reviews set created_at = now() - interval '48 hours 1 minute' where id = $1`,
      [reviewId],
    );
    expect((await edit(3)).error?.message).toBe('A review can be edited for 48 hours after it is posted.');
    const stored = await stack.db.query('select rating, title from public.reviews where id = $1', [reviewId]);
    expect(stored.rows[0]).toEqual({ rating: 4, title: 'Edited' });
  });

  it('takes one reply, from the booking vendor only', async () => {
    const id = await booking(ids.host);
    const { data: reviewId } = await as('host').rpc('submit_review', { p_booking_id: id, ...review });
    const wrong = await as('ownerVendor').rpc('reply_to_review', {
      p_review_id: reviewId,
      p_body: 'Not mine',
    });
    expect(wrong.status).toBe(403);
    const byHost = await as('host').rpc('reply_to_review', { p_review_id: reviewId, p_body: 'Self reply' });
    expect(byHost.status).toBe(403);
    const replies = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        as('otherVendor').rpc('reply_to_review', { p_review_id: reviewId, p_body: `Thanks ${n}` }),
      ),
    );
    expect(replies.filter((r) => r.error === null)).toHaveLength(1);
    expect(
      replies.filter((r) => r.error?.message === 'You have already replied to this review.'),
    ).toHaveLength(3);
    const { data } = await as('anon').from('public_reviews').select('reply_body').eq('id', reviewId).single();
    expect(data!.reply_body).toMatch(/^Thanks [1-4]$/);
  });

  it('keeps one review per booking and an exact average under concurrent writes', async () => {
    const one = await booking(ids.host);
    const same = await Promise.all(
      Array.from({ length: 8 }, () => as('host').rpc('submit_review', { p_booking_id: one, ...review })),
    );
    expect(same.filter((r) => r.error === null)).toHaveLength(1);
    const many = await Promise.all(Array.from({ length: 12 }, () => booking(ids.otherHost)));
    const results = await Promise.all(
      many.map((b, i) =>
        as('otherHost').rpc('submit_review', { p_booking_id: b, ...review, p_rating: (i % 5) + 1 }),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    const s = await stats();
    const kept = await stack.db.query<{ review_count: number; rating_sum: number }>(
      'select review_count, rating_sum from public.vendor_review_stats where vendor_id = $1',
      [VENDOR],
    );
    const sum = await stack.db.query<{ s: number }>(
      'select sum(rating)::int as s from public.reviews where vendor_id = $1 and hidden_at is null',
      [VENDOR],
    );
    expect(kept.rows[0]).toEqual({ review_count: s.n, rating_sum: sum.rows[0]!.s });
  });

  it('lets an admin hide a review with a reason: audited, gone from the public and the average', async () => {
    const id = await booking(ids.host);
    const { data: reviewId } = await as('host').rpc('submit_review', {
      p_booking_id: id,
      ...review,
      p_rating: 1,
    });
    const before = await rating();
    expect(
      (await as('otherVendor').rpc('admin_hide_review', { p_review_id: reviewId, p_reason: 'x' })).status,
    ).toBe(403);
    const hidden = await as('admin').rpc('admin_hide_review', {
      p_review_id: reviewId,
      p_reason: 'Off-topic',
    });
    expect(hidden.error).toBeNull();
    const twice = await as('admin').rpc('admin_hide_review', { p_review_id: reviewId, p_reason: 'Again' });
    expect(twice.error?.message).toBe('This review is already hidden.');
    const { data: pub } = await as('anon').from('public_reviews').select('id').eq('id', reviewId);
    expect(pub).toEqual([]);
    const after = await rating();
    expect(after!.review_count).toBe(before!.review_count - 1);
    const s = await stats();
    expect(after!.rating_avg).toBe(Number(s.avg));
    const audit = await as('admin')
      .from('review_moderation')
      .select('action, reason, admin_id')
      .eq('review_id', reviewId);
    expect(audit.data).toEqual([{ action: 'hidden', reason: 'Off-topic', admin_id: ids.admin }]);
    // The author sees it is hidden, and cannot edit it any more.
    const own = await as('host')
      .from('reviews')
      .select('hidden_at, hidden_reason')
      .eq('id', reviewId)
      .single();
    expect(own.data!.hidden_reason).toBe('Off-topic');
    const edit = await as('host').rpc('edit_review', { p_review_id: reviewId, ...review });
    expect(edit.error?.message).toBe('This review was hidden by PartyEasy and cannot be edited.');
  });

  it('sorts browse by rating and filters by a minimum rating, server-side', async () => {
    const browse = async (args: Record<string, unknown>) => {
      const { data, error } = await as('anon').rpc('browse_vendors', { p_limit: 100, ...args });
      expect(error).toBeNull();
      return data as { id: string; rating_avg: number | null; review_count: number; total_count: number }[];
    };
    const byRating = await browse({ p_sort: 'rating' });
    const rated = byRating.filter((v) => v.rating_avg !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.map((v) => v.rating_avg)).toEqual(
      [...rated.map((v) => v.rating_avg)].sort((a, b) => b! - a!),
    );
    // Unrated vendors come after the rated ones, with 0 reviews.
    expect(byRating.slice(rated.length).every((v) => v.rating_avg === null && v.review_count === 0)).toBe(
      true,
    );
    const ours = byRating.find((v) => v.id === VENDOR)!;
    expect(ours).toMatchObject((await rating())!);

    const min = await browse({ p_min_rating: ours.rating_avg });
    expect(min.map((v) => v.id)).toContain(VENDOR);
    expect(min.every((v) => v.rating_avg! >= ours.rating_avg!)).toBe(true);
    expect(min[0]!.total_count).toBe(min.length);
    const above = await browse({ p_min_rating: Math.min(5, ours.rating_avg! + 0.01) });
    expect(above.map((v) => v.id)).not.toContain(VENDOR);

    const bad = await as('anon').rpc('browse_vendors', { p_sort: 'price' });
    expect(bad.status).toBe(400);
    const badMin = await as('anon').rpc('browse_vendors', { p_min_rating: 7 });
    expect(badMin.status).toBe(400);
  });

  it('answers the old browse call as before (newest first, no new arguments)', async () => {
    const { data, error } = await as('anon').rpc('browse_vendors', { p_limit: 3 });
    expect(error).toBeNull();
    const newest = await stack.db.query<{ id: string }>(
      `select id from public.vendors where status = 'approved' order by created_at desc, id limit 3`,
    );
    expect((data as { id: string }[]).map((v) => v.id)).toEqual(newest.rows.map((r) => r.id));
  });
});
