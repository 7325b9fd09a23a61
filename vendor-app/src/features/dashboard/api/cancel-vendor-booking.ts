import { cancelBooking } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The vendor cancels a paid booking with a reason; the host is refunded in full and told the reason. */
export function useCancelVendorBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      cancelBooking({ bookingId, as: 'vendor', reason }),
    onSettled: (_data, _error, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vendor-dashboard', 'bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-history', bookingId] }),
      ]),
  });
}
