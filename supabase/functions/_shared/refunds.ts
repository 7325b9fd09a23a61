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
 * 2. the provider is asked with that refund's id as Idempotency-Key (a retry of a dead attempt replays);
 * 3. settle_booking_refund records the answer: accepted → booking cancelled with the refunded amount;
 *    refused → the refund is failed, the booking stays paid (502, retryable).
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
    amountCents: started.amount_cents,
    paymentIntentId: started.payment_intent_id!,
  });
  return {
    status: input.kind === 'goodwill' ? 'refunded' : 'cancelled',
    refundedCents: started.amount_cents,
  };
}

/**
 * Asks the provider for a refund start_booking_refund wrote (its id is the Idempotency-Key, so a retry
 * replays) and records the answer with settle_booking_refund; a refusal throws 502 refund_failed.
 */
export async function askProvider(
  db: Db,
  stripe: Stripe,
  input: {
    bookingId: string;
    kind: RefundKind;
    refundId: string;
    amountCents: number;
    paymentIntentId: string;
  },
): Promise<void> {
  const started = {
    refund_id: input.refundId,
    amount_cents: input.amountCents,
    payment_intent_id: input.paymentIntentId,
  };
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: started.payment_intent_id,
        amount: started.amount_cents,
        reason: input.kind === 'host_cancel' ? 'requested_by_customer' : undefined,
        metadata: { booking_id: input.bookingId, booking_refund_id: started.refund_id },
      },
      { idempotencyKey: `booking-refund-${started.refund_id}` },
    );
  } catch (err) {
    const message = (err as Error).message;
    console.error(`[refund] booking ${input.bookingId}: provider refused:`, message);
    await settle(db, started.refund_id, null, 'failed', message);
    throw new HttpError(
      502,
      'refund_failed',
      'The refund could not be made at the payment provider. The booking is still paid; please try again.',
    );
  }
  await settle(
    db,
    started.refund_id,
    refund.id,
    refund.status === 'failed' ? 'failed' : refund.status === 'succeeded' ? 'succeeded' : 'pending',
  );
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new HttpError(
      502,
      'refund_failed',
      'The refund could not be made at the payment provider. The booking is still paid; please try again.',
    );
  }
}

/** Records the provider's word on one of our refunds (idempotent). */
export async function settle(
  db: Db,
  refundId: string,
  providerRefundId: string | null,
  status: 'pending' | 'succeeded' | 'failed',
  message?: string,
) {
  const { error } = await db.rpc('settle_booking_refund', {
    p_refund_id: refundId,
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
