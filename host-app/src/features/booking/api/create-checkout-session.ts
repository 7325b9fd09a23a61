import { BOOKING_MESSAGES } from '@partyeasy/shared-domain';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/** Answers that mean "this time cannot be had": the host picks another slot. */
const SLOT_ERRORS = new Set(['slot_taken', 'slot_unavailable', 'slot_in_past']);

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

/**
 * POST {checkoutUrl}/create-checkout-session with the host's access token; resolves with the hosted
 * checkout's url. A taken slot rejects with the server's message and `slotGone`, a reached hold limit with
 * the server's message; anything else with 'Failed to process payment. Please try again.'.
 */
export async function createCheckoutSession(accessToken: string, body: unknown): Promise<string> {
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
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.url === 'string') return answer.url;
  if (typeof answer?.error === 'string' && SLOT_ERRORS.has(answer.error)) {
    const message =
      typeof answer.message === 'string' && answer.message
        ? answer.message
        : 'This time slot is no longer available. Please choose another time.';
    throw new CheckoutError(message, true);
  }
  // The host's unpaid checkouts reached a limit: the server says which and what to do.
  if (answer?.error === 'too_many_holds' && typeof answer.message === 'string' && answer.message) {
    throw new CheckoutError(answer.message, false);
  }
  throw new CheckoutError(BOOKING_MESSAGES.paymentFailed, false);
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({ accessToken, body }: { accessToken: string; body: unknown }) =>
      createCheckoutSession(accessToken, body),
  });
}
