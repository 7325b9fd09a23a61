import { usePaymentModal } from '../../booking/payment';

/**
 * Pay for an unpaid booking from My bookings: the shared payment modal. Closing it releases the time and
 * keeps the booking, still payable or cancellable from its card.
 */
export function useBookingPayment(onChanged: () => void) {
  const modal = usePaymentModal({ title: 'Pay for your booking', onChanged });
  const busy = modal.busyKey;
  return {
    /** The booking being paid, or the one whose last payment failed (with why). */
    paying: (id: string) => ({ busy: busy === id, error: modal.errorFor(id) ?? undefined }),
    pay: (bookingId: string) => modal.pay(bookingId, async () => bookingId),
    element: modal.element,
  };
}
