import { formatCount } from '../format/count.ts';
import { REVIEW_EDIT_HOURS, REVIEW_WINDOW_DAYS } from '../validation/reviews.ts';

const HOUR_MS = 3_600_000;

/**
 * Until when a completed booking can be reviewed (REVIEW_WINDOW_DAYS after it completed), or null when that
 * is not known here: not completed, or completed without a completion time (the server then counts from the
 * event's end).
 */
export function reviewDeadline(booking: {
  payment_status: string;
  completed_at: string | null;
}): Date | null {
  if (booking.payment_status !== 'completed' || !booking.completed_at) return null;
  return new Date(Date.parse(booking.completed_at) + REVIEW_WINDOW_DAYS * 24 * HOUR_MS);
}

/** Whether the booking can get its review now, as far as the page knows (the server decides again). */
export function canReviewBooking(
  booking: { payment_status: string; completed_at: string | null },
  now: Date = new Date(),
): boolean {
  if (booking.payment_status !== 'completed') return false;
  const deadline = reviewDeadline(booking);
  return deadline === null || now.getTime() <= deadline.getTime();
}

/** Until when a review posted at `createdAt` can be edited. */
export function reviewEditDeadline(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + REVIEW_EDIT_HOURS * HOUR_MS);
}

/** Whether its author can still edit a review (not once it is hidden). */
export function canEditReview(
  review: { created_at: string; hidden_at?: string | null },
  now: Date = new Date(),
): boolean {
  return !review.hidden_at && now.getTime() <= reviewEditDeadline(review.created_at).getTime();
}

/** The event month of a public review: '2026-11-01' → 'November 2026'. */
export function formatEventMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return '';
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An average as shown beside the stars: 4.5 → '4.5', 4 → '4.0', 4.67 → '4.7'. */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** '1 review', '12 reviews', '1,204 reviews'. */
export function reviewCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What a screen reader hears for a vendor's rating: 'Rated 4.5 out of 5 from 12 reviews' / 'No reviews yet'. */
export function ratingSummaryLabel(average: number | null | undefined, count: number): string {
  if (!count || average === null || average === undefined) return 'No reviews yet';
  return `Rated ${formatRating(average)} out of 5 from ${reviewCountLabel(count)}`;
}

/** Sort orders of a profile's review list. */
export const REVIEW_SORTS = ['newest', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  rating: 'Highest rated',
};
/** Reviews per page on a vendor profile. */
export const REVIEWS_PAGE_SIZE = 5;

/** The minimum ratings browse offers. */
export const MIN_RATING_OPTIONS = [4.5, 4, 3] as const;

/** The query parameter of My bookings that opens a booking's review form (the completed mail links to it). */
export const REVIEW_QUERY_PARAM = 'review';

/** Where a host leaves the review of a booking: '/dashboard?review=<booking id>'. */
export function reviewPath(bookingId: string): string {
  return `/dashboard?${REVIEW_QUERY_PARAM}=${encodeURIComponent(bookingId)}`;
}
