import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelCheckout } from '../../payment';

/**
 * The host gives up an unpaid booking (awaiting payment, or a checkout still open): nothing was charged, the
 * session is closed and the time freed; the booking moves to "Not completed".
 */
export function useCancelUnpaidBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) => {
      const outcome = await cancelCheckout(bookingId).catch(() => {
        throw new Error('The booking could not be cancelled. Please try again.');
      });
      if (outcome === 'already_paid')
        throw new Error('This booking was paid meanwhile; it is not cancelled.');
      if (outcome === 'not_found') throw new Error('This booking could not be found.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-bookings'] }),
  });
}
