/** Messaging on the vendor dashboard: the inbox card and a booking row's 'Message'. */
export { InboxCard } from './components/inbox-card';
export { MessageBookingButton } from './components/message-booking-button';
