import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface CancelRequest {
  reason: string;
  created_at: string;
}

/** The vendor's request that PartyEasy cancel this booking, if it made one (booking_cancel_requests). */
export async function getCancelRequest(bookingId: string): Promise<CancelRequest | null> {
  const { data, error } = await getSupabase()
    .from('booking_cancel_requests')
    .select('reason, created_at')
    .eq('booking_id', bookingId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const cancelRequestQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['vendor-dashboard', 'cancel-request', bookingId] as const,
    queryFn: () => getCancelRequest(bookingId),
  });

export function useCancelRequest(bookingId: string, enabled: boolean) {
  return useQuery({ ...cancelRequestQueryOptions(bookingId), enabled });
}
