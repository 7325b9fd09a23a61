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
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!container.current) return;
    checkout.mount(container.current);
    // Pay, which had focus, is gone: focus goes to the card form (Tab enters it), not to the page.
    container.current.focus({ preventScroll: true });
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
      {/*
        The form scrolls within the modal's height, so the modal itself never scrolls and Cancel payment
        stays in view above it, on a phone too. (Scrolling the modal back up to the button right after the
        form had scrolled it down left Chromium routing clicks on the button to the provider's frame.)
      */}
      <section
        ref={container}
        data-testid="embedded-checkout"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keys
        tabIndex={0}
        aria-label="Card form"
        style={{ minHeight: 320, maxHeight: 'calc(100dvh - 340px)', overflowY: 'auto' }}
      />
    </section>
  );
}
