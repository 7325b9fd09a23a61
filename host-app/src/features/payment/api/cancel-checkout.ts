import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

export type CancelOutcome = 'cancelled' | 'already_paid';

/**
 * POST {checkoutUrl}/cancel-checkout { bookingId } with the host's token: the unpaid checkout is closed
 * and its time slot freed at once. 409 already_paid means the payment went through first.
 */
export async function cancelCheckout(bookingId: string): Promise<CancelOutcome> {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('not signed in');
  const response = await fetch(`${getRuntimeConfig().checkoutUrl}/cancel-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ bookingId }),
  });
  if (response.ok) return 'cancelled';
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  if (response.status === 409 && answer?.error === 'already_paid') return 'already_paid';
  throw new Error(`cancel-checkout answered ${response.status}`);
}

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
