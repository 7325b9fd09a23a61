/**
 * POST /booking-change — changing a paid booking ([quotes] item 7, docs/payments.md "Changing a paid
 * booking"). The caller's bearer token; the body's action:
 *
 * propose { bookingId, date, startTime, hours, guests, priceCents?, note? } — the booking's host or its
 *   listing's owner. The new subtotal is the server's: a package booking is priced again with shared-domain
 *   (the package, add-ons and the new date, time, hours and guests); an offer booking keeps its price when
 *   the host proposes, and takes priceCents when the vendor does. Writes the proposal and its card.
 * accept { changeId } — the other side. A price that is not higher applies at once (a lower one refunds the
 *   difference, once); a higher one answers payment_due and the host pays it with `pay`.
 * pay { changeId, uiMode } — the host: the checkout of the difference (embedded or hosted, like
 *   create-checkout-session); the change applies when the webhook reports it paid.
 * release { changeId } — the host gave up paying: the session is expired and the change lapses.
 * (Declining or withdrawing is the RPC decline_booking_change: no money moves.)
 *
 * 200 { change } (propose) · { outcome: 'applied', refundCents, refundStatus? } | { outcome: 'payment_due',
 *     amountCents } (accept) · { uiMode, clientSecret | url, sessionId } (pay) · { outcome } (release)
 * 400 invalid_body | invalid_selection | the database's message for bad input
 * 401 unauthorized · 404 booking_not_found / change_not_found (also someone else's)
 * 409 not_changeable | change_window | change_open | change_closed | own_proposal | slot_taken |
 *     slot_unavailable | no_card_payment · 502 payment_provider
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { loadOffer, priceStoredBooking } from '../_shared/booking-pricing.ts';
import { authenticatedUser, type Db, serviceClient, stripeClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, isUuid, jsonBody } from '../_shared/http.ts';
import { askProvider } from '../_shared/refunds.ts';
import { sendQueuedBookingEmails } from '../booking-emails/send.ts';

/** The difference's checkout lives as long as a booking's (the provider's shortest session, plus a minute). */
const CHECKOUT_MINUTES = 31;
/** Stripe's smallest card charge in USD: a smaller difference is not charged (the change applies as is). */
const MINIMUM_CHARGE_CENTS = 50;

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

app.post('/booking-change', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const body = await jsonBody(c);
  const db = serviceClient(env);
  const stripe = () => stripeClient(env);
  const mails = () =>
    sendQueuedBookingEmails(db, env.siteUrl).catch((err: unknown) =>
      console.error('[booking-change] mails:', (err as Error).message),
    );

  switch (body.action) {
    case 'propose': {
      const change = await propose(db, user.id, body);
      await mails();
      return c.json({ change });
    }
    case 'accept': {
      const changeId = changeIdOf(body);
      const { data, error } = await db.rpc('accept_booking_change', {
        p_change_id: changeId,
        p_user: user.id,
      });
      if (error) throw dbError(error);
      const decision = data as {
        outcome: 'applied' | 'payment_due';
        amount_cents: number;
        refund_id: string | null;
        payment_intent_id: string | null;
        change_id: string;
      };
      if (decision.outcome === 'payment_due') {
        await mails();
        return c.json({ outcome: 'payment_due', amountCents: decision.amount_cents });
      }
      let refundStatus: 'requested' | 'failed' | undefined;
      if (decision.refund_id && decision.payment_intent_id) {
        refundStatus = await refundDifference(db, stripe(), {
          bookingId: await bookingOfChange(db, changeId),
          refundId: decision.refund_id,
        });
      }
      await mails();
      return c.json({
        outcome: 'applied',
        refundCents: Math.max(0, -decision.amount_cents),
        ...(refundStatus ? { refundStatus } : {}),
      });
    }
    case 'pay':
      return c.json(await pay(db, stripe(), env.siteUrl, user.id, changeIdOf(body), body.uiMode));
    case 'release': {
      const changeId = changeIdOf(body);
      const { data: change } = await db
        .from('booking_changes')
        .select('id, checkout_session_id, status, bookings(user_id)')
        .eq('id', changeId)
        .maybeSingle();
      const owner = (change?.bookings as unknown as { user_id: string } | null)?.user_id;
      if (!change || owner !== user.id) throw changeNotFound();
      if (change.status !== 'awaiting_payment' || !change.checkout_session_id) {
        return c.json({ outcome: 'unchanged' });
      }
      try {
        await stripe().checkout.sessions.expire(change.checkout_session_id);
      } catch {
        // already paid or expired: the webhook decides
        return c.json({ outcome: 'unchanged' });
      }
      const { data: lapsed, error } = await db.rpc('lapse_booking_change', {
        p_change_id: changeId,
        p_session_id: change.checkout_session_id,
      });
      if (error) throw new Error(`lapsing ${changeId}: ${error.message}`);
      if (lapsed) return c.json({ outcome: 'lapsed' });
      // the provider's expiry event may have lapsed it first
      const { data: now } = await db.from('booking_changes').select('status').eq('id', changeId).single();
      return c.json({ outcome: now?.status === 'lapsed' ? 'lapsed' : 'unchanged' });
    }
    default:
      throw new HttpError(400, 'invalid_body', "action must be 'propose', 'accept', 'pay' or 'release'.");
  }
});

