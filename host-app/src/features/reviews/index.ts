export { type MyReview, useMyReviews } from './api/get-my-reviews';
export { BookingReview } from './components/booking-review';
export { VendorRatingSummary } from './components/vendor-rating-summary';
