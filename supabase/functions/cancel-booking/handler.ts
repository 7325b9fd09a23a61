/**
 * POST /cancel-booking { bookingId, as, reason?, amountCents? } — cancels a paid booking and refunds it
 * through the provider's Refunds API (docs/payments.md "After the payment").
 *
 * as 'host'   — the booking's customer; refund by the cancellation policy (shared-domain hostCancellation,
 *               the rule the page shows before confirming: the 4-hour grace window for an event within 7
 *               days of booking, then 72 h / 24 h, or the refund policy of the offer the booking was made
 *               from); refused once the event has started. What the policy
 *               keeps of the subtotal is paid to the vendor after the event (schedule_payouts).
 * as 'vendor' — the listing's owner; a reason is required; the host gets everything back; refused under
 *               7 days before the event (409 vendor_notice: the vendor asks PartyEasy instead).
 * as 'admin'  — app_metadata.role admin; a reason is required; amountCents (default: all that is left;
 *               0 cancels without a refund, recording the reason: the way to close a paid booking whose
 *               money was settled elsewhere, e.g. one without a card payment on record).
 *               With keepBooking: true, a goodwill refund: amountCents (1 to what is left) is refunded and
 *               the booking stands; once per booking (409 goodwill_already).
 * A host's policy refund counts what was already refunded (a goodwill refund) toward it.
 *
 * 200 { status: 'cancelled' | 'refunded' (goodwill), refundedCents }
 * 400 invalid_body | reason_required | invalid_amount · 401 unauthorized · 403 forbidden (as admin)
 * 404 booking_not_found (not the caller's booking)
 * 409 not_cancellable | refund_in_progress | event_started | no_card_payment | vendor_notice
 * 502 refund_failed (booking still paid)
 */
import { hostCancellation, toCents, zonedInstant } from '@partyeasy/shared-domain';
import { Hono } from 'hono';
import { authenticatedUser, serviceClient, stripeClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, isUuid, jsonBody } from '../_shared/http.ts';
import { runPayoutsQuietly } from '../_shared/payouts.ts';
import { type RefundKind, refundBooking } from '../_shared/refunds.ts';
import { sendQueuedBookingEmails } from '../booking-emails/send.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const REASON_MAX = 1000;
const notFound = () => new HttpError(404, 'booking_not_found', 'Booking not found.');

app.post('/cancel-booking', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const body = await jsonBody(c);
  if (!isUuid(body.bookingId))
    throw new HttpError(400, 'invalid_body', 'bookingId must be the id of a booking.');
  const as = body.as;
  if (as !== 'host' && as !== 'vendor' && as !== 'admin') {
    throw new HttpError(400, 'invalid_body', "as must be 'host', 'vendor' or 'admin'.");
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason.length > REASON_MAX) {
    throw new HttpError(400, 'invalid_body', `The reason can be at most ${REASON_MAX} characters.`);
  }

  const db = serviceClient(env);
  const { data: booking, error } = await db
    .from('bookings')
    .select(
      'id, user_id, total_amount, processing_fee, refunded_cents, paid_at, booking_date, booking_time, vendors(user_id, time_zone), quote_offers(refund_policy)',
    )
    .eq('id', body.bookingId)
    .maybeSingle();
  if (error) throw new Error(`loading booking ${body.bookingId}: ${error.message}`);
  if (!booking) throw notFound();
  const vendor = booking.vendors as unknown as { user_id: string; time_zone: string } | null;
  const paidCents = (toCents(booking.total_amount) ?? 0) + (toCents(booking.processing_fee) ?? 0);
  const leftCents = paidCents - booking.refunded_cents;

  let kind: RefundKind;
  let amountCents: number;
  if (as === 'host') {
    if (booking.user_id !== user.id) throw notFound();
    const policy = hostCancellation({
      subtotalCents: toCents(booking.total_amount) ?? 0,
      feeCents: toCents(booking.processing_fee) ?? 0,
      bookedAt: booking.paid_at ? new Date(booking.paid_at) : null,
      eventStart: zonedInstant(
        booking.booking_date,
        booking.booking_time,
        vendor?.time_zone ?? 'America/Chicago',
      ),
      now: new Date(),
      // a booking made from an offer that set its own refund policy is refunded by that policy
      refundPolicy: (booking.quote_offers as unknown as { refund_policy: string | null } | null)
        ?.refund_policy,
    });
    if (!policy.allowed) {
      throw new HttpError(
        409,
        'event_started',
        'This event has already started and can no longer be cancelled.',
      );
    }
    kind = 'host_cancel';
    // What was refunded already (a goodwill refund) counts toward the policy's refund.
    amountCents = Math.min(leftCents, Math.max(0, policy.refundCents - booking.refunded_cents));
  } else {
    if (as === 'vendor' && vendor?.user_id !== user.id) throw notFound();
    if (as === 'admin' && user.app_metadata?.role !== 'admin') {
      throw new HttpError(403, 'forbidden', "You don't have permission to access this page.");
    }
    if (!reason) throw new HttpError(400, 'reason_required', 'Please give the reason for the cancellation.');
    const goodwill = as === 'admin' && body.keepBooking === true;
    if (body.keepBooking !== undefined && !goodwill && body.keepBooking !== false) {
      throw new HttpError(400, 'invalid_body', 'keepBooking is for an admin, true or false.');
    }
    kind = as === 'vendor' ? 'vendor_cancel' : goodwill ? 'goodwill' : 'admin';
    amountCents = leftCents;
    if (goodwill) {
      const asked = body.amountCents;
      if (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 1 || asked > leftCents) {
        throw new HttpError(
          400,
          'invalid_amount',
          'The refund must be more than $0.00 and at most what is left of the payment.',
        );
      }
    }
    if (as === 'admin' && body.amountCents !== undefined) {
      // (a goodwill amount was checked above: it is within the same bounds)
      const asked = body.amountCents;
      if (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 0 || asked > leftCents) {
        throw new HttpError(
          400,
          'invalid_amount',
          'The refund must be between $0.00 (no refund) and what the host paid.',
        );
      }
      amountCents = asked;
    }
  }

  const outcome = await refundBooking(db, stripeClient(env), {
    bookingId: booking.id,
    kind,
    amountCents,
    reason: reason || null,
    userId: user.id,
  });
  // A late refund reverses the vendor's transfer at once (the scheduled run would otherwise).
  await runPayoutsQuietly(db, stripeClient(env), 'cancel-booking');
  // The mails are queued with the change; sending them must not fail the cancellation.
  await sendQueuedBookingEmails(db, env.siteUrl).catch((err: unknown) =>
    console.error('[cancel-booking] mails:', (err as Error).message),
  );
  return c.json(outcome);
});

export default app;
