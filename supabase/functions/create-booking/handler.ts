/**
 * POST /create-booking — the one command that creates a booking: the host's choice by ids and quantities,
 * priced on the server with shared-domain (the quote the booking modal shows), written in one transaction.
 *
 * Body (BookingRequest): { vendorId, packageId, addons: [{ id, quantity }], date (the booking date),
 * startTime 'HH:MM', guests, hours, eventLocation, specialInstructions, eventId? (one of the host's events:
 * the booking is filed under it) }. Amounts in the body are not read.
 *
 * 201 { bookingId, quote: { packageCents, extraCents, addonLineCents, subtotalCents, feeCents, totalCents,
 *     guests, hours } } — the booking is clicked_book (not holding the time yet); pay it with
 *     create-checkout-session { bookingId }.
 * 400 invalid_body | invalid_selection — with a sentence saying what is wrong; slot_in_past.
 * 401 unauthorized · 403 not_allowed (e.g. the listing's own owner) · 404 event_not_found ·
 * 409 vendor_unavailable | slot_taken | slot_unavailable.
 */
import { parseBookingRequest } from '@partyeasy/shared-domain';
import { Hono } from 'hono';
import { bookingAmounts, loadOffer, priceRequest, quoteAnswer } from '../_shared/booking-pricing.ts';
import { authenticatedUser, retryOnDeadlock, serviceClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, jsonBody } from '../_shared/http.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

app.post('/create-booking', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const parsed = parseBookingRequest(await jsonBody(c));
  if (!parsed.ok) throw new HttpError(400, 'invalid_body', parsed.message);
  const request = parsed.value;
  const db = serviceClient(env);
  const priced = priceRequest(request, await loadOffer(db, request.vendorId));
  const amounts = bookingAmounts(priced);

  const { data, error } = await retryOnDeadlock(() =>
    db.rpc('create_booking', {
      p_user_id: user.id,
      p_vendor_id: request.vendorId,
      p_package_id: priced.pkg.id,
      p_addon_selections: priced.addons.map((a) => ({ id: a.addon.id, quantity: a.quantity })),
      p_booking_date: request.date,
      p_booking_time: request.startTime,
      p_duration_hours: priced.quote.hours,
      p_guest_count: priced.quote.guests,
      p_event_location: request.eventLocation,
      p_special_instructions: request.specialInstructions,
      p_total_amount: amounts.total_amount,
      p_processing_fee: amounts.processing_fee,
      p_event_id: request.eventId,
    }),
  );
  if (error) throw refusal(error);
  return c.json({ bookingId: data, quote: quoteAnswer(priced) }, 201);
});

/** The database's refusal as an answer the booking modal can show. */
function refusal(error: { code?: string; message: string }): Error {
  switch (error.code) {
    case '23P01':
      return new HttpError(
        409,
        'slot_taken',
        'This time slot is no longer available. Please choose another time.',
      );
    case '23514':
      if (!error.message.includes('availability')) {
        return new HttpError(400, 'invalid_body', 'The booking has a value that is not allowed.');
      }
      return new HttpError(
        409,
        'slot_unavailable',
        "This time is outside the vendor's availability. Please choose another time.",
      );
    case '22023':
      return new HttpError(
        400,
        'slot_in_past',
        'This time slot has already passed. Please choose another time.',
      );
    case '22008':
    case '22007':
      return new HttpError(400, 'invalid_body', 'Choose a date and a time slot.');
    case 'PT409':
      return new HttpError(409, 'vendor_unavailable', 'This vendor is not taking bookings right now.');
    case 'PT404':
      return new HttpError(404, 'event_not_found', 'Event not found.');
    case '42501':
      return new HttpError(403, 'not_allowed', error.message);
    case '23503':
      return new HttpError(400, 'invalid_selection', error.message);
    default:
      return new Error(`create_booking: ${error.code} ${error.message}`);
  }
}

export default app;
