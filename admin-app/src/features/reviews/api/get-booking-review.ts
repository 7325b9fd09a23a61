import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface AdminReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  reviewer_first_name: string;
  event_month: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  review_replies: { body: string } | { body: string }[] | null;
}

/** The review of one booking (admins read every review, hidden ones included), or null. */
export async function getBookingReview(bookingId: string) {
  const { data, error } = await getSupabase()
    .from('reviews')
    .select(
      'id, rating, title, body, reviewer_first_name, event_month, hidden_at, hidden_reason, review_replies(body)',
    )
    .eq('booking_id', bookingId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  const { review_replies, ...review } = data as AdminReview;
  return {
    ...review,
    reply: (Array.isArray(review_replies) ? review_replies[0] : review_replies)?.body ?? null,
  };
}

export function bookingReviewQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['admin-booking-review', bookingId],
    queryFn: () => getBookingReview(bookingId),
  });
}

export function useBookingReview(bookingId: string) {
  return useQuery(bookingReviewQueryOptions(bookingId));
}
