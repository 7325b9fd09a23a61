/**
 * The booking's card payment, for pages that pay an existing booking (My bookings, offers, an event's
 * vendors): kept apart from the index so that the vendor page does not bundle it.
 */

export { type CheckoutAnswer, CheckoutError } from './api/create-checkout-session';
export { type PaymentModalOptions, usePaymentModal } from './components/payment-modal';
export type { CheckoutSource } from './hooks/use-card-payment';
