/** The payment result pages' public API: releasing a held slot, also used by the booking modal. */
export { cancelCheckout } from './api/cancel-checkout';
