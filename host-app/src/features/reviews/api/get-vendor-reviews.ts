import { REVIEWS_PAGE_SIZE, type ReviewSort } from '@partyeasy/shared-domain';
import { getSupabase } from '@partyeasy/shared-domain/backend';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

const COLUMNS = 'id, rating, title, body, reviewer_first_name, event_month, created_at, reply_body';

/**
 * One page of a live listing's visible reviews (first names and event months only), newest first or highest
 * rated first, sorted and cut in SQL (indexes reviews_vendor_newest_idx / reviews_vendor_rating_idx).
 */
export async function getVendorReviews(vendorId: string, sort: ReviewSort, page: number) {
  const from = (page - 1) * REVIEWS_PAGE_SIZE;
  const { data, error } = await getSupabase()
    .from('public_reviews')
    .select(COLUMNS)
    .eq('vendor_id', vendorId)
    .order(sort === 'rating' ? 'rating' : 'created_at', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + REVIEWS_PAGE_SIZE - 1);
  if (error) throw error;
  return data ?? [];
}

export function vendorReviewsQueryOptions(vendorId: string, sort: ReviewSort, page: number) {
  return queryOptions({
    queryKey: ['vendor-reviews', vendorId, sort, page],
    queryFn: () => getVendorReviews(vendorId, sort, page),
  });
}

/** Keeps the previous page on screen while the next one loads (no jump of the list). */
export function useVendorReviews(vendorId: string, sort: ReviewSort, page: number) {
  return useQuery({ ...vendorReviewsQueryOptions(vendorId, sort, page), placeholderData: keepPreviousData });
}
