import { Modal } from 'antd';
import { useState } from 'react';
import { loadEmbeddedStripe } from '../api/load-stripe';
import { type CheckoutSource, useCardPayment } from '../hooks/use-card-payment';
import { EmbeddedCheckoutPanel } from './embedded-checkout-panel';
import { HostedPaymentFallback } from './hosted-payment-fallback';

export interface PaymentModalOptions {
  /** The modal's title ('Pay for your booking'). */
  title: string;
  /** The held time was released or a start failed: the page reads its data again. */
  onChanged: () => void;
}

/**
 * Paying something that already exists (a booking on My bookings, an accepted offer, an event's vendors)
 * outside the booking modal: the same card form (Embedded Checkout) in a modal of its own, or the hosted
 * page when Stripe.js cannot load. `pay(key, prepare)` marks `key` busy, runs `prepare` (which answers
 * the booking id, or a checkout source such as an event's group checkout) and opens the form; a refusal is
 * kept as `errorFor(key)`. Closing the modal releases the held time.
 */
export function usePaymentModal({ title, onChanged }: PaymentModalOptions) {
  const [state, setState] = useState<{ key: string; error?: string } | null>(null);
  const [hostedBusy, setHostedBusy] = useState(false);
  const card = useCardPayment({
    redirect: (url) => window.location.assign(url),
    onReleased: onChanged,
    leaveBy: 'release',
  });

  async function pay(key: string, prepare: () => Promise<string | CheckoutSource>) {
    setState({ key });
    try {
      const what = await prepare();
      await card.start(what, loadEmbeddedStripe());
      setState(null);
    } catch (error) {
      setState({ key, error: (error as Error).message });
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
      title={title}
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
    /** The key being prepared or paid (its button busy). */
    busyKey: state && !state.error ? state.key : null,
    /** Why the last payment of `key` did not go on. */
    errorFor: (key: string) => (state?.key === key ? (state.error ?? null) : null),
    pay,
    element,
  };
}
