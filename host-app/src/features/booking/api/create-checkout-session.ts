import { BOOKING_MESSAGES, isOwnListingRefusal } from '@partyeasy/shared-domain';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';

/** Answers that mean "this time cannot be had": the host picks another slot. */
export const SLOT_ERRORS = new Set(['slot_taken', 'slot_unavailable', 'slot_in_past']);

/** Why a checkout did not start; `slotGone` sends the host back to the calendar. */
export class CheckoutError extends Error {
  override name = 'CheckoutError';
  constructor(
    message: string,
    readonly slotGone: boolean,
  ) {
    super(message);
  }
}

/** What checkout takes: the booking and how it is paid, nothing else. */
export interface CheckoutRequest {
  bookingId: string;
  uiMode: 'embedded' | 'hosted';
}

/** How the started checkout is paid: inside the page (Embedded Checkout) or on the provider's page. */
export type CheckoutAnswer =
  | { uiMode: 'embedded'; clientSecret: string; sessionId: string }
  | { uiMode: 'hosted'; url: string; sessionId: string };

/**
 * POST {checkoutUrl}/create-checkout-session { bookingId, uiMode } with the host's access token ('embedded'
 * for the booking modal, 'hosted' for the provider's page); resolves with the session's client secret or
 * page. A
 * taken slot rejects with the server's message and `slotGone`, a reached hold limit with the server's
 * message; anything else with 'Failed to process payment. Please try again.'.
 */
export async function createCheckoutSession(
  accessToken: string,
  body: CheckoutRequest,
): Promise<CheckoutAnswer> {
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().checkoutUrl}/create-checkout-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
  }
  const answer = (await response.json().catch(() => null)) as {
    url?: unknown;
    clientSecret?: unknown;
    sessionId?: unknown;
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.sessionId === 'string') {
    const { sessionId } = answer;
    if (typeof answer.clientSecret === 'string')
      return { uiMode: 'embedded', clientSecret: answer.clientSecret, sessionId };
    if (typeof answer.url === 'string') return { uiMode: 'hosted', url: answer.url, sessionId };
  }
  if (typeof answer?.error === 'string' && SLOT_ERRORS.has(answer.error)) {
    const message =
      typeof answer.message === 'string' && answer.message
        ? answer.message
        : 'This time slot is no longer available. Please choose another time.';
    throw new CheckoutError(message, true);
  }
  // The host's unpaid checkouts reached a limit, the listing is the host's own, or the offer a quote's
  // booking was priced from is no longer the vendor's standing one: the server says why.
  if (
    (answer?.error === 'too_many_holds' ||
      answer?.error === 'offer_changed' ||
      isOwnListingRefusal(answer)) &&
    typeof answer?.message === 'string' &&
    answer.message
  ) {
    throw new CheckoutError(answer.message, false);
  }
  throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
}
