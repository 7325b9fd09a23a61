import { randomUUID } from 'node:crypto';
import { OWN_LISTING_MESSAGES } from '@partyeasy/shared-domain';
import { ids } from '../support/actors.js';
import { type AttackCase, T } from './cases.js';
import type { AttackContext, Attempt, HttpResult } from './context.js';

/**
 * Hardening round 3 (issue 41, docs/reliability.md), classes 1 and 2: self-dealing (an account booking, holding,
 * paying for or reviewing its own listing) and the booking's status machine (a late or out-of-order payment event,
 * or an admin's write, moving a booking along a transition that is not allowed: reviving a refunded booking,
 * marking an unpaid one paid, re-opening a final one). Same contract as cases.ts: refused without a server error,
 * every listed table unchanged.
 */

const R = {
  holds: 'public.booking_holds',
  refunds: 'public.booking_refunds',
  history: 'public.booking_history',
  reviews: 'public.reviews',
  stats: 'public.vendor_review_stats',
  /** What blocks a vendor's calendar and what counts as paid: a refused payment must not add to either. */
  standing: `(select id, payment_status, paid_at from public.bookings where payment_status in ('pending', 'paid', 'completed'))`,
  /** What counts as paid (a refused payment may release its hold, never pay it). */
  paid: `(select id, payment_status, paid_at from public.bookings where payment_status in ('paid', 'completed'))`,
};

const ownListingLists = new WeakMap<AttackContext, Promise<string>>();

/**
 * An approved listing of DJ Nova's owner (its own, so that no other case's bookings are in the way) with a
 * 10:00-14:00 window on the free date.
 */
function ownListing(ctx: AttackContext): Promise<string> {
  let made = ownListingLists.get(ctx);
  if (!made) {
    made = (async () => {
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.vendors (user_id, name, status, servicetype) values ($1, 'Round 3 own listing', 'approved', 'DJ')
         returning id`,
        [ids.ownerVendorUser],
      );
      const id = rows[0]?.id as string;
      await ctx.db.query(
        `insert into public."Packages" (vendor_id, name, price, charging_type) values ($1, 'Party Starter', 200, 'per_event')`,
        [id],
      );
      await ctx.db.query(
        `insert into public.availability (vendor_id, date, start_time, end_time) values ($1, $2, '10:00', '14:00')`,
        [id, ctx.fx.freeDate],
      );
      return id;
    })();
    ownListingLists.set(ctx, made);
  }
  return made;
}

let slot = 0;
/** A distinct future hour for each fixture booking, so none overlaps another. */
function nextSlot(): { day: number; time: string } {
  slot += 1;
  return { day: 300 + Math.floor(slot / 20), time: `${String(slot % 20).padStart(2, '0')}:00` };
}

/**
 * A booking written as it could exist from before the self-dealing rule (the triggers are skipped for this one
 * insert: no rule, no history), of `userId` with `vendor`.
 */
async function legacyBooking(
  ctx: AttackContext,
  vendor: string,
  userId: string,
  columns: { status: string; date?: string; time?: string; sessionId?: string; completed?: boolean },
): Promise<string> {
  const at = nextSlot();
  return ctx.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
         payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages,
         checkout_session_id, completed_at)
       values ($1, $2, 'dj@partyeasy.test', 'Nova Reyes', 200, 10, $3, coalesce($4::date, current_date + $5::int),
               coalesce($6::time, $7::time), 1, 10, 'Party Starter', $8, case when $9 then now() - interval '1 day' end)
       returning id`,
      [
        vendor,
        userId,
        columns.status,
        columns.date ?? null,
        at.day,
        columns.time ?? null,
        at.time,
        columns.sessionId ?? null,
        columns.completed ?? false,
      ],
    );
    return rows[0]?.id as string;
  });
}

