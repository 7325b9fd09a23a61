/**
 * The booking's card payment, for pages that pay an existing booking (My bookings): kept apart from the
 * index so that the vendor page does not bundle it.
 */

export { loadEmbeddedStripe } from './api/load-stripe';
export { EmbeddedCheckoutPanel } from './components/embedded-checkout-panel';
export { HostedPaymentFallback } from './components/hosted-payment-fallback';
export { useCardPayment } from './hooks/use-card-payment';
