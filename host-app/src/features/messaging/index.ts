/** Messaging's entry points in the host pages: the profile's 'Message the vendor' and a booking's 'Message'. */
export { MessageBookingButton } from './components/message-booking-button';
export { MessageVendor } from './components/message-vendor';
