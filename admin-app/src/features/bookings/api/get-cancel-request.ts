import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface CancelRequest {
  reason: string;
  created_at: string;
}

/**
 * The vendor's request that PartyEasy cancel this booking (booking_cancel_requests: vendors may not cancel
 * themselves under 7 days before the event), or null.
 */
export async function getCancelRequest(bookingId: string): Promise<CancelRequest | null> {
  const { data, error } = await getSupabase()
    .from('booking_cancel_requests')
    .select('reason, created_at')
    .eq('booking_id', bookingId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** Under ['admin', 'bookings'] so that a cancellation refreshes it with the list. */
export const cancelRequestQueryOptions = (bookingId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'cancel-request', bookingId] as const,
    queryFn: () => getCancelRequest(bookingId as string),
    enabled: Boolean(bookingId),
  });

export function useCancelRequest(bookingId: string | undefined) {
  return useQuery(cancelRequestQueryOptions(bookingId));
}
