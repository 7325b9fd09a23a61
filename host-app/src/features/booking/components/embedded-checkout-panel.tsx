import type { StripeEmbeddedCheckout } from '@stripe/stripe-js';
import { Button, Typography } from 'antd';
import { useEffect, useRef } from 'react';

export interface EmbeddedCheckoutPanelProps {
  checkout: StripeEmbeddedCheckout;
  /** Cancel payment: the checkout is closed and the held time released. */
  onCancel: () => void;
}

/**
 * The Pay step once the checkout has started: the provider's card form (Embedded Checkout, in its own
 * frame) inside the booking modal. Mounted while shown; destroyed by useCardPayment.
 */
export function EmbeddedCheckoutPanel({ checkout, onCancel }: EmbeddedCheckoutPanelProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    checkout.mount(container.current);
    return () => checkout.unmount();
  }, [checkout]);

  return (
    <section aria-label="Card payment" style={{ display: 'grid', gap: 12 }}>
      {/* Above the form: the frame grows as it loads and must not move the button. */}
      <div
        style={{
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography.Paragraph style={{ margin: 0, flex: '1 1 240px' }}>
          Your time is held while you pay. Enter your card below; you stay on this page until the payment is
          done.
        </Typography.Paragraph>
        <Button onClick={onCancel}>Cancel payment</Button>
      </div>
      <div ref={container} data-testid="embedded-checkout" style={{ minHeight: 320 }} />
    </section>
  );
}
