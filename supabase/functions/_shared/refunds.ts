import { VENDOR_NOTICE_MESSAGE } from '@partyeasy/shared-domain';
import type Stripe from 'stripe';
import type { Db } from './clients.ts';
import { HttpError } from './http.ts';

export type RefundKind =
  | 'host_cancel'
  | 'vendor_cancel'
  | 'admin'
  | 'auto'
  | 'goodwill'
  | 'dispute'
  | 'change';

export interface RefundOutcome {
  /** 'refunded': a goodwill refund, the booking stands. */
  status: 'cancelled' | 'refunded';
  refundedCents: number;
}

/**
 * Cancels a paid booking with a refund through the provider's Refunds API, once:
 * 1. start_booking_refund locks the booking and writes a 'requested' refund (one active refund per
 *    booking: concurrent callers get 409);
 * 2. the provider is asked once per payment the refund was split into (askProvider), each part under its
 *    own Idempotency-Key (a retry of a dead attempt replays);
 * 3. settle_booking_refund_part records each answer: every part accepted → booking cancelled with the
 *    refunded amount; refused → the booking stays paid (502, retryable).
 * The webhook's refund events settle the same refund again, which changes nothing.
 */
export async function refundBooking(
  db: Db,
  stripe: Stripe,
  input: {
    bookingId: string;
    kind: RefundKind;
    amountCents: number;
    reason: string | null;
    userId: string | null;
  },
): Promise<RefundOutcome> {
  const { data, error } = await db.rpc('start_booking_refund', {
    p_booking_id: input.bookingId,
    p_kind: input.kind,
    p_amount_cents: input.amountCents,
    p_reason: input.reason ?? undefined,
    p_user: input.userId ?? undefined,
  });
  if (error) throw startError(error, input.kind);
  const started = data as {
    refund_id: string | null;
    amount_cents: number;
    payment_intent_id: string | null;
    status: string;
  };
  if (!started.refund_id) return { status: 'cancelled', refundedCents: 0 };
  await askProvider(db, stripe, {
    bookingId: input.bookingId,
    kind: input.kind,
    refundId: started.refund_id,
  });
  return {
    status: input.kind === 'goodwill' ? 'refunded' : 'cancelled',
    refundedCents: started.amount_cents,
  };
}

const REFUND_FAILED_MESSAGE =
  'The refund could not be made at the payment provider. The booking is still paid; please try again.';

interface RefundPart {
  id: string;
  status: string;
  payment_intent_id: string;
  amount_cents: number;
  idempotency_key: string;
}

/**
 * Asks the provider for a refund start_booking_refund wrote: one provider refund per payment it was split
 * into (booking_refund_parts: the first payment, then the differences of changes), each under its own
 * Idempotency-Key, so a retry replays what was sent and asks only for what was not accepted. Each answer is
 * recorded with settle_booking_refund_part; a refusal throws 502 refund_failed.
 */
export async function askProvider(
  db: Db,
  stripe: Stripe,
  input: { bookingId: string; kind: RefundKind; refundId: string },
): Promise<void> {
  const { data: parts, error } = await db
    .from('booking_refund_parts')
    .select('id, status, payment_intent_id, amount_cents, idempotency_key')
    .eq('refund_id', input.refundId)
    .order('position');
  if (error) throw new Error(`loading the parts of refund ${input.refundId}: ${error.message}`);
  if (parts.length === 0) throw new Error(`refund ${input.refundId} has no payment to go back to`);
  for (const listed of parts as RefundPart[]) {
    let part = listed;
    if (part.status === 'refused') {
      const { data: reopened, error: reopenError } = await db.rpc('reopen_booking_refund_part', {
        p_part_id: part.id,
      });
      if (reopenError) throw new Error(`reopening refund part ${part.id}: ${reopenError.message}`);
      part = reopened as RefundPart;
      if (part.status === 'refused') throw new HttpError(502, 'refund_failed', REFUND_FAILED_MESSAGE);
    }
    if (part.status !== 'requested') continue; // accepted before (or failed after acceptance: an admin follows up)
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: part.payment_intent_id,
          amount: part.amount_cents,
          reason: input.kind === 'host_cancel' ? 'requested_by_customer' : undefined,
          metadata: {
            booking_id: input.bookingId,
            booking_refund_id: input.refundId,
            booking_refund_part_id: part.id,
          },
        },
        { idempotencyKey: part.idempotency_key },
      );
    } catch (err) {
      const message = (err as Error).message;
      console.error(`[refund] booking ${input.bookingId}: provider refused:`, message);
      // Another caller is sending the same key right now: its answer is recorded, not ours.
      if ((err as { type?: string }).type !== 'StripeIdempotencyError') {
        await settle(db, input.refundId, null, 'failed', message, part.id);
      }
      throw new HttpError(502, 'refund_failed', REFUND_FAILED_MESSAGE);
    }
    await settle(db, input.refundId, refund.id, providerStatus(refund), undefined, part.id);
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new HttpError(502, 'refund_failed', REFUND_FAILED_MESSAGE);
    }
  }
}

const providerStatus = (refund: Stripe.Refund) =>
  refund.status === 'failed' || refund.status === 'canceled'
    ? 'failed'
    : refund.status === 'succeeded'
      ? 'succeeded'
      : 'pending';

/**
 * Records the provider's word on one part of our refunds (idempotent); no part named: the refund's first
 * (refunds made before parts existed name only the refund).
 */
export async function settle(
  db: Db,
  refundId: string,
  providerRefundId: string | null,
  status: 'pending' | 'succeeded' | 'failed',
  message?: string,
  partId?: string,
) {
  const { error } = await db.rpc('settle_booking_refund_part', {
    p_refund_id: refundId,
    p_part_id: partId ?? undefined,
    p_provider_refund_id: providerRefundId ?? undefined,
    p_status: status,
    p_message: message,
  });
  if (error) throw new Error(`settling refund ${refundId}: ${error.code} ${error.message}`);
}

function startError(error: { code?: string; message: string }, kind: RefundKind): Error {
  if (kind === 'goodwill' && error.code === '55006') {
    return new HttpError(409, 'goodwill_already', 'This booking already has a goodwill refund.');
  }
  if (kind === 'goodwill' && error.code === '22003') {
    return new HttpError(
      400,
      'invalid_amount',
      'The refund must be more than $0.00 and at most what is left.',
    );
  }
  switch (error.code) {
    case 'P0002':
      return new HttpError(404, 'booking_not_found', 'Booking not found.');
    case '55000':
      return new HttpError(
        409,
        'not_cancellable',
        'This booking is not paid, so it cannot be cancelled or refunded.',
      );
    case '55006':
      return new HttpError(409, 'refund_in_progress', 'This booking is already being cancelled.');
    case '22023':
      return new HttpError(
        409,
        'event_started',
        'This event has already started and can no longer be cancelled.',
      );
    case 'PE003':
      return new HttpError(409, 'vendor_notice', VENDOR_NOTICE_MESSAGE);
    case 'PE001':
      return new HttpError(
        409,
        'no_card_payment',
        'This booking has no card payment on record to refund. Please contact support.',
      );
    case '22003':
      return new HttpError(400, 'invalid_amount', 'The refund amount is more than what is left to refund.');
    default:
      return new Error(`start_booking_refund: ${error.code} ${error.message}`);
  }
}
