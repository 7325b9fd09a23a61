import { getRuntimeConfig } from './runtime-config.ts';
import { getSupabase } from './supabase-client.ts';

export interface CancelBookingRequest {
  bookingId: string;
  /** Who cancels: the host (policy refund), the vendor (full refund) or an admin (amount of their choice). */
  as: 'host' | 'vendor' | 'admin';
  reason?: string;
  /** Admin only: the refund in cents (default: everything still refundable). */
  amountCents?: number;
  /** Admin only: a goodwill refund of amountCents; the booking stands (once per booking). */
  keepBooking?: boolean;
}

/** The server's refusal, with its stable code and a message fit to show. */
export class CancelBookingError extends Error {
  override name = 'CancelBookingError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const FAILED = 'The booking could not be cancelled. Please try again.';

/**
 * POST {checkoutUrl}/cancel-booking with the signed-in user's token (the cancel-booking function):
 * cancels a paid booking and refunds it; resolves with the refunded cents. The three dashboards call it.
 */
export async function cancelBooking(request: CancelBookingRequest): Promise<{ refundedCents: number }> {
  const { data } = await getSupabase().auth.getSession();
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().checkoutUrl}/cancel-booking`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new CancelBookingError(FAILED, 'network');
  }
  const answer = (await response.json().catch(() => null)) as {
    refundedCents?: unknown;
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.refundedCents === 'number')
    return { refundedCents: answer.refundedCents };
  throw new CancelBookingError(
    typeof answer?.message === 'string' && answer.message ? answer.message : FAILED,
    typeof answer?.error === 'string' ? answer.error : 'unknown',
  );
}
