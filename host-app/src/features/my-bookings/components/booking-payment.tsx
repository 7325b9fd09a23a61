import { bookingChange } from '@partyeasy/shared-domain/backend';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer } from '../../booking/payment';
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

/**
 * Pay the difference of an accepted change of a paid booking: the same payment modal, paying the change's own
 * checkout (booking-change `pay`); closing it gives the checkout up and the change lapses; once paid the page
 * reads the bookings again (the webhook has moved the booking by then).
 */
export function useChangePayment(onChanged: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['booking-change'] });
    void queryClient.invalidateQueries({ queryKey: ['booking-history'] });
    onChanged();
  };
  const modal = usePaymentModal({ title: 'Pay the difference', onChanged: refresh });
  const busy = modal.busyKey;
  return {
    paying: (id: string) => ({ busy: busy === id, error: modal.errorFor(id) ?? undefined }),
    pay: (changeId: string) =>
      modal.pay(changeId, async () => ({
        id: changeId,
        session: (uiMode) => bookingChange<CheckoutAnswer>({ action: 'pay', changeId, uiMode }),
        release: () => bookingChange({ action: 'release', changeId }),
        onPaid: refresh,
      })),
    element: modal.element,
  };
}
