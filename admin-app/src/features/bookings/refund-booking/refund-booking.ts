import { cancelBooking } from '@partyeasy/shared-domain/backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface RefundBookingInput {
  bookingId: string;
  reason: string;
  /** Omitted for a full refund (everything the host paid that is not refunded yet). */
  amountCents?: number;
  /** A goodwill refund: the booking stands. */
  keepBooking?: boolean;
}

/**
 * An admin refunds a paid booking (full or partial) with a reason and the booking becomes cancelled; or
 * makes a goodwill refund (keepBooking) and the booking stands.
 */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason, amountCents, keepBooking }: RefundBookingInput) =>
      cancelBooking({ bookingId, as: 'admin', reason, amountCents, ...(keepBooking ? { keepBooking } : {}) }),
    onSettled: (_data, _error, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-history', bookingId] }),
      ]),
  });
}