/** A checkout session opened at the payment stand-in for $472.50, as create-checkout-session opens one. */
async function providerSession(ctx: AttackContext) {
  return ctx.stack.stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: `${ctx.stack.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 21000, product_data: { name: 'Party' } } },
    ],
  });
}

/** Pays a session on the stand-in's hosted page; its webhook deliveries are awaited. */
async function payAtProvider(ctx: AttackContext, url: string) {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Nova Reyes',
    }),
    redirect: 'manual',
  });
  await ctx.stack.standIn.idle();
  return res.status;
}

const providerRefunds = (ctx: AttackContext, paymentIntent: string | null) =>
  [...ctx.stack.standIn.refunds.values()].filter((r) => r.payment_intent === paymentIntent);

interface BookingState {
  payment_status: string;
  payment_intent_id: string | null;
  refunded_cents: number;
  paid_at: string | null;
}
const bookingState = async (ctx: AttackContext, id: string) =>
  (
    await ctx.db.query<BookingState>(
      'select payment_status, payment_intent_id, refunded_cents, paid_at from public.bookings where id = $1',
      [id],
    )
  ).rows[0] as BookingState;

/** A REST or RPC answer that must be the self-dealing refusal: 403, hint own_listing, the shared message. */
const ownListingRefusal = (r: { status: number; error: unknown }, message: string): Attempt => {
  const e = r.error as { hint?: string; message?: string } | null;
  return {
    status: r.status,
    refused: r.status === 403 && e?.hint === 'own_listing' && e.message === message,
    detail: r.error,
  };
};

/** A REST answer that must be the status machine's refusal: 409, hint booking_status_transition. */
const transitionRefusal = (r: HttpResult): Attempt => ({
  status: r.status,
  refused: r.status === 409 && (r.body as { hint?: string } | null)?.hint === 'booking_status_transition',
  detail: r.body,
});

/** A checkout.session event of the provider's shape, signed with the stack's webhook secret. */
function signedEvent(
  ctx: AttackContext,
  type: string,
  session: { id: string; bookingId: string; paymentIntent?: string | null },
) {
  const payload = JSON.stringify({
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.bookingId,
        metadata: { booking_id: session.bookingId },
        mode: 'payment',
        payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_intent: session.paymentIntent ?? null,
        amount_total: 21000,
        currency: 'usd',
      },
    },
  });
  return { payload, signature: ctx.sign(payload) };
}

/** The same provider event delivered twice at once, then once more (the provider retries; events race). */
async function deliverRepeatedly(ctx: AttackContext, event: () => { payload: string; signature: string }) {
  const first = event();
  const answers = await Promise.all([
    ctx.webhook(first.payload, first.signature),
    ctx.webhook(first.payload, first.signature),
  ]);
  const again = event();
  answers.push(await ctx.webhook(again.payload, again.signature));
  answers.push(await ctx.webhook(again.payload, again.signature));
  await ctx.stack.standIn.idle();
  return answers;
}

/** A booking of the host with the bar, paid at the stand-in through its real webhook (pending → paid). */
async function paidAtProvider(ctx: AttackContext) {
  const session = await providerSession(ctx);
  const at = nextSlot();
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, checkout_session_id)
     values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 200, 10, 'pending', current_date + $3::int, $4, 1, 10,
             'Cocktail Hour', $5) returning id`,
    [ids.otherVendor, ids.host, at.day, at.time, session.id],
  );
  const id = rows[0]?.id as string;
  await payAtProvider(ctx, session.url as string);
  const state = await bookingState(ctx, id);
  if (state.payment_status !== 'paid') throw new Error(`fixture booking ${id} is ${state.payment_status}`);
  return { id, sessionId: session.id, paymentIntent: state.payment_intent_id as string, url: session.url };
}

