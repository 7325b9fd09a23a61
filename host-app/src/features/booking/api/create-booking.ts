import { BOOKING_MESSAGES, type BookingRequest } from '@partyeasy/shared-domain';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { CheckoutError, SLOT_ERRORS } from './create-checkout-session';

/** The server's quote of a created booking, in cents. */
export interface ServerQuote {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * POST {checkoutUrl}/create-booking with the host's token: the one command that creates a booking from ids
 * and quantities (and the host's event it belongs to, if any); resolves with its id and the server's quote. A taken or closed time rejects with
 * `slotGone`; a refused choice with the server's sentence; anything else with the booking failure message.
 */
export async function createBooking(
  accessToken: string,
  request: BookingRequest & { eventId?: string },
): Promise<{ bookingId: string; quote: ServerQuote }> {
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().checkoutUrl}/create-booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(request),
    });
  } catch {
    throw new CheckoutError(BOOKING_MESSAGES.bookingFailed, false);
  }
  const answer = (await response.json().catch(() => null)) as {
    bookingId?: unknown;
    quote?: ServerQuote;
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.bookingId === 'string' && answer.quote) {
    return { bookingId: answer.bookingId, quote: answer.quote };
  }
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  if (typeof answer?.error === 'string' && SLOT_ERRORS.has(answer.error)) {
    throw new CheckoutError(message ?? BOOKING_MESSAGES.bookingFailed, true);
  }
  if (response.status === 400 || response.status === 403 || response.status === 409) {
    throw new CheckoutError(message ?? BOOKING_MESSAGES.bookingFailed, false);
  }
  throw new CheckoutError(BOOKING_MESSAGES.bookingFailed, false);
}
