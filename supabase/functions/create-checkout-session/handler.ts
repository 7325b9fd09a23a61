/**
 * POST /create-checkout-session — starts the card checkout of one of the caller's bookings.
 *
 * Body: { bookingId, uiMode }: the booking create-booking made, and 'embedded' (the site's booking modal) or
 * 'hosted' (the default, and the site's fallback when Stripe.js cannot load). Anything else in the body is
 * not read: the booking is priced again from its own ids and quantities with shared-domain (the same
 * pricing create-booking answered with), so a price changed since is the one charged; a booking made from an
 * offer ([quotes]) is priced from its offer as stored (price_cents plus the 5% fee).
 *
 * 200 { uiMode: 'embedded', clientSecret, sessionId } — mount Embedded Checkout with clientSecret; or
 *     { uiMode: 'hosted', url, sessionId } — send the browser to url.
 * 400 invalid_body | invalid_selection | slot_in_past | amount_too_small
 * 401 unauthorized — no or invalid access token.
 * 404 booking_not_found — no such booking of the caller.
 * 403 own_listing — the caller owns the listing (the database refuses self-dealing).
 * 409 slot_taken | slot_unavailable | already_paid | booking_cancelled | booking_not_bookable |
 *     offer_changed — a booking made from an offer whose offer no longer stands (replaced, withdrawn, expired).
 * 429 too_many_holds — the host's unpaid checkouts reached a limit (reserve_booking says which).
 * 502 payment_provider — the provider refused or could not be reached; the hold was released.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import {
  loadOffer,
  offerChanged,
  offerCheckout,
  packageCheckout,
  priceStoredBooking,
} from '../_shared/booking-pricing.ts';
import {
  checkoutAnswer,
  checkoutUiMode,
  isStripeError,
  MINIMUM_CHARGE_CENTS,
  openSession,
  providerFailure,
  sessionExpiresAt,
  sessionMode,
} from '../_shared/checkout.ts';
import {
  authenticatedUser,
  type Db,
  ownBooking,
  retryOnDeadlock,
  serviceClient,
  stripeClient,
  userClient,
} from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, jsonBody } from '../_shared/http.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

app.post('/create-checkout-session', async (c) => {
  const env = functionEnv();
  const token = bearerToken(c);
  const user = await authenticatedUser(env, token);
  const body = await jsonBody(c);
  const db = serviceClient(env);
  const stripe = stripeClient(env);
  const booking = await ownBooking(db, body.bookingId, user.id);
  const embedded = checkoutUiMode(body.uiMode) === 'embedded';

  if (booking.payment_status === 'paid' || booking.payment_status === 'completed') {
    throw new HttpError(409, 'already_paid', 'This booking is already paid.');
  }
  if (booking.payment_status === 'cancelled') {
    // an offer's booking is cancelled when the vendor replaces or withdraws the offer, or it expires
    if (booking.quote_offer_id) await offerCheckout(db, booking.quote_offer_id);
    throw new HttpError(409, 'booking_cancelled', 'This booking was cancelled. Please start a new booking.');
  }
  if (booking.checkout_group_id) {
    // paid with the other vendors of its event by the group's one session (create-event-checkout)
    throw new HttpError(
      409,
      'booking_not_bookable',
      'This booking is paid together with other vendors of its event.',
    );
  }
  if (booking.checkout_session_id) {
    // Pay pressed twice: the checkout already started answers again with the same page.
    return c.json(await openSession(stripe, booking.checkout_session_id));
  }

  // A booking made from an offer is priced from the offer, any other from the vendor's packages.
  const pricing = booking.quote_offer_id
    ? await offerCheckout(db, booking.quote_offer_id)
    : packageCheckout(priceStoredBooking(booking, await loadOffer(db, booking.vendor_id)));
  if (pricing.totalCents < MINIMUM_CHARGE_CENTS) {
    throw new HttpError(400, 'amount_too_small', 'The total is below the smallest card payment of $0.50.');
  }

  await reserve(userClient(env, token), booking.id);
  let session: Stripe.Checkout.Session | null = null;
  try {
    // The amounts charged are stored with the hold (the same as the command answered unless a price changed).
    // A non-HOT update of a held row: it meets the same exclusion-check deadlock as the attach step below.
    const { error: pricingError } = await retryOnDeadlock(() =>
      db
        .from('bookings')
        .update(pricing.amounts)
        .eq('id', booking.id)
        .eq('payment_status', 'pending')
        .is('checkout_session_id', null),
    );
    if (pricingError) throw new Error(`storing the amounts: ${pricingError.message}`);
    const successUrl = `${env.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`;
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: pricing.lineItems,
      ...sessionMode(embedded, successUrl, `${env.siteUrl}/cancel?booking=${booking.id}`),
      client_reference_id: booking.id,
      customer_email: booking.customer_email || user.email,
      metadata: { booking_id: booking.id, vendor_id: booking.vendor_id, user_id: user.id },
      expires_at: sessionExpiresAt(),
    });
    // Only the request that still holds the slot without a session may attach its session.
    const sessionId = session.id;
    const { data, error } = await retryOnDeadlock(() =>
      db
        .from('bookings')
        .update({ checkout_session_id: sessionId })
        .eq('id', booking.id)
        .eq('payment_status', 'pending')
        .is('checkout_session_id', null)
        .select('id'),
    );
    if (error?.code === 'PT403') throw new HttpError(403, 'own_listing', error.message);
    if (error) throw new Error(`storing the checkout session: ${error.message}`);
    if (data.length === 0) {
      await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
      return c.json(await concurrentOutcome(db, stripe, booking.id));
    }
    return c.json(checkoutAnswer(session));
  } catch (err) {
    await release(db, stripe, booking.id, session);
    if (err instanceof HttpError) throw err;
    if (isStripeError(err)) throw providerFailure('create-checkout-session', err);
    throw err;
  }
});

/** clicked_book → pending through reserve_booking, as the caller (the RPC checks ownership again). */
async function reserve(db: Db, bookingId: string) {
  const { error } = await retryOnDeadlock(() => db.rpc('reserve_booking', { p_booking_id: bookingId }));
  if (!error) return;
  switch (error.code) {
    case '23P01':
      throw new HttpError(
        409,
        'slot_taken',
        'This time slot is no longer available. Please choose another time.',
      );
    case '23514':
      throw new HttpError(
        409,
        'slot_unavailable',
        "This time is outside the vendor's availability. Please choose another time.",
      );
    case '22023':
      throw new HttpError(
        400,
        'slot_in_past',
        'This time slot has already passed. Please choose another time.',
      );
    case 'P0002':
      throw new HttpError(404, 'booking_not_found', 'Booking not found.');
    case '55000':
    case 'PT409':
      if (error.hint === 'offer_changed') throw offerChanged();
      throw new HttpError(409, 'booking_not_bookable', 'This booking can no longer be paid.');
    case 'PT429':
      throw new HttpError(429, 'too_many_holds', error.message);
    case 'PT403':
      // The database's self-dealing rule (refuse_own_listing): its message says why.
      throw new HttpError(403, 'own_listing', error.message);
    default:
      throw new Error(`reserve_booking: ${error.code} ${error.message}`);
  }
}

/**
 * Undoes a checkout that failed after the slot was held: the booking goes back to clicked_book (no longer
 * blocking the slot) unless another request attached its session meanwhile, and our session is expired.
 */
async function release(db: Db, stripe: Stripe, bookingId: string, session: Stripe.Checkout.Session | null) {
  const { error } = await db
    .from('bookings')
    .update({ payment_status: 'clicked_book' })
    .eq('id', bookingId)
    .eq('payment_status', 'pending')
    .is('checkout_session_id', null);
  if (error) console.error(`[create-checkout-session] releasing ${bookingId} failed: ${error.message}`);
  if (session) await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
}

/** Two Pay requests for one booking raced: the one that stored its session wins, the other answers the same. */
async function concurrentOutcome(db: Db, stripe: Stripe, bookingId: string) {
  const { data } = await db
    .from('bookings')
    .select('payment_status, checkout_session_id')
    .eq('id', bookingId)
    .single();
  if (data?.payment_status === 'pending' && data.checkout_session_id) {
    return openSession(stripe, data.checkout_session_id);
  }
  throw new HttpError(409, 'booking_not_bookable', 'This booking can no longer be paid.');
}

export default app;