const changeNotFound = () => new HttpError(404, 'change_not_found', 'Change not found.');

function changeIdOf(body: Record<string, unknown>): string {
  if (!isUuid(body.changeId))
    throw new HttpError(400, 'invalid_body', 'changeId must be the id of a change.');
  return body.changeId;
}

async function bookingOfChange(db: Db, changeId: string): Promise<string> {
  const { data, error } = await db.from('booking_changes').select('booking_id').eq('id', changeId).single();
  if (error) throw new Error(`loading change ${changeId}: ${error.message}`);
  return data.booking_id;
}

/** The database's refusals as HTTP answers (its messages are shared-domain's BOOKING_CHANGE_MESSAGES). */
function dbError(error: { code?: string; message: string; hint?: string | null }): Error {
  switch (error.code) {
    case 'PT404':
      return new HttpError(
        404,
        error.message.startsWith('Booking') ? 'booking_not_found' : 'change_not_found',
        error.message,
      );
    case 'PT409':
      return new HttpError(409, error.hint || 'not_changeable', error.message);
    case '22023':
      return new HttpError(400, 'invalid_body', error.message);
    default:
      return new Error(`booking change: ${error.code} ${error.message}`);
  }
}

async function propose(db: Db, userId: string, body: Record<string, unknown>) {
  if (!isUuid(body.bookingId))
    throw new HttpError(400, 'invalid_body', 'bookingId must be the id of a booking.');
  const { date, startTime, hours, guests } = body;
  if (
    typeof date !== 'string' ||
    !DATE.test(date) ||
    typeof startTime !== 'string' ||
    !TIME.test(startTime) ||
    typeof hours !== 'number' ||
    typeof guests !== 'number'
  ) {
    throw new HttpError(400, 'invalid_body', 'Give the date, start time, hours and guests.');
  }
  const note = typeof body.note === 'string' ? body.note : null;
  const { data: booking, error } = await db
    .from('bookings')
    .select('*, vendors(user_id), quote_offers(refund_policy)')
    .eq('id', body.bookingId)
    .maybeSingle();
  if (error) throw new Error(`loading booking ${body.bookingId}: ${error.message}`);
  const owner = (booking?.vendors as unknown as { user_id: string } | null)?.user_id;
  const side = booking?.user_id === userId ? 'host' : owner === userId ? 'vendor' : null;
  if (!booking || !side) throw new HttpError(404, 'booking_not_found', 'Booking not found.');

  let subtotalCents: number;
  if (booking.quote_offer_id) {
    // An offer booking: the vendor states the new price; a host's proposal keeps the price.
    const current = Math.round(Number(booking.total_amount) * 100);
    if (side === 'vendor' && body.priceCents !== undefined && body.priceCents !== null) {
      if (typeof body.priceCents !== 'number' || !Number.isInteger(body.priceCents)) {
        throw new HttpError(400, 'invalid_body', 'The price must be $1.00 to $1,000,000.00.');
      }
      subtotalCents = body.priceCents;
    } else {
      subtotalCents = current;
    }
  } else {
    const { vendors: _v, quote_offers: _o, ...row } = booking;
    const priced = priceStoredBooking(
      { ...row, booking_date: date, booking_time: startTime, duration_hours: hours, guest_count: guests },
      await loadOffer(db, booking.vendor_id),
    );
    subtotalCents = priced.quote.subtotalCents;
  }
  const { data, error: proposeError } = await db.rpc('propose_booking_change', {
    p_booking_id: booking.id,
    p_user: userId,
    p_date: date,
    p_time: startTime,
    p_hours: hours,
    p_guests: guests,
    p_subtotal_cents: subtotalCents,
    p_note: note ?? undefined,
  });
  if (proposeError) throw dbError(proposeError);
  const change = data as unknown as Record<string, unknown>;
  const { proposer_id: _p, checkout_session_id: _s, payment_intent_id: _i, ...shown } = change;
  return shown;
}

