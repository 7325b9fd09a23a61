/** Cancelling one paid booking with the refund shown first: My bookings' dialog, also used by the event page. */
export { CancelBookingDialog, type CancellableBooking } from './components/cancel-booking-dialog';
