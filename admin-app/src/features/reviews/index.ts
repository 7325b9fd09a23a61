export { BookingReviewModeration } from './components/booking-review-moderation';
