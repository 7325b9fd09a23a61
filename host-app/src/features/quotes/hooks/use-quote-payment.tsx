import { usePaymentModal } from '../../booking/payment';
import { useAcceptQuoteOffer } from '../api/accept-quote-offer';

/**
 * 'Accept and pay': accept_quote_offer answers the offer's booking (priced on the server from the offer),
 * then the shared payment modal opens for it (Embedded Checkout, or the hosted page when Stripe.js cannot
 * load). A refusal (the offer expired, was replaced, the vendor's time was taken; checkout's
 * 'offer_changed') is said beside the offer and the request is read again (`onChanged`). Closing the form
 * releases the held time; accepting again pays the same booking.
 */
export function useQuotePayment(onChanged: () => void) {
  const accept = useAcceptQuoteOffer();
  const modal = usePaymentModal({ title: 'Pay for your offer', onChanged });

  return {
    /** The quote whose offer is being accepted (its button busy, the others disabled). */
    busyQuoteId: modal.busyKey,
    /** Why the last accept of this quote's offer did not go on. */
    errorFor: modal.errorFor,
    /** Accepts `offerId` of the vendor's quote `quoteId` (a refusal stays with the quote as its offer changes). */
    acceptAndPay: (quoteId: string, offerId: string) => modal.pay(quoteId, () => accept.mutateAsync(offerId)),
    element: modal.element,
  };
}