const selfDealing: AttackCase[] = [
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: 'booking its own listing through REST',
    tables: [T.bookings],
    run: async (ctx) => {
      const r = await ctx.client('ownerVendor').from('bookings').insert({
        vendor_id: ids.ownVendor,
        user_id: ids.ownerVendorUser,
        customer_email: 'dj@partyeasy.test',
        booking_date: ctx.fx.freeDate,
        booking_time: '11:00',
        duration_hours: 1,
        guest_count: 10,
        selected_packages: 'Party Starter',
      });
      return ownListingRefusal(r, OWN_LISTING_MESSAGES.book);
    },
  },
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: "a bulk insert hiding its own listing's booking behind another vendor's",
    tables: [T.bookings],
    run: async (ctx) => {
      const row = (vendor: string, time: string) => ({
        vendor_id: vendor,
        user_id: ids.ownerVendorUser,
        customer_email: 'dj@partyeasy.test',
        booking_date: ctx.fx.freeDate,
        booking_time: time,
        duration_hours: 1,
      });
      const r = await ctx
        .client('ownerVendor')
        .from('bookings')
        .insert([row(ids.otherVendor, '18:00'), row(ids.ownVendor, '12:00')]);
      return ownListingRefusal(r, OWN_LISTING_MESSAGES.book);
    },
  },
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: 'holding a booking of its own listing (written before the rule) with reserve_booking',
    tables: [T.bookings, R.holds],
    setup: async (ctx) =>
      legacyBooking(ctx, await ownListing(ctx), ids.ownerVendorUser, {
        status: 'clicked_book',
        date: ctx.fx.freeDate,
        time: '12:00',
      }),
    run: async (ctx, booking) =>
      ownListingRefusal(
        await ctx.client('ownerVendor').rpc('reserve_booking', { p_booking_id: booking }),
        OWN_LISTING_MESSAGES.book,
      ),
  },
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: 'checking out a booking of its own listing (written before the rule): no provider session',
    tables: [T.bookings, R.holds],
    setup: async (ctx) =>
      legacyBooking(ctx, await ownListing(ctx), ids.ownerVendorUser, {
        status: 'clicked_book',
        date: ctx.fx.freeDate,
        time: '13:00',
      }),
    run: async (ctx, booking) => {
      const r = await ctx.fn('ownerVendor', 'create-checkout-session', {
        bookingId: booking,
        packages: [{ name: 'Party Starter' }],
        addons: [],
      });
      const body = r.body as { error?: string; message?: string } | null;
      const sessions = [...ctx.stack.standIn.sessions.values()].filter(
        (s) => s.session.metadata?.booking_id === booking,
      ).length;
      return {
        status: r.status,
        refused:
          r.status === 403 &&
          body?.error === 'own_listing' &&
          body.message === OWN_LISTING_MESSAGES.book &&
          sessions === 0,
        detail: { body, sessions },
      };
    },
  },
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: 'checking out a hold on its own listing taken before the rule: no payable session remains',
    tables: [R.paid, R.holds],
    setup: async (ctx) => {
      const id = await legacyBooking(ctx, await ownListing(ctx), ids.ownerVendorUser, {
        status: 'pending',
        date: ctx.fx.freeDate,
        time: '11:00',
      });
      await ctx.db.query('update public.bookings set held_at = now() where id = $1', [id]);
      return id;
    },
    run: async (ctx, booking) => {
      const r = await ctx.fn('ownerVendor', 'create-checkout-session', {
        bookingId: booking,
        packages: [{ name: 'Party Starter' }],
        addons: [],
      });
      const body = r.body as { error?: string; message?: string } | null;
      const open = [...ctx.stack.standIn.sessions.values()].filter(
        (s) => s.session.metadata?.booking_id === booking && s.session.status === 'open',
      ).length;
      const state = await bookingState(ctx, booking);
      return {
        status: r.status,
        refused:
          r.status === 403 &&
          body?.error === 'own_listing' &&
          body.message === OWN_LISTING_MESSAGES.book &&
          open === 0 &&
          state.payment_status !== 'paid',
        detail: { body, open, state },
      };
    },
  },
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: 'paying a hold on its own listing (taken before the rule): refunded in full, never paid',
    tables: [R.paid, R.reviews],
    setup: async (ctx) => {
      const session = await providerSession(ctx);
      const id = await legacyBooking(ctx, await ownListing(ctx), ids.ownerVendorUser, {
        status: 'pending',
        sessionId: session.id,
      });
      return `${id}|${session.url}`;
    },
    run: async (ctx, target) => {
      const [id, url] = target.split('|') as [string, string];
      const status = await payAtProvider(ctx, url);
      const state = await bookingState(ctx, id);
      const refunds = providerRefunds(ctx, state.payment_intent_id).map((r) => r.amount);
      return {
        status: 200,
        refused:
          status === 303 &&
          state.payment_status === 'cancelled' &&
          state.paid_at === null &&
          state.refunded_cents === 21000 &&
          refunds.length === 1 &&
          refunds[0] === 21000,
        detail: { state, refunds },
      };
    },
  },
  {
    category: 'self-dealing',
    actor: 'ownerVendor',
    name: 'reviewing its own listing after a completed booking of it (written before the rule)',
    tables: [R.reviews, R.stats],
    // Completed yesterday, two days after its event: the review window is open.
    setup: async (ctx) =>
      legacyBooking(ctx, await ownListing(ctx), ids.ownerVendorUser, {
        status: 'completed',
        date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
        completed: true,
      }),
    run: async (ctx, booking) =>
      ownListingRefusal(
        await ctx.client('ownerVendor').rpc('submit_review', {
          p_booking_id: booking,
          p_rating: 5,
          p_title: 'Best DJ ever',
          p_body: 'Truly the best, trust me.',
        }),
        OWN_LISTING_MESSAGES.review,
      ),
  },
];

