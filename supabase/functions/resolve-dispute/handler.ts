/**
 * POST /resolve-dispute { disputeId, as, outcome, amountCents?, reason? } — resolves a dispute
 * (docs/disputes.md), moving money once:
 *
 * as 'admin' — app_metadata.role admin; outcome 'full' (all that is left of the payment), 'partial'
 *              (amountCents, 1 to what is left) or 'none'; a reason is required, both sides get it by e-mail.
 * as 'host'  — the dispute's host accepts the vendor's offer: outcome 'offer'.
 *
 * 1. begin_dispute_resolution locks the dispute: an open one becomes resolving and start_booking_refund
 *    writes the refund (kind dispute, taken from the vendor's share first); concurrent and repeated calls
 *    get 409. Without money to refund it is resolved at once.
 * 2. The provider is asked with the refund's id as Idempotency-Key; settling the refund resolves the
 *    dispute (or opens it again when the provider refuses: 502).
 * 3. The payout run releases the held payout, or reverses the refunded part of a transfer already made;
 *    the queued mails are sent.
 *
 * 200 { status: 'resolved', refundedCents }
 * 400 invalid_body | reason_required | invalid_amount · 401 unauthorized · 403 forbidden (as admin)
 * 404 dispute_not_found · 409 already_resolved | no_offer | refund_in_progress · 502 refund_failed
 */
import { DISPUTE_MESSAGES } from '@partyeasy/shared-domain';
import { Hono } from 'hono';
import { authenticatedUser, serviceClient, stripeClient } from '../_shared/clients.ts';
import { functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, isUuid, jsonBody } from '../_shared/http.ts';
import { runPayoutsQuietly } from '../_shared/payouts.ts';
import { askProvider } from '../_shared/refunds.ts';
import { sendQueuedBookingEmails } from '../booking-emails/send.ts';

const app = new Hono();
app.use('*', corsMiddleware);
app.onError((err, c) => errorResponse(c, err));

const OUTCOMES: Record<string, readonly string[]> = {
  admin: ['full', 'partial', 'none'],
  host: ['offer'],
};

app.post('/resolve-dispute', async (c) => {
  const env = functionEnv();
  const user = await authenticatedUser(env, bearerToken(c));
  const body = await jsonBody(c);
  if (!isUuid(body.disputeId))
    throw new HttpError(400, 'invalid_body', 'disputeId must be the id of a dispute.');
  const as = body.as;
  if (as !== 'admin' && as !== 'host')
    throw new HttpError(400, 'invalid_body', "as must be 'admin' or 'host'.");
  if (typeof body.outcome !== 'string' || !OUTCOMES[as]!.includes(body.outcome)) {
    throw new HttpError(400, 'invalid_body', `outcome must be one of ${OUTCOMES[as]!.join(', ')}.`);
  }
  if (as === 'admin' && user.app_metadata?.role !== 'admin') {
    throw new HttpError(403, 'forbidden', "You don't have permission to access this page.");
  }
  const amount = body.amountCents;
  if (body.outcome === 'partial' && (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)) {
    throw new HttpError(400, 'invalid_amount', DISPUTE_MESSAGES.decisionAmount);
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (as === 'admin' && !reason)
    throw new HttpError(400, 'reason_required', DISPUTE_MESSAGES.decisionReasonRequired);

  const db = serviceClient(env);
  const { data, error } = await db.rpc('begin_dispute_resolution', {
    p_dispute_id: body.disputeId,
    p_user: user.id,
    p_as: as,
    p_outcome: body.outcome,
    p_amount_cents: body.outcome === 'partial' ? (amount as number) : undefined,
    p_reason: reason || undefined,
  });
  if (error) throw beginError(error);
  const started = data as {
    status: string;
    refund_id: string | null;
    amount_cents: number;
    payment_intent_id?: string | null;
  };
  const { data: dispute, error: loadError } = await db
    .from('disputes')
    .select('booking_id')
    .eq('id', body.disputeId)
    .single();
  if (loadError) throw new Error(`loading dispute ${body.disputeId}: ${loadError.message}`);
  if (started.refund_id) {
    await askProvider(db, stripeClient(env), {
      bookingId: dispute.booking_id,
      kind: 'dispute',
      refundId: started.refund_id,
    });
  }
  // Releases the held payout, or reverses the refunded part of a transfer already made.
  await runPayoutsQuietly(db, stripeClient(env), 'resolve-dispute');
  await sendQueuedBookingEmails(db, env.siteUrl).catch((err: unknown) =>
    console.error('[resolve-dispute] mails:', (err as Error).message),
  );
  return c.json({ status: 'resolved', refundedCents: started.amount_cents });
});

function beginError(error: { code?: string; message: string }): Error {
  switch (error.code) {
    case 'PT404':
      return new HttpError(404, 'dispute_not_found', 'Dispute not found.');
    case 'PT409':
      return error.message.includes('offer')
        ? new HttpError(409, 'no_offer', error.message)
        : new HttpError(409, 'already_resolved', error.message);
    case '22023':
      return new HttpError(400, 'reason_required', error.message);
    case '22003':
      return new HttpError(400, 'invalid_amount', error.message);
    case '55006':
      return new HttpError(409, 'refund_in_progress', 'A refund of this booking is already under way.');
    case '55000':
    case 'PE001':
      return new HttpError(409, 'not_refundable', 'This booking has no card payment left to refund.');
    default:
      return new Error(`begin_dispute_resolution: ${error.code} ${error.message}`);
  }
}

export default app;
