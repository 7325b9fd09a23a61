/**
 * POST /create-event-checkout — pays several vendors of one of the caller's events with one charge
 * (docs/payments.md "Several vendors, one charge").
 *
 * Body: { eventId, items: [{ vendorId, packageId, addons: [{ id, quantity }], startTime?, hours? } |
 * { offerId }], uiMode: 'embedded' | 'hosted' } — 2 to 6 items, one per vendor. The date, guests and city are
 * the event's; time and hours default to the event's. Amounts in the body are not read: each package is
 * priced with shared-domain (as create-booking prices it), each offer from the offer as stored.
 *
 * Every booking is made, filed under the event and held in one transaction (create_checkout_group): either
 * every slot is held or none is. Then ONE session is opened with a line per vendor (its subtotal) and one
 * line for the processing fees; its total is the sum of the bookings' own totals (each booking's fee is
 * shared-domain's 5% of its own subtotal). Each booking keeps its own amounts, refunds and payout.
 *
 * 200 like create-checkout-session ({ uiMode, clientSecret | url, sessionId }) plus { groupId, bookingIds }.
 * 400 invalid_body | invalid_selection | slot_in_past | amount_too_small · 401 unauthorized ·
 * 403 own_listing · 404 event_not_found | offer_not_found ·
 * 409 slot_taken { vendorIds } (nothing is held: replace those vendors) | vendor_unavailable { vendorIds } |
 *     checkout_in_progress | offer_changed | offer_expired | offer_withdrawn | offer_paid | offer_being_paid |
 *     other_event | other_date | quote_declined
 * 502 payment_provider — the provider refused or could not be reached; every hold was released.
 */

import type { Database } from '@partyeasy/shared-domain/database';
import { type EventCheckoutItem, parseEventCheckoutRequest } from '@partyeasy/shared-domain/event-checkout';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { bookingAmounts, loadOffer, priceRequest } from '../_shared/booking-pricing.ts';
import {
  checkoutAnswer,
  checkoutUiMode,
  isStripeError,
  MINIMUM_CHARGE_CENTS,
  providerFailure,
  sessionExpiresAt,
  sessionMode,
} from '../_shared/checkout.ts';
import {
  authenticatedUser,
  type Db,
  retryOnDeadlock,
  serviceClient,
  stripeClient,
} from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, jsonBody } from '../_shared/http.ts';

type EventRow = Database['public']['Tables']['events']['Row'];

/** What create_checkout_group answers. */
interface Group {
  group_id: string;
  total_cents: number;
  subtotal_cents: number;
  fee_cents: number;
  bookings: {
    id: string;
    vendor_id: string;
    vendor_name: string;
    label: string | null;
    subtotal_cents: number;
    fee_cents: number;
  }[];
}

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

app.post('/create-event-checkout', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const body = await jsonBody(c);
  const parsed = parseEventCheckoutRequest(body);
  if (!parsed.ok) throw new HttpError(400, 'invalid_body', parsed.message);
  const request = parsed.value;
  const db = serviceClient(env);
  const { data: event, error: eventError } = await db
    .from('events')
    .select('*')
    .eq('id', request.eventId)
    .eq('host_id', user.id)
    .maybeSingle();
  if (eventError) throw new Error(`loading event ${request.eventId}: ${eventError.message}`);
  if (!event) throw new HttpError(404, 'event_not_found', 'Event not found.');

  const items = await Promise.all(request.items.map((item) => priceItem(db, event, item)));
  const { data, error } = await retryOnDeadlock(() =>
    db.rpc('create_checkout_group', { p_user_id: user.id, p_event_id: event.id, p_items: items }),
  );
  if (error) throw refusal(error);
  const group = data as unknown as Group;
  const bookingIds = group.bookings.map((b) => b.id);

  const stripe = stripeClient(env);
  let session: Stripe.Checkout.Session | null = null;
  try {
    if (group.total_cents < MINIMUM_CHARGE_CENTS) {
      throw new HttpError(400, 'amount_too_small', 'The total is below the smallest card payment of $0.50.');
    }
    const successUrl = `${env.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`;
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: lineItems(group),
      ...sessionMode(
        checkoutUiMode(request.uiMode) === 'embedded',
        successUrl,
        // the /cancel page cancels the checkout of this booking: for a booking of a group, the whole group
        `${env.siteUrl}/cancel?booking=${bookingIds[0]}`,
      ),
      client_reference_id: group.group_id,
      customer_email: user.email,
      metadata: { checkout_group_id: group.group_id, event_id: event.id, user_id: user.id },
      expires_at: sessionExpiresAt(),
    });
    const sessionId = session.id;
    const attached = await retryOnDeadlock(() =>
      db.rpc('attach_checkout_group_session', { p_group_id: group.group_id, p_session_id: sessionId }),
    );
    if (attached.error) throw new Error(`storing the checkout session: ${attached.error.message}`);
    if (attached.data !== true) {
      throw new HttpError(
        409,
        'checkout_expired',
        'This checkout ended before it started. Please try again.',
      );
    }
    return c.json({ ...checkoutAnswer(session), groupId: group.group_id, bookingIds });
  } catch (err) {
    await release(db, stripe, group.group_id, session);
    if (err instanceof HttpError) throw err;
    if (isStripeError(err)) throw providerFailure('create-event-checkout', err);
    throw err;
  }
});