const statusMachine: AttackCase[] = [
  {
    category: 'status machine',
    actor: 'payment provider',
    name: 'a late "paid" event for a booking cancelled and refunded after payment does not revive it (twice at once, then again)',
    tables: [T.bookings, R.refunds, R.history, R.holds],
    setup: async (ctx) => {
      const paid = await paidAtProvider(ctx);
      const cancelled = await ctx.fn('admin', 'cancel-booking', {
        bookingId: paid.id,
        as: 'admin',
        reason: 'Vendor unavailable',
      });
      if (cancelled.status !== 200) throw new Error(`cancel: ${JSON.stringify(cancelled.body)}`);
      return `${paid.id}|${paid.sessionId}|${paid.paymentIntent}`;
    },
    run: async (ctx, target) => {
      const [bookingId, sessionId, paymentIntent] = target.split('|') as [string, string, string];
      const answers = await deliverRepeatedly(ctx, () =>
        signedEvent(ctx, 'checkout.session.async_payment_succeeded', {
          id: sessionId,
          bookingId,
          paymentIntent,
        }),
      );
      const outcomes = answers.map((a) => a.body as { outcome?: string; duplicate?: boolean });
      const state = await bookingState(ctx, bookingId);
      return {
        status: Math.max(...answers.map((a) => a.status)),
        refused:
          state.payment_status === 'cancelled' &&
          providerRefunds(ctx, paymentIntent).length === 1 &&
          outcomes.every((o) => o.outcome === 'unchanged' || o.duplicate === true),
        detail: { state, outcomes },
      };
    },
  },
  {
    category: 'status machine',
    actor: 'payment provider',
    name: 'a payment for a checkout that had already ended (cancelled hold) is refunded once, never applied',
    tables: [R.standing, R.holds],
    setup: async (ctx) => {
      const session = await providerSession(ctx);
      const at = nextSlot();
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee, payment_status,
           booking_date, booking_time, duration_hours, checkout_session_id)
         values ($1, $2, 'host@partyeasy.test', 200, 10, 'cancelled', current_date + $3::int, $4, 1, $5) returning id`,
        [ids.otherVendor, ids.host, at.day, at.time, session.id],
      );
      return `${rows[0]?.id}|${session.url}|${session.id}`;
    },
    run: async (ctx, target) => {
      const [bookingId, url, sessionId] = target.split('|') as [string, string, string];
      await payAtProvider(ctx, url);
      const paymentIntent = (await bookingState(ctx, bookingId)).payment_intent_id;
      // the provider delivering the same payment again, racing itself
      await deliverRepeatedly(ctx, () =>
        signedEvent(ctx, 'checkout.session.completed', { id: sessionId, bookingId, paymentIntent }),
      );
      const state = await bookingState(ctx, bookingId);
      const refunds = providerRefunds(ctx, paymentIntent).map((r) => r.amount);
      return {
        status: 200,
        refused:
          state.payment_status === 'cancelled' &&
          state.paid_at === null &&
          state.refunded_cents === 21000 &&
          refunds.length === 1 &&
          refunds[0] === 21000,
        detail: { state, refunds },
      };
    },
  },
  {
    category: 'status machine',
    actor: 'payment provider',
    name: 'an expiry event after the payment does not cancel the paid booking',
    tables: [T.bookings],
    setup: async (ctx) => {
      const at = nextSlot();
      const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
           booking_time, duration_hours, checkout_session_id, payment_intent_id)
         values ($1, $2, 'host@partyeasy.test', 200, 'paid', current_date + $3::int, $4, 1, $5, 'pi_test_r3_paid')
         returning id`,
        [ids.otherVendor, ids.host, at.day, at.time, sessionId],
      );
      return `${rows[0]?.id}|${sessionId}`;
    },
    run: async (ctx, target) => {
      const [bookingId, sessionId] = target.split('|') as [string, string];
      const { payload, signature } = signedEvent(ctx, 'checkout.session.expired', {
        id: sessionId,
        bookingId,
      });
      const r = await ctx.webhook(payload, signature);
      return {
        status: r.status,
        refused: (await bookingState(ctx, bookingId)).payment_status === 'paid',
        detail: r.body,
      };
    },
  },
  {
    category: 'status machine',
    actor: 'payment provider',
    name: 'a late "paid" event for a completed booking changes nothing and refunds nothing',
    tables: [T.bookings, R.refunds],
    setup: async (ctx) => {
      const at = nextSlot();
      const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
           booking_time, duration_hours, checkout_session_id, payment_intent_id, completed_at)
         values ($1, $2, 'host@partyeasy.test', 200, 'completed', current_date - $3::int, $4, 1, $5, 'pi_test_r3_done',
                 now()) returning id`,
        [ids.otherVendor, ids.host, at.day, at.time, sessionId],
      );
      return `${rows[0]?.id}|${sessionId}`;
    },
    run: async (ctx, target) => {
      const [bookingId, sessionId] = target.split('|') as [string, string];
      const { payload, signature } = signedEvent(ctx, 'checkout.session.async_payment_succeeded', {
        id: sessionId,
        bookingId,
        paymentIntent: 'pi_test_r3_other',
      });
      const r = await ctx.webhook(payload, signature);
      return {
        status: r.status,
        refused: (r.body as { outcome?: string } | null)?.outcome === 'unchanged',
        detail: r.body,
      };
    },
  },
  ...(
    [
      ['cancelled', 'paid', 'reviving a cancelled booking as paid'],
      ['cancelled', 'pending', 'putting a cancelled booking back on hold'],
      ['clicked_book', 'paid', 'marking an unpaid booking paid without a payment'],
      ['completed', 'paid', 'turning a completed booking back into an upcoming paid one'],
      ['completed', 'cancelled', 'cancelling a completed booking (the vendor was paid for it)'],
      ['paid', 'pending', 'turning a paid booking into a hold'],
      ['paid', 'clicked_book', 'turning a paid booking back into an unpaid one'],
    ] as const
  ).map(
    ([from, to, what]): AttackCase => ({
      category: 'status machine',
      actor: 'admin',
      name: `${what} (${from} → ${to}) through REST`,
      tables: [T.bookings],
      setup: async (ctx) => {
        const at = nextSlot();
        const { rows } = await ctx.db.query<{ id: string }>(
          `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
             booking_time, duration_hours)
           values ($1, $2, 'host@partyeasy.test', 200, $3, current_date + $4::int, $5, 1) returning id`,
          [ids.otherVendor, ids.host, from, at.day, at.time],
        );
        return rows[0]?.id as string;
      },
      run: async (ctx, booking) =>
        transitionRefusal(
          await ctx.http('admin', 'PATCH', `/rest/v1/bookings?id=eq.${booking}`, {
            body: { payment_status: to },
          }),
        ),
    }),
  ),
  {
    category: 'status machine',
    actor: 'admin',
    name: 'releasing a hold whose checkout can still be paid (pending with a session → clicked_book)',
    tables: [T.bookings],
    setup: async (ctx) => {
      const at = nextSlot();
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, payment_status, booking_date,
           booking_time, duration_hours, checkout_session_id, held_at)
         values ($1, $2, 'host@partyeasy.test', 200, 'pending', current_date + $3::int, $4, 1,
                 'cs_test_r3_' || gen_random_uuid(), now()) returning id`,
        [ids.otherVendor, ids.host, at.day, at.time],
      );
      return rows[0]?.id as string;
    },
    run: async (ctx, booking) =>
      transitionRefusal(
        await ctx.http('admin', 'PATCH', `/rest/v1/bookings?id=eq.${booking}`, {
          body: { payment_status: 'clicked_book' },
        }),
      ),
  },
];

export const round3LifecycleCases: AttackCase[] = [...selfDealing, ...statusMachine];
