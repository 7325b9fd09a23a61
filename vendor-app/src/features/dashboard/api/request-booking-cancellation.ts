import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRequestQueryOptions } from './get-cancel-request';

const MESSAGES: Record<string, string> = {
  P0002: 'This booking could not be found.',
  '55000': 'Only a paid booking can be cancelled.',
  '22023': 'Please give the reason in at most 1000 characters.',
};

/**
 * The vendor asks PartyEasy to cancel a paid booking it may no longer cancel itself (under 7 days before
 * the event): request_booking_cancellation records the reason for the admins (asking again replaces it).
 */
export async function requestBookingCancellation(bookingId: string, reason: string) {
  const { error } = await getSupabase().rpc('request_booking_cancellation', {
    p_booking_id: bookingId,
    p_reason: reason,
  });
  if (error) throw new Error(MESSAGES[error.code] ?? 'The request could not be sent. Please try again.');
}

export function useRequestBookingCancellation(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => requestBookingCancellation(bookingId, reason),
    onSettled: () => queryClient.invalidateQueries(cancelRequestQueryOptions(bookingId)),
  });
}
