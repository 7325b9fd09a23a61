import { cancelBooking } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The host cancels one of their paid bookings (refund by the policy, computed again by the server). */
export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking({ bookingId, as: 'host' }),
    // Refetched after a failure too: the booking may have changed meanwhile (cancelled elsewhere).
    onSettled: (_data, _error, bookingId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-history', bookingId] }),
      ]),
  });
}
