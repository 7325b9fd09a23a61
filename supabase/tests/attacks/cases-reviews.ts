import { signJwt } from '@partyeasy/devstack/jwt';
import { ids } from '../support/actors.js';
import { type AttackCase, all, failed, noRowAffected, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Reviews (issue 29, docs/reviews.md): only a completed booking's host writes its one review, within 60 days,
 * and edits it for 48 hours; only the booking's vendor replies, once; only admins hide, with a reason, audited;
 * nobody edits another's text, the trigger-kept average or the audit; the public reads first names and months
 * only. Same contract as cases.ts: refused without a server error, every listed table unchanged.
 */

const R = {
  reviews: 'public.reviews',
  replies: 'public.review_replies',
  moderation: 'public.review_moderation',
  stats: 'public.vendor_review_stats',
};
const every = [R.reviews, R.replies, R.moderation, R.stats];
/** Shaken & Stirred, owned by otherVendor (bartender@partyeasy.test); ownerVendor (DJ Nova's owner) is not its vendor. */
const VENDOR = ids.otherVendor;

let daysBack = 400;
/** A booking of `userId` with the bar, in a day of its own long past, in `status` (completed: `completed` ago). */
async function pastBooking(ctx: AttackContext, userId: string, status = 'completed', completed = '1 day') {
  daysBack += 1;
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
       booking_date, booking_time, duration_hours, guest_count, selected_packages, completed_at)
     values ($1, $2, 'fixture@partyeasy.test', 'Fixture', 300, $3, current_date - $4::int, '10:00', 1, 10,
             'Cocktail Hour', case when $3 = 'completed' then now() - $5::interval end)
     returning id`,
    [VENDOR, userId, status, daysBack, completed],
  );
  return rows[0]?.id as string;
}

/** The host's review of a completed booking, written as the superuser ('' options: visible, just posted). */
async function hostReview(
  ctx: AttackContext,
  { hidden = false, postedAgo = '1 hour', replied = false } = {},
) {
  const booking = await pastBooking(ctx, ids.host);
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name,
       event_month, created_at, updated_at, hidden_at, hidden_by, hidden_reason)
     values ($1, $2, $3, 2, 'Late start', 'They came an hour late.', 'Hannah', date_trunc('month', now())::date,
             now() - $4::interval, now() - $4::interval,
             case when $5 then now() end, case when $5 then $6::uuid end, case when $5 then 'Personal data' end)
     returning id`,
    [booking, VENDOR, ids.host, postedAgo, hidden, ids.admin],
  );
  const id = rows[0]?.id as string;
  if (hidden)
    await ctx.db.query(
      `insert into public.review_moderation (review_id, action, reason, admin_id) values ($1, 'hidden', 'Personal data', $2)`,
      [id, ids.admin],
    );
  if (replied)
    await ctx.db.query(
      `insert into public.review_replies (review_id, vendor_id, user_id, body) values ($1, $2, $3, 'Sorry about that.')`,
      [id, VENDOR, ids.otherVendorUser],
    );
  return id;
}

const text = { p_rating: 5, p_title: 'Fake praise', p_body: 'Best ever, trust me.' };
const low = { p_rating: 1, p_title: 'Awful', p_body: 'Rewritten by someone else.' };

/** An RPC call that must be refused with exactly this HTTP status. */
const refusedWith = (status: number, r: { error: unknown; status: number }): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === status,
  detail: r.error,
});

