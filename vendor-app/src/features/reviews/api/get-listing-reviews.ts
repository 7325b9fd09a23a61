import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Reviews shown per step ('Show more' adds as many). */
export const LISTING_REVIEWS_STEP = 10;

export interface ListingReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  reviewer_first_name: string;
  event_month: string;
  created_at: string;
  hidden_reason: string | null;
  review_replies: { body: string } | { body: string }[] | null;
}

/**
 * The newest `limit` reviews of the vendor's listing (hidden ones too, with the reason: row level security
 * shows a vendor the reviews of its own listings), each with its reply, and how many there are.
 */
export async function getListingReviews(vendorId: string, limit: number) {
  const { data, error, count } = await getSupabase()
    .from('reviews')
    .select(
      'id, rating, title, body, reviewer_first_name, event_month, created_at, hidden_reason, review_replies(body)',
      { count: 'exact' },
    )
    .eq('vendor_id', vendorId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  const reviews = ((data ?? []) as ListingReview[]).map(({ review_replies, ...r }) => ({
    ...r,
    reply: (Array.isArray(review_replies) ? review_replies[0] : review_replies)?.body ?? null,
  }));
  return { reviews, total: count ?? reviews.length };
}

export function listingReviewsQueryOptions(vendorId: string, limit: number) {
  return queryOptions({
    queryKey: ['listing-reviews', vendorId, limit],
    queryFn: () => getListingReviews(vendorId, limit),
  });
}

export function useListingReviews(vendorId: string, limit: number) {
  return useQuery({ ...listingReviewsQueryOptions(vendorId, limit), placeholderData: keepPreviousData });
}