/** One item as create_checkout_group takes it: a package priced here with shared-domain, or an offer's id. */
async function priceItem(db: Db, event: EventRow, item: EventCheckoutItem) {
  if (item.kind === 'offer') return { offer_id: item.offerId };
  let offer: Awaited<ReturnType<typeof loadOffer>>;
  try {
    offer = await loadOffer(db, item.vendorId);
  } catch (err) {
    if (err instanceof HttpError && err.code === 'vendor_unavailable') {
      throw new HttpError(409, err.code, err.message, { vendorIds: [item.vendorId] });
    }
    throw err;
  }
  const startTime = item.startTime ?? event.start_time.slice(0, 5);
  const priced = priceRequest(
    {
      vendorId: item.vendorId,
      packageId: item.packageId,
      addons: item.addons,
      date: event.event_date,
      startTime,
      guests: event.guest_count,
      hours: item.hours ?? Number(event.duration_hours),
      eventLocation: event.city,
      specialInstructions: '',
    },
    offer,
  );
  return {
    vendor_id: item.vendorId,
    package_id: priced.pkg.id,
    addon_selections: priced.addons.map((a) => ({ id: a.addon.id, quantity: a.quantity })),
    booking_time: startTime,
    duration_hours: priced.quote.hours,
    event_location: event.city,
    ...bookingAmounts(priced),
  };
}

/** A line per vendor (its subtotal) and one for the 5% fees: together the sum of the bookings' totals. */
function lineItems(group: Group) {
  const line = (name: string, cents: number) => ({
    quantity: 1,
    price_data: { currency: 'usd', unit_amount: cents, product_data: { name } },
  });
  return [
    ...group.bookings.map((b) =>
      line(b.label ? `${b.vendor_name} — ${b.label}` : b.vendor_name, b.subtotal_cents),
    ),
    line('Processing fee (5%)', group.fee_cents),
  ];
}

/** Undoes a group whose checkout did not start: every booking of it is cancelled, our session expired. */
async function release(db: Db, stripe: Stripe, groupId: string, session: Stripe.Checkout.Session | null) {
  if (session) await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
  const { error } = await db.rpc('release_checkout_group', { p_group_id: groupId });
  if (error) console.error(`[create-event-checkout] releasing ${groupId} failed: ${error.message}`);
}

/** The database's refusal as an answer the event page can act on. */
function refusal(error: { code?: string; message: string; hint?: string | null; details?: string | null }) {
  const vendorIds = () => {
    try {
      return JSON.parse(error.details ?? '[]') as string[];
    } catch {
      return [];
    }
  };
  switch (error.code) {
    case 'PT409':
      if (error.hint === 'slot_taken') {
        return new HttpError(409, 'slot_taken', error.message, { vendorIds: vendorIds() });
      }
      if (!error.hint)
        return new HttpError(409, 'vendor_unavailable', 'A vendor is not taking bookings right now.');
      return new HttpError(409, error.hint, error.message);
    case 'PT404':
      return error.message === 'Event not found.'
        ? new HttpError(404, 'event_not_found', error.message)
        : new HttpError(404, 'offer_not_found', error.message);
    case 'PT400':
      return new HttpError(400, 'invalid_body', error.message);
    case 'PT403':
      return new HttpError(403, 'own_listing', error.message);
    case '22023':
      return new HttpError(400, 'slot_in_past', 'The event has already started. Choose another date.');
    case '23514':
    case '23503':
      return new HttpError(400, 'invalid_selection', 'The selection has a value that is not allowed.');
    case '42501':
      return new HttpError(403, 'not_allowed', error.message);
    default:
      return new Error(`create_checkout_group: ${error.code} ${error.message}`);
  }
}

export default app;