export const reviewCases: AttackCase[] = [
  // Writing a review -------------------------------------------------------------------------------------
  {
    category: 'reviews',
    actor: 'anon',
    name: 'anon cannot write a review, through the table or the function',
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.host),
    run: async (ctx, booking) => {
      const c = ctx.client('anon');
      return all([
        failed(
          await c
            .from('reviews')
            .insert({ booking_id: booking, vendor_id: VENDOR, user_id: ids.host, rating: 5 }),
        ),
        failed(await c.rpc('submit_review', { p_booking_id: booking, ...text })),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'the host cannot insert a review row directly (server-set name, month and times)',
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.host),
    run: async (ctx, booking) =>
      failed(
        await ctx.client('host').from('reviews').insert({
          booking_id: booking,
          vendor_id: VENDOR,
          user_id: ids.host,
          rating: 5,
          title: 'x',
          body: 'y',
          reviewer_first_name: 'The Official PartyEasy Team',
          event_month: '2020-01-01',
          created_at: '2099-01-01T00:00:00Z',
        }),
      ),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: "a host cannot review another host's completed booking",
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.otherHost),
    run: async (ctx, booking) =>
      refusedWith(403, await ctx.client('host').rpc('submit_review', { p_booking_id: booking, ...text })),
  },
  {
    category: 'reviews',
    actor: 'otherVendor',
    name: 'the vendor cannot review its own booking (fake praise)',
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.host),
    run: async (ctx, booking) =>
      refusedWith(
        403,
        await ctx.client('otherVendor').rpc('submit_review', { p_booking_id: booking, ...text }),
      ),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'a paid booking that has not completed cannot be reviewed',
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.host, 'paid'),
    run: async (ctx, booking) =>
      refusedWith(400, await ctx.client('host').rpc('submit_review', { p_booking_id: booking, ...text })),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'a cancelled or unpaid booking cannot be reviewed',
    tables: every,
    setup: async (ctx) =>
      `${await pastBooking(ctx, ids.host, 'cancelled')}|${await pastBooking(ctx, ids.host, 'clicked_book')}`,
    run: async (ctx, target) => {
      const [cancelled, unpaid] = target.split('|');
      const c = ctx.client('host');
      return all([
        refusedWith(400, await c.rpc('submit_review', { p_booking_id: cancelled, ...text })),
        refusedWith(400, await c.rpc('submit_review', { p_booking_id: unpaid, ...text })),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'a booking completed more than 60 days ago cannot be reviewed',
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.host, 'completed', '60 days 1 minute'),
    run: async (ctx, booking) =>
      refusedWith(400, await ctx.client('host').rpc('submit_review', { p_booking_id: booking, ...text })),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'a booking gets one review: a second one is refused',
    tables: every,
    setup: async (ctx) => {
      const review = await hostReview(ctx);
      const { rows } = await ctx.db.query<{ booking_id: string }>(
        'select booking_id from public.reviews where id = $1',
        [review],
      );
      return rows[0]?.booking_id as string;
    },
    run: async (ctx, booking) =>
      refusedWith(409, await ctx.client('host').rpc('submit_review', { p_booking_id: booking, ...text })),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'six stars, zero stars and an over-long title are refused',
    tables: every,
    setup: (ctx) => pastBooking(ctx, ids.host),
    run: async (ctx, booking) => {
      const c = ctx.client('host');
      return all([
        refusedWith(400, await c.rpc('submit_review', { p_booking_id: booking, ...text, p_rating: 6 })),
        refusedWith(400, await c.rpc('submit_review', { p_booking_id: booking, ...text, p_rating: 0 })),
        refusedWith(
          400,
          await c.rpc('submit_review', { p_booking_id: booking, ...text, p_title: 'x'.repeat(101) }),
        ),
      ]);
    },
  },
  // Editing --------------------------------------------------------------------------------------------
  {
    category: 'reviews',
    actor: 'otherHost',
    name: "a host cannot edit another host's review",
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) =>
      refusedWith(403, await ctx.client('otherHost').rpc('edit_review', { p_review_id: review, ...low })),
  },
  {
    category: 'reviews',
    actor: 'otherVendor',
    name: 'the vendor cannot edit a review of its listing (rating or text)',
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) => {
      const c = ctx.client('otherVendor');
      return all([
        refusedWith(403, await c.rpc('edit_review', { p_review_id: review, ...text })),
        noRowAffected(await c.from('reviews').update({ rating: 5 }, { count: 'exact' }).eq('id', review)),
        noRowAffected(await c.from('reviews').delete({ count: 'exact' }).eq('id', review)),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'the author cannot edit after 48 hours',
    tables: every,
    setup: (ctx) => hostReview(ctx, { postedAgo: '48 hours 1 minute' }),
    run: async (ctx, review) =>
      refusedWith(400, await ctx.client('host').rpc('edit_review', { p_review_id: review, ...text })),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'the author cannot change their row directly (rating, dates, name, vendor) or delete it',
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) => {
      const c = ctx.client('host');
      return all([
        noRowAffected(
          await c
            .from('reviews')
            .update(
              {
                rating: 5,
                created_at: '2099-01-01T00:00:00Z',
                reviewer_first_name: 'Admin',
                vendor_id: ids.ownVendor,
              },
              { count: 'exact' },
            )
            .eq('id', review),
        ),
        noRowAffected(await c.from('reviews').delete({ count: 'exact' }).eq('id', review)),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'the author cannot un-hide or edit a review an admin hid',
    tables: every,
    setup: (ctx) => hostReview(ctx, { hidden: true }),
    run: async (ctx, review) => {
      const c = ctx.client('host');
      return all([
        noRowAffected(
          await c
            .from('reviews')
            .update({ hidden_at: null, hidden_reason: null }, { count: 'exact' })
            .eq('id', review),
        ),
        refusedWith(400, await c.rpc('edit_review', { p_review_id: review, ...text })),
      ]);
    },
  },
  // Replies --------------------------------------------------------------------------------------------
  {
    category: 'reviews',
    actor: 'ownerVendor',
    name: "a vendor cannot reply to a review of another vendor's booking",
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) =>
      refusedWith(
        403,
        await ctx.client('ownerVendor').rpc('reply_to_review', { p_review_id: review, p_body: 'Hi' }),
      ),
  },
  {
    category: 'reviews',
    actor: 'host',
    name: 'the host cannot reply as the vendor (function or table)',
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) => {
      const c = ctx.client('host');
      return all([
        refusedWith(403, await c.rpc('reply_to_review', { p_review_id: review, p_body: 'We are great' })),
        failed(
          await c
            .from('review_replies')
            .insert({ review_id: review, vendor_id: VENDOR, body: 'We are great' }),
        ),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'otherVendor',
    name: 'the vendor replies once: a second reply, a direct rewrite or removal are refused',
    tables: every,
    setup: (ctx) => hostReview(ctx, { replied: true }),
    run: async (ctx, review) => {
      const c = ctx.client('otherVendor');
      return all([
        refusedWith(409, await c.rpc('reply_to_review', { p_review_id: review, p_body: 'Second' })),
        noRowAffected(
          await c
            .from('review_replies')
            .update({ body: 'Rewritten' }, { count: 'exact' })
            .eq('review_id', review),
        ),
        noRowAffected(await c.from('review_replies').delete({ count: 'exact' }).eq('review_id', review)),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'otherVendor',
    name: 'the vendor cannot reply to a hidden review',
    tables: every,
    setup: (ctx) => hostReview(ctx, { hidden: true }),
    run: async (ctx, review) =>
      refusedWith(
        400,
        await ctx.client('otherVendor').rpc('reply_to_review', { p_review_id: review, p_body: 'Hi' }),
      ),
  },
  // Moderation and the average ------------------------------------------------------------------------------
  {
    category: 'reviews',
    actor: 'otherVendor',
    name: 'the vendor cannot hide a bad review of its listing',
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) => {
      const c = ctx.client('otherVendor');
      return all([
        refusedWith(403, await c.rpc('admin_hide_review', { p_review_id: review, p_reason: 'Unfair' })),
        noRowAffected(
          await c
            .from('reviews')
            .update({ hidden_at: new Date().toISOString(), hidden_reason: 'Unfair' }, { count: 'exact' })
            .eq('id', review),
        ),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'forged token',
    name: 'an admin token signed with a guessed secret cannot hide a review',
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) => {
      const forged = await signJwt(
        {
          role: 'authenticated',
          sub: ids.otherVendorUser,
          aud: 'authenticated',
          app_metadata: { provider: 'email', role: 'admin' },
        },
        'super-secret-jwt-token-guessed-by-an-attacker',
        3600,
      );
      return failed(
        await ctx
          .clientWithToken(forged)
          .rpc('admin_hide_review', { p_review_id: review, p_reason: 'Unfair' }),
      );
    },
  },
  {
    category: 'reviews',
    actor: 'admin',
    name: 'an admin cannot hide without a reason, or rewrite the moderation audit',
    tables: every,
    setup: async (ctx) => `${await hostReview(ctx, { hidden: true })}|${await hostReview(ctx)}`,
    run: async (ctx, target) => {
      const [review, visible] = target.split('|');
      const c = ctx.client('admin');
      return all([
        refusedWith(400, await c.rpc('admin_hide_review', { p_review_id: visible, p_reason: '   ' })),
        noRowAffected(
          await c
            .from('review_moderation')
            .update({ reason: 'Rewritten' }, { count: 'exact' })
            .eq('review_id', review),
        ),
        noRowAffected(await c.from('review_moderation').delete({ count: 'exact' }).eq('review_id', review)),
        noRowAffected(
          await c.from('reviews').update({ hidden_at: null }, { count: 'exact' }).eq('id', review),
        ),
      ]);
    },
  },
  {
    category: 'reviews',
    actor: 'otherVendor',
    name: 'nobody writes the trigger-kept average or count, or through the public view',
    tables: every,
    run: async (ctx) => {
      const c = ctx.client('otherVendor');
      return all([
        failed(
          await c
            .from('vendor_review_stats')
            .upsert({ vendor_id: VENDOR, review_count: 1000, rating_sum: 5000 }),
        ),
        noRowAffected(
          await c
            .from('vendor_review_stats')
            .update({ rating_sum: 5000 }, { count: 'exact' })
            .eq('vendor_id', VENDOR),
        ),
      ]);
    },
  },
  // Reads --------------------------------------------------------------------------------------------------
  {
    category: 'reviews',
    actor: 'anon',
    name: "the public reads no host's e-mail, full name, account or booking through reviews",
    tables: every,
    setup: (ctx) => hostReview(ctx),
    run: async (ctx, review) => {
      const c = ctx.client('anon');
      const table = await c.from('reviews').select('user_id, booking_id').eq('id', review);
      const hidden = ['user_id', 'booking_id', 'customer_email', 'customer_name', 'hidden_reason'].map(
        (col) => c.from('public_reviews').select(col).eq('id', review),
      );
      const embedded = await c.from('public_reviews').select('id, bookings(customer_email)').eq('id', review);
      return all([nothingRead(table), ...(await Promise.all(hidden)).map(failed), failed(embedded)]);
    },
  },
  {
    category: 'reviews',
    actor: 'otherHost',
    name: "another host reads neither the review rows nor a hidden review's text",
    tables: every,
    setup: (ctx) => hostReview(ctx, { hidden: true }),
    run: async (ctx, review) => {
      const c = ctx.client('otherHost');
      return all([
        nothingRead(await c.from('reviews').select('id, hidden_reason').eq('id', review)),
        nothingRead(await c.from('public_reviews').select('id, body').eq('id', review)),
        nothingRead(await c.from('review_moderation').select('reason').eq('review_id', review)),
      ]);
    },
  },
];
