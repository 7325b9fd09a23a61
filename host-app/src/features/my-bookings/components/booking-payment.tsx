import { Modal } from 'antd';
import { useState } from 'react';
import {
  EmbeddedCheckoutPanel,
  HostedPaymentFallback,
  loadEmbeddedStripe,
  useCardPayment,
} from '../../booking/payment';

/**
 * Pay for an unpaid booking from My bookings: the same card form as the booking modal (Embedded Checkout)
 * in a modal of its own, or the hosted page when Stripe.js cannot load. Closing it releases the time and
 * keeps the booking, still payable or cancellable from its card.
 */
export function useBookingPayment(onChanged: () => void) {
  const [paying, setPaying] = useState<{ id: string; error?: string } | null>(null);
  const [hostedBusy, setHostedBusy] = useState(false);
  const card = useCardPayment({
    redirect: (url) => window.location.assign(url),
    onReleased: onChanged,
    leaveBy: 'release',
  });

  async function pay(bookingId: string) {
    setPaying({ id: bookingId });
    try {
      await card.start(bookingId, loadEmbeddedStripe());
      setPaying(null);
    } catch (error) {
      setPaying({ id: bookingId, error: (error as Error).message });
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
      setPaying({ id: bookingId, error: (error as Error).message });
    }
  }

  const payment = card.payment;
  const element = (
    <Modal
      open={payment !== null}
      title="Pay for your booking"
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
  return { paying, pay, element };
}
