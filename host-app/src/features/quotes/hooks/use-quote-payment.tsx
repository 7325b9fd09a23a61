import { Modal } from 'antd';
import { useState } from 'react';
import {
  EmbeddedCheckoutPanel,
  HostedPaymentFallback,
  loadEmbeddedStripe,
  useCardPayment,
} from '../../booking/payment';
import { useAcceptQuoteOffer } from '../api/accept-quote-offer';

/**
 * 'Accept and pay': accept_quote_offer answers the offer's booking (priced on the server from the offer),
 * then the booking modal's card form (Embedded Checkout) opens for it, or the hosted page when Stripe.js
 * cannot load. A refusal (the offer expired, was replaced, the vendor's time was taken; checkout's
 * 'offer_changed') is said beside the offer and the request is read again (`onChanged`). Closing the form
 * releases the held time; accepting again pays the same booking.
 */
export function useQuotePayment(onChanged: () => void) {
  const accept = useAcceptQuoteOffer();
  const [state, setState] = useState<{ quoteId: string; error?: string } | null>(null);
  const [hostedBusy, setHostedBusy] = useState(false);
  const card = useCardPayment({
    redirect: (url) => window.location.assign(url),
    onReleased: onChanged,
    leaveBy: 'release',
  });

  /** Accepts `offerId` of the vendor's quote `quoteId` (a refusal stays with the quote as its offer changes). */
  async function acceptAndPay(quoteId: string, offerId: string) {
    setState({ quoteId });
    try {
      const bookingId = await accept.mutateAsync(offerId);
      await card.start(bookingId, loadEmbeddedStripe());
      setState(null);
    } catch (error) {
      setState({ quoteId, error: (error as Error).message });
      onChanged();
    }
  }

  async function payOnHostedPage(bookingId: string) {
    setHostedBusy(true);
    try {
      await card.payOnHostedPage(bookingId);
    } catch (error) {
      setHostedBusy(false);
      card.abandon();
      setState((s) => (s ? { ...s, error: (error as Error).message } : s));
    }
  }

  const payment = card.payment;
  const element = (
    <Modal
      open={payment !== null}
      title="Pay for your offer"
      footer={null}
      onCancel={hostedBusy ? undefined : card.abandon}
      maskClosable={false}
      width={560}
      destroyOnHidden
    >
      {payment?.kind === 'embedded' ? (
        <EmbeddedCheckoutPanel checkout={payment.checkout} onCancel={card.abandon} />
      ) : payment?.kind === 'fallback' ? (
        <HostedPaymentFallback
          busy={hostedBusy}
          onContinue={() => void payOnHostedPage(payment.bookingId)}
          onBack={card.abandon}
        />
      ) : null}
    </Modal>
  );

  return {
    /** The quote whose offer is being accepted (its button busy, the others disabled). */
    busyQuoteId: state && !state.error ? state.quoteId : null,
    /** Why the last accept of this quote's offer did not go on. */
    errorFor: (quoteId: string) => (state?.quoteId === quoteId ? (state.error ?? null) : null),
    acceptAndPay,
    element,
  };
}
