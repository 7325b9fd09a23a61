import { lazy } from 'react';

export { type MyReview, useMyReviews } from './api/get-my-reviews';
export { BookingReview } from './components/booking-review';
export { VendorRatingSummary } from './components/vendor-rating-summary';

/** The profile's reviews list, its own chunk so that the profile loads it after its first render. */
export const VendorReviews = lazy(() => import('./components/vendor-reviews'));
