import { BOOKING_MESSAGES } from '@partyeasy/shared-domain';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import type { CheckoutAnswer, CheckoutSource } from '../../booking/payment';

/** One vendor of an event checkout: a package with its add-ons, or an accepted offer. */
export type EventCheckoutItem =
  | {
      vendorId: string;
      packageId: string;
      addons: { id: string; quantity: number }[];
      startTime?: string;
      hours?: number;
    }
  | { offerId: string };

/** Why an event checkout did not start; `vendorIds` names the vendors whose time was taken meanwhile. */
export class EventCheckoutError extends Error {
  override name = 'EventCheckoutError';
  constructor(
    message: string,
    readonly vendorIds: readonly string[] = [],
  ) {
    super(message);
  }
}

async function accessToken() {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? '';
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${getRuntimeConfig().checkoutUrl}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify(body),
  });
}

/**
 * POST {checkoutUrl}/create-event-checkout { eventId, items, uiMode }: every vendor's booking is created and
 * held at once (all or none) and one checkout session opened for them. A vendor whose time was taken answers
 * 409 slot_taken with its id (`vendorIds`); any refusal with the server's message.
 */
export async function createEventCheckout(
  eventId: string,
  items: readonly EventCheckoutItem[],
  uiMode: 'embedded' | 'hosted',
): Promise<CheckoutAnswer & { groupId: string; bookingIds: string[] }> {
  let response: Response;
  try {
    response = await post('create-event-checkout', { eventId, items, uiMode });
  } catch {
    throw new EventCheckoutError(BOOKING_MESSAGES.paymentFailed);
  }
  const answer = (await response.json().catch(() => null)) as {
    url?: unknown;
    clientSecret?: unknown;
    sessionId?: unknown;
    groupId?: unknown;
    bookingIds?: unknown;
    error?: unknown;
    message?: unknown;
    vendorIds?: unknown;
  } | null;
  if (response.ok && typeof answer?.sessionId === 'string' && typeof answer.groupId === 'string') {
    const { sessionId, groupId } = answer;
    const bookingIds = Array.isArray(answer.bookingIds) ? (answer.bookingIds as string[]) : [];
    if (typeof answer.clientSecret === 'string')
      return { uiMode: 'embedded', clientSecret: answer.clientSecret, sessionId, groupId, bookingIds };
    if (typeof answer.url === 'string')
      return { uiMode: 'hosted', url: answer.url, sessionId, groupId, bookingIds };
  }
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  const vendorIds = Array.isArray(answer?.vendorIds) ? (answer.vendorIds as string[]) : [];
  if (response.status >= 400 && response.status < 500 && message)
    throw new EventCheckoutError(message, vendorIds);
  throw new EventCheckoutError(BOOKING_MESSAGES.paymentFailed, vendorIds);
}

/** POST {checkoutUrl}/cancel-checkout { groupId }: the group's unpaid bookings are cancelled and their time freed. */
export async function cancelEventCheckout(groupId: string): Promise<void> {
  const response = await post('cancel-checkout', { groupId });
  // Paid meanwhile: the payment went through first and there is nothing to release.
  if (!response.ok && response.status !== 409) throw new Error(`cancel-checkout answered ${response.status}`);
}

/**
 * The payment modal's source for paying several vendors of an event at once. Leaving the form cancels the
 * group (Pay again makes a new one); a taken slot is reported to `onRefused` before the error goes on.
 */
export function eventCheckoutSource(
  eventId: string,
  items: readonly EventCheckoutItem[],
  onRefused: (error: EventCheckoutError) => void,
): CheckoutSource {
  let groupId: string | null = null;
  return {
    id: `event:${eventId}`,
    session: async (uiMode) => {
      try {
        const answer = await createEventCheckout(eventId, items, uiMode);
        groupId = answer.groupId;
        return answer;
      } catch (error) {
        if (error instanceof EventCheckoutError) onRefused(error);
        throw error;
      }
    },
    release: async () => {
      if (groupId) await cancelEventCheckout(groupId);
    },
  };
}
