import { MY_BOOKINGS_LIMIT } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

const COLUMNS =
  'id, booking_id, rating, title, body, reviewer_first_name, event_month, created_at, updated_at, hidden_at, hidden_reason, review_replies(body, created_at)';

/** The signed-in host's own reviews (hidden ones too, with the reason), each with the vendor's reply. */
export async function getMyReviews(userId: string) {
  const { data, error } = await getSupabase()
    .from('reviews')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(MY_BOOKINGS_LIMIT);
  if (error) throw error;
  return (data ?? []).map(({ review_replies, ...review }) => ({
    ...review,
    reply: (Array.isArray(review_replies) ? review_replies[0] : review_replies)?.body ?? null,
  }));
}

export type MyReview = Awaited<ReturnType<typeof getMyReviews>>[number];

export function myReviewsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['my-reviews', userId], queryFn: () => getMyReviews(userId) });
}

/** The host's reviews by booking id. */
export function useMyReviews(userId: string | undefined) {
  return useQuery({
    ...myReviewsQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
    select: (reviews) => new Map(reviews.map((r) => [r.booking_id, r])),
  });
}
