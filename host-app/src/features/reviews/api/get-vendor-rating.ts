import { getSupabase } from '@partyeasy/shared-domain/backend';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A live listing's average rating and number of visible reviews (0 and null without reviews). */
export async function getVendorRating(vendorId: string) {
  const { data, error } = await getSupabase()
    .from('vendor_ratings')
    .select('rating_avg, review_count')
    .eq('vendor_id', vendorId)
    .maybeSingle();
  if (error) throw error;
  return { average: data?.rating_avg ?? null, count: data?.review_count ?? 0 };
}

export function vendorRatingQueryOptions(vendorId: string) {
  return queryOptions({ queryKey: ['vendor-rating', vendorId], queryFn: () => getVendorRating(vendorId) });
}

export function useVendorRating(vendorId: string) {
  return useQuery(vendorRatingQueryOptions(vendorId));
}