/** Sends a change refund to the provider (one refund per payment it goes back to); a refusal is recorded. */
async function refundDifference(
  db: Db,
  stripe: Stripe,
  input: { bookingId: string; refundId: string },
): Promise<'requested' | 'failed'> {
  try {
    await askProvider(db, stripe, { ...input, kind: 'change' });
    return 'requested';
  } catch (err) {
    if (err instanceof HttpError && err.code === 'refund_failed') return 'failed';
    throw err;
  }
}

async function pay(
  db: Db,
  stripe: Stripe,
  siteUrl: string,
  userId: string,
  changeId: string,
  uiMode: unknown,
) {
  const { data, error } = await db.rpc('start_booking_change_payment', {
    p_change_id: changeId,
    p_user: userId,
  });
  if (error) throw dbError(error);
  const due = data as {
    amount_cents: number;
    checkout_session_id: string | null;
    booking_id: string;
    customer_email: string;
    vendor_id: string;
  };
  if (due.checkout_session_id) return openSession(stripe, due.checkout_session_id);
  if (due.amount_cents < MINIMUM_CHARGE_CENTS) {
    throw new HttpError(
      400,
      'amount_too_small',
      'The difference is below the smallest card payment of $0.50.',
    );
  }
  const embedded = uiMode === 'embedded';
  const returnUrl = `${siteUrl}/dashboard?change=${changeId}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: due.amount_cents,
              product_data: {
                name: 'Booking change: the difference',
                description: 'Processing fee (5%) included',
              },
            },
          },
        ],
        ...(embedded
          ? { ui_mode: 'embedded_page', return_url: returnUrl, redirect_on_completion: 'if_required' }
          : { success_url: returnUrl, cancel_url: returnUrl }),
        customer_email: due.customer_email,
        metadata: {
          booking_change_id: changeId,
          booking_id: due.booking_id,
          vendor_id: due.vendor_id,
          user_id: userId,
        },
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
      } as Stripe.Checkout.SessionCreateParams,
      // No idempotency key: concurrent requests differ (the expiry's second, the ui mode), and the provider
      // refuses a key reused with other parameters; the attach step below keeps one session per change.
    );
  } catch (err) {
    console.error('[booking-change] provider:', (err as Error).message);
    throw new HttpError(502, 'payment_provider', 'Failed to process payment. Please try again.');
  }
  // One session per change: a second request attaches nothing and answers the one attached.
  const { data: attached, error: attachError } = await db
    .from('booking_changes')
    .update({ checkout_session_id: session.id })
    .eq('id', changeId)
    .eq('status', 'awaiting_payment')
    .is('checkout_session_id', null)
    .select('id');
  if (attachError) throw new Error(`storing the change's session: ${attachError.message}`);
  if (attached.length === 0) {
    const { data: now } = await db
      .from('booking_changes')
      .select('checkout_session_id, status')
      .eq('id', changeId)
      .single();
    if (now?.checkout_session_id === session.id) return checkoutAnswer(session);
    await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
    if (now?.status === 'awaiting_payment' && now.checkout_session_id) {
      return openSession(stripe, now.checkout_session_id);
    }
    throw new HttpError(409, 'change_closed', 'This change is not waiting for a payment.');
  }
  return checkoutAnswer(session);
}

function checkoutAnswer(session: Stripe.Checkout.Session) {
  if (session.ui_mode === 'embedded_page' || session.ui_mode === ('embedded' as string)) {
    if (!session.client_secret)
      throw new Error('the provider returned an embedded session without a client_secret');
    return { uiMode: 'embedded' as const, clientSecret: session.client_secret, sessionId: session.id };
  }
  if (!session.url) throw new Error('the provider returned a session without a url');
  return { uiMode: 'hosted' as const, url: session.url, sessionId: session.id };
}

async function openSession(stripe: Stripe, sessionId: string) {
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch((err: unknown) => {
    console.error('[booking-change] provider:', (err as Error).message);
    throw new HttpError(502, 'payment_provider', 'Failed to process payment. Please try again.');
  });
  if (session.status === 'open') return checkoutAnswer(session);
  if (session.status === 'complete')
    throw new HttpError(409, 'change_closed', 'The difference is already paid.');
  throw new HttpError(409, 'change_closed', 'This checkout has expired: the change lapsed.');
}

export default app;
