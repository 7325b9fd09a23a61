import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export type CancelOutcome = 'cancelled' | 'released' | 'already_paid' | 'not_found';

/**
 * POST {checkoutUrl}/cancel-checkout { bookingId, retry } with the host's token: the unpaid checkout is
 * closed and its time slot freed at once; the booking is cancelled, or with `retry` kept for another Pay
 * ('released'). 409 already_paid means the payment went through first; 404 means the booking is not the
 * signed-in host's (the function only lets a booking's own host cancel it).
 */
export async function cancelCheckout(bookingId: string, { retry = false } = {}): Promise<CancelOutcome> {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('not signed in');
  const response = await fetch(`${getRuntimeConfig().checkoutUrl}/cancel-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(retry ? { bookingId, retry } : { bookingId }),
  });
  if (response.ok) return retry ? 'released' : 'cancelled';
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  if (response.status === 409 && answer?.error === 'already_paid') return 'already_paid';
  if (response.status === 404 && answer?.error === 'booking_not_found') return 'not_found';
  throw new Error(`cancel-checkout answered ${response.status}`);
}

export function useCancelCheckout() {
  return useMutation({ mutationFn: (bookingId: string) => cancelCheckout(bookingId) });
}
